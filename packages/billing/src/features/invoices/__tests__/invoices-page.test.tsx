import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseRowAction, renderApp, signInForEachTest } from 'ui-kit/testing';
import {
  PAID_INVOICE,
  ROUTER_A,
  ROUTER_B,
  SITI,
  UNPAID_INVOICE,
  anInvoice,
  serveBilling,
} from '../../../test/billing-server';
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
  expect(router.state.location.search).toContain('overdue=true');
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

test('Lihat shows the invoice; Record payment posts cash with the WIB time and note', async () => {
  const api = serveBilling({}, (request) =>
    request.method === 'POST' && request.url === `/invoices/${UNPAID_INVOICE.id}/pay`
      ? { status: 200, data: { success: true, data: { ...UNPAID_INVOICE, status: 'paid' } } }
      : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: '/app/billing/invoices' });

  await chooseRowAction(user, UNPAID_INVOICE.number, 'Lihat');
  const view = await screen.findByRole('dialog', { name: 'Invoice' });
  expect(within(view).getByText(`${window.location.origin}/bayar/tok-abc`)).toBeInTheDocument();
  await user.click(within(view).getByRole('button', { name: 'Record payment' }));
  const dialog = await screen.findByRole('dialog', {
    name: `Record payment: ${UNPAID_INVOICE.number}`,
  });
  await user.selectOptions(
    within(dialog).getByRole('combobox', { name: 'Method' }),
    'Bank transfer',
  );
  await user.type(within(dialog).getByRole('textbox', { name: 'Paid at' }), '2026-11-03 09:30');
  await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'BCA');
  await user.click(within(dialog).getByRole('button', { name: 'Record payment' }));

  expect(await screen.findByText('Payment recorded successfully')).toBeInTheDocument();
  expect(api.calls('POST', `/invoices/${UNPAID_INVOICE.id}/pay`)[0]?.body).toEqual({
    method: 'transfer',
    paidAt: '2026-11-03T09:30:00+07:00',
    note: 'BCA',
  });
});

test('Void asks for the reason and shows the server’s refusal of a paid invoice', async () => {
  const api = serveBilling({}, (request) =>
    request.method === 'POST' && request.url === `/invoices/${UNPAID_INVOICE.id}/void`
      ? { status: 409, data: { success: false, message: 'This invoice is already paid' } }
      : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: '/app/billing/invoices' });

  await chooseRowAction(user, UNPAID_INVOICE.number, 'Lihat');
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Invoice' })).getByRole('button', {
      name: 'Void',
    }),
  );
  const dialog = await screen.findByRole('dialog', {
    name: `Void invoice: ${UNPAID_INVOICE.number}`,
  });
  await user.click(within(dialog).getByRole('button', { name: 'Void' }));
  expect(
    await within(dialog).findByText('Reason is required (at most 500 characters)'),
  ).toBeInTheDocument();
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Double entry');
  await user.click(within(dialog).getByRole('button', { name: 'Void' }));

  expect(await within(dialog).findByText('This invoice is already paid')).toBeInTheDocument();
  expect(api.calls('POST', `/invoices/${UNPAID_INVOICE.id}/void`)[0]?.body).toEqual({
    reason: 'Double entry',
  });
});

test('a paid invoice’s view has its receipt and no payment actions', async () => {
  serveBilling();
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: '/app/billing/invoices' });

  await chooseRowAction(user, PAID_INVOICE.number, 'Lihat');
  const view = await screen.findByRole('dialog', { name: 'Invoice' });
  expect(within(view).getByRole('link', { name: 'Receipt' })).toHaveAttribute(
    'href',
    `/app/billing/invoices/${PAID_INVOICE.id}/receipt`,
  );
  expect(within(view).queryByRole('button', { name: 'Record payment' })).not.toBeInTheDocument();
  expect(within(view).queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
});

test('Export CSV asks /invoices.csv for the filtered list and its shown columns', async () => {
  const saved: string[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn(() => 'blob:invoices'),
    revokeObjectURL: jest.fn(),
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  const api = serveBilling({}, (request) =>
    request.url === '/invoices.csv'
      ? { status: 200, data: '\uFEFF"Number"\r\n', headers: { 'content-type': 'text/csv' } }
      : undefined,
  );
  const user = userEvent.setup({ delay: null });
  renderApp(BILLING_ROUTES, { path: '/app/billing/invoices?status=unpaid' });

  await screen.findByRole('table', { name: 'Invoices' });
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(api.calls('GET', '/invoices.csv')[0]?.params).toMatchObject({
    status: 'unpaid',
    columns: 'number,subscriberName,period,amount,status,dueDate,paidAt,method',
  });
  click.mockRestore();
});

test('reads its filters from the address (the dashboard’s cards link to them) and asks the API for them', async () => {
  const api = serveBilling();
  renderApp(BILLING_ROUTES, {
    path: `/app/billing/invoices?status=unpaid&overdue=true&routerId=${ROUTER_A.id}`,
  });

  await screen.findByRole('table', { name: 'Invoices' });
  expect(api.calls('GET', '/invoices')[0]?.params).toMatchObject({
    status: 'unpaid',
    overdue: true,
    routerId: ROUTER_A.id,
  });
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('unpaid');
  expect(screen.getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Router' })).toHaveValue(ROUTER_A.id),
  );
});

test('the router filter goes to the API and the address; the totals line sums the filtered set', async () => {
  const sitisInvoice = anInvoice({
    id: '9e2c6a8e-3f1c-4a55-9d7e-1a2b3c4d5e03',
    number: 'INV/2026/11/00002',
    subscriberId: SITI.id,
    subscriberName: SITI.name,
    amount: 250_000,
  });
  const api = serveBilling({
    subscribers: [
      { ...SITI, routerId: ROUTER_B.id, routerName: ROUTER_B.routerName },
      ...serveBilling().state.subscribers.filter((row) => row.id !== SITI.id),
    ],
    invoices: [UNPAID_INVOICE, PAID_INVOICE, sitisInvoice],
  });
  const user = userEvent.setup({ delay: null });
  const { router } = renderApp(BILLING_ROUTES, { path: '/app/billing/invoices' });

  const totals = await screen.findByRole('group', { name: 'Totals' });
  await waitFor(() =>
    expect(within(totals).getByRole('group', { name: 'Invoices' })).toHaveTextContent('3'),
  );
  expect(within(totals).getByRole('group', { name: 'Amount' })).toHaveTextContent('Rp 550.000');
  expect(within(totals).getByRole('group', { name: 'Paid' })).toHaveTextContent('Rp 150.000');
  expect(within(totals).getByRole('group', { name: 'Unpaid' })).toHaveTextContent('Rp 400.000');

  await user.selectOptions(await screen.findByRole('combobox', { name: 'Router' }), 'Gudang');
  await waitFor(() =>
    expect(api.calls('GET', '/invoices').at(-1)?.params).toMatchObject({
      routerId: ROUTER_B.id,
    }),
  );
  expect(router.state.location.search).toContain(`routerId=${ROUTER_B.id}`);
  await waitFor(() =>
    expect(within(totals).getByRole('group', { name: 'Unpaid' })).toHaveTextContent('Rp 250.000'),
  );
  expect(within(totals).getByRole('group', { name: 'Invoices' })).toHaveTextContent('1');
  expect(screen.queryByRole('link', { name: /INV\/2026\/11\/00001/ })).not.toBeInTheDocument();
});
