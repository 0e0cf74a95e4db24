import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from 'ui-kit/layout';
import { RecordRoute } from 'ui-kit/routing';
import { CustomerFormPage } from '../features/customers/components/customer-form-page';
import { CustomerListPage } from '../features/customers/components/customer-list-page';

/** Exposed as `./CustomerRoutes`, mounted by the shell at `/app/customer/*`. */
export function CustomerRoutes(): ReactElement {
  return (
    <Routes>
      <Route index element={<CustomerListPage />} />
      <Route
        path=":customerId"
        element={
          <RecordRoute param="customerId">
            {(record) => <CustomerFormPage record={record} />}
          </RecordRoute>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

// Module Federation exposes hand the shell this module's default export (docs/CONTRACTS.md).
export default CustomerRoutes;
