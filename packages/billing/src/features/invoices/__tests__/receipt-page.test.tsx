import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInForEachTest } from 'ui-kit/testing';
import { PAID_INVOICE, UNPAID_INVOICE, serveBilling } from '../../../test/billing-server';
import { BILLING_ROUTES } from '../../../test/routes';

// Plain users print receipts too (docs/rules/roles.md#every-screen): the page is read-only for all.
signInForEachTest('user');

test('a paid invoice’s receipt: company, number, period, amount, method and who received it', async () => {
  serveBilling();
  renderApp(BILLING_ROUTES, { path: `/app/billing/invoices/${PAID_INVOICE.id}/receipt` });

  const receipt = await screen.findByRole('article', { name: `Receipt ${PAID_INVOICE.number}` });
  expect(within(receipt).getByText('Net Desa')).toBeInTheDocument();
  expect(within(receipt).getByRole('heading', { name: 'RECEIPT' })).toBeInTheDocument();
  const row = (label: string) =>
    within(receipt).getByRole('rowheader', { name: label }).nextElementSibling?.textContent;
  expect(row('Number')).toBe('INV/2026/10/00007');
  expect(row('Period')).toBe('October 2026');
  expect(row('Amount')).toBe('Rp 150.000');
  expect(row('Method')).toBe('Cash');
  expect(row('Received by')).toBe('admin');
  expect(row('Paid at')).toBe('04/10/2026 10:15 WIB');
  expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
});

test('the layout is chosen in the address: thermal 58 mm', async () => {
  serveBilling();
  const user = userEvent.setup({ delay: null });
  const { router } = renderApp(BILLING_ROUTES, {
    path: `/app/billing/invoices/${UNPAID_INVOICE.id}/receipt`,
  });

  const receipt = await screen.findByRole('article', { name: `Receipt ${UNPAID_INVOICE.number}` });
  expect(receipt).toHaveAttribute('data-layout', 'a4');
  expect(within(receipt).getByRole('heading', { name: 'INVOICE' })).toBeInTheDocument();
  expect(within(receipt).getByText('UNPAID')).toBeInTheDocument();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Layout' }), 'Thermal 58 mm');
  expect(router.state.location.search).toBe('?layout=thermal58');
  expect(
    await screen.findByRole('article', { name: `Receipt ${UNPAID_INVOICE.number}` }),
  ).toHaveAttribute('data-layout', 'thermal58');
});
