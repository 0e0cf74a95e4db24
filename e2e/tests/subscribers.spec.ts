// Subscribers and invoices against the production build (docs/rules/billing.md): a router's secrets
// imported as subscribers, one added with a secret made for it (its password shown once), an
// invoice issued by hand on its page, paid at the counter, and its receipt printed to PDF in both
// layouts; a plain user reads the lists and prints. Screens are saved desktop (1440x900) and
// 390 px wide in docs/screenshots/billing/.
import type { Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSimulator } from 'routeros/sim';
import { apiAsAdmin, expect, test } from '../fixtures';
import { shootBothSizes } from '../shots';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

const SHOTS = path.join(__dirname, '..', '..', 'docs', 'screenshots', 'billing');
const SIM = { user: 'admin', password: 'sim-secret' };
const run = Date.now().toString(36);
const ROUTER_NAME = `Subs E2E ${run}`;
const PLAN = `Paket Subs ${run}`;
const NEW_NAME = `Dewi Lestari ${run}`;
const main = (page: Page) => page.getByRole('main');

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let sim: Simulator;
let routerId = '';
let secrets: string[] = [];
let invoiceId = '';

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
  await apiAsAdmin(base, 'POST', '/plans', {
    name: PLAN,
    price: 150000,
    pppProfile: 'paket-10M',
    description: '',
  });
  const listed = await apiAsAdmin<{ data: { name: string }[] }>(
    base,
    'GET',
    `/ppp/${routerId}/secrets`,
  );
  secrets = listed.body.data.map((secret) => secret.name).slice(0, 2);
  expect(secrets, 'the simulator has two PPP secrets').toHaveLength(2);
});

test.afterAll(async () => {
  await sim?.close().catch(() => undefined);
});

