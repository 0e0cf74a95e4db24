import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseRowAction, renderApp, signInForEachTest } from 'ui-kit/testing';
import { PAID_INVOICE, UNPAID_INVOICE, serveBilling } from '../../../test/billing-server';
import { BILLING_ROUTES } from '../../../test/routes';
import { useInvoiceListStore } from '../stores/invoice-list-store';

signInForEachTest('admin', () =>
  useInvoiceListStore.setState(useInvoiceListStore.getInitialState()),
);

test('lists the invoices with status badges in Rp, filtered by status, period and overdue', async () => {
  const api = serveBilling();
  const user = userEvent.setup({ delay: null });
  const { router } = renderApp(BILLING_ROUTES, { path: '/app/billing/invoices' });

  const table = await screen.findByRole('table', { name: 'Invoices' });
  const unpaid = within(
    (await within(table).findByRole('link', { name: /INV\/2026\/11\/00001/ })).closest('tr')!,
  );
  expect(unpaid.getByText('Unpaid')).toHaveAttribute('data-status', 'unpaid');
  expect(unpaid.getByRole('cell', { name: 'Rp 150.000' })).toBeInTheDocument();
  expect(unpaid.getByRole('cell', { name: 'November 2026' })).toBeInTheDocument();
  expect(unpaid.getByRole('cell', { name: '05/11/2026' })).toBeInTheDocument();
  const paid = within(
    within(table)
      .getByRole('link', { name: /INV\/2026\/10\/00007/ })
      .closest('tr')!,
  );
  expect(paid.getByText('Paid')).toHaveAttribute('data-status', 'paid');
  expect(paid.getByRole('cell', { name: 'Cash' })).toBeInTheDocument();

  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Unpaid');
  await user.type(screen.getByLabelText('Period'), '2026-11');
  await user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
  await waitFor(() =>
    expect(api.calls('GET', '/invoices').at(-1)?.params).toMatchObject({
      status: 'unpaid',
      period: '2026-11',
      overdue: true,
    }),
  );
  expect(router.state.location.search).toContain('overdue=1');
});

test('Copy pay link copies an unpaid invoice’s whole pay address; a paid one has no link', async () => {
  serveBilling();
  const user = userEvent.setup({ delay: null });
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  renderApp(BILLING_ROUTES, { path: '/app/billing/invoices' });

  await chooseRowAction(user, UNPAID_INVOICE.number, 'Copy pay link');
  expect(await screen.findByText('Pay link copied')).toBeInTheDocument();
  expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/bayar/tok-abc`);

  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('button', { name: `Actions for ${PAID_INVOICE.number}` }));
  expect(await screen.findByRole('menuitem', { name: 'Lihat' })).toBeInTheDocument();
  expect(screen.queryByRole('menuitem', { name: 'Copy pay link' })).not.toBeInTheDocument();
});
