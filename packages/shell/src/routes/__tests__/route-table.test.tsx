import { screen, within } from '@testing-library/react';
import { usePageTitleStore } from 'ui-kit/layout';
import { signInAs } from 'shared-auth/testing';
import { ADMIN, fakeLoader, meAnswers, renderShell } from '../../test/render-shell';
import { REMOTE_NAMES } from '../../federation/remote-names';
import { isConsolePath, remoteRouteAt, REMOTE_ROUTES, SIDEBAR_ENTRIES } from '../route-table';

beforeEach(async () => {
  await signInAs(ADMIN);
  meAnswers();
});

// The route table of docs/rules/README.md#routes, plus the two routes of docs/rules/README.md#routes: which remote module the shell mounts and
// the header title the area shows. Sub-paths (create, {id}, ppp) are handled inside the remote.
test.each([
  ['/app', 'hotspot', './DashboardPage', 'Dashboard'],
  ['/app/delivery', 'delivery', './DeliveryRoutes', 'Delivery'],
  ['/app/customer', 'admin-users', './CustomerRoutes', 'Customer'],
  ['/app/customer/create', 'admin-users', './CustomerRoutes', 'Customer'],
  ['/app/customer/17', 'admin-users', './CustomerRoutes', 'Customer'],
  ['/app/user', 'admin-users', './UserRoutes', 'User'],
  ['/app/user/Create', 'admin-users', './UserRoutes', 'User'],
  ['/app/user/5', 'admin-users', './UserRoutes', 'User'],
  ['/app/routers', 'hotspot', './RouterRoutes', 'Routers'],
  ['/app/routers/3/ppp', 'hotspot', './RouterRoutes', 'Routers'],
  ['/app/routers/3/payments', 'hotspot', './RouterRoutes', 'Routers'],
  ['/app/billing', 'billing', './BillingRoutes', 'Billing'],
  ['/app/billing/plans', 'billing', './BillingRoutes', 'Billing'],
  ['/app/reports', 'billing', './ReportRoutes', 'Reports'],
  ['/app/payments', 'billing', './PaymentRoutes', 'Payments'],
  ['/app/cms', 'cms', './CmsRoutes', 'CMS'],
  ['/app/audit', 'admin-users', './AuditRoutes', 'Audit'],
  ['/app/cms/banners/create', 'cms', './CmsRoutes', 'CMS'],
  ['/app/cms/banners/9', 'cms', './CmsRoutes', 'CMS'],
  ['/app/cms/banners/9/view', 'cms', './CmsRoutes', 'CMS'],
  ['/app/cms/packages/create', 'cms', './CmsRoutes', 'CMS'],
  ['/app/cms/company-profile/2', 'cms', './CmsRoutes', 'CMS'],
  ['/app/cms/contact-info/CREATE', 'cms', './CmsRoutes', 'CMS'],
])('%s mounts %s %s inside the console layout, titled %s', async (path, remote, module, title) => {
  const loader = fakeLoader();
  renderShell(path, loader);

  expect(await screen.findByText(`Loaded ${remote} ${module}`)).toBeInTheDocument();
  expect(loader.loads).toEqual([
    { ...REMOTE_ROUTES.find((r) => r.remote === remote && r.module === module) },
  ]);
  expect(
    within(screen.getByRole('banner')).getByRole('heading', { level: 1, name: title }),
  ).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(usePageTitleStore.getState().title).toBe(title);
});

test.each([
  ['/', 'landing', './Landing'],
  ['/login', 'landing', './Login'],
  ['/pay/PKY-20261124-ABCDEFGHJK?t=token', 'landing', './PayStatus'],
  ['/bayar/0123456789abcdefghijABCDEFGHIJ', 'landing', './InvoicePay'],
  ['/akun', 'landing', './Account'],
])('%s mounts the public %s %s without the console layout', async (path, remote, module) => {
  renderShell(path);

  expect(await screen.findByText(`Loaded ${remote} ${module}`)).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
});

