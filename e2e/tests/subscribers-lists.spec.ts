// The subscribers and invoices lists against the production build (docs/rules/billing.md): each
// subscriber's next due date, unpaid amount and Overdue marker; the lists opened from the
// addresses the dashboard's cards link to (?overdue=true, ?status=unpaid) with their filters set;
// the invoices' router filter and the totals of the filtered set. Screens are saved desktop and
// 390 px wide in docs/screenshots/billing/.
import type { Page } from '@playwright/test';
import path from 'node:path';
import { startSimulator } from 'routeros/sim';
import { apiAsAdmin, expect, test } from '../fixtures';
import { shootBothSizes } from '../shots';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

const SHOTS = path.join(__dirname, '..', '..', 'docs', 'screenshots', 'billing');
const SIM = { user: 'admin', password: 'sim-secret' };
const run = Date.now().toString(36);
const ROUTER_NAME = `Lists E2E ${run}`;
const PLAN = `Paket Lists ${run}`;
const main = (page: Page) => page.getByRole('main');

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let sim: Simulator;
let routerId = '';
let names: string[] = [];

/** `YYYY-MM` of the month after this one: its invoice is due after today. */
function nextPeriod(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1))
    .toISOString()
    .slice(0, 7);
}

function monthAfterNext(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1))
    .toISOString()
    .slice(0, 10);
}

test.beforeAll(async ({ baseURL }) => {
  const base = String(baseURL);
  sim = await startSimulator({ port: 0, host: '127.0.0.1', ...SIM, version: '7.19' });
  const router = await apiAsAdmin<{ data: { id: string } }>(base, 'POST', '/routers', {
    routerName: ROUTER_NAME,
    routerHost: `127.0.0.1:${sim.port}`,
    routerUser: SIM.user,
    routerPass: SIM.password,
    routerDns: '',
    trafficInterface: '',
    useTls: false,
  });
  routerId = router.body.data.id;
  const plan = await apiAsAdmin<{ data: { id: string } }>(base, 'POST', '/plans', {
    name: PLAN,
    price: 175000,
    pppProfile: 'paket-10M',
    description: '',
  });
  const secrets = await apiAsAdmin<{ data: { name: string }[] }>(
    base,
    'GET',
    `/ppp/${routerId}/secrets`,
  );
  const usernames = secrets.body.data.map((secret) => secret.name).slice(0, 3);
  expect(usernames, 'the simulator has three PPP secrets').toHaveLength(3);
  const imported = await apiAsAdmin<{ data: { subscribers: { id: string; name: string }[] } }>(
    base,
    'POST',
    '/subscribers/import',
    // Billed from the month after next: the billing job issues none of them while the spec runs;
    // the invoices below are issued by hand.
    {
      routerId,
      planId: plan.body.data.id,
      billingDay: 10,
      billingStart: monthAfterNext(),
      usernames,
    },
  );
  const [late, paying, upToDate] = imported.body.data.subscribers;
  names = imported.body.data.subscribers.map((row) => row.name);
  // Two months past due and unpaid (overdue); next month's unpaid (not due yet); one paid.
  for (const period of ['2026-09', '2026-10'])
    await apiAsAdmin(base, 'POST', `/subscribers/${late!.id}/invoices`, { period });
  await apiAsAdmin(base, 'POST', `/subscribers/${paying!.id}/invoices`, { period: nextPeriod() });
  const paid = await apiAsAdmin<{ data: { id: string } }>(
    base,
    'POST',
    `/subscribers/${upToDate!.id}/invoices`,
    { period: '2026-10' },
  );
  await apiAsAdmin(base, 'POST', `/invoices/${paid.body.data.id}/pay`, { method: 'cash' });
});

test.afterAll(async () => {
  await sim?.close().catch(() => undefined);
});

test('the subscribers list shows what each owes; ?overdue=true opens it filtered', async ({
  page,
}, testInfo) => {
  await page.goto(`/app/billing/subscribers?routerId=${routerId}`);
  const table = main(page).getByRole('table', { name: 'Subscribers' });
  const late = table.getByRole('row').filter({ hasText: names[0] });
  await expect(late.getByText('Overdue', { exact: true })).toBeVisible();
  await expect(late.getByRole('cell', { name: 'Rp 350.000' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(4);
  await shootBothSizes(page, testInfo, SHOTS, 'subscribers-list-dues');

  await page.goto(`/app/billing/subscribers?overdue=true&routerId=${routerId}`);
  await expect(main(page).getByRole('checkbox', { name: 'Overdue only' })).toBeChecked();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('link', { name: names[0]! })).toBeVisible();
  await shootBothSizes(page, testInfo, SHOTS, 'subscribers-list-overdue');
});

test('the invoices list filters by router and shows the filtered set’s totals', async ({
  page,
}, testInfo) => {
  await page.goto(`/app/billing/invoices?status=unpaid&routerId=${routerId}`);
  await expect(main(page).getByRole('combobox', { name: 'Status' })).toHaveValue('unpaid');
  await expect(main(page).getByRole('combobox', { name: 'Router' })).toHaveValue(routerId);
  const totals = main(page).getByRole('group', { name: 'Totals' });
  await expect(totals.getByRole('group', { name: 'Invoices' })).toHaveText(/3$/);
  await expect(totals.getByRole('group', { name: 'Unpaid' })).toHaveText(/Rp 525\.000$/);
  await shootBothSizes(page, testInfo, SHOTS, 'invoices-list-totals');

  await page.goto(`/app/billing/invoices?routerId=${routerId}`);
  await expect(totals.getByRole('group', { name: 'Invoices' })).toHaveText(/4$/);
  await expect(totals.getByRole('group', { name: 'Paid', exact: true })).toHaveText(/Rp 175\.000$/);
});
