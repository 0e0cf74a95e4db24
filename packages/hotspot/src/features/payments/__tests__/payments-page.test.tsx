import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openDatePicker, renderApp, rowOf, signInForEachTest } from 'ui-kit/testing';
import { paymentListStore } from '../components/payments-page';
import { aCallback, aTransaction, failed, serveHotspot } from '../../../test/hotspot-server';
import { HOTSPOT_ROUTES } from '../../../test/routes';

// Calendar, drawer and toasts under jsdom take seconds on a loaded shared machine.
jest.setTimeout(30_000);
signInForEachTest('user');

const PAID = aTransaction();
const FIVE = [
  PAID,
  aTransaction({
    id: 't-2',
    merchantRef: 'INV-2',
    status: 'UNPAID',
    paidAt: null,
    provisioning: 'none',
    pppUsername: null,
    flag: 'PAID callback with total_amount 1000, expected 150000',
  }),
  aTransaction({ id: 't-3', merchantRef: 'INV-3', status: 'EXPIRED', provisioning: 'none' }),
  aTransaction({ id: 't-4', merchantRef: 'INV-4', status: 'FAILED', provisioning: 'none' }),
  aTransaction({
    id: 't-5',
    merchantRef: 'INV-5',
    status: 'PAID',
    provisioning: 'pending',
    pppUsername: null,
    provisionError: 'Router unreachable: connection refused',
  }),
];

test('each status its own badge and word, rupiah, buyer, provisioning with its reason, WIB times', async () => {
  const api = serveHotspot({ payments: FIVE });
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers/1/payments' });

  const table = await screen.findByRole('table', { name: 'Transactions' });
  expect(await within(table).findByRole('button', { name: 'INV-20261124-0001' })).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Payments: Hotspot Kantor' })).toBeInTheDocument();
  const paid = rowOf('INV-20261124-0001');
  expect(paid.getByRole('cell', { name: 'Rp 150.000' })).toBeInTheDocument();
  expect(paid.getByText('PAID')).toHaveAttribute('data-status', 'PAID');
  expect(paid.getByText('Budi')).toBeInTheDocument();
  expect(paid.getByText('budi@example.com')).toBeInTheDocument();
  expect(paid.getByText('Done')).toBeInTheDocument();
  // 02:55 UTC is 09:55 in Jakarta, whatever the test machine's zone.
  expect(paid.getByRole('cell', { name: '24/11/2026 09:55 WIB' })).toBeInTheDocument();
  for (const [ref, status] of [
    ['INV-2', 'UNPAID'],
    ['INV-3', 'EXPIRED'],
    ['INV-4', 'FAILED'],
  ] as const) {
    expect(rowOf(ref).getByText(status)).toHaveAttribute('data-status', status);
  }
  // The flag is a warning with its reason; the pending account says why it waits.
  expect(rowOf('INV-2').getByText('Flagged')).toHaveAttribute(
    'title',
    'PAID callback with total_amount 1000, expected 150000',
  );
  expect(rowOf('INV-5').getByText('Pending')).toBeInTheDocument();
  expect(rowOf('INV-5').getByText('Router unreachable: connection refused')).toBeInTheDocument();
  expect(api.calls('GET', '/routers/1/payments')[0]?.params).toEqual({
    page: 1,
    perPage: 5,
    sortCol: 'created_at',
    sortDir: 'desc',
  });
});

test('the filter comes from the address; changing the status goes back to page 1 and into the address', async () => {
  const api = serveHotspot({ payments: [PAID] });
  const user = userEvent.setup();
  const { router } = renderApp(HOTSPOT_ROUTES, {
    path: '/app/routers/1/payments?status=PAID&startDate=2026-11-01&endDate=2026-11-24',
  });
  const search = () => router.state.location.search;
  await screen.findByRole('button', { name: 'INV-20261124-0001' });
  expect(api.calls('GET', '/routers/1/payments')[0]?.params).toMatchObject({
    status: 'PAID',
    startDate: '2026-11-01',
    endDate: '2026-11-24',
  });
  expect(screen.getByRole('button', { name: /^Select date/ })).toHaveTextContent(
    '01-11-2026 to 24-11-2026',
  );
  expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('PAID');

  act(() => paymentListStore('1').getState().setPage(3));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'EXPIRED');
  await waitFor(() =>
    expect(api.calls('GET', '/routers/1/payments').at(-1)?.params).toMatchObject({
      page: 1,
      status: 'EXPIRED',
      startDate: '2026-11-01',
    }),
  );
  expect(search()).toContain('status=EXPIRED');
  expect(search()).toContain('startDate=2026-11-01');

  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
  await waitFor(() =>
    expect(api.calls('GET', '/routers/1/payments').at(-1)?.params).not.toHaveProperty('status'),
  );
  expect(search()).not.toContain('status=');
});

