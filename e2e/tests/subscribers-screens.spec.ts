// The billing screens against the production build (docs/rules/billing.md): a subscriber isolated
// and restored from its page through the confirm dialogs, a restore that waits while its router is
// down (shown with the router's reason), the dashboard's billing cards (with figures and with none)
// and each router's isolate profile on the settings screen. Screens are saved desktop (1440x900)
// and 390 px wide in docs/screenshots/billing/.
import type { Page } from '@playwright/test';
import path from 'node:path';
import { startSimulator } from 'routeros/sim';
import { apiAsAdmin, expect, test } from '../fixtures';
import { shootBothSizes } from '../shots';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

const SHOTS = path.join(__dirname, '..', '..', 'docs', 'screenshots', 'billing');
const SIM = { user: 'admin', password: 'sim-secret' };
const run = Date.now().toString(36);
const ROUTER_NAME = `Isolir E2E ${run}`;
const main = (page: Page) => page.getByRole('main');

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let sim: Simulator | undefined;
let subscriberId = '';

test.beforeAll(async ({ baseURL }) => {
  const base = String(baseURL);
  sim = await startSimulator({ port: 0, host: '127.0.0.1', ...SIM, version: '7.19' });
  const router = await apiAsAdmin<{ data: { id: string } }>(base, 'POST', '/routers', {
    routerName: ROUTER_NAME,
    routerHost: `127.0.0.1:${sim.port}`,
    routerUser: SIM.user,
    routerPass: SIM.password,
    useTls: false,
  });
  const routerId = router.body.data.id;
  const plan = await apiAsAdmin<{ data: { id: string } }>(base, 'POST', '/plans', {
    name: `Paket Isolir ${run}`,
    price: 175000,
    pppProfile: 'paket-10M',
  });
  const secrets = await apiAsAdmin<{ data: { name: string }[] }>(
    base,
    'GET',
    `/ppp/${routerId}/secrets`,
  );
  const username = secrets.body.data[0]?.name ?? '';
  const imported = await apiAsAdmin<{ data: { subscribers: { id: string }[] } }>(
    base,
    'POST',
    '/subscribers/import',
    { routerId, planId: plan.body.data.id, billingDay: 5, usernames: [username] },
  );
  subscriberId = imported.body.data.subscribers[0]?.id ?? '';
  expect(subscriberId, 'the secret imported as a subscriber').not.toBe('');
});

test.afterAll(async () => {
  await sim?.close().catch(() => undefined);
});

test('isolates a subscriber from its page, then a restore waits while the router is down', async ({
  page,
}, testInfo) => {
  await page.goto(`/app/billing/subscribers/${subscriberId}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Isolate' })).toBeVisible();
  await shootBothSizes(page, testInfo, SHOTS, 'subscriber-actions', { fullPage: true });

  await main(page).getByRole('button', { name: 'Isolate' }).click();
  const isolate = page.getByRole('alertdialog', { name: 'Isolate subscriber' });
  await shootBothSizes(page, testInfo, SHOTS, 'subscriber-isolate-confirm');
  await isolate.getByRole('button', { name: 'Isolate' }).click();
  await expect(page.getByText('Subscriber isolated successfully')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Restore' })).toBeVisible();
  await expect(main(page).locator('[data-status="isolated"]')).toHaveText('Isolated');
  await shootBothSizes(page, testInfo, SHOTS, 'subscriber-isolated', { fullPage: true });

  await sim?.close();
  sim = undefined;
  await main(page).getByRole('button', { name: 'Restore' }).click();
  const restore = page.getByRole('alertdialog', { name: 'Restore subscriber' });
  await restore.getByRole('button', { name: 'Restore' }).click();
  await expect(
    page.getByText('The router has not taken the change yet; it is retried automatically'),
  ).toBeVisible();
  const banner = main(page)
    .getByRole('status')
    .filter({ hasText: 'Restore waiting for the router' });
  await expect(banner).toContainText('Connection refused');
  await expect(main(page).locator('[data-status="isolated"]')).toHaveText('Isolated');
  await shootBothSizes(page, testInfo, SHOTS, 'subscriber-pending', { fullPage: true });
});

test('the dashboard’s billing cards, with figures and with none, lead to their lists', async ({
  page,
}, testInfo) => {
  await page.goto('/app');
  const billing = main(page).getByRole('region', { name: 'Billing' });
  const isolated = billing.getByRole('link', { name: /Isolated Subscribers/ });
  await expect(isolated).toBeVisible();
  await shootBothSizes(page, testInfo, SHOTS, 'dashboard-billing-cards', { show: billing });
  await isolated.click();
  await expect(page).toHaveURL(/\/app\/billing\/subscribers\?status=isolated$/);

  // A console before any subscriber: the same cards with zeros.
  await page.route('**/api/dashboard/stats', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, number> };
    await route.fulfill({
      response,
      json: {
        ...body,
        data: {
          ...body.data,
          subscribers: 0,
          isolated: 0,
          unpaidInvoices: 0,
          unpaidAmount: 0,
          overdueInvoices: 0,
          mrr: 0,
        },
      },
    });
  });
  await page.goto('/app');
  await expect(billing.getByRole('link', { name: /Monthly Recurring Revenue/ })).toContainText(
    'Rp 0',
  );
  await shootBothSizes(page, testInfo, SHOTS, 'dashboard-billing-cards-empty', { show: billing });
});

test('settings: each router’s isolate profile, changed by the admin', async ({
  page,
}, testInfo) => {
  await page.goto('/app/billing/settings');
  const form = main(page).getByRole('form', { name: `Isolate profile of ${ROUTER_NAME}` });
  const field = form.getByRole('textbox', { name: ROUTER_NAME });
  await expect(field).toHaveValue('isolir');
  await field.fill('isolir-e2e');
  await form.getByRole('button', { name: `Save ${ROUTER_NAME}` }).click();
  await expect(page.getByText('Router updated successfully')).toBeVisible();
  await page.reload();
  await expect(field).toHaveValue('isolir-e2e');
  await shootBothSizes(page, testInfo, SHOTS, 'billing-settings-routers', {
    show: main(page).getByRole('region', { name: 'Isolate profile per router' }),
  });
});

test('all payments at /app/payments', async ({ page }, testInfo) => {
  await page.goto('/app/payments');
  await expect(main(page).getByRole('table', { name: 'Transactions' })).toBeVisible();
  await shootBothSizes(page, testInfo, SHOTS, 'all-payments');
});
