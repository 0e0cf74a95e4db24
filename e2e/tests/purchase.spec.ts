// A visitor buys a package on `/` and pays, against the production build with both simulators
// (docs/rules/payments.md): the RouterOS simulator as the shop's router and the Tripay simulator
// where the e2e API's TRIPAY_BASE_URL points (e2e/tripay-sim.ts). A redirect channel through the
// simulator's checkout page and back (Tripay's return_url), a direct channel's pay code, an expired
// order, then the admin's payments list and dashboard. Every step is saved desktop (1440x900) and
// 390 px wide in docs/screenshots/purchase/, each size also checked with axe.
import type { Locator, Page, TestInfo } from '@playwright/test';
import path from 'node:path';
import { startSimulator } from 'routeros/sim';
import type { TripaySimulator } from 'tripay/sim';
import { apiAsAdmin, expect, test } from '../fixtures';
import { shootBothSizes } from '../shots';
import { E2E_TRIPAY_MERCHANT, startE2eTripay } from '../tripay-sim';

type RouterSim = Awaited<ReturnType<typeof startSimulator>>;

const SHOTS = path.join(__dirname, '..', '..', 'docs', 'screenshots', 'purchase');
const SIM_USER = 'admin';
const SIM_PASSWORD = 'sim-secret';
const PACKAGE_NAME = `Paket Online ${Date.now().toString(36)}`;
const PRICE = 150_000;

/** A step desktop and 390 px wide (docs/screenshots/purchase/), checked with axe at each size. */
function shoot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  options: { fullPage?: boolean; show?: Locator } = {},
) {
  return shootBothSizes(page, testInfo, SHOTS, name, options);
}

/** A screenshot of a page that is not ours (the Tripay simulator's): no axe verdict on it. */
function shootForeign(page: Page, testInfo: TestInfo, name: string) {
  return shootBothSizes(page, testInfo, SHOTS, name, { axe: false });
}

interface Stats {
  totalTransactions: number;
  totalAmount: number;
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let routerSim: RouterSim;
let tripay: TripaySimulator;
let routerId = '';
let packageId = '';
let statsBefore: Stats;
const orders: { merchantRef: string; status: string }[] = [];

test.beforeAll(async ({ baseURL }) => {
  routerSim = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    user: SIM_USER,
    password: SIM_PASSWORD,
    version: '7.19',
  });
  tripay = await startE2eTripay();
  const { body: router } = await apiAsAdmin<{ data: { id: string } }>(
    baseURL!,
    'POST',
    '/routers',
    {
      routerName: `Toko Online ${Date.now().toString(36)}`,
      routerHost: `127.0.0.1:${routerSim.port}`,
      routerUser: SIM_USER,
      routerPass: SIM_PASSWORD,
      tripayMerchantCode: E2E_TRIPAY_MERCHANT.merchantCode,
      tripayApiKey: E2E_TRIPAY_MERCHANT.apiKey,
      tripayPrivateKey: E2E_TRIPAY_MERCHANT.privateKey,
    },
  );
  routerId = router.data.id;
  const { body: pkg } = await apiAsAdmin<{ data: { id: string } }>(
    baseURL!,
    'POST',
    '/cms/packages',
    {
      name: PACKAGE_NAME,
      speed: '10 Mbps',
      price: PRICE,
      features: ['Unlimited quota', 'Aktif 30 hari'],
      category: 'Rumahan',
      isPopular: true,
      order: 0,
      routerId,
      pppProfile: 'paket-10M',
      durationDays: 30,
    },
  );
  packageId = pkg.data.id;
  statsBefore = (await apiAsAdmin<{ data: Stats }>(baseURL!, 'GET', '/dashboard/stats')).body.data;
});

