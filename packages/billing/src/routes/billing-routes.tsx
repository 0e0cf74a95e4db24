import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from 'ui-kit/layout';
import { BillingHomePage } from '../features/home/components/billing-home-page';
import { InvoicesPage } from '../features/invoices/components/invoices-page';
import { ReceiptPage } from '../features/invoices/components/receipt-page';
import { PlansPage } from '../features/plans/components/plans-page';
import { BillingSettingsPage } from '../features/settings/components/billing-settings-page';
import { SubscriberPage } from '../features/subscribers/components/subscriber-page';
import { SubscribersPage } from '../features/subscribers/components/subscribers-page';

/** Exposed as `./BillingRoutes`, mounted by the shell at `/app/billing/*`. */
export function BillingRoutes(): ReactElement {
  return (
    <Routes>
      <Route index element={<BillingHomePage />} />
      <Route path="subscribers" element={<SubscribersPage />} />
      <Route path="subscribers/:subscriberId" element={<SubscriberPage />} />
      <Route path="invoices" element={<InvoicesPage />} />
      <Route path="invoices/:invoiceId/receipt" element={<ReceiptPage />} />
      <Route path="plans" element={<PlansPage />} />
      <Route path="settings" element={<BillingSettingsPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

// Module Federation exposes hand the shell this module's default export (docs/CONTRACTS.md).
export default BillingRoutes;
