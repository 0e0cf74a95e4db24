// A month of billing end to end against the production build (docs/rules/billing.md), with the
// RouterOS simulator as the subscribers' router and the Tripay simulator where the e2e API's
// TRIPAY_BASE_URL points: a plan made, two of the router's secrets imported as subscribers whose
// billing started just before a due date that is past its grace days, so the billing job (every 2 s
// in e2e/server.mjs) issues each one invoice and isolates both on the router; one pays at the
// counter (Record payment) and its receipt is printed in A4 and on 58 mm paper (PDFs in
// docs/screenshots/billing/), the other pays online on /bayar through Tripay's page; each is
// restored. Time is arranged with billingStart and billingDay, never waited for.
import type { Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSimulator } from 'routeros/sim';
import type { TripaySimulator } from 'tripay/sim';
import { overdueTerms } from '../billing-time';
import { apiAsAdmin, expect, test } from '../fixtures';
import { shootBothSizes } from '../shots';
import { E2E_TRIPAY_MERCHANT, payOnTripayCheckout, startE2eTripay } from '../tripay-sim';

type RouterSim = Awaited<ReturnType<typeof startSimulator>>;

const SHOTS = path.join(__dirname, '..', '..', 'docs', 'screenshots', 'billing');
const SIM = { user: 'admin', password: 'sim-secret' };
const run = Date.now().toString(36);
const ROUTER_NAME = `Flow E2E ${run}`;
const PLAN = `Paket Flow ${run}`;
const PLAN_PROFILE = 'paket-10M';
const ISOLATE_PROFILE = 'isolir';
/** Two secrets the simulator has online, named as people (the import takes the comment as name). */
const COUNTER = { username: 'budi.santoso', name: `Budi Santoso ${run}` };
const ONLINE = { username: 'rina.puspita', name: `Rina Puspita ${run}` };
const main = (page: Page) => page.getByRole('main');

test.describe.configure({ mode: 'serial', timeout: 60_000 });

let routerSim: RouterSim;
let tripay: TripaySimulator;
let routerId = '';
/** The billing terms that make one invoice each, due `graceDays + 2` or more days ago (WIB). */
let terms = { billingDay: 0, billingStart: '' };
let payPath = '';

const secret = (username: string) =>
  routerSim.state.secrets.find((row) => row['name'] === username);
const online = (username: string) => routerSim.state.active.some((row) => row.name === username);

async function subscriberId(baseURL: string, name: string): Promise<string> {
  const { body } = await apiAsAdmin<{ data: { id: string; name: string }[] }>(
    baseURL,
    'GET',
    `/subscribers?routerId=${routerId}&perPage=100`,
  );
  const found = body.data.find((row) => row.name === name);
  expect(found, `subscriber ${name}`).toBeDefined();
  return found!.id;
}

test.beforeAll(async ({ baseURL }) => {
  const base = String(baseURL);
  routerSim = await startSimulator({ port: 0, host: '127.0.0.1', ...SIM, version: '7.19' });
  tripay = await startE2eTripay();
  for (const { username, name } of [COUNTER, ONLINE]) secret(username)!['comment'] = name;
  expect([online(COUNTER.username), online(ONLINE.username)]).toEqual([true, true]);
  const router = await apiAsAdmin<{ data: { id: string } }>(base, 'POST', '/routers', {
    routerName: ROUTER_NAME,
    routerHost: `127.0.0.1:${routerSim.port}`,
    routerUser: SIM.user,
    routerPass: SIM.password,
    tripayMerchantCode: E2E_TRIPAY_MERCHANT.merchantCode,
    tripayApiKey: E2E_TRIPAY_MERCHANT.apiKey,
    tripayPrivateKey: E2E_TRIPAY_MERCHANT.privateKey,
  });
  routerId = router.body.data.id;
  const settings = await apiAsAdmin<{ data: { graceDays: number } }>(
    base,
    'GET',
    '/billing/settings',
  );
  terms = overdueTerms(settings.body.data.graceDays);
});

test.afterAll(async () => {
  await tripay?.close().catch(() => undefined);
  await routerSim?.close().catch(() => undefined);
});

