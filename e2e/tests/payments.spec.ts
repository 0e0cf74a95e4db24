// The hotspot payments page against the production build, with the RouterOS simulator and the Tripay
// simulator (e2e/tripay-sim.ts, where the API's TRIPAY_BASE_URL points). Transactions are made
// through the real API: a package sold online on the router, POST /api/public/checkout, then the
// simulator's pay()/expire() send signed callbacks. One is paid while the router is stopped, so its
// PPP account waits; Retry provisioning after the router is back makes it. Screens are saved desktop
// (1440x900) and 390 px wide in docs/screenshots/payments/.
import type { Page, TestInfo } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { startSimulator } from 'routeros/sim';
import type { TripaySimulator } from 'tripay/sim';
import { apiAsAdmin, expect, test } from '../fixtures';
import { shootBothSizes } from '../shots';
import { E2E_TRIPAY_MERCHANT, startE2eTripay } from '../tripay-sim';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

const SHOTS = path.join(__dirname, '..', '..', 'docs', 'screenshots', 'payments');
const ROUTER_NAME = 'Hotspot Pay E2E';
const SIM = { user: 'admin', password: 'sim-secret' };

function shoot(page: Page, testInfo: TestInfo, name: string) {
  return shootBothSizes(page, testInfo, SHOTS, name);
}

/** Today in Asia/Jakarta, the day the API's date filter counts a transaction on. */
function jakartaToday(): string {
  return new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let sim: Simulator;
let simPort = 0;
let tripay: TripaySimulator;
let routerId = '';
const refs = { paid: '', expired: '', pending: '' };

async function startRouter(port: number): Promise<Simulator> {
  return startSimulator({ port, host: '127.0.0.1', ...SIM, version: '7.19' });
}

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

const referenceOf = (merchantRef: string) => tripay.transaction(merchantRef)!.reference;

/** A transaction's state as the API has it (the worker provisions in the background). */
async function transaction(baseURL: string, merchantRef: string) {
  const { body } = await apiAsAdmin<{ data: { status: string; provisioning: string } }>(
    baseURL,
    'GET',
    `/routers/${routerId}/payments/${merchantRef}`,
  );
  return body.data;
}

test.beforeAll(async ({ baseURL }) => {
  const base = String(baseURL);
  sim = await startRouter(0);
  simPort = sim.port;
  tripay = await startE2eTripay();
  const router = await apiAsAdmin<{ data: { id: string } }>(base, 'POST', '/routers', {
    routerName: ROUTER_NAME,
    routerHost: `127.0.0.1:${simPort}`,
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
    name: 'Paket Pay E2E',
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
  const packageId = pkg.body.data.id;

  refs.paid = await checkout(base, packageId, '081200000001');
  await tripay.pay(referenceOf(refs.paid));
  refs.expired = await checkout(base, packageId, '081200000002');
  await tripay.expire(referenceOf(refs.expired));
  // Paid while the router is stopped: PAID, the PPP account pending.
  refs.pending = await checkout(base, packageId, '081200000003');
  await sim.close();
  await tripay.pay(referenceOf(refs.pending));
  await expect
    .poll(async () => (await transaction(base, refs.paid)).provisioning, { timeout: 30_000 })
    .toBe('done');
  await expect
    .poll(async () => (await transaction(base, refs.pending)).status, { timeout: 30_000 })
    .toBe('PAID');
});

test.afterAll(async () => {
  await sim?.close().catch(() => undefined);
  await tripay?.close().catch(() => undefined);
});

test.describe('as admin', () => {
  test('the dashboard links to the list: badges, rupiah, buyer, provisioning, WIB times', async ({
    page,
  }, testInfo) => {
    await page.goto('/app');
    await page.getByRole('link', { name: `Payments of ${ROUTER_NAME}` }).click();
    await expect(page).toHaveURL(new RegExp(`/app/routers/${routerId}/payments$`));
    await expect(page.getByRole('heading', { name: `Payments: ${ROUTER_NAME}` })).toBeVisible();
    const table = page.getByRole('table', { name: 'Transactions' });
    const row = (ref: string) => table.getByRole('row').filter({ hasText: ref });
    await expect(row(refs.paid).getByText('PAID', { exact: true })).toBeVisible();
    await expect(row(refs.paid)).toContainText('Rp 150.000');
    await expect(row(refs.paid)).toContainText('081200000001');
    await expect(row(refs.paid).getByText('Done')).toBeVisible();
    await expect(row(refs.paid)).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} WIB/);
    await expect(row(refs.expired).getByText('EXPIRED', { exact: true })).toBeVisible();
    await expect(row(refs.pending).getByText(/Pending|Failed/)).toBeVisible();
    await shoot(page, testInfo, 'payments-list');
  });

  test('filters by status and date, kept in the address; CSV of the same filter', async ({
    page,
  }, testInfo) => {
    await page.goto(`/app/routers/${routerId}/payments`);
    const table = page.getByRole('table', { name: 'Transactions' });
    await expect(table.getByText(refs.expired)).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('PAID');
    await expect(page).toHaveURL(/status=PAID/);
    await expect(table.getByText(refs.expired)).toHaveCount(0);
    await expect(table.getByText(refs.paid)).toBeVisible();

    // A reload keeps the filter.
    const today = jakartaToday();
    await page.goto(
      `/app/routers/${routerId}/payments?status=PAID&startDate=${today}&endDate=${today}`,
    );
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('PAID');
    await expect(table.getByText(refs.paid)).toBeVisible();
    await expect(table.getByText(refs.pending)).toBeVisible();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`payments-hotspot-pay-e2e-${today}-paid.csv`);
    const csv = readFileSync(await download.path(), 'utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('"Merchant ref"');
    const paidLine = lines.find((line) => line.includes(refs.paid));
    expect(paidLine).toContain('"PAID"');
    expect(paidLine).toContain('"150000"');
    expect(csv).not.toContain(refs.expired);

    // Days with no transactions: the empty state.
    await page.goto(`/app/routers/${routerId}/payments?startDate=2020-01-01&endDate=2020-01-02`);
    await expect(page.getByText('No transactions found')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Select date/ })).toContainText(
      '01-01-2020 to 02-01-2020',
    );
    await shoot(page, testInfo, 'payments-empty');
  });

  test('the detail: fields, the callback history with its raw body', async ({ page }, testInfo) => {
    await page.goto(`/app/routers/${routerId}/payments`);
    await page.getByRole('button', { name: refs.paid, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: `Transaction ${refs.paid}` });
    await expect(drawer.getByText('Callback history (1)')).toBeVisible();
    await expect(drawer.getByText(referenceOf(refs.paid), { exact: true })).toBeVisible();
    const callbacks = drawer.getByRole('list', { name: 'Callbacks' });
    await expect(callbacks.getByText('applied')).toBeVisible();
    await expect(callbacks.getByText('payment_status')).toBeVisible();
    await callbacks.getByText('Raw body').click();
    await expect(callbacks.getByTestId('raw-body')).toContainText(`"merchant_ref": "${refs.paid}"`);
    await expect(drawer.getByRole('button', { name: 'Retry provisioning' })).toHaveCount(0);
    await shoot(page, testInfo, 'payment-detail');
    await page.keyboard.press('Escape');
    await expect(page).not.toHaveURL(/ref=/);
  });
});

