import { matchPath } from 'react-router-dom';
import type { RemoteModuleRef } from '../federation/remote-loader';

/** The sidebar's icons, by name (layout/sidebar.tsx maps each to its drawing). */
export type SidebarIcon = 'dashboard' | 'users' | 'routers' | 'billing' | 'cms' | 'audit';

/** Where a remote's screen sits: the public pages or the signed-in console (guard + layout). */
export type RouteZone = 'public' | 'console';

export interface SidebarEntry {
  label: string;
  link: string;
  /**
   * The entry's icon by name: the sidebar (console code) draws it, so the icons stay out of the public
   * pages, which load this table too (the /login loading budget, README.md#measured).
   */
  icon: SidebarIcon;
  /** Shown to admins only: its route is admin-only ({@link RemoteRouteEntry.adminOnly}). */
  adminOnly?: true;
}

/**
 * One mount of a remote module. The remote's component renders its own <Routes> relative to `path`
 * (docs/CONTRACTS.md): e.g. admin-users handles `create` vs `{id}` under `/app/customer/*`.
 */
export interface RemoteRouteEntry extends RemoteModuleRef {
  id: string;
  /** Absolute path as react-router matches it; `index` is the console's own index route. */
  path: string;
  index?: true;
  zone: RouteZone;
  /** The area's name in error messages: 'The Delivery module could not be loaded'. */
  area: string;
  /** The header title while the module loads or when it failed (the module sets its own when shown). */
  title: string | null;
  /**
   * Admins only (the API refuses the area's calls to anyone else): the shell shows other roles a
   * no-access state instead of the area (docs/rules/roles.md#screens), and no sidebar entry.
   */
  adminOnly?: true;
  sidebar?: Omit<SidebarEntry, 'adminOnly'>;
}

export const CONSOLE_PATH = '/app';
export const LOGIN_PATH = '/login';

/**
 * The route table of docs/rules/README.md#routes (with the payments and banner preview routes of docs/rules/README.md#routes, handled inside
 * their remotes). Sidebar entries are SPEC's four, Billing (docs/rules/billing.md) and Audit (admins
 * only, docs/rules/audit.md): no entry for delivery or customer.
 */
export const REMOTE_ROUTES: readonly RemoteRouteEntry[] = [
  {
    id: 'landing',
    path: '/',
    zone: 'public',
    remote: 'landing',
    module: './Landing',
    area: 'Landing',
    title: null,
  },
  {
    id: 'login',
    path: LOGIN_PATH,
    zone: 'public',
    remote: 'landing',
    module: './Login',
    area: 'Login',
    title: null,
  },
  {
    // An order's status page (docs/rules/payments.md#checkout): public, Tripay's return_url.
    id: 'pay',
    path: '/pay/:merchantRef',
    zone: 'public',
    remote: 'landing',
    module: './PayStatus',
    area: 'Payment',
    title: null,
  },
  {
    // An invoice's pay page (docs/rules/billing.md#paying-online): public, the invoices' payUrl.
    id: 'bayar',
    path: '/bayar/:token',
    zone: 'public',
    remote: 'landing',
    module: './InvoicePay',
    area: 'Invoice',
    title: null,
  },
  {
    // The subscriber portal (docs/rules/portal.md): public, its own cookie session.
    id: 'account',
    path: '/akun',
    zone: 'public',
    remote: 'landing',
    module: './Account',
    area: 'Account',
    title: null,
  },
  {
    id: 'dashboard',
    path: CONSOLE_PATH,
    index: true,
    zone: 'console',
    remote: 'hotspot',
    module: './DashboardPage',
    area: 'Dashboard',
    title: 'Dashboard',
    sidebar: { label: 'Dashboard', link: CONSOLE_PATH, icon: 'dashboard' },
  },
  {
    id: 'delivery',
    path: '/app/delivery/*',
    zone: 'console',
    remote: 'delivery',
    module: './DeliveryRoutes',
    area: 'Delivery',
    title: 'Delivery',
  },
  {
    id: 'customer',
    path: '/app/customer/*',
    zone: 'console',
    remote: 'admin-users',
    module: './CustomerRoutes',
    area: 'Customer',
    title: 'Customer',
  },
  {
    id: 'user',
    path: '/app/user/*',
    zone: 'console',
    remote: 'admin-users',
    module: './UserRoutes',
    area: 'User',
    title: 'User',
    sidebar: { label: 'User', link: '/app/user', icon: 'users' },
  },
  {
    id: 'routers',
    path: '/app/routers/*',
    zone: 'console',
    remote: 'hotspot',
    module: './RouterRoutes',
    area: 'Routers',
    title: 'Routers',
    sidebar: { label: 'Routers', link: '/app/routers', icon: 'routers' },
  },
  {
    // Subscribers' monthly billing (docs/rules/billing.md): plans, settings and the screens to come.
    id: 'billing',
    path: '/app/billing/*',
    zone: 'console',
    remote: 'billing',
    module: './BillingRoutes',
    area: 'Billing',
    title: 'Billing',
    sidebar: { label: 'Billing', link: '/app/billing', icon: 'billing' },
  },
  {
    // Sales reports (docs/rules/reports.md): the dashboard's quick action; part of the money screens.
    id: 'reports',
    path: '/app/reports/*',
    zone: 'console',
    remote: 'billing',
    module: './ReportRoutes',
    area: 'Reports',
    title: 'Reports',
  },
  {
    // Every router's Tripay payments (docs/rules/reports.md), the dashboard's View Payments: a
    // money screen beside the reports; a transaction's detail is its router's page (`hotspot`).
    id: 'payments',
    path: '/app/payments/*',
    zone: 'console',
    remote: 'billing',
    module: './PaymentRoutes',
    area: 'Payments',
    title: 'Payments',
  },
  {
    id: 'cms',
    path: '/app/cms/*',
    zone: 'console',
    remote: 'cms',
    module: './CmsRoutes',
    area: 'CMS',
    title: 'CMS',
    sidebar: { label: 'CMS', link: '/app/cms', icon: 'cms' },
  },
  {
    // The audit trail (docs/rules/audit.md): admins only.
    id: 'audit',
    path: '/app/audit/*',
    zone: 'console',
    remote: 'admin-users',
    module: './AuditRoutes',
    area: 'Audit',
    title: 'Audit',
    adminOnly: true,
    sidebar: { label: 'Audit', link: '/app/audit', icon: 'audit' },
  },
];

export const SIDEBAR_ENTRIES: readonly (SidebarEntry & { route: RemoteRouteEntry })[] =
  REMOTE_ROUTES.flatMap((route) =>
    route.sidebar
      ? [{ ...route.sidebar, ...(route.adminOnly ? { adminOnly: true as const } : {}), route }]
      : [],
  );

/** The remote route that shows `pathname` (the console's index only at `/app` itself). */
export function remoteRouteAt(pathname: string): RemoteRouteEntry | undefined {
  return REMOTE_ROUTES.find((route) => matchPath(route.path, pathname) !== null);
}

/** Whether `pathname` is in the signed-in console (`/app` and below). */
export function isConsolePath(pathname: string): boolean {
  return pathname === CONSOLE_PATH || pathname.startsWith(`${CONSOLE_PATH}/`);
}
