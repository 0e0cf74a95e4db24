import { DashboardPage } from '../routes/dashboard-page';
import { PaymentRoutes } from '../routes/payment-routes';
import { RouterRoutes } from '../routes/router-routes';

/** This remote's screens at the paths the shell mounts them on: pass to `renderApp(HOTSPOT_ROUTES, { path })`. */
export const HOTSPOT_ROUTES = {
  '/app': <DashboardPage />,
  '/app/routers/*': <RouterRoutes />,
  '/app/payments/*': <PaymentRoutes />,
  '*': <p>Outside the remote</p>,
};
