import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from 'ui-kit/layout';
import { AuditPage } from '../features/audit/components/audit-page';

/** Exposed as `./AuditRoutes`, mounted by the shell at `/app/audit/*` (admins; the API checks too). */
export function AuditRoutes(): ReactElement {
  return (
    <Routes>
      <Route index element={<AuditPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

// Module Federation exposes hand the shell this module's default export (docs/CONTRACTS.md).
export default AuditRoutes;
