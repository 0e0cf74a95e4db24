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

function Screen({ children }: { children: ReactNode }): ReactElement {
  return <Suspense fallback={<PageSkeleton />}>{children}</Suspense>;
}

/** Exposed as `./BillingRoutes`, mounted by the shell at `/app/billing/*`. */
export function BillingRoutes(): ReactElement {
  return (
    <Routes>
      <Route index element={<BillingHomePage />} />
      <Route
        path="plans"
        element={
          <Screen>
            <PlansPage />
          </Screen>
        }
      />
      <Route
        path="settings"
        element={
          <Screen>
            <BillingSettingsPage />
          </Screen>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

// Module Federation exposes hand the shell this module's default export (docs/CONTRACTS.md).
export default BillingRoutes;
