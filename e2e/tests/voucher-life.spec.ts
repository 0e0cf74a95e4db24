// A voucher's life against the production build, an in-process RouterOS simulator seeded as
// MikHmon leaves a router, and the Tripay simulator (docs/rules/hotspot.md): the
// MikHmon import (prices and sales; a second import adds nothing), a subscriber's simulated login
// becoming a sale in the Sales tab and on the dashboard's Voucher Sales card, expiry removing a
// voucher from the router, and a visitor buying a voucher on `/` whose status page shows the code,
// the login address and a QR. Every screen is saved desktop (1440x900) and 390 px wide in
// docs/screenshots/hotspot-life/, each size also checked with axe.
// Named voucher-* so that it runs after the other specs (one worker, in file order, one server and
// database for all): it leaves routers, sales and a paid voucher that hotspot.spec's "no routers yet",
// payments.spec's revenue and this file's own counts must not meet.
import type { Page, TestInfo } from '@playwright/test';
import path from 'node:path';
import { seedState, startSimulator } from 'routeros/sim';
import type { TripaySimulator } from 'tripay/sim';
import { apiAsAdmin, expect, test } from '../fixtures';
import { shootBothSizes } from '../shots';
import { E2E_TRIPAY_MERCHANT, startE2eTripay } from '../tripay-sim';

type RouterSim = Awaited<ReturnType<typeof startSimulator>>;

const SHOTS = path.join(__dirname, '..', '..', 'docs', 'screenshots', 'hotspot-life');
const SIM_USER = 'admin';
const SIM_PASSWORD = 'sim-secret';
const RUN = Date.now().toString(36);
const DNS_NAME = 'wifi.e2e.test';
const DAY_PROFILE = `life-1d-${RUN}`;
const SHORT_PROFILE = `life-1m-${RUN}`;
const PACKAGE_NAME = `Voucher Online ${RUN}`;
/** A page's first paint on a machine shared by several builds can take longer than expect's 10 s. */
const FIRST_LOAD = { timeout: 30_000 };

function shoot(page: Page, testInfo: TestInfo, name: string, options: { fullPage?: boolean } = {}) {
  return shootBothSizes(page, testInfo, SHOTS, name, options);
}

interface Sale {
  user: string;
  price: number;
  source: string;
}
interface Stats {
  voucherSales?: number;
  voucherRevenue?: number;
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

let sim: RouterSim;
let tripay: TripaySimulator;
let baseUrl = '';
let routerId = '';
let packageId = '';

async function sales(): Promise<Sale[]> {
  const { body } = await apiAsAdmin<{ data: Sale[] }>(
    baseUrl,
    'GET',
    `/hotspot/${routerId}/sales?perPage=100`,
  );
  return body.data;
}

async function stats(): Promise<Stats> {
  return (await apiAsAdmin<{ data: Stats }>(baseUrl, 'GET', '/dashboard/stats')).body.data;
}

/** One voucher of `profile`, made through the API as the Generate dialog does. */
async function oneVoucher(profile: string): Promise<{ name: string; password: string }> {
  const { body } = await apiAsAdmin<{ data: { vouchers: { name: string; password: string }[] } }>(
    baseUrl,
    'POST',
    `/hotspot/${routerId}/vouchers`,
    { profile, count: 1, note: `e2e ${profile}` },
  );
  return body.data.vouchers[0]!;
}

test.beforeAll(async ({ baseURL }) => {
  baseUrl = String(baseURL);
  sim = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    user: SIM_USER,
    password: SIM_PASSWORD,
    version: '7.19',
    state: seedState({ mikhmon: true }),
  });
  tripay = await startE2eTripay();
  const { body: router } = await apiAsAdmin<{ data: { id: string } }>(baseUrl, 'POST', '/routers', {
    routerName: `Hotspot Life ${RUN}`,
    routerHost: `127.0.0.1:${sim.port}`,
    routerUser: SIM_USER,
    routerPass: SIM_PASSWORD,
    hotspotDnsName: DNS_NAME,
    tripayMerchantCode: E2E_TRIPAY_MERCHANT.merchantCode,
    tripayApiKey: E2E_TRIPAY_MERCHANT.apiKey,
    tripayPrivateKey: E2E_TRIPAY_MERCHANT.privateKey,
  });
  routerId = router.data.id;
  for (const [name, price, validity] of [
    [DAY_PROFILE, 5000, '1d'],
    [SHORT_PROFILE, 2000, '1m'],
  ] as const) {
    await apiAsAdmin(baseUrl, 'POST', `/hotspot/${routerId}/profiles`, {
      name,
      price,
      validity,
      expiryMode: 'remove',
    });
  }
});

