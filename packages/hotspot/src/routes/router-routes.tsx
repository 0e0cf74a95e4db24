import { Suspense, lazy, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LoadingScreen, NotFound, PageSkeleton } from 'ui-kit/layout';
import { BatchPage } from '../features/hotspot/components/batch-page';
import { HotspotPage } from '../features/hotspot/components/hotspot-page';
import { PaymentsPage } from '../features/payments/components/payments-page';
import { PppPage } from '../features/ppp/components/ppp-page';
import { RoutersPage } from '../features/routers';

// The print page and its QR encoder load only when a batch is printed.
const PrintPage = lazy(() => import('../features/hotspot-print/components/print-page'));
// The router page draws charts: it (and ui-kit/chart with uPlot) loads only when it is opened.
const RouterHealthPage = lazy(
  () => import('../features/router-health/components/router-health-page'),
);

/** Exposed as `./RouterRoutes`, mounted by the shell at `/app/routers/*`. */
export function RouterRoutes(): ReactElement {
  return (
    <Routes>
      <Route index element={<RoutersPage />} />
      <Route
        path=":routerId"
        element={
          <Suspense fallback={<PageSkeleton />}>
            <RouterHealthPage />
          </Suspense>
        }
      />
      <Route path=":routerId/ppp" element={<PppPage />} />
      <Route path=":routerId/payments" element={<PaymentsPage />} />
      <Route path=":routerId/hotspot" element={<HotspotPage />} />
      <Route path=":routerId/hotspot/vouchers/:batchId" element={<BatchPage />} />
      <Route
        path=":routerId/hotspot/vouchers/:batchId/print"
        element={
          <Suspense fallback={<LoadingScreen />}>
            <PrintPage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

// Module Federation exposes hand the shell this module's default export (docs/CONTRACTS.md).
export default RouterRoutes;
