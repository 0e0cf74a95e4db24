// The hotspot console against the production build and a RouterOS simulator started here
// (docs/rules/routers.md): add a router, test it, see the monitor put it online, PPP secrets,
// profiles and sessions on the real protocol, the dashboard's figures and links, a plain user's
// read-only view, and the router going offline when the simulator stops. Every screen is saved
// desktop (1440x900) and 390 px wide in docs/screenshots/hotspot/.
import type { Locator, Page, TestInfo } from '@playwright/test';
import path from 'node:path';
import { startSimulator } from 'routeros/sim';
import { apiAsAdmin, expect, test } from '../fixtures';
import { shootBothSizes } from '../shots';

type Simulator = Awaited<ReturnType<typeof startSimulator>>;

const SHOTS = path.join(__dirname, '..', '..', 'docs', 'screenshots', 'hotspot');
const ROUTER_NAME = 'Hotspot E2E';
const SIM_USER = 'admin';
const SIM_PASSWORD = 'sim-secret';

/** A screen desktop and 390 px wide (docs/screenshots/hotspot/), checked with axe at each size. */
function shoot(page: Page, testInfo: TestInfo, name: string, options: { fullPage?: boolean } = {}) {
  return shootBothSizes(page, testInfo, SHOTS, name, options);
}

function routerCard(page: Page, name = ROUTER_NAME): Locator {
  return page.getByRole('article', { name });
}

/** Reloads until `check` holds: the monitor's rounds are the server's, not the page's. */
async function untilAfterReload(page: Page, check: () => Promise<void>, timeout = 60_000) {
  await expect(async () => {
    await page.reload();
    // The page itself may take a while on a busy machine; the state it shows is what is polled.
    await expect(routerCard(page)).toBeVisible({ timeout: 15_000 });
    await check();
  }).toPass({ timeout, intervals: [500, 1000, 1000, 2000] });
}

function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text }).first();
}

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let sim: Simulator;
let routerId = '';

test.beforeAll(async () => {
  sim = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    user: SIM_USER,
    password: SIM_PASSWORD,
    version: '7.19',
  });
});

test.afterAll(async () => {
  await sim?.close().catch(() => undefined);
});

