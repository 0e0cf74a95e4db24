import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from 'ui-kit/layout';
import { RecordRoute } from 'ui-kit/routing';
import { UserFormPage } from '../features/users/components/user-form-page';
import { UserListPage } from '../features/users/components/user-list-page';

/** Exposed as `./UserRoutes`, mounted by the shell at `/app/user/*`. */
export function UserRoutes(): ReactElement {
  return (
    <Routes>
      <Route index element={<UserListPage />} />
      <Route
        path=":userId"
        element={
          <RecordRoute param="userId">{(record) => <UserFormPage record={record} />}</RecordRoute>
        }
      />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

// Module Federation exposes hand the shell this module's default export (docs/CONTRACTS.md).
export default UserRoutes;
