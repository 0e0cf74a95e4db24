// Sales reports (docs/rules/reports.md) against the production build: online payments made through the
// real API (checkout, then the Tripay simulator's signed callback), the dashboard's Reports quick
// action, the chart and the totals for one router, the CSV the page downloads, and View Payments
// (every router's payments). Screens desktop and 390 px wide in docs/screenshots/reports/.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startSimulator } from 'routeros/sim';
import type { TripaySimulator } from 'tripay/sim';
import { apiAsAdmin, expect, test } from '../fixtures';
import { shootBothSizes } from '../shots';
import { E2E_TRIPAY_MERCHANT, startE2eTripay } from '../tripay-sim';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

const SHOTS = path.join(__dirname, '..', '..', 'docs', 'screenshots', 'reports');
const ROUTER_NAME = 'Hotspot Report E2E';
const SIM = { user: 'admin', password: 'sim-secret' };

/** Today in Asia/Jakarta: the report's day of a payment made now. */
const jakartaToday = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let sim: Simulator;
let tripay: TripaySimulator;
let routerId = '';
const refs: string[] = [];

async function checkout(baseURL: string, packageId: string, phone: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/public/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      packageId,
      customerName: `Pembeli ${phone.slice(-4)}`,
      customerPhone: phone,
      customerEmail: `buyer${phone.slice(-4)}@example.com`,
      method: 'BRIVA',
    }),
  });
  const body = (await response.json()) as { data: { merchantRef: string } };
  expect(response.status, JSON.stringify(body)).toBe(201);
  return body.data.merchantRef;
}

test.beforeAll(async ({ baseURL }) => {
  const base = String(baseURL);
  sim = await startSimulator({ port: 0, host: '127.0.0.1', ...SIM, version: '7.19' });
  tripay = await startE2eTripay();
  const router = await apiAsAdmin<{ data: { id: string } }>(base, 'POST', '/routers', {
    routerName: ROUTER_NAME,
    routerHost: `127.0.0.1:${sim.port}`,
    routerUser: SIM.user,
    routerPass: SIM.password,
    routerDns: '',
    trafficInterface: '',
    useTls: false,
    tripayMerchantCode: E2E_TRIPAY_MERCHANT.merchantCode,
    tripayApiKey: E2E_TRIPAY_MERCHANT.apiKey,
    tripayPrivateKey: E2E_TRIPAY_MERCHANT.privateKey,
  });
  routerId = router.body.data.id;
  const pkg = await apiAsAdmin<{ data: { id: string } }>(base, 'POST', '/cms/packages', {
    name: 'Paket Report E2E',
    speed: '10 Mbps',
    price: 150000,
    originalPrice: null,
    features: ['Unlimited'],
    category: 'Rumahan',
    isPopular: false,
    isActive: true,
    order: 0,
    routerId,
    pppProfile: 'default',
    durationDays: 30,
  });
  for (const phone of ['081300000001', '081300000002']) {
    const ref = await checkout(base, pkg.body.data.id, phone);
    await tripay.pay(tripay.transaction(ref)!.reference);
    refs.push(ref);
  }
  // One more left unpaid: not in the report.
  await checkout(base, pkg.body.data.id, '081300000003');
  await expect
    .poll(
      async () =>
        (
          await apiAsAdmin<{ data: { totals: { count: number } } }>(
            base,
            'GET',
            `/reports/sales?from=${jakartaToday()}&to=${jakartaToday()}&routerId=${routerId}`,
          )
        ).body.data.totals.count,
      { timeout: 30_000 },
    )
    .toBe(2);
});

test.afterAll(async () => {
  await sim?.close().catch(() => undefined);
  await tripay?.close().catch(() => undefined);
});