test.describe('as admin', () => {
  test('no routers yet: the dashboard and the routers page say so', async ({
    page,
    baseURL,
  }, testInfo) => {
    // A rerun against the same server starts from no routers too. Specs that leave routers no one
    // may delete (a router with transactions or subscribers is kept: payments, subscribers*) run
    // after this file: the suite runs its files in name order on one server.
    const { body } = await apiAsAdmin<{ data: { id: string }[] }>(
      String(baseURL),
      'GET',
      '/dashboard/routers',
    );
    for (const router of body.data) {
      await apiAsAdmin(String(baseURL), 'DELETE', `/routers/${router.id}`, undefined, [409]);
    }
    await page.goto('/app');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 }).last()).toBeVisible();
    await expect(page.getByRole('tabpanel').getByText('No routers found')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Total Revenue' })).toContainText('Rp 0');
    await shoot(page, testInfo, 'dashboard-empty');

    await page.goto('/app/routers');
    await expect(page.getByText('No routers found')).toBeVisible();
    await shoot(page, testInfo, 'routers-empty');
  });

  test('add a router, test it, and the monitor puts it online', async ({ page }, testInfo) => {
    await page.goto('/app/routers');
    await page.getByRole('button', { name: 'Add Router' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Router' });
    await expect(dialog.getByLabel('Host')).toHaveAttribute('placeholder', '192.168.88.1:8728');
    await dialog.getByLabel('Router Name').fill(ROUTER_NAME);
    await dialog.getByLabel('Host').fill(`127.0.0.1:${sim.port}`);
    await dialog.getByLabel('Username').fill(SIM_USER);
    await dialog.getByLabel('Password', { exact: true }).fill(SIM_PASSWORD);
    await shoot(page, testInfo, 'router-add-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Router added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    const card = routerCard(page);
    await expect(card).toContainText(`127.0.0.1:${sim.port}`);
    await card.getByRole('button', { name: 'Test' }).click();
    await expect(toast(page, 'Connection test successful')).toBeVisible();

    await untilAfterReload(page, async () => {
      await expect(routerCard(page).getByText('Online', { exact: true })).toBeVisible({
        timeout: 1000,
      });
    });
    await expect(routerCard(page).getByText('PPP Users').locator('xpath=..')).toContainText('12');
    const href = await routerCard(page)
      .getByRole('link', { name: 'Manage PPP' })
      .getAttribute('href');
    routerId = /\/app\/routers\/([^/]+)\/ppp/.exec(href ?? '')?.[1] ?? '';
    expect(routerId).not.toBe('');
    await shoot(page, testInfo, 'routers');

    // A wrong password is a reason a technician can act on.
    await routerCard(page).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Router' });
    await expect(edit.getByLabel('Router Name')).toHaveValue(ROUTER_NAME);
    await expect(edit.getByLabel('Password', { exact: true })).toHaveValue('');
    await shoot(page, testInfo, 'router-edit-dialog');
    await edit.getByRole('button', { name: 'Batal' }).click();
  });

  test('PPP: tabs with counts, add / disable / delete a secret', async ({ page }, testInfo) => {
    await page.goto('/app/routers');
    await routerCard(page).getByRole('link', { name: 'Manage PPP' }).click();
    await expect(page).toHaveURL(new RegExp(`/app/routers/${routerId}/ppp$`));
    await expect(page.getByRole('tab', { name: /PPP Secrets\s*12/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Active Connections\s*5/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /User Profiles\s*6/ })).toBeVisible();
    const table = page.getByRole('table', { name: 'PPP Secrets' });
    await expect(table.getByRole('row')).not.toHaveCount(1);
    await shoot(page, testInfo, 'ppp-secrets');

    await page.getByRole('button', { name: 'Add PPP User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add PPP User' });
    await dialog.getByLabel('Username').fill('e2e.pelanggan');
    await dialog.getByLabel('Password', { exact: true }).fill('rahasia-e2e');
    await dialog.getByLabel('Profile').selectOption('paket-10M');
    await dialog.getByLabel('Comment').fill('dibuat oleh e2e');
    await shoot(page, testInfo, 'ppp-secret-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'PPP secret added successfully')).toBeVisible();
    await expect(page.getByRole('tab', { name: /PPP Secrets\s*13/ })).toBeVisible();
    expect(sim.state.secrets.some((secret) => secret.name === 'e2e.pelanggan')).toBe(true);

    // A duplicate name is the router's refusal, on the field.
    await page.getByRole('button', { name: 'Add PPP User' }).click();
    const again = page.getByRole('dialog', { name: 'Add PPP User' });
    await again.getByLabel('Username').fill('e2e.pelanggan');
    await again.getByRole('button', { name: 'Save' }).click();
    await expect(again.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    await again.getByRole('button', { name: 'Batal' }).click();

    await page.getByRole('searchbox', { name: 'Search' }).fill('e2e.pelanggan');
    const row = table.getByRole('row').filter({ hasText: 'e2e.pelanggan' });
    await expect(row).toContainText('Enabled');
    await row.getByRole('button', { name: 'Actions for e2e.pelanggan' }).click();
    await page.getByRole('menuitem', { name: 'Disable' }).click();
    await expect(toast(page, 'PPP secret disabled successfully')).toBeVisible();
    await expect(row).toContainText('Disabled');
    expect(sim.state.secrets.find((secret) => secret.name === 'e2e.pelanggan')?.disabled).toBe(
      'true',
    );

    await row.getByRole('button', { name: 'Actions for e2e.pelanggan' }).click();
    await page.getByRole('menuitem', { name: 'Hapus' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Apakah anda yakin akan menghapus data ini?');
    await confirm.getByRole('button', { name: 'Konfirmasi' }).click();
    await expect(toast(page, 'PPP secret deleted successfully')).toBeVisible();
    await expect(page.getByRole('tab', { name: /PPP Secrets\s*12/ })).toBeVisible();
    expect(sim.state.secrets.some((secret) => secret.name === 'e2e.pelanggan')).toBe(false);
  });

  test('PPP: add and delete a profile, kick a session', async ({ page }, testInfo) => {
    await page.goto(`/app/routers/${routerId}/ppp`);
    await page.getByRole('tab', { name: /User Profiles/ }).click();
    await expect(page.getByRole('table', { name: 'User Profiles' })).toContainText('paket-10M');
    await shoot(page, testInfo, 'ppp-profiles');

    await page.getByRole('button', { name: 'Add Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User Profile' });
    await expect(dialog.getByLabel('Rate Limit')).toHaveAttribute('placeholder', '1M/1M');
    await expect(dialog.getByLabel('Shared Users')).toHaveValue('1');
    await dialog.getByLabel('Name').fill('e2e-paket');
    await dialog.getByLabel('Rate Limit').fill('2M/2M');
    await shoot(page, testInfo, 'ppp-profile-dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'User profile added successfully')).toBeVisible();
    await expect(page.getByRole('tab', { name: /User Profiles\s*7/ })).toBeVisible();

    const table = page.getByRole('table', { name: 'User Profiles' });
    await page.getByRole('searchbox', { name: 'Search' }).fill('e2e-paket');
    const row = table.getByRole('row').filter({ hasText: 'e2e-paket' });
    await expect(row).toContainText('2M/2M');
    await row.getByRole('button', { name: 'Actions for e2e-paket' }).click();
    await page.getByRole('menuitem', { name: 'Hapus' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Konfirmasi' }).click();
    await expect(toast(page, 'User profile deleted successfully')).toBeVisible();
    await expect(page.getByRole('tab', { name: /User Profiles\s*6/ })).toBeVisible();

    await page.getByRole('tab', { name: /Active Connections/ }).click();
    const active = page.getByRole('table', { name: 'Active Connections' });
    await expect(active).toContainText('budi.santoso');
    await shoot(page, testInfo, 'ppp-active');
    await active
      .getByRole('row')
      .filter({ hasText: 'budi.santoso' })
      .getByRole('button', { name: 'Actions for budi.santoso' })
      .click();
    await page.getByRole('menuitem', { name: 'Kick' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Konfirmasi' }).click();
    await expect(toast(page, 'Connection disconnected successfully')).toBeVisible();
    await expect(page.getByRole('tab', { name: /Active Connections\s*4/ })).toBeVisible();
    await expect(active).not.toContainText('budi.santoso');
  });

  test('dashboard: figures, router overview, detailed view and links', async ({
    page,
  }, testInfo) => {
    await page.goto('/app');
    await expect(page.getByRole('group', { name: 'Total Routers' })).toContainText(
      '1 online, 0 offline',
    );
    await expect(page.getByRole('group', { name: 'Total Transactions' })).toContainText(
      '0 completed',
    );
    await expect(page.getByRole('group', { name: 'Total Revenue' })).toContainText('Rp 0');
    await expect(page.getByRole('group', { name: 'Pending Transactions' })).toContainText(
      'Awaiting payment',
    );
    await expect(page.getByText('$')).toHaveCount(0);
    const card = routerCard(page);
    await expect(card).toContainText('Online');
    await expect(page.getByRole('link', { name: 'View Payments' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Reports' })).toBeEnabled();
    await shoot(page, testInfo, 'dashboard', { fullPage: true });

    await page.getByRole('tab', { name: 'Detailed View' }).click();
    const details = page.getByRole('table', { name: 'Router details' });
    await expect(details).toContainText('MikroTik');
    await expect(details).toContainText('7.19');
    await shoot(page, testInfo, 'dashboard-detailed', { fullPage: true });

    await page.getByRole('tab', { name: 'Router Overview' }).click();
    await card.getByRole('link', { name: `Payments of ${ROUTER_NAME}` }).click();
    await expect(page).toHaveURL(new RegExp(`/app/routers/${routerId}/payments$`));
    await expect(page.getByRole('table', { name: 'Transactions' })).toContainText(
      'No transactions found',
    );
    await shoot(page, testInfo, 'payments-empty');

    await page.goto('/app');
    await routerCard(page)
      .getByRole('link', { name: `Manage PPP of ${ROUTER_NAME}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/app/routers/${routerId}/ppp$`));
    await page.goto('/app');
    await page.getByRole('link', { name: 'Manage Routers' }).click();
    await expect(page).toHaveURL(/\/app\/routers$/);
  });
});

test.describe('as a plain user', () => {
  test.use({ role: 'user' });

  test('everything is read-only', async ({ page }, testInfo) => {
    await page.goto('/app/routers');
    const card = routerCard(page);
    await expect(card).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Router' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Edit' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Edit' })).toHaveAttribute(
      'title',
      'User role cannot edit records',
    );
    await expect(card.getByRole('button', { name: 'Delete' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Test' })).toBeDisabled();
    await shoot(page, testInfo, 'routers-read-only');

    await card.getByRole('link', { name: 'Manage PPP' }).click();
    await expect(page.getByRole('table', { name: 'PPP Secrets' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add PPP User' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Actions for budi.santoso' }).click();
    await expect(page.getByRole('menuitem', { name: 'Hapus' })).toHaveAttribute(
      'title',
      'User role cannot delete records',
    );
    await page.keyboard.press('Escape');
    await shoot(page, testInfo, 'ppp-read-only');
  });
});

test.describe('when the router stops', () => {
  test('the monitor marks it offline and PPP says why, with Retry', async ({ page }, testInfo) => {
    await sim.close();
    await page.goto('/app/routers');
    await untilAfterReload(page, async () => {
      await expect(routerCard(page).getByText('Offline', { exact: true })).toBeVisible({
        timeout: 1000,
      });
    });
    await expect(routerCard(page)).toContainText('Last error:');
    await shoot(page, testInfo, 'routers-offline');

    await page.goto('/app');
    await expect(page.getByRole('group', { name: 'Total Routers' })).toContainText(
      '0 online, 1 offline',
    );

    await page.goto(`/app/routers/${routerId}/ppp`);
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to fetch PPP data' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
    await shoot(page, testInfo, 'ppp-unreachable');
  });
});