test('picking days in the calendar filters by them and writes them into the address', async () => {
  const api = serveHotspot({ payments: [PAID] });
  const user = userEvent.setup();
  const { router } = renderApp(HOTSPOT_ROUTES, { path: '/app/routers/1/payments' });
  await screen.findByRole('button', { name: 'INV-20261124-0001' });

  const { day } = await openDatePicker(user);
  await user.click(day('5'));
  await user.click(day('9'));
  await waitFor(() =>
    expect(api.calls('GET', '/routers/1/payments').at(-1)?.params).toMatchObject({
      startDate: expect.stringMatching(/-05$/),
      endDate: expect.stringMatching(/-09$/),
    }),
  );
  expect(router.state.location.search).toMatch(/startDate=\d{4}-\d{2}-05&endDate=\d{4}-\d{2}-09/);
});

describe('Export CSV', () => {
  let saved: { href: string; download: string }[];
  const createObjectURL = jest.fn(() => 'blob:payments');
  const revokeObjectURL = jest.fn();
  beforeEach(() => {
    saved = [];
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  test('downloads the filtered list through the signed-in client, named for the router and the days', async () => {
    const api = serveHotspot({ payments: [PAID] }, (request) =>
      request.url === '/routers/1/payments.csv'
        ? {
            status: 200,
            data: '\uFEFF"Dibuat","Merchant ref"\r\n',
            headers: { 'content-type': 'text/csv' },
          }
        : undefined,
    );
    const user = userEvent.setup();
    renderApp(HOTSPOT_ROUTES, {
      path: '/app/routers/1/payments?status=PAID&startDate=2026-11-01&endDate=2026-11-24',
    });
    await screen.findByRole('button', { name: 'INV-20261124-0001' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() =>
      expect(saved).toEqual([
        {
          href: 'blob:payments',
          download: 'payments-hotspot-kantor-2026-11-01-to-2026-11-24-paid.csv',
        },
      ]),
    );
    const [call] = api.calls('GET', '/routers/1/payments.csv');
    expect(call?.authorization).toBe('Bearer access-1');
    expect(call?.params).toEqual({
      status: 'PAID',
      startDate: '2026-11-01',
      endDate: '2026-11-24',
      sortCol: 'created_at',
      sortDir: 'desc',
      // The columns shown, in their order (the two hidden by default are not).
      columns:
        'merchantRef,status,amount,customerName,packageName,pppUsername,provisioning,createdAt,paidAt',
    });
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });

  test('a refused export says why in a toast and the button is usable again', async () => {
    serveHotspot({ payments: [PAID] }, (request) =>
      request.url === '/routers/1/payments.csv' ? failed(404, 'Router not found') : undefined,
    );
    const user = userEvent.setup();
    renderApp(HOTSPOT_ROUTES, { path: '/app/routers/1/payments' });
    await screen.findByRole('button', { name: 'INV-20261124-0001' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Router not found')).toBeInTheDocument();
    expect(saved).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});

test('the detail: every field, the flag, the callback history with its raw body; no write for a plain user', async () => {
  const flagged = aTransaction({
    status: 'PAID',
    provisioning: 'pending',
    provisionError: 'Router unreachable: connection refused',
    flag: 'PAID callback with total_amount 1000, expected 150000',
  });
  const api = serveHotspot({
    payments: [flagged],
    callbacks: {
      [flagged.merchantRef]: [
        aCallback({
          id: 1,
          verdict: 'amount-mismatch',
          totalAmount: 1000,
          detail: 'total_amount 1000',
        }),
        aCallback({ id: 2, receivedAt: '2026-11-24T03:00:02.000Z' }),
        aCallback({ id: 3, verdict: 'repeat', receivedAt: '2026-11-24T03:00:03.000Z' }),
      ],
    },
  });
  const user = userEvent.setup();
  const { router } = renderApp(HOTSPOT_ROUTES, { path: '/app/routers/1/payments' });
  const search = () => router.state.location.search;
  await user.click(await screen.findByRole('button', { name: 'INV-20261124-0001' }));

  const drawer = await screen.findByRole('dialog', { name: 'Transaction INV-20261124-0001' });
  expect(await within(drawer).findByText('T0001')).toBeInTheDocument();
  expect(search()).toContain('ref=INV-20261124-0001');
  expect(api.calls('GET', '/routers/1/payments/INV-20261124-0001')).toHaveLength(1);
  expect(within(drawer).getByText('Flagged: a signed callback was refused')).toBeInTheDocument();
  expect(within(drawer).getByText('The PPP account is being created')).toBeInTheDocument();
  expect(within(drawer).getByText('24/12/2026 10:00 WIB')).toBeInTheDocument(); // valid until
  const callbacks = within(drawer).getByRole('list', { name: 'Callbacks' });
  const entries = within(callbacks).getAllByRole('listitem');
  expect(entries).toHaveLength(3);
  expect(within(entries[0]!).getByText('amount-mismatch')).toBeInTheDocument();
  expect(within(entries[0]!).getByText('Rp 1.000')).toBeInTheDocument();
  expect(within(entries[2]!).getByText('repeat')).toBeInTheDocument();
  // The raw body is folded away, then shown indented.
  const summary = within(entries[0]!).getByText('Raw body');
  expect(summary.closest('details')).not.toHaveAttribute('open');
  await user.click(summary);
  expect(summary.closest('details')).toHaveAttribute('open');
  expect(within(entries[0]!).getByTestId('raw-body').textContent).toContain(
    '"merchant_ref": "INV-20261124-0001"',
  );
  // A plain user sees the action, disabled with the lists' title, and never sends it.
  const retry = within(drawer).getByRole('button', { name: 'Retry provisioning' });
  expect(retry).toBeDisabled();
  expect(retry).toHaveAttribute('title', 'User role cannot edit records');

  await user.keyboard('{Escape}');
  await waitFor(() => expect(search()).not.toContain('ref='));
  expect(api.calls('POST', '/routers/1/payments/INV-20261124-0001/retry-provisioning')).toEqual([]);
});

test('a shared link with ?ref= opens that transaction; a detail that fails says so with Retry', async () => {
  let fail = true;
  serveHotspot({ payments: [PAID] }, (request) =>
    fail && request.url === '/routers/1/payments/INV-20261124-0001'
      ? failed(502, 'Database unavailable')
      : undefined,
  );
  const user = userEvent.setup();
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers/1/payments?ref=INV-20261124-0001' });
  const drawer = await screen.findByRole('dialog', { name: 'Transaction INV-20261124-0001' });
  expect(await within(drawer).findByText('Failed to fetch transaction')).toBeInTheDocument();
  expect(within(drawer).getByText('Database unavailable')).toBeInTheDocument();
  fail = false;
  await user.click(within(drawer).getByRole('button', { name: 'Retry' }));
  expect(await within(drawer).findByText('T0001')).toBeInTheDocument();
});

test('the list failing: the reason and Retry; an empty list: No transactions found', async () => {
  let fail = true;
  serveHotspot({ payments: [] }, (request) =>
    fail && request.url === '/routers/1/payments' ? failed(500, 'Database unavailable') : undefined,
  );
  const user = userEvent.setup();
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers/1/payments' });
  expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
  fail = false;
  await act(async () => {
    await user.click(screen.getByRole('button', { name: /Retry/ }));
  });
  expect(await screen.findByText('No transactions found')).toBeInTheDocument();
});
