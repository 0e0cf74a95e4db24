import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from 'ui-kit/layout';
import { ReportsPage } from '../features/reports/components/reports-page';

/** Exposed as `./ReportRoutes`, mounted by the shell at `/app/reports/*` (docs/rules/reports.md). */
export function ReportRoutes(): ReactElement {
  return (
    <Routes>
      <Route index element={<ReportsPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

// Module Federation exposes hand the shell this module's default export (docs/CONTRACTS.md).
export default ReportRoutes;
