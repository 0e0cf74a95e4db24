import { BillingRoutes } from '../routes/billing-routes';
import { PaymentRoutes } from '../routes/payment-routes';
import { ReportRoutes } from '../routes/report-routes';

/** This remote's screens at the path the shell mounts them on: pass to `renderApp(BILLING_ROUTES, { path })`. */
export const BILLING_ROUTES = {
  '/app/billing/*': <BillingRoutes />,
  '/app/reports/*': <ReportRoutes />,
  '/app/payments/*': <PaymentRoutes />,
  '*': <p>Outside the remote</p>,
};
