// The billing remote against the production build (docs/rules/billing.md): its landing page, the
// plans (a plan made in the dialog with a PPP profile read from a simulated router, a plan deleted
// with the confirm dialog, one in use refused with the server's reason) and the billing settings;
// a plain user reads both read-only. Screens are saved desktop (1440x900) and 390 px wide in
// docs/screenshots/billing/.
import type { Page } from '@playwright/test';
import path from 'node:path';
import { startSimulator } from 'routeros/sim';
import { apiAsAdmin, expect, headerTitle, test } from '../fixtures';
import { shootBothSizes } from '../shots';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

const SHOTS = path.join(__dirname, '..', '..', 'docs', 'screenshots', 'billing');
const SIM = { user: 'admin', password: 'sim-secret' };
const run = Date.now().toString(36);
const ROUTER_NAME = `Billing E2E ${run}`;
const PLAN_IN_USE = `Paket 10 Mbps ${run}`;
const main = (page: Page) => page.getByRole('main');

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let sim: Simulator;

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
  const routerId = router.body.data.id;
  const plan = await apiAsAdmin<{ data: { id: string } }>(base, 'POST', '/plans', {
    name: PLAN_IN_USE,
    price: 150000,
    pppProfile: 'paket-10M',
    description: 'Rumahan, 10 Mbps',
  });
  // One subscriber on the plan, made of a secret the simulator has, so that the plan is in use.
  const secrets = await apiAsAdmin<{ data: { name: string }[] }>(
    base,
    'GET',
    `/ppp/${routerId}/secrets`,
  );
  const secret = secrets.body.data[0]?.name;
  expect(secret, 'the simulator has PPP secrets').toBeTruthy();
  const imported = await apiAsAdmin(base, 'POST', '/subscribers/import', {
    routerId,
    planId: plan.body.data.id,
    billingDay: 5,
    usernames: [secret],
  });
  expect(imported.status, JSON.stringify(imported.body)).toBe(201);
});

test.afterAll(async () => {
  await sim?.close().catch(() => undefined);
});

test.describe('as admin', () => {
  test('the sidebar leads to the billing page, which links to Plans and Settings', async ({
    page,
  }, testInfo) => {
    await page.goto('/app');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Billing' })
      .click();
    await expect(headerTitle(page)).toHaveText('Billing');
    await expect(main(page).getByRole('link', { name: 'Plans' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Settings' })).toBeVisible();
    await shootBothSizes(page, testInfo, SHOTS, 'billing-home');
    await main(page).getByRole('link', { name: 'Plans' }).click();
    await expect(page).toHaveURL(/\/app\/billing\/plans$/);
    await expect(main(page).getByRole('table', { name: 'Plans' })).toBeVisible();
  });

  test('adds a plan with a profile read from the router, deletes it, and cannot delete one in use', async ({
    page,
  }, testInfo) => {
    const name = `Paket 20 Mbps ${run}`;
    await page.goto('/app/billing/plans');
    await expect(main(page).getByRole('cell', { name: PLAN_IN_USE, exact: true })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Export CSV' })).toHaveCount(0);
    await shootBothSizes(page, testInfo, SHOTS, 'plans-list');

    await main(page).getByRole('button', { name: 'Add Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Plan' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Price' }).pressSequentially('250000');
    await expect(dialog.getByRole('textbox', { name: 'Price' })).toHaveValue('250.000');
    const profile = dialog.getByRole('combobox', { name: 'PPP Profile' });
    await expect(profile.getByRole('option', { name: `paket-20M (${ROUTER_NAME}` })).toBeAttached();
    await profile.selectOption('paket-20M');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Bisnis kecil');
    await shootBothSizes(page, testInfo, SHOTS, 'plan-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Plan created successfully')).toBeVisible();
    const row = main(page).getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('cell', { name: 'Rp 250.000', exact: true })).toBeVisible();

    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Hapus' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Konfirmasi' }).click();
    await expect(page.getByText('Plan deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.getByRole('button', { name: `Actions for ${PLAN_IN_USE}` }).click();
    await page.getByRole('menuitem', { name: 'Hapus' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Konfirmasi' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Notifications' })
        .getByText('This plan is used by 1 subscriber and cannot be deleted'),
    ).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(main(page).getByRole('cell', { name: PLAN_IN_USE, exact: true })).toBeVisible();
  });

  test('changes the billing settings', async ({ page, baseURL }, testInfo) => {
    await page.goto('/app/billing/settings');
    const form = main(page).getByRole('form', { name: 'Billing settings' });
    const grace = form.getByRole('spinbutton', { name: 'Grace days' });
    await expect(grace).toHaveValue('3');
    await shootBothSizes(page, testInfo, SHOTS, 'settings');
    await grace.fill('5');
    await form.getByRole('textbox', { name: 'Reminder days' }).fill('5, 1');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Billing settings updated successfully')).toBeVisible();
    const { body } = await apiAsAdmin<{ data: { graceDays: number; reminderDays: number[] } }>(
      String(baseURL),
      'GET',
      '/billing/settings',
    );
    expect([body.data.graceDays, body.data.reminderDays]).toEqual([5, [5, 1]]);
    // Back as it was, for the other tests of the run.
    await apiAsAdmin(String(baseURL), 'PUT', '/billing/settings', {
      graceDays: 3,
      reminderDays: [3, 1],
    });
  });
});

test.describe('as a plain user', () => {
  test.use({ role: 'user' });

  test('reads plans and settings, and can change neither', async ({ page }, testInfo) => {
    await page.goto('/app/billing/plans');
    await expect(main(page).getByRole('cell', { name: PLAN_IN_USE, exact: true })).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Add Plan' })).toHaveCount(0);
    await page.getByRole('button', { name: `Actions for ${PLAN_IN_USE}` }).click();
    await expect(page.getByRole('menuitem', { name: 'Hapus' })).toHaveAttribute(
      'title',
      'User role cannot delete records',
    );
    await page.keyboard.press('Escape');
    await shootBothSizes(page, testInfo, SHOTS, 'plans-read-only');

    await page.goto('/app/billing/settings');
    const save = main(page)
      .getByRole('form', { name: 'Billing settings' })
      .getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expect(save).toHaveAttribute('title', 'User role cannot edit records');
    await shootBothSizes(page, testInfo, SHOTS, 'settings-read-only');
  });
});