test.afterAll(async () => {
  if (packageId)
    await apiAsAdmin(baseUrl, 'DELETE', `/cms/packages/${packageId}`, undefined, [404]);
  await tripay?.close().catch(() => undefined);
  await sim?.close().catch(() => undefined);
});

test.describe('as admin', () => {
  test('the router dialog shows the Hotspot DNS Name the cards print', async ({
    page,
  }, testInfo) => {
    await page.goto('/app/routers');
    const card = page.getByRole('article', { name: `Hotspot Life ${RUN}` });
    await card.getByRole('button', { name: 'Edit' }).click(FIRST_LOAD);
    const dialog = page.getByRole('dialog', { name: 'Edit Router' });
    const field = dialog.getByLabel('Hotspot DNS Name');
    await expect(field).toHaveValue(DNS_NAME);
    await expect(field).toHaveAttribute('placeholder', 'hotspot.lan');
    await field.scrollIntoViewIfNeeded();
    await shoot(page, testInfo, 'router-dialog-dns-name');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  });

  test('the MikHmon import takes prices and sales; a second import adds nothing', async ({
    page,
  }, testInfo) => {
    const first = await apiAsAdmin<{ data: { profiles: number; sales: number } }>(
      baseUrl,
      'POST',
      `/hotspot/${routerId}/import-mikhmon`,
    );
    expect(first.body.data.profiles).toBeGreaterThan(0);
    expect(first.body.data.sales).toBeGreaterThan(0);
    const imported = (await sales()).filter((sale) => sale.source === 'mikhmon');
    expect(imported).toHaveLength(first.body.data.sales);

    const second = await apiAsAdmin<{ data: { sales: number } }>(
      baseUrl,
      'POST',
      `/hotspot/${routerId}/import-mikhmon`,
    );
    expect(second.body.data.sales).toBe(0);
    expect((await sales()).filter((sale) => sale.source === 'mikhmon')).toHaveLength(
      imported.length,
    );

    await page.goto(`/app/routers/${routerId}/hotspot?tab=profiles`);
    // MikHmon's on-login header gave the seeded 1hari its price (4000) and selling price (5000).
    const row = page.getByRole('tabpanel').getByRole('row').filter({ hasText: '1hari' });
    await expect(row).toContainText('Rp 4.000', FIRST_LOAD);
    await expect(row).toContainText('Rp 5.000');
    await shoot(page, testInfo, 'profiles-after-import', { fullPage: true });

    await page.goto(`/app/routers/${routerId}/hotspot?tab=sales`);
    await expect(page.getByRole('tabpanel').getByText(imported[0]!.user).first()).toBeVisible(
      FIRST_LOAD,
    );
    await shoot(page, testInfo, 'sales-imported', { fullPage: true });
  });

  test('a simulated login makes the voucher a sale: Sales tab and Voucher Sales card', async ({
    page,
  }, testInfo) => {
    const before = await stats();
    const voucher = await oneVoucher(DAY_PROFILE);
    sim.hotspotLogin(voucher.name, {
      password: voucher.password,
      mac: '02:00:00:00:10:01',
      address: '10.5.50.101',
    });
    // The monitor's round (ROUTER_POLL_MS=1000 in e2e/server.mjs) sees the first login.
    await expect
      .poll(async () => (await sales()).find((sale) => sale.user === voucher.name), {
        timeout: 60_000,
      })
      .toMatchObject({ price: 5000, source: 'monitor' });
    const after = await stats();
    expect(after.voucherSales).toBe((before.voucherSales ?? 0) + 1);
    expect(after.voucherRevenue).toBe((before.voucherRevenue ?? 0) + 5000);

    await page.goto(`/app/routers/${routerId}/hotspot?tab=sales`);
    await expect(page.getByRole('tabpanel').getByText(voucher.name)).toBeVisible(FIRST_LOAD);
    await shoot(page, testInfo, 'sales-after-login', { fullPage: true });

    await page.goto('/app');
    const card = page.getByRole('group', { name: 'Voucher Sales' });
    await expect(card).toContainText(String(after.voucherSales), FIRST_LOAD);
    await shoot(page, testInfo, 'dashboard-voucher-sales');
  });

  test('a voucher past its validity is removed from the router (expiry mode remove)', async ({
    page,
  }, testInfo) => {
    const voucher = await oneVoucher(SHORT_PROFILE);
    // The first login is taken as now minus the session's uptime but never before the voucher was
    // made (src/hotspot/first-use.ts), so its 1m validity ends about a minute from here: polled.
    sim.hotspotLogin(voucher.name, {
      password: voucher.password,
      mac: '02:00:00:00:10:02',
      address: '10.5.50.102',
      uptimeSeconds: 55,
    });
    const onRouter = () => sim.state.hotspotUsers.some((user) => user['name'] === voucher.name);
    await expect.poll(onRouter, { timeout: 120_000, intervals: [1000] }).toBe(false);
    // The sale stays: it was made at the first login.
    expect((await sales()).some((sale) => sale.user === voucher.name)).toBe(true);

    await page.goto(`/app/routers/${routerId}/hotspot?tab=users`);
    await expect(page.getByRole('tabpanel')).toBeVisible(FIRST_LOAD);
    await expect(page.getByRole('tabpanel').getByText(voucher.name)).toHaveCount(0);
    await shoot(page, testInfo, 'users-after-expiry', { fullPage: true });
  });
});

