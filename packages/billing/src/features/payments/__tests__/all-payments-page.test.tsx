import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInForEachTest } from 'ui-kit/testing';
import {
  ROUTER_A,
  ROUTER_B,
  aTransaction,
  failed,
  serveBilling,
} from '../../../test/billing-server';
import { BILLING_ROUTES } from '../../../test/routes';

jest.setTimeout(30_000);
signInForEachTest('user');

const PAID = aTransaction();
const FLAGGED = aTransaction({
  id: 't-2',
  routerId: ROUTER_B.id,
  merchantRef: 'INV-2',
  status: 'UNPAID',
  paidAt: null,
  provisioning: 'none',
  pppUsername: null,
  flag: 'PAID callback with total_amount 1000, expected 150000',
});
const PENDING = aTransaction({
  id: 't-3',
  merchantRef: 'INV-3',
  provisioning: 'pending',
  pppUsername: null,
  provisionError: 'Router unreachable: connection refused',
});

const rowWith = (text: string) => {
  const row = screen.getByRole('link', { name: text }).closest('tr');
  if (!row) throw new Error(`no row holds ${text}`);
  return within(row);
};

test('every router’s payments: Router column, badges, rupiah, WIB times, read from /payments as payments-all', async () => {
  const api = serveBilling({ payments: [PAID, FLAGGED, PENDING] });
  renderApp(BILLING_ROUTES, { path: '/app/payments' });
  expect(await screen.findByRole('heading', { name: 'Payments: all routers' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Transactions' });
  expect(await within(table).findByRole('link', { name: PAID.merchantRef })).toBeVisible();

  const paid = rowWith(PAID.merchantRef);
  expect(await paid.findByRole('cell', { name: ROUTER_A.routerName })).toBeInTheDocument();
  expect(paid.getByText('PAID')).toHaveAttribute('data-status', 'PAID');
  expect(paid.getByRole('cell', { name: 'Rp 150.000' })).toBeInTheDocument();
  expect(paid.getByText('Done')).toBeInTheDocument();
  // 02:55 UTC is 09:55 in Jakarta, whatever the test machine's zone.
  expect(paid.getByRole('cell', { name: '24/11/2026 09:55 WIB' })).toBeInTheDocument();

  const flagged = rowWith('INV-2');
  expect(flagged.getByRole('cell', { name: ROUTER_B.routerName })).toBeInTheDocument();
  expect(flagged.getByText('UNPAID')).toHaveAttribute('data-status', 'UNPAID');
  expect(flagged.getByText('Flagged')).toHaveAttribute('title', FLAGGED.flag);
  expect(rowWith('INV-3').getByText('Router unreachable: connection refused')).toBeVisible();

  // The column choices are kept under the table id the list always had.
  expect(api.calls('GET', '/me/preferences/tables/payments-all')).not.toHaveLength(0);
  expect(api.calls('GET', '/payments').at(-1)?.params).not.toHaveProperty('routerId');
});

test('the Router and Status filters go into the address and the API’s query; the heading names the router', async () => {
  const api = serveBilling({ payments: [PAID, FLAGGED] });
  const user = userEvent.setup();
  const { router } = renderApp(BILLING_ROUTES, { path: '/app/payments' });
  await screen.findByRole('link', { name: 'INV-2' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Router' }), ROUTER_B.id);
  await waitFor(() => expect(router.state.location.search).toBe(`?routerId=${ROUTER_B.id}`));
  await waitFor(() =>
    expect(api.calls('GET', '/payments').at(-1)?.params).toMatchObject({ routerId: ROUTER_B.id }),
  );
  expect(screen.getByRole('heading', { name: 'Payments: Gudang' })).toBeInTheDocument();
  await waitFor(() =>
    expect(screen.queryByRole('link', { name: PAID.merchantRef })).not.toBeInTheDocument(),
  );

  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'UNPAID');
  await waitFor(() =>
    expect(api.calls('GET', '/payments').at(-1)?.params).toMatchObject({
      routerId: ROUTER_B.id,
      status: 'UNPAID',
    }),
  );
  expect(router.state.location.search).toContain('status=UNPAID');
});

test('a filter from a shared link is asked for; a bad status is dropped', async () => {
  const api = serveBilling({ payments: [PAID] });
  renderApp(BILLING_ROUTES, {
    path: `/app/payments?routerId=${ROUTER_A.id}&status=nope&startDate=2026-11-01&endDate=2026-11-10`,
  });
  await screen.findByRole('link', { name: PAID.merchantRef });
  const params = api.calls('GET', '/payments').at(-1)?.params;
  expect(params).toMatchObject({
    routerId: ROUTER_A.id,
    startDate: '2026-11-01',
    endDate: '2026-11-10',
  });
  expect(params).not.toHaveProperty('status');
});

test('the Merchant Ref and View lead to the detail on the transaction’s router page (?ref=)', async () => {
  serveBilling({ payments: [PAID, FLAGGED] });
  const user = userEvent.setup();
  const { router } = renderApp(BILLING_ROUTES, { path: '/app/payments' });
  const link = await screen.findByRole('link', { name: 'INV-2' });
  expect(link).toHaveAttribute('href', `/app/routers/${ROUTER_B.id}/payments?ref=INV-2`);
  await user.click(link);
  await waitFor(() =>
    expect(router.state.location.pathname).toBe(`/app/routers/${ROUTER_B.id}/payments`),
  );
  expect(router.state.location.search).toBe('?ref=INV-2');
});

test('the list failing says why; an empty list says No transactions found', async () => {
  serveBilling({}, (request) =>
    request.url === '/payments' ? failed(500, 'Database unavailable') : undefined,
  );
  const first = renderApp(BILLING_ROUTES, { path: '/app/payments' });
  expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  first.unmount();

  serveBilling({ payments: [] });
  renderApp(BILLING_ROUTES, { path: '/app/payments' });
  expect(await screen.findByText('No transactions found')).toBeInTheDocument();
});