test.describe('the operator', () => {
  test('makes a plan and imports two of the router’s secrets as subscribers', async ({ page }) => {
    await page.goto('/app/billing/plans');
    await main(page).getByRole('button', { name: 'Add Plan' }).click();
    const plan = page.getByRole('dialog', { name: 'Add Plan' });
    await plan.getByRole('textbox', { name: 'Name' }).fill(PLAN);
    await plan.getByRole('textbox', { name: 'Price' }).pressSequentially('150000');
    await plan.getByRole('combobox', { name: 'PPP Profile' }).selectOption(PLAN_PROFILE);
    await plan.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Plan created successfully')).toBeVisible();

    await page.goto(`/app/billing/subscribers?routerId=${routerId}`);
    await main(page).getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Subscribers' });
    await dialog.getByRole('combobox', { name: 'Router' }).selectOption({ label: ROUTER_NAME });
    await dialog.getByRole('combobox', { name: 'Plan' }).selectOption({ label: PLAN });
    await dialog.getByRole('spinbutton', { name: 'Billing day' }).fill(String(terms.billingDay));
    await dialog.getByRole('textbox', { name: 'Billing start' }).fill(terms.billingStart);
    for (const { username } of [COUNTER, ONLINE])
      await dialog.getByRole('checkbox', { name: new RegExp(`^${username}\\b`) }).check();
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText('2 subscribers imported successfully')).toBeVisible();
  });

  test('the billing job issues each an overdue invoice and isolates both on the router', async ({
    page,
  }, testInfo) => {
    // The simulator is the judge: the isolate profile on the secret, the session kicked.
    for (const { username } of [COUNTER, ONLINE]) {
      await expect
        .poll(() => secret(username)?.['profile'], { timeout: 20_000 })
        .toBe(ISOLATE_PROFILE);
      await expect.poll(() => online(username)).toBe(false);
    }
    await page.goto(`/app/billing/subscribers?routerId=${routerId}`);
    const table = main(page).getByRole('table', { name: 'Subscribers' });
    for (const { name } of [COUNTER, ONLINE])
      await expect(
        table.getByRole('row').filter({ hasText: name }).getByText('Isolated'),
      ).toBeVisible();
    await shootBothSizes(page, testInfo, SHOTS, 'flow-isolated');
  });

  test('one pays at the counter, the receipt is printed in A4 and on 58 mm paper, and is restored', async ({
    page,
  }) => {
    await page.goto('/app/billing/invoices');
    const row = main(page).getByRole('row').filter({ hasText: COUNTER.name });
    const number = (
      (await row.getByRole('link', { name: /^Receipt / }).textContent()) ?? ''
    ).trim();
    expect(number).toMatch(/^INV\/\d{4}\/\d{2}\/\d{5}$/);
    await page.getByRole('button', { name: `Actions for ${number}` }).click();
    await page.getByRole('menuitem', { name: 'Lihat' }).click();
    await page
      .getByRole('dialog', { name: 'Invoice' })
      .getByRole('button', { name: 'Record payment' })
      .click();
    const pay = page.getByRole('dialog', { name: `Record payment: ${number}` });
    await pay.getByRole('textbox', { name: 'Note' }).fill('Dibayar tunai di loket');
    await pay.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText('Payment recorded successfully')).toBeVisible();
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    const href = (await row.getByRole('link', { name: /^Receipt / }).getAttribute('href')) ?? '';
    const invoiceId = /invoices\/([^/]+)\/receipt/.exec(href)?.[1] ?? '';
    expect(invoiceId).not.toBe('');

    mkdirSync(SHOTS, { recursive: true });
    for (const layout of ['a4', 'thermal58'] as const) {
      await page.goto(`/app/billing/invoices/${invoiceId}/receipt?layout=${layout}`);
      await expect(page.locator('[data-receipt-print][data-ready="true"]')).toBeAttached();
      const receipt = page.getByRole('article', { name: `Receipt ${number}` });
      await expect(receipt).toHaveAttribute('data-layout', layout);
      await expect(receipt.getByText('Rp 150.000')).toBeVisible();
      await expect(receipt.getByText('Cash')).toBeVisible();
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      writeFileSync(path.join(SHOTS, `flow-receipt-${layout}.pdf`), pdf);
    }

    // Nothing overdue any more: the payment wakes the job, which gives the plan's profile back.
    await expect
      .poll(() => secret(COUNTER.username)?.['profile'], { timeout: 15_000 })
      .toBe(PLAN_PROFILE);
  });
});

test.describe('the subscriber', () => {
  test.use({ role: 'anonymous' });

  test('pays the overdue invoice on /bayar through Tripay, and is restored', async ({
    page,
    baseURL,
  }, testInfo) => {
    const base = String(baseURL);
    const id = await subscriberId(base, ONLINE.name);
    const { body } = await apiAsAdmin<{ data: { payUrl: string | null; number: string }[] }>(
      base,
      'GET',
      `/invoices?subscriberId=${id}&status=unpaid`,
    );
    expect(body.data).toHaveLength(1);
    const invoice = body.data[0]!;
    payPath = new URL(invoice.payUrl!, base).pathname;
    expect(payPath).toMatch(/^\/bayar\/[\w-]{20,}$/);

    await page.goto(payPath);
    await expect(page.getByRole('heading', { name: 'Tagihan lewat jatuh tempo' })).toBeVisible();
    await expect(page.getByText('Halo, Rina')).toBeVisible();
    const details = page.getByLabel('Tagihan', { exact: true });
    await expect(details.getByText(invoice.number)).toBeVisible();
    await expect(details.getByText('Rp 150.000')).toBeVisible();
    await page.getByRole('radio', { name: /DANA/ }).check();
    await page.getByRole('textbox', { name: 'Email (opsional)' }).fill('rina@example.com');
    await shootBothSizes(page, testInfo, SHOTS, 'bayar-unpaid', { fullPage: true });
    // The smallest phones in use: nothing wider than the screen, Pay within reach.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await page.getByRole('button', { name: /^Bayar Rp/ }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: /^Bayar Rp/ })).toBeInViewport();

    await page.getByRole('button', { name: /^Bayar Rp/ }).click();
    await payOnTripayCheckout(page);
    await expect(page.getByRole('heading', { name: 'Invoice paid' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByLabel('Order').getByText(invoice.number)).toBeVisible();
    await shootBothSizes(page, testInfo, SHOTS, 'bayar-return-paid');

    // Settled by its job, then restored by the billing job: the plan's profile, a redial allowed.
    await expect
      .poll(() => secret(ONLINE.username)?.['profile'], { timeout: 15_000 })
      .toBe(PLAN_PROFILE);
    await page.getByRole('link', { name: 'Back to the invoice' }).click();
    await expect(page.getByRole('heading', { name: 'Tagihan sudah lunas' })).toBeVisible();
    await expect(page.getByText('Lunas', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Bayar/ })).toHaveCount(0);
    await shootBothSizes(page, testInfo, SHOTS, 'bayar-paid');
  });

  test('a link that is no invoice’s says so', async ({ page }, testInfo) => {
    await page.goto(`${payPath.slice(0, -3)}xyz`);
    await expect(page.getByRole('heading', { name: 'Tagihan tidak ditemukan' })).toBeVisible();
    await shootBothSizes(page, testInfo, SHOTS, 'bayar-not-found');
  });
});
