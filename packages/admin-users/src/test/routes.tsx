import { AuditRoutes } from '../routes/audit-routes';
import { CustomerRoutes } from '../routes/customer-routes';
import { UserRoutes } from '../routes/user-routes';

/**
 * This remote's screens at the paths the shell mounts them on (docs/CONTRACTS.md), and a page
 * outside the remote: pass to `ui-kit/testing`'s `renderApp(ADMIN_USERS_ROUTES, { path })`.
 */
export const ADMIN_USERS_ROUTES = {
  '/app/customer/*': <CustomerRoutes />,
  '/app/user/*': <UserRoutes />,
  '/app/audit/*': <AuditRoutes />,
  '*': <p>Outside the remote</p>,
};
