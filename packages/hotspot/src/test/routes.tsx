import { DashboardPage } from '../routes/dashboard-page';
import { RouterRoutes } from '../routes/router-routes';

/** This remote's screens at the paths the shell mounts them on: pass to `renderApp(HOTSPOT_ROUTES, { path })`. */
export const HOTSPOT_ROUTES = {
  '/app': <DashboardPage />,
  '/app/routers/*': <RouterRoutes />,
  '*': <p>Outside the remote</p>,
};
