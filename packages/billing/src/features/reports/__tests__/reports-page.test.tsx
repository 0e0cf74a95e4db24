import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SalesReport } from 'contracts/types';
import { renderApp, signInForEachTest } from 'ui-kit/testing';
import { aRouter, failed, serveBilling } from '../../../test/billing-server';
import { BILLING_ROUTES } from '../../../test/routes';
import { readReportFilter } from '../lib/report-filter';
import { chartData } from '../components/sales-chart';

// uPlot draws on a canvas jsdom has not: a stand-in records what it was given.
const drawn: { data: unknown[][] }[] = [];
jest.mock('uplot', () => {
  class FakePlot {
    cursor = { idx: null };
    constructor(_options: unknown, data: unknown[][]) {
      drawn.push({ data });
    }
    setData(data: unknown[][]) {
      drawn.push({ data });
    }
    setSize() {}
    setScale() {}
    destroy() {}
    static paths = { bars: () => () => null };
  }
  return { __esModule: true, default: FakePlot };
});

jest.setTimeout(30_000);
signInForEachTest('user');

const KANTOR = '11111111-1111-4111-8111-111111111111';
const GUDANG = '22222222-2222-4222-8222-222222222222';
const REPORT: SalesReport = {
  rows: [
    {
      period: '2026-11-01',
      routerId: KANTOR,
      routerName: 'Kantor',
      source: 'online',
      count: 2,
      amount: 300_000,
    },
    {
      period: '2026-11-01',
      routerId: GUDANG,
      routerName: 'Gudang',
      source: 'voucher',
      count: 5,
      amount: 25_000,
    },
    {
      period: '2026-11-02',
      routerId: KANTOR,
      routerName: 'Kantor',
      source: 'voucher',
      count: 1,
      amount: 5_000,
    },
  ],
  totals: { count: 8, amount: 330_000 },
};
const routers = [
  aRouter({ id: KANTOR, routerName: 'Kantor' }),
  aRouter({ id: GUDANG, routerName: 'Gudang' }),
];

test('the filter comes from the address; table rows, totals and the chart show the report', async () => {
  const api = serveBilling({ report: REPORT, routers });
  renderApp(BILLING_ROUTES, {
    path: `/app/reports?from=2026-11-01&to=2026-11-02&routerId=${KANTOR}&source=online`,
  });
  const table = await screen.findByRole('table', { name: 'Sales per period' });
  await within(table).findByRole('cell', { name: 'Rp 300.000' });
  expect(api.calls('GET', '/reports/sales')[0]?.params).toEqual({
    from: '2026-11-01',
    to: '2026-11-02',
    groupBy: 'day',
    routerId: KANTOR,
    source: 'online',
  });
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual([
    'PeriodRouterSourceSalesRevenue',
    '2026-11-01KantorOnline2Rp 300.000',
    '2026-11-01GudangVoucher5Rp 25.000',
    '2026-11-02KantorVoucher1Rp 5.000',
    'Total8Rp 330.000',
  ]);
  expect(screen.getByRole('group', { name: 'Total revenue' })).toHaveTextContent('Rp 330.000');
  expect(screen.getByRole('group', { name: 'Total sales' })).toHaveTextContent('8');
  // The chart (loaded on its own) draws a bar per day, stacked online under voucher.
  expect(await screen.findByRole('table', { name: 'Revenue per period (Rp)' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Source' })).toHaveValue('online');
  expect(screen.getByRole('combobox', { name: 'Router' })).toHaveValue(KANTOR);
});

test('changing group by and source goes into the address and asks again', async () => {
  const api = serveBilling({ report: REPORT, routers });
  const user = userEvent.setup();
  const { router } = renderApp(BILLING_ROUTES, {
    path: '/app/reports?from=2026-11-01&to=2026-11-30',
  });
  await screen.findByRole('table', { name: 'Sales per period' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Group by' }), 'month');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'voucher');
  await waitFor(() =>
    expect(router.state.location.search).toBe(
      '?from=2026-11-01&to=2026-11-30&groupBy=month&source=voucher',
    ),
  );
  await waitFor(() =>
    expect(api.calls('GET', '/reports/sales').at(-1)?.params).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      groupBy: 'month',
      source: 'voucher',
    }),
  );
});

test('a failed report says so with Retry', async () => {
  serveBilling({ routers }, (request) =>
    request.url === '/reports/sales' ? failed(500, 'Database unavailable') : undefined,
  );
  renderApp(BILLING_ROUTES, { path: '/app/reports?from=2026-11-01&to=2026-11-02' });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Database unavailable');
  expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('Export CSV downloads the same filter through the signed-in client', async () => {
  const saved: string[] = [];
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:report'), revokeObjectURL: jest.fn() });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  const api = serveBilling({ report: REPORT, routers }, (request) =>
    request.url === '/reports/sales.csv'
      ? { status: 200, data: '\uFEFF"Periode"\r\n', headers: { 'content-type': 'text/csv' } }
      : undefined,
  );
  const user = userEvent.setup();
  renderApp(BILLING_ROUTES, { path: '/app/reports?from=2026-11-01&to=2026-11-02&groupBy=month' });
  await screen.findByRole('table', { name: 'Sales per period' });
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(saved).toEqual(['sales-2026-11-01-to-2026-11-02-by-month.csv']));
  const [call] = api.calls('GET', '/reports/sales.csv');
  expect(call?.authorization).toBe('Bearer access-1');
  expect(call?.params).toEqual({ from: '2026-11-01', to: '2026-11-02', groupBy: 'month' });
  click.mockRestore();
});

test('a hand-edited address falls back to this month by day', () => {
  const query = new URLSearchParams('from=2026-02-30&to=x&groupBy=week&source=cash&routerId=1');
  expect(readReportFilter(query, '2026-11-24')).toEqual({
    from: '2026-11-01',
    to: '2026-11-24',
    groupBy: 'day',
    routerId: null,
    source: null,
  });
});

test('the chart adds routers up per period, one series per source', () => {
  expect(chartData(REPORT.rows)).toMatchObject({
    categories: ['2026-11-01', '2026-11-02'],
    series: [
      { label: 'Online payments', values: [300_000, 0] },
      { label: 'Voucher sales', values: [25_000, 5_000] },
    ],
  });
});