test.describe('a visitor', () => {
  test.use({ role: 'anonymous' });

  test.beforeAll(async () => {
    const { body } = await apiAsAdmin<{ data: { id: string } }>(baseUrl, 'POST', '/cms/packages', {
      name: PACKAGE_NAME,
      speed: '1 hari',
      price: 5000,
      features: ['Voucher Wi-Fi 1 hari'],
      category: 'Rumahan',
      order: 0,
      routerId,
      saleKind: 'voucher',
      hotspotProfile: DAY_PROFILE,
    });
    packageId = body.data.id;
  });

  test('buys a voucher on / through Tripay: the status page shows the code, login address and QR', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: PACKAGE_NAME }) });
    await card.getByRole('button', { name: `Beli ${PACKAGE_NAME}` }).click(FIRST_LOAD);
    const dialog = page.getByRole('dialog', { name: `Beli ${PACKAGE_NAME}` });
    await dialog.getByLabel('Full name').fill('Sari Wulandari');
    await dialog.getByLabel('Phone number').fill('0812 7000 2002');
    await dialog.getByLabel('Email').fill('sari@example.com');
    await dialog.getByRole('radio', { name: /DANA/ }).check();
    await shoot(page, testInfo, 'voucher-checkout-dialog');
    await dialog.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/\/checkout\/[^/]+$/);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByTestId('return-link').click();
    await page.waitForURL(/\/pay\/[^/?]+\?t=/);

    await expect(page.getByRole('heading', { name: 'Your voucher is ready' })).toBeVisible({
      timeout: 60_000,
    });
    const voucher = page.getByLabel('Voucher', { exact: true });
    const code = (await voucher.locator('code').first().textContent())!.trim();
    expect(code).not.toBe('');
    expect(sim.state.hotspotUsers.find((user) => user['name'] === code)?.['profile']).toBe(
      DAY_PROFILE,
    );
    await expect(voucher).toContainText(`http://${DNS_NAME}/login`);
    const qr = page.getByRole('img', { name: `QR code: log in with voucher ${code}` });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await shoot(page, testInfo, 'voucher-status-ready', { fullPage: true });
  });
});
