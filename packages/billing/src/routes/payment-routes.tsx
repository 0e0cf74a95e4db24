import { Suspense, lazy, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound, PageSkeleton } from 'ui-kit/layout';

// The list, table and date picker load with the screen (its own chunk), as the billing screens do.
const AllPaymentsPage = lazy(() =>
  import('../features/payments/components/all-payments-page').then((module) => ({
    default: module.AllPaymentsPage,
  })),
);

/**
 * Exposed as `./PaymentRoutes`, mounted by the shell at `/app/payments/*`: every router's Tripay
 * payments (docs/rules/reports.md); a transaction's detail opens on its router's payments page.
 */
export function PaymentRoutes(): ReactElement {
  return (
    <Routes>
      <Route
        index
        element={
          <Suspense fallback={<PageSkeleton />}>
            <AllPaymentsPage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

// Module Federation exposes hand the shell this module's default export (docs/CONTRACTS.md).
export default PaymentRoutes;
