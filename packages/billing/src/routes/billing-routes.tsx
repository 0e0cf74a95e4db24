import { Suspense, lazy, type ReactElement, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound, PageSkeleton } from 'ui-kit/layout';
import { BillingHomePage } from '../features/home/components/billing-home-page';

// The landing page is cards and links; the list, table, menu and form parts load with the screen
// that uses them, so `/app/billing` stays within the console's loading budget.
const PlansPage = lazy(() =>
  import('../features/plans/components/plans-page').then((module) => ({
    default: module.PlansPage,
  })),
);
const BillingSettingsPage = lazy(() =>
  import('../features/settings/components/billing-settings-page').then((module) => ({
    default: module.BillingSettingsPage,
  })),
);
const SubscribersPage = lazy(() =>
  import('../features/subscribers/components/subscribers-page').then((module) => ({
    default: module.SubscribersPage,
  })),
);
const SubscriberPage = lazy(() =>
  import('../features/subscribers/components/subscriber-page').then((module) => ({
    default: module.SubscriberPage,
  })),
);
const InvoicesPage = lazy(() =>
  import('../features/invoices/components/invoices-page').then((module) => ({
    default: module.InvoicesPage,
  })),
);
const ReceiptPage = lazy(() =>
  import('../features/invoices/components/receipt-page').then((module) => ({
    default: module.ReceiptPage,
  })),
);

const MessagesPage = lazy(() =>
  import('../features/messages/components/messages-page').then((module) => ({
    default: module.MessagesPage,
  })),
);
const TemplatesPage = lazy(() =>
  import('../features/templates/components/templates-page').then((module) => ({
    default: module.TemplatesPage,
  })),
);

function Screen({ children }: { children: ReactNode }): ReactElement {
  return <Suspense fallback={<PageSkeleton />}>{children}</Suspense>;
}

const SCREENS: readonly [string, ReactElement][] = [
  ['subscribers', <SubscribersPage />],
  ['subscribers/:subscriberId', <SubscriberPage />],
  ['invoices', <InvoicesPage />],
  ['invoices/:invoiceId/receipt', <ReceiptPage />],
  ['messages', <MessagesPage />],
  ['templates', <TemplatesPage />],
  ['plans', <PlansPage />],
  ['settings', <BillingSettingsPage />],
];

/** Exposed as `./BillingRoutes`, mounted by the shell at `/app/billing/*`. */
export function BillingRoutes(): ReactElement {
  return (
    <Routes>
      <Route index element={<BillingHomePage />} />
      {SCREENS.map(([path, element]) => (
        <Route key={path} path={path} element={<Screen>{element}</Screen>} />
      ))}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

// Module Federation exposes hand the shell this module's default export (docs/CONTRACTS.md).
export default BillingRoutes;
