import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInForEachTest } from 'ui-kit/testing';
import type { Subscriber } from 'contracts/types';
import {
  BUDI,
  SITI,
  UNPAID_INVOICE,
  anInvoice,
  ok,
  serveBilling,
} from '../../../test/billing-server';
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

/** Answers `POST /subscribers/{id}/{change}` with `after` and keeps it for the next read. */
function serveChange(change: string, after: Subscriber, message: string) {
  const api = serveBilling({}, (request) => {
    if (request.method !== 'POST' || request.url !== `/subscribers/${after.id}/${change}`)
      return undefined;
    api.state.subscribers = api.state.subscribers.map((row) =>
      row.id === after.id ? { ...row, ...after } : row,
    );
    return ok(after, { message });
  });
  return api;
}

test('Isolate asks first; Batal changes nothing; Isolate posts, toasts and shows the new status', async () => {
  const api = serveChange(
    'isolate',
    { ...BUDI, status: 'isolated' },
    'Subscriber isolated successfully',
  );
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: `/app/billing/subscribers/${BUDI.id}` });

  await user.click(await screen.findByRole('button', { name: 'Isolate' }));
  let dialog = await screen.findByRole('alertdialog', { name: 'Isolate subscriber' });
  expect(within(dialog).getByText(/isolate profile/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  expect(api.calls('POST', `/subscribers/${BUDI.id}/isolate`)).toEqual([]);
  // An active subscriber is not restored.
  expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Isolate' }));
  dialog = await screen.findByRole('alertdialog', { name: 'Isolate subscriber' });
  await user.click(within(dialog).getByRole('button', { name: 'Isolate' }));
  expect(
    (await screen.findByText('Subscriber isolated successfully')).closest('[data-toast-kind]'),
  ).toHaveAttribute('data-toast-kind', 'success');
  expect(api.calls('POST', `/subscribers/${BUDI.id}/isolate`)).toHaveLength(1);
  expect(await screen.findByRole('button', { name: 'Restore' })).toBeInTheDocument();
  expect(screen.getByText('Isolated')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Isolate' })).not.toBeInTheDocument();
});

test('a change the router has not taken: the warning toast, and the banner with the router’s reason', async () => {
  const reason = 'Router "Kantor" cannot be reached (connection refused)';
  const api = serveChange(
    'restore',
    { ...SITI, routerChange: 'restore', routerChangeReason: reason },
    'The router has not taken the change yet; it is retried automatically',
  );
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: `/app/billing/subscribers/${SITI.id}` });

  expect(screen.queryByRole('status', { name: /waiting/ })).not.toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Restore' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Restore subscriber' });
  await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

  expect(
    (
      await screen.findByText(
        'The router has not taken the change yet; it is retried automatically',
      )
    ).closest('[data-toast-kind]'),
  ).toHaveAttribute('data-toast-kind', 'warning');
  expect(api.calls('POST', `/subscribers/${SITI.id}/restore`)).toHaveLength(1);
  expect(await screen.findByText('Restore waiting for the router')).toBeInTheDocument();
  // The diagnosis comes without its full stop; the banner makes it a sentence.
  expect(
    screen.getByText(`${reason}. It is retried automatically.`, {
      normalizer: (text) => text.replace(/\s+/g, ' ').trim(),
    }),
  ).toBeInTheDocument();
  // Still isolated until the router takes it.
  expect(screen.getByText('Isolated')).toBeInTheDocument();
});

test('Terminate asks with its own warning; a refusal stays in the dialog and is toasted', async () => {
  const api = serveBilling({}, (request) =>
    request.method === 'POST' && request.url === `/subscribers/${BUDI.id}/terminate`
      ? { status: 500, data: { success: false, message: 'Database unavailable' } }
      : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: `/app/billing/subscribers/${BUDI.id}` });

  await user.click(await screen.findByRole('button', { name: 'Terminate' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Terminate subscriber' });
  expect(within(dialog).getByText(/cannot be undone/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Terminate' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Database unavailable');
  expect(api.calls('POST', `/subscribers/${BUDI.id}/terminate`)).toHaveLength(1);
});

test('a terminated subscriber offers no change', async () => {
  serveBilling({ subscribers: [{ ...BUDI, status: 'terminated' }] });
  renderApp(BILLING_ROUTES, { path: `/app/billing/subscribers/${BUDI.id}` });

  expect(await screen.findByText('Terminated')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  for (const name of ['Isolate', 'Restore', 'Terminate'])
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
});