test.describe('as admin', () => {
  test('Reports from the dashboard: the router’s totals, a chart, the table and the CSV', async ({
    page,
  }, testInfo) => {
    await page.goto('/app');
    await page.getByRole('link', { name: 'Reports' }).click();
    await expect(page).toHaveURL(/\/app\/reports$/);
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Reports', level: 1 }),
    ).toBeVisible();
    await page.getByRole('combobox', { name: 'Router' }).selectOption({ label: ROUTER_NAME });
    await expect(page).toHaveURL(new RegExp(`routerId=${routerId}`));

    await expect(page.getByRole('group', { name: 'Total revenue' })).toContainText('Rp 300.000');
    await expect(page.getByRole('group', { name: 'Total sales' })).toContainText('2');
    const table = page.getByRole('table', { name: 'Sales per period' });
    const today = table.getByRole('row').filter({ hasText: jakartaToday() });
    await expect(today).toContainText(ROUTER_NAME);
    await expect(today).toContainText('Online');
    await expect(today).toContainText('Rp 300.000');
    // The chart: a drawn canvas and its text alternative.
    await expect(page.locator('canvas').first()).toBeVisible();
    await expect(page.getByRole('img', { name: /^Revenue per period \(Rp\)/ })).toBeVisible();

    // A reload keeps the filter (it is in the address).
    await page.getByRole('combobox', { name: 'Group by' }).selectOption('month');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Group by' })).toHaveValue('month');
    await expect(page.getByRole('combobox', { name: 'Router' })).toHaveValue(routerId);
    await expect(
      table.getByRole('row').filter({ hasText: jakartaToday().slice(0, 7) }),
    ).toContainText('Rp 300.000');
    await page.getByRole('combobox', { name: 'Group by' }).selectOption('day');
    await expect(today).toContainText('Rp 300.000');
    await shootBothSizes(page, testInfo, SHOTS, 'reports', { fullPage: true });
    await shootBothSizes(page, testInfo, SHOTS, 'reports-table', { show: table });

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      /^sales-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}-by-day\.csv$/,
    );
    const csv = readFileSync(await download.path(), 'utf8');
    expect(csv.startsWith('\uFEFF"Periode","Router","Sumber"')).toBe(true);
    expect(csv).toContain(`"${jakartaToday()}","${ROUTER_NAME}","Online","2","300000"`);
    expect(csv).toContain('"Total","","","2","300000"');
  });

  test('View Payments from the dashboard: every router’s payments, narrowed to one', async ({
    page,
  }, testInfo) => {
    await page.goto('/app');
    await page.getByRole('link', { name: 'View Payments' }).click();
    await expect(page).toHaveURL(/\/app\/payments$/);
    await expect(page.getByRole('heading', { name: 'Payments: all routers' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Router' }).selectOption({ label: ROUTER_NAME });
    await expect(page.getByRole('heading', { name: `Payments: ${ROUTER_NAME}` })).toBeVisible();
    const table = page.getByRole('table', { name: 'Transactions' });
    for (const ref of refs) {
      await expect(table.getByRole('row').filter({ hasText: ref })).toContainText(ROUTER_NAME);
    }
    await shootBothSizes(page, testInfo, SHOTS, 'all-payments');

    // The screen is billing's; a transaction's detail is its router's page (hotspot) with the drawer open.
    const [first = ''] = refs;
    await table.getByRole('link', { name: first }).click();
    await expect(page).toHaveURL(new RegExp(`/app/routers/[^/]+/payments\\?ref=${first}$`));
    await expect(page.getByRole('dialog', { name: `Transaction ${first}` })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: `Payments: ${ROUTER_NAME}` })).toBeVisible();
  });

  test('a hidden column stays hidden after a reload and in another browser', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/app/payments');
    const table = page.getByRole('table', { name: 'Transactions' });
    await expect(table.getByRole('columnheader', { name: /Package/ })).toBeVisible();
    await page.getByRole('button', { name: /columns/i }).click();
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/api/me/preferences/tables/payments-all') &&
        response.request().method() === 'PUT',
    );
    await page.getByRole('menuitemcheckbox', { name: 'Package' }).click();
    expect((await saved).status()).toBe(200);
    await page.keyboard.press('Escape');
    await expect(table.getByRole('columnheader', { name: /Package/ })).toHaveCount(0);

    await page.reload();
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(table.getByRole('columnheader', { name: /Package/ })).toHaveCount(0);

    // Another browser: a new context holding only the admin's session (no list state in memory,
    // nothing of the first page's), so the columns can come only from the server.
    const other = await browser.newContext({
      baseURL,
      storageState: await page.context().storageState({ indexedDB: true }),
    });
    const second = await other.newPage();
    await second.goto('/app/payments');
    const secondTable = second.getByRole('table', { name: 'Transactions' });
    await expect(secondTable.getByRole('row').nth(1)).toBeVisible();
    await expect(secondTable.getByRole('columnheader', { name: /Merchant Ref/ })).toBeVisible();
    await expect(secondTable.getByRole('columnheader', { name: /Package/ })).toHaveCount(0);
    await other.close();

    // Shown again, for the specs after this one.
    await page.getByRole('button', { name: /columns/i }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Package' }).click();
    await expect(table.getByRole('columnheader', { name: /Package/ })).toBeVisible();
  });
});
