import type { Role } from '../session/types';

/** docs/rules/roles.md#roles: only `admin` is an admin; anything else, missing or unknown, is a read-only `user`. */
export function normalizeRole(role: unknown): Role {
  return typeof role === 'string' && role.trim().toLowerCase() === 'admin' ? 'admin' : 'user';
}

/** Admins edit, delete, import and add; users only view. */
export function canWrite(role: unknown): boolean {
  return normalizeRole(role) === 'admin';
}
