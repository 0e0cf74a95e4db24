import { lazy, Suspense, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound, PageSkeleton } from 'ui-kit/layout';
import { PaymentsPage } from '../features/payments/components/payments-page';
import { PppPage } from '../features/ppp/components/ppp-page';
import { RoutersPage } from '../features/routers';

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
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

// Module Federation exposes hand the shell this module's default export (docs/CONTRACTS.md).
export default RouterRoutes;