test.describe('as admin', () => {
  test('imports two of the router’s secrets as subscribers', async ({ page }, testInfo) => {
    await page.goto(`/app/billing/subscribers?routerId=${routerId}`);
    await main(page).getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import Subscribers' });
    await dialog.getByRole('combobox', { name: 'Plan' }).selectOption({ label: PLAN });
    await dialog.getByRole('spinbutton', { name: 'Billing day' }).fill('5');
    for (const name of secrets) {
      await dialog.getByRole('checkbox', { name: new RegExp(`^${name}\\b`) }).check();
    }
    await expect(dialog.getByText(/^2 of \d+ secrets chosen$/)).toBeVisible();
    await shootBothSizes(page, testInfo, SHOTS, 'subscribers-import');
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText('2 subscribers imported successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    const table = main(page).getByRole('table', { name: 'Subscribers' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await shootBothSizes(page, testInfo, SHOTS, 'subscribers-list');
  });

  test('adds a subscriber with a new secret, its password shown once', async ({
    page,
  }, testInfo) => {
    await page.goto('/app/billing/subscribers');
    await main(page).getByRole('button', { name: 'Add Subscriber' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Subscriber' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(NEW_NAME);
    await dialog.getByRole('textbox', { name: 'Phone' }).fill('0812-3456-7890');
    await dialog.getByRole('combobox', { name: 'Router' }).selectOption({ label: ROUTER_NAME });
    await dialog.getByRole('combobox', { name: 'Plan' }).selectOption({ label: PLAN });
    await dialog.getByRole('spinbutton', { name: 'Billing day' }).fill('10');
    await dialog.getByRole('combobox', { name: 'Secret', exact: true }).selectOption('create');
    await shootBothSizes(page, testInfo, SHOTS, 'subscriber-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    const made = page.getByRole('alertdialog', { name: 'PPP secret made' });
    await expect(made.getByLabel('PPP password')).toHaveText(/^\S{12}$/);
    await shootBothSizes(page, testInfo, SHOTS, 'subscriber-password-once');
    await made.getByRole('button', { name: 'Done' }).click();
    await expect(made).toHaveCount(0);
  });

  test('issues an invoice on the subscriber’s page and records its cash payment', async ({
    page,
  }, testInfo) => {
    await page.goto('/app/billing/subscribers');
    await main(page).getByRole('link', { name: NEW_NAME }).click();
    await expect(main(page).getByRole('heading', { level: 1, name: NEW_NAME })).toBeVisible();
    await main(page).getByRole('button', { name: 'Issue invoice' }).click();
    const issue = page.getByRole('dialog', { name: 'Issue Invoice' });
    await issue.getByRole('textbox', { name: 'Period' }).fill('2026-10');
    await issue.getByRole('button', { name: 'Issue' }).click();
    await expect(page.getByText('Invoice issued successfully')).toBeVisible();
    const invoices = main(page).getByRole('table', { name: 'Invoices' });
    await expect(invoices.getByRole('cell', { name: 'October 2026' })).toBeVisible();
    await shootBothSizes(page, testInfo, SHOTS, 'subscriber-page', { fullPage: true });

    await page.goto('/app/billing/invoices');
    const row = main(page).getByRole('row').filter({ hasText: NEW_NAME });
    const number = (await row.getByRole('link', { name: /^Receipt / }).textContent()) ?? '';
    await shootBothSizes(page, testInfo, SHOTS, 'invoices-list');
    await page.getByRole('button', { name: `Actions for ${number}` }).click();
    await page.getByRole('menuitem', { name: 'Lihat' }).click();
    const view = page.getByRole('dialog', { name: 'Invoice' });
    await expect(view.getByText(/\/bayar\//)).toBeVisible();
    await shootBothSizes(page, testInfo, SHOTS, 'invoice-view');
    await view.getByRole('button', { name: 'Record payment' }).click();
    const pay = page.getByRole('dialog', { name: `Record payment: ${number}` });
    await pay.getByRole('textbox', { name: 'Note' }).fill('Dibayar di loket');
    await shootBothSizes(page, testInfo, SHOTS, 'record-payment');
    await pay.getByRole('button', { name: 'Record payment' }).click();
    await expect(page.getByText('Payment recorded successfully')).toBeVisible();
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    const href = (await row.getByRole('link', { name: /^Receipt / }).getAttribute('href')) ?? '';
    invoiceId = /invoices\/([^/]+)\/receipt/.exec(href)?.[1] ?? '';
    expect(invoiceId).not.toBe('');
  });

  test('prints the receipt in A4 and on 58 mm paper', async ({ page }, testInfo) => {
    const out = testInfo.outputPath('pdf');
    mkdirSync(out, { recursive: true });
    for (const layout of ['a4', 'thermal58'] as const) {
      await page.goto(`/app/billing/invoices/${invoiceId}/receipt?layout=${layout}`);
      await expect(page.locator('[data-receipt-print][data-ready="true"]')).toBeAttached();
      const receipt = page.getByRole('article', { name: /^Receipt INV\// });
      await expect(receipt).toHaveAttribute('data-layout', layout);
      await expect(receipt.getByText('Cash')).toBeVisible();
      await expect(receipt.getByText('Rp 150.000')).toBeVisible();
      await shootBothSizes(page, testInfo, SHOTS, `receipt-${layout}`);
      const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const file = path.join(out, `receipt-${layout}.pdf`);
      writeFileSync(file, pdf);
    }
  });
});

test.describe('as a plain user', () => {
  test.use({ role: 'user' });

  test('reads subscribers and invoices, and prints a receipt', async ({ page }, testInfo) => {
    await page.goto('/app/billing/subscribers');
    await expect(main(page).getByRole('link', { name: NEW_NAME })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Add Subscriber' })).toHaveCount(0);
    await expect(main(page).getByRole('button', { name: 'Import' })).toHaveCount(0);
    await shootBothSizes(page, testInfo, SHOTS, 'subscribers-read-only');
    await page.goto('/app/billing/invoices');
    await expect(main(page).getByRole('table', { name: 'Invoices' })).toBeVisible();
    await shootBothSizes(page, testInfo, SHOTS, 'invoices-read-only');
    await page.goto(`/app/billing/invoices/${invoiceId}/receipt`);
    await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
  });
});
