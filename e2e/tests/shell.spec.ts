// The shell: every remote in its area, one copy of every shared singleton, header, popover, sidebar,
// a reload that keeps the session, a remote that fails and comes back on Retry, not-found pages,
// the mobile drawer.
import type { Page } from '@playwright/test';
import { expect, headerTitle, navigateInApp, screenshot, test } from '../fixtures';

const AREAS = [
  { path: '/app', title: 'Dashboard' },
  { path: '/app/delivery', title: 'Delivery' },
  { path: '/app/customer', title: 'Customer' },
  { path: '/app/customer/CREATE', title: 'Customer' },
  { path: '/app/user', title: 'User' },
  { path: '/app/user/create', title: 'User' },
  { path: '/app/routers', title: 'Routers' },
  { path: '/app/routers/1/ppp', title: 'PPP' },
  { path: '/app/routers/1/payments', title: 'Payments' },
  { path: '/app/cms', title: 'CMS' },
  { path: '/app/cms/banners/create', title: 'CMS' },
  { path: '/app/cms/banners/3/view', title: 'CMS' },
  { path: '/app/billing', title: 'Billing' },
  { path: '/app/billing/plans', title: 'Plans' },
  { path: '/app/reports', title: 'Reports' },
];

// config/federation.cjs is the one list of what must exist once; its deep imports count too, but for
// the dev JSX runtime, which a production build never loads.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS build config, loaded as webpack loads it
const federation = require('../../config/federation.cjs') as {
  SINGLETONS: readonly string[];
  DEEP_IMPORTS: Readonly<Record<string, readonly string[]>>;
};
const SINGLETONS = federation.SINGLETONS.flatMap((name) => [
  name,
  ...(federation.DEEP_IMPORTS[name] ?? []).filter((deep) => deep !== 'react/jsx-dev-runtime'),
]);

