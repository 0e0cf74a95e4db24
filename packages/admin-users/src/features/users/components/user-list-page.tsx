import type { ReactElement } from 'react';
import { capitalise } from 'ui-kit/format';
import type { DetailField } from 'ui-kit/list';
import { auditDetailFields } from 'ui-kit/record';
import type { DataColumn } from 'ui-kit/table';
import { USER_MESSAGES } from 'contracts/messages';
import { USERS_PATH } from 'contracts/paths';
import type { User } from 'contracts/types';
import { ReviewListPage, reviewActions, reviewColumns } from '../../../lib/review-list-page';
import { useUserListStore } from '../stores/user-list-store';

/** The five columns of docs/rules/lists.md#user-list first and in its order, then the review status (docs/rules/api.md#review-status). */
export const userColumns: DataColumn<User>[] = [
  { id: 'fullName', label: 'Name', sortable: true },
  { id: 'username', label: 'Username', sortable: true },
  { id: 'nik', label: 'NIK', sortable: true },
  { id: 'role', label: 'Role', sortable: true, cell: (row) => capitalise(row.role) },
  ...reviewColumns<User>(),
];

/** Lihat: every field the API gives (never a password). */
function userDetail(user: User): DetailField[] {
  return [
    { label: 'Name', value: user.fullName },
    { label: 'Username', value: user.username },
    { label: 'NIK', value: user.nik ?? '' },
    { label: 'Email', value: user.email ?? '' },
    { label: 'Role', value: capitalise(user.role) },
    ...auditDetailFields(user),
  ];
}

const actions = reviewActions<User>({
  // docs/rules/roles.md#screens: admin users cannot be deleted from the list (the API answers 409 as well).
  deleteDisabledReason: (row) => (row.role === 'admin' ? USER_MESSAGES.deleteAdmin : null),
});

/** `/app/user`: the staff user list (docs/rules/lists.md#user-list). */
export function UserListPage(): ReactElement {
  return (
    <ReviewListPage<User>
      title="User"
      path={USERS_PATH}
      store={useUserListStore}
      columns={userColumns}
      label="Users"
      preferencesId="users"
      getRowLabel={(row) => row.fullName || row.username}
      searchPlaceholder="Search name, username, NIK or email"
      actions={actions}
      detailFields={userDetail}
    />
  );
}
