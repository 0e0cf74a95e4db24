import type { ReactElement } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { NotFound, parseRecordParam } from 'ui-kit';
import { CustomerFormPage } from '../features/customers/components/customer-form-page';
import { CustomerListPage } from '../features/customers/components/customer-list-page';

function CustomerFormRoute(): ReactElement {
  const record = parseRecordParam(useParams().customerId);
  // `key`: switching from one record to another (or to create) starts a fresh form.
  return record ? (
    <CustomerFormPage key={record.mode === 'edit' ? record.id : 'create'} record={record} />
  ) : (
    <NotFound />
  );
}

/** Exposed as `./CustomerRoutes`, mounted by the shell at `/app/customer/*`. */
export function CustomerRoutes(): ReactElement {
  return (
    <Routes>
      <Route index element={<CustomerListPage />} />
      <Route path=":customerId" element={<CustomerFormRoute />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

// Module Federation exposes hand the shell this module's default export (docs/CONTRACTS.md).
export default CustomerRoutes;