test.afterAll(async ({ baseURL }) => {
  // The router keeps its transactions (it cannot be deleted with them): the package goes.
  if (packageId)
    await apiAsAdmin(baseURL!, 'DELETE', `/cms/packages/${packageId}`, undefined, [404]);
  await tripay?.close().catch(() => undefined);
  await routerSim?.close().catch(() => undefined);
});

/** `/` → the package's Beli → the filled dialog, with `channel` picked. */
async function checkout(page: Page, channel: RegExp, buyer: { name: string; phone: string }) {
  await page.goto('/');
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: PACKAGE_NAME }) });
  await card.getByRole('button', { name: `Beli ${PACKAGE_NAME}` }).click();
  const dialog = page.getByRole('dialog', { name: `Beli ${PACKAGE_NAME}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Full name').fill(buyer.name);
  await dialog.getByLabel('Phone number').fill(buyer.phone);
  await dialog.getByLabel('Email').fill('pembeli@example.com');
  await dialog.getByRole('radio', { name: channel }).check();
  return dialog;
}

function refOf(page: Page): string {
  const match = /\/pay\/([^/?]+)\?t=/.exec(page.url());
  if (!match) throw new Error(`not a status page: ${page.url()}`);
  return decodeURIComponent(match[1]!);
}

async function expectSecretOnRouter(username: string, password: string) {
  const secret = routerSim.state.secrets.find((row) => row['name'] === username);
  expect(secret, `PPP secret ${username} on the router`).toBeDefined();
  expect(secret!['password']).toBe(password);
  expect(secret!['profile']).toBe('paket-10M');
  return secret!;
}

test.describe('a visitor', () => {
  test.use({ role: 'anonymous' });

  test('buys with a redirect channel: Tripay’s page, Pay, back to the status page, the PPP account', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: PACKAGE_NAME }) });
    await expect(card.getByRole('button', { name: `Beli ${PACKAGE_NAME}` })).toBeVisible();
    await shoot(page, testInfo, '01-landing-beli', { show: card });

    const dialog = await checkout(page, /DANA/, { name: 'Budi Santoso', phone: '0812 7000 1001' });
    await expect(dialog.getByLabel('Order summary')).toContainText('Total');
    await shoot(page, testInfo, '02-checkout-dialog');
    await shoot(page, testInfo, '02b-checkout-dialog-total', {
      show: dialog.getByRole('button', { name: /^Pay/ }),
    });

    // The dialog's own validation, as a buyer would meet it.
    await dialog.getByLabel('Phone number').fill('12345');
    await dialog.getByRole('button', { name: /^Pay/ }).click();
    await expect(dialog.getByText('Nomor HP tidak valid (contoh 081234567890)')).toBeVisible();
    await expect(dialog.getByLabel('Phone number')).toBeFocused();
    await shoot(page, testInfo, '03-checkout-validation', {
      show: dialog.getByLabel('Phone number'),
    });
    await dialog.getByLabel('Phone number').fill('0812 7000 1001');

    await dialog.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/\/checkout\/[^/]+$/);
    await expect(page.getByTestId('amount')).toBeVisible();
    await shootForeign(page, testInfo, '04-tripay-checkout');

    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByTestId('return-link').click();
    await page.waitForURL(/\/pay\/[^/?]+\?t=/);
    const merchantRef = refOf(page);
    await expect(page.getByRole('heading', { name: 'Your internet account is ready' })).toBeVisible(
      {
        timeout: 30_000,
      },
    );
    const account = page.getByLabel('Internet account');
    const username = (await account.locator('code').nth(0).textContent())!.trim();
    const password = (await account.locator('code').nth(1).textContent())!.trim();
    expect(username).toBe('081270001001');
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    const secret = await expectSecretOnRouter(username, password);
    expect(secret['comment']).toContain(merchantRef);
    await expect(page).toHaveTitle(/Your internet account is ready/);
    await shoot(page, testInfo, '05-status-account-ready', { fullPage: true });

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await account.getByRole('button', { name: 'Copy password' }).click();
    await expect(account.getByRole('button', { name: 'Copied password' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
    await shoot(page, testInfo, '06-status-copied');
    orders.push({ merchantRef, status: 'PAID' });
  });

  test('buys with a direct channel: the pay code on the status page, which follows the payment', async ({
    page,
  }, testInfo) => {
    const dialog = await checkout(page, /BRI Virtual Account/, {
      name: 'Siti Rahma',
      phone: '+62 812-7000-1002',
    });
    await dialog.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/\/pay\/[^/?]+\?t=/);
    const merchantRef = refOf(page);
    await expect(page.getByRole('heading', { name: 'Waiting for your payment' })).toBeVisible();
    const sim = tripay.transaction(merchantRef)!;
    expect(sim.pay_code).toBeTruthy();
    await expect(page.getByText(sim.pay_code!, { exact: true })).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    await shoot(page, testInfo, '07-status-unpaid-pay-code', { fullPage: true });

    await tripay.pay(sim.reference);
    await expect(page.getByRole('heading', { name: 'Your internet account is ready' })).toBeVisible(
      {
        timeout: 60_000,
      },
    );
    const account = page.getByLabel('Internet account');
    await expectSecretOnRouter(
      (await account.locator('code').nth(0).textContent())!.trim(),
      (await account.locator('code').nth(1).textContent())!.trim(),
    );
    orders.push({ merchantRef, status: 'PAID' });
  });

  test('an order left unpaid expires, and the status page says so', async ({ page }, testInfo) => {
    const dialog = await checkout(page, /BCA Virtual Account/, {
      name: 'Agus Wijaya',
      phone: '081270001003',
    });
    await dialog.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/\/pay\/[^/?]+\?t=/);
    const merchantRef = refOf(page);
    await expect(page.getByRole('heading', { name: 'Waiting for your payment' })).toBeVisible();
    await tripay.expire(tripay.transaction(merchantRef)!.reference);
    await expect(page.getByRole('heading', { name: 'Payment time has expired' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByRole('link', { name: 'Buy again' })).toHaveAttribute('href', '/');
    await shoot(page, testInfo, '08-status-expired');
    orders.push({ merchantRef, status: 'EXPIRED' });
  });

  test('a wrong token is the same not-found as an unknown order', async ({ page }, testInfo) => {
    const merchantRef = orders[0]?.merchantRef ?? 'PKY-20260101-AAAAAAAAAA';
    await page.goto(`/pay/${merchantRef}?t=not-the-token`);
    await expect(page.getByRole('heading', { name: 'Payment not found' })).toBeVisible();
    await shoot(page, testInfo, '09-status-not-found');
  });
});

test.describe('the admin', () => {
  test('sees the payments on the router’s payments page and on the dashboard', async ({
    page,
    baseURL,
  }, testInfo) => {
    expect(orders).toHaveLength(3);
    await page.goto(`/app/routers/${routerId}/payments`);
    // Each order's row shows its status (the status filter's options hold the same words).
    for (const order of orders) {
      const row = page.getByRole('row').filter({ hasText: order.merchantRef });
      await expect(row).toBeVisible();
      await expect(row).toContainText(order.status);
    }
    await shoot(page, testInfo, '10-admin-payments', { fullPage: true });

    const after = (await apiAsAdmin<{ data: Stats }>(baseURL!, 'GET', '/dashboard/stats')).body
      .data;
    expect(after.totalTransactions).toBe(statsBefore.totalTransactions + 3);
    expect(after.totalAmount).toBe(statsBefore.totalAmount + 2 * PRICE);
    await page.goto('/app');
    const idr = (n: number) => `Rp ${n.toLocaleString('id-ID')}`;
    await expect(page.getByText(idr(after.totalAmount), { exact: true })).toBeVisible();
    await expect(page.getByText('Total Transactions')).toBeVisible();
    await shoot(page, testInfo, '11-admin-dashboard');
  });
});