test.each(['/nowhere', '/app-old', '/logins'])(
  'unknown public path %s shows the not-found page',
  async (path) => {
    const loader = fakeLoader();
    renderShell(path, loader);

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(loader.loads).toEqual([]);
  },
);

test('an unknown console path shows the not-found page inside the layout', async () => {
  const loader = fakeLoader();
  renderShell('/app/nowhere', loader);

  expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  expect(loader.loads).toEqual([]);
});

test('the sidebar has SPEC’s four entries, Billing, Audit for admins, and none for delivery or customer', () => {
  expect(
    SIDEBAR_ENTRIES.map((entry) => [entry.label, entry.link, entry.adminOnly ?? false]),
  ).toEqual([
    ['Dashboard', '/app', false],
    ['User', '/app/user', false],
    ['Routers', '/app/routers', false],
    ['Billing', '/app/billing', false],
    ['CMS', '/app/cms', false],
    ['Audit', '/app/audit', true],
  ]);
});

// The names are strings from config/remotes.cjs (the one list), so the compiler cannot catch a typo.
test('every route mounts a remote from the one list of remotes, and every remote is mounted', () => {
  const mounted = new Set(REMOTE_ROUTES.map((route) => route.remote));
  expect([...mounted].filter((name) => !REMOTE_NAMES.includes(name))).toEqual([]);
  expect(REMOTE_NAMES.filter((name) => !mounted.has(name))).toEqual([]);
});

// What the boot preloads for the page opened (bootstrap.tsx): the route react-router will show.
test.each([
  ['/', 'landing'],
  ['/login', 'login'],
  ['/app', 'dashboard'],
  ['/app/routers/5f0c/ppp', 'routers'],
  ['/app/customer/17', 'customer'],
  ['/app/cms', 'cms'],
])('remoteRouteAt(%s) is the %s route', (path, id) => {
  expect(remoteRouteAt(path)?.id).toBe(id);
});

test('remoteRouteAt gives nothing for a path no remote shows; isConsolePath is /app and below', () => {
  expect(remoteRouteAt('/app/nope')).toBeUndefined();
  expect(remoteRouteAt('/payx/INV-1')).toBeUndefined();
  expect(remoteRouteAt('/pay/PKY-1')?.module).toBe('./PayStatus');
  expect(remoteRouteAt('/bayar/tok')?.module).toBe('./InvoicePay');
  expect(remoteRouteAt('/bayarx/tok')).toBeUndefined();
  expect(remoteRouteAt('/loginx')).toBeUndefined();
  expect([isConsolePath('/app'), isConsolePath('/app/routers')]).toEqual([true, true]);
  expect([isConsolePath('/'), isConsolePath('/application'), isConsolePath('/login')]).toEqual([
    false,
    false,
    false,
  ]);
});

// docs/rules/README.md#routes is where a newcomer reads the console's addresses: every route the
// shell mounts and every sidebar entry is named there.
test('the rules page lists every mounted route and every sidebar entry', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a jest-only read of the docs
  const fs = require('node:fs') as typeof import('node:fs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const path = require('node:path') as typeof import('node:path');
  const rules = fs.readFileSync(
    path.join(__dirname, '..', '..', '..', '..', '..', 'docs', 'rules', 'README.md'),
    'utf8',
  );
  const routes = rules.slice(rules.indexOf('## Routes'), rules.indexOf('## Console layout'));
  const documented = REMOTE_ROUTES.map((route) =>
    route.path.replace(/\/\*$/, '').replace(/:(\w+)/g, '{$1}'),
  ).filter((documentedPath) => !routes.includes(`| \`${documentedPath}`));
  expect(documented).toEqual([]);
  const sidebar = SIDEBAR_ENTRIES.filter(
    (entry) => !routes.includes(`${entry.label} (\`${entry.link}\`)`),
  ).map((entry) => entry.label);
  expect(sidebar).toEqual([]);
});