test.describe('as a plain user', () => {
  test.use({ role: 'user' });

  test('reads the list and the detail; Retry provisioning is disabled', async ({
    page,
  }, testInfo) => {
    await page.goto(`/app/routers/${routerId}/payments?ref=${refs.pending}`);
    const drawer = page.getByRole('dialog', { name: `Transaction ${refs.pending}` });
    await expect(drawer.getByText('The PPP account is being created')).toBeVisible();
    const retry = drawer.getByRole('button', { name: 'Retry provisioning' });
    await expect(retry).toBeDisabled();
    await expect(retry).toHaveAttribute('title', 'User role cannot edit records');
    await shoot(page, testInfo, 'payment-detail-read-only');
  });
});

test.describe('as admin, the router back', () => {
  test('Retry provisioning once the router is back: the account is made', async ({
    page,
    baseURL,
  }, testInfo) => {
    await page.goto(`/app/routers/${routerId}/payments?ref=${refs.pending}`);
    const drawer = page.getByRole('dialog', { name: `Transaction ${refs.pending}` });
    await expect(drawer.getByText('The PPP account is being created')).toBeVisible();
    await expect(drawer.getByText(/connect|refused|timed out|unreachable/i).first()).toBeVisible();
    await shoot(page, testInfo, 'payment-detail-pending');

    sim = await startRouter(simPort);
    await drawer.getByRole('button', { name: 'Retry provisioning' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Retry provisioning' });
    await confirm.getByRole('button', { name: 'Retry' }).click();
    // The drawer is modal: the toaster behind it is hidden from the accessibility tree, so by text.
    await expect(page.getByText(/^Provisioning restarted/).first()).toBeVisible();
    // The drawer reads again while the account is being made.
    await expect(drawer.getByText('Done')).toBeVisible({ timeout: 30_000 });
    await expect(drawer.getByText('081200000003').first()).toBeVisible();
    expect((await transaction(String(baseURL), refs.pending)).provisioning).toBe('done');
    expect(
      sim.state.secrets.filter((secret) => String(secret['comment']).includes(refs.pending)),
    ).toHaveLength(1);
    await shoot(page, testInfo, 'payment-detail-provisioned');

    // The dashboard counts them: 3 transactions, 2 completed, Rp 300.000, none awaiting payment.
    await page.keyboard.press('Escape');
    await page.goto('/app');
    await expect(page.getByRole('group', { name: 'Total Revenue' })).toContainText('Rp 300.000');
    await expect(page.getByRole('group', { name: 'Pending Transactions' })).toContainText('0');
  });
});
