import { Route } from 'react-router-dom';
import type { HarnessOptions } from 'dev-harness';
import { BillingRoutes } from './routes/billing-routes';
import { PaymentRoutes } from './routes/payment-routes';
import { ReportRoutes } from './routes/report-routes';

/** The billing remote alone, at the paths the shell mounts it (dev server page only). */
export const harness: HarnessOptions = {
  remote: 'billing',
  links: [
    { to: '/app/billing', label: 'Billing' },
    { to: '/app/billing/plans', label: 'Plans' },
    { to: '/app/billing/settings', label: 'Settings' },
    { to: '/app/reports', label: 'Reports' },
    { to: '/app/payments', label: 'Payments' },
  ],
  routes: (
    <>
      <Route path="/app/billing/*" element={<BillingRoutes />} />
      <Route path="/app/reports/*" element={<ReportRoutes />} />
      <Route path="/app/payments/*" element={<PaymentRoutes />} />
    </>
  ),
};
