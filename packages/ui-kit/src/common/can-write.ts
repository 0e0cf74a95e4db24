import { useRole } from 'shared-auth';

/** docs/rules/roles.md#roles: only admins add, edit, delete, import, approve and reject. */
export function useCanWrite(): boolean {
  return useRole().canWrite;
}

/** Titles (docs/rules/roles.md#screens) of the entries a read-only user cannot use. */
export const READ_ONLY_TITLES = {
  edit: 'User role cannot edit records',
  delete: 'User role cannot delete records',
  approve: 'User role cannot approve records',
  reject: 'User role cannot reject records',
} as const;
