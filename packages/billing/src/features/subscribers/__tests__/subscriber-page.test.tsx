import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInForEachTest } from 'ui-kit/testing';
import { BUDI, UNPAID_INVOICE, anInvoice, serveBilling } from '../../../test/billing-server';
import { BILLING_ROUTES } from '../../../test/routes';
import { useSubscriberInvoiceListStore } from '../../invoices';

signInForEachTest('admin', () =>
  useSubscriberInvoiceListStore.setState(useSubscriberInvoiceListStore.getInitialState()),
);

test('a subscriber’s page shows its details and only its invoices', async () => {
  const api = serveBilling();
  renderApp(BILLING_ROUTES, { path: `/app/billing/subscribers/${BUDI.id}` });

  expect(
    await screen.findByRole('heading', { level: 1, name: 'Budi Santoso' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Active')).toBeInTheDocument();
  expect(screen.getByText('Paket 10 Mbps (Rp 150.000)')).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Invoices' });
  expect(await within(table).findByRole('link', { name: /INV\/2026\/11\/00001/ })).toHaveAttribute(
    'href',
    `/app/billing/invoices/${UNPAID_INVOICE.id}/receipt`,
  );
  expect(api.calls('GET', '/invoices')[0]?.params).toMatchObject({ subscriberId: BUDI.id });
});

test('Issue invoice posts the period and toasts the server’s refusal of a second one', async () => {
  const issued = anInvoice({ id: 'new', number: 'INV/2026/11/00002', period: '2026-09' });
  let second = false;
  const api = serveBilling({}, (request) => {
    if (request.method !== 'POST' || request.url !== `/subscribers/${BUDI.id}/invoices`)
      return undefined;
    if (second)
      return {
        status: 409,
        data: { success: false, message: 'An invoice for this period already exists' },
      };
    second = true;
    return { status: 201, data: { success: true, data: issued } };
  });
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: `/app/billing/subscribers/${BUDI.id}` });

  await user.click(await screen.findByRole('button', { name: 'Issue invoice' }));
  let dialog = await screen.findByRole('dialog', { name: 'Issue Invoice' });
  const period = within(dialog).getByRole('textbox', { name: 'Period' });
  expect((period as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}$/);
  await user.clear(period);
  await user.type(period, '2026-09');
  await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
  expect(await screen.findByText('Invoice issued successfully')).toBeInTheDocument();
  expect(api.calls('POST', `/subscribers/${BUDI.id}/invoices`)[0]?.body).toEqual({
    period: '2026-09',
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await user.click(screen.getByRole('button', { name: 'Issue invoice' }));
  dialog = await screen.findByRole('dialog', { name: 'Issue Invoice' });
  await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
  expect(
    await within(dialog).findByText('An invoice for this period already exists'),
  ).toBeInTheDocument();
});

test('an unknown subscriber is the not-found page', async () => {
  serveBilling();
  renderApp(BILLING_ROUTES, {
    path: '/app/billing/subscribers/7a1c6a8e-0000-4a55-9d7e-000000000000',
  });
  expect(await screen.findByText(/not found/i)).toBeInTheDocument();
});
