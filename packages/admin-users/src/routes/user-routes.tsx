import type { ReactElement } from 'react';
import { Route, Routes, useParams } from 'react-router-dom';
import { NotFound, parseRecordParam } from 'ui-kit';
import { UserFormPage } from '../features/users/components/user-form-page';
import { UserListPage } from '../features/users/components/user-list-page';

function UserFormRoute(): ReactElement {
  const record = parseRecordParam(useParams().userId);
  // `key`: switching from one record to another (or to create) starts a fresh form.
  return record ? (
    <UserFormPage key={record.mode === 'edit' ? record.id : 'create'} record={record} />
  ) : (
    <NotFound />
  );
}

/** Exposed as `./UserRoutes`, mounted by the shell at `/app/user/*`. */
export function UserRoutes(): ReactElement {
  return (
    <Routes>
      <Route index element={<UserListPage />} />
      <Route path=":userId" element={<UserFormRoute />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}

// Module Federation exposes hand the shell this module's default export (docs/CONTRACTS.md).
export default UserRoutes;