/** Marks the document so that a later check can prove nothing reloaded the page. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMark?: boolean }).__e2eMark = true;
  });
}
async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { __e2eMark?: boolean }).__e2eMark === true);
}

test('every area loads its remote inside the shell, with its title, without reloading the page', async ({
  page,
}) => {
  const manifests = new Set<string>();
  page.on('request', (request) => {
    if (request.url().endsWith('mf-manifest.json')) manifests.add(new URL(request.url()).pathname);
  });
  await page.goto('/app');
  await expect(headerTitle(page)).toHaveText('Dashboard');
  await markDocument(page);
  for (const area of AREAS) {
    await navigateInApp(page, area.path);
    await expect(headerTitle(page), area.path).toHaveText(area.title);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  }
  expect(await sameDocument(page)).toBe(true);
  for (const remote of ['delivery', 'admin-users', 'hotspot', 'cms', 'billing']) {
    expect(manifests).toContain(`/remotes/${remote}/mf-manifest.json`);
  }
});

test('one copy of every shared singleton, provided by the shell, across every loaded remote', async ({
  page,
}) => {
  await page.goto('/app');
  await expect(headerTitle(page)).toHaveText('Dashboard');
  const visits = [
    { path: '/app/delivery', title: 'Delivery' },
    { path: '/app/customer', title: 'Customer' },
    { path: '/app/routers', title: 'Routers' },
    { path: '/app/cms', title: 'CMS' },
    { path: '/app/billing/plans', title: 'Plans' },
  ];
  for (const { path, title } of visits) {
    await navigateInApp(page, path);
    await expect(headerTitle(page)).toHaveText(title);
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  }
  const readShares = () =>
    page.evaluate(async (names) => {
      type Shared = { from: string; lib?: () => unknown; get?: () => Promise<() => unknown> };
      type Scopes = Record<string, Record<string, Record<string, Shared>>>;
      const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Scopes> } })
        .__FEDERATION__.__SHARE__;
      const out: { name: string; copies: number; from: string[]; instances: number }[] = [];
      for (const name of names) {
        const modules = new Set<unknown>();
        const from = new Set<string>();
        const instances = new Set<string>();
        for (const [instance, scopes] of Object.entries(share)) {
          for (const packages of Object.values(scopes)) {
            for (const shared of Object.values(packages[name] ?? {})) {
              instances.add(instance);
              from.add(shared.from);
              if (shared.lib) modules.add(shared.lib());
              else if (shared.get) modules.add((await shared.get())());
            }
          }
        }
        out.push({ name, copies: modules.size, from: [...from], instances: instances.size });
      }
      return out;
    }, SINGLETONS);
  // The shell sets the header title before a remote's code has arrived: wait until the shell and
  // the four remotes visited all run as federation instances.
  const federation = () =>
    page.evaluate(() => {
      const global = window as unknown as {
        __FEDERATION__: { __INSTANCES__: { name: string }[] };
        _FEDERATION_RUNTIME_CORE?: unknown;
      };
      return {
        instances: global.__FEDERATION__.__INSTANCES__.map((instance) => instance.name).sort(),
        runtimeProvided: global._FEDERATION_RUNTIME_CORE !== undefined,
      };
    });
  await expect
    .poll(async () => (await federation()).instances)
    .toEqual(['admin_users', 'billing', 'cms', 'delivery', 'hotspot', 'shell']);
  // One federation runtime: the remotes run on the shell's (provided as a global, not bundled).
  expect((await federation()).runtimeProvided).toBe(true);
  const reports = await readShares();
  // One copy of each; `from` names the instance that loaded it first (one runtime, one share scope),
  // which is a remote for a part the shell never uses itself (ui-kit/date-picker).
  // The chart library loads only on pages that draw charts (reports, a router's health), which this
  // walk does not open: none of it is in the page yet, and never two copies.
  const chartOnly = new Set(['uplot', 'ui-kit/chart']);
  for (const report of reports) {
    if (chartOnly.has(report.name)) expect(report.copies, report.name).toBeLessThanOrEqual(1);
    else expect(report.copies, report.name).toBe(1);
  }
  // Provided by the shell: the remotes' builds carry no copy of any shared module to offer.
  for (const remote of ['delivery', 'admin-users', 'hotspot', 'cms', 'landing']) {
    const manifest = (await (
      await page.request.get(`/remotes/${remote}/mf-manifest.json`)
    ).json()) as {
      shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
    };
    for (const shared of manifest.shared)
      expect(
        [...shared.assets.js.sync, ...shared.assets.js.async],
        `${remote} ${shared.name}`,
      ).toEqual([]);
  }
});

test('pointing at a sidebar entry preloads its remote', async ({ page }) => {
  await page.goto('/app');
  await expect(headerTitle(page)).toHaveText('Dashboard');
  const manifest = page.waitForRequest((request) =>
    request.url().endsWith('/remotes/cms/mf-manifest.json'),
  );
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'CMS' }).hover();
  await manifest;
  await expect(headerTitle(page)).toHaveText('Dashboard');
});

test('a reload keeps the session and the page', async ({ page }) => {
  await page.goto('/app/customer');
  await expect(headerTitle(page)).toHaveText('Customer');
  await page.reload();
  await expect(headerTitle(page)).toHaveText('Customer');
  await expect(page).toHaveURL(/\/app\/customer$/);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

test('the header: date, profile popover, sign out', async ({ page }) => {
  await page.goto('/app');
  const today = new Date().toLocaleDateString('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
  });
  await expect(page.getByRole('banner')).toContainText(today);
  const headerHeight = await page
    .getByRole('banner')
    .evaluate((el) => el.getBoundingClientRect().height);
  expect(headerHeight).toBe(64);

  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Profile of/ })
    .click();
  const popover = page.getByRole('dialog');
  await expect(popover.getByText('admin', { exact: true })).toBeVisible();
  await expect(popover.getByText('Administrator')).toBeVisible();
  await expect(popover.getByText('Admin', { exact: true })).toBeVisible();
  await expect(popover.getByText('Member since')).toBeVisible();
  // Initials of the full name 'Administrator'.
  await expect(popover.getByText('A', { exact: true })).toBeVisible();
  await screenshot(page, 'shell-profile-popover');
  await popover.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL(/\/login$/);
  // Signed out for real: the console sends us back.
  await page.goto('/app');
  await page.waitForURL(/\/login$/);
});

test('the sidebar: entries, active entry, collapse to icons and back', async ({ page }) => {
  await page.goto('/app/user');
  const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
  await expect(sidebar.getByText('Pokayoke Admin')).toBeVisible();
  await expect(sidebar.getByText('Administrator')).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  // SPEC's four, Billing (docs/rules/billing.md) and Audit for an admin (docs/rules/audit.md#screen).
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'User',
    'Routers',
    'Billing',
    'CMS',
    'Audit',
  ]);
  await expect(nav.getByRole('link', { name: 'User' })).toHaveAttribute('aria-current', 'page');
  await navigateInApp(page, '/app/user/create');
  await expect(nav.getByRole('link', { name: 'User' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
    'aria-current',
    'page',
  );

  const width = () => sidebar.evaluate((el) => el.getBoundingClientRect().width);
  await expect.poll(width).toBe(256);
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect.poll(width).toBe(64);
  await nav.getByRole('link', { name: 'Routers' }).hover();
  await expect(page.getByRole('tooltip', { name: 'Routers' })).toBeVisible();
  await screenshot(page, 'shell-sidebar-collapsed');
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect.poll(width).toBe(256);
});

test('a remote that fails to load shows an error with Retry in its area; the rest works; Retry brings it back', async ({
  page,
}) => {
  await page.goto('/app');
  await expect(headerTitle(page)).toHaveText('Dashboard');
  await markDocument(page);
  await page.route('**/remotes/delivery/mf-manifest.json', (route) =>
    route.fulfill({ status: 404, contentType: 'text/plain', body: 'gone' }),
  );
  await navigateInApp(page, '/app/delivery');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(
    alert.getByRole('heading', { name: 'The Delivery module could not be loaded' }),
  ).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  await screenshot(page, 'shell-remote-error');

  // Header and sidebar keep working, other remotes too.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Routers' })
    .click();
  await expect(headerTitle(page)).toHaveText('Routers');
  await navigateInApp(page, '/app/delivery');
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(
    alert.getByRole('heading', { name: 'The Delivery module could not be loaded' }),
  ).toBeVisible();

  await page.unroute('**/remotes/delivery/mf-manifest.json');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(headerTitle(page)).toHaveText('Delivery');
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  expect(await sameDocument(page)).toBe(true);
});

test('unknown paths show the not-found page, inside the console layout under /app', async ({
  page,
}) => {
  await page.goto('/app/nowhere');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.goto('/app/customer/1/extra/segments');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the sidebar is a drawer: the menu opens it, an entry or the backdrop closes it', async ({
    page,
  }) => {
    await page.goto('/app');
    await expect(headerTitle(page)).toHaveText('Dashboard');
    await expect(page.getByRole('complementary', { name: 'Sidebar' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByText('Pokayoke Admin')).toBeVisible();
    await screenshot(page, 'shell-mobile-drawer');
    await drawer.getByRole('link', { name: 'Routers' }).click();
    await expect(drawer).toBeHidden();
    await expect(headerTitle(page)).toHaveText('Routers');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(370, 422);
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});
