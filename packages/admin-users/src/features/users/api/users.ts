import type { Role } from 'shared-auth';

/** `/api/users` (DECISIONS §2), relative to shared-auth's `http` base. */
export const USERS_PATH = '/users';

/** A staff user as the API returns it (SPEC §3; never a password). */
export interface User {
  id: string;
  username: string;
  fullName: string;
  nik: string | null;
  email: string | null;
  role: string;
  status: string;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** What the user form edits. */
export interface UserValues {
  fullName: string;
  nik: string;
  email: string;
  username: string;
  /** Required on create; on edit a blank one keeps the current password. */
  password: string;
  role: Role;
}

/** The `POST` / `PUT` body: the values, without a blank password on edit. */
export type UserBody = Omit<UserValues, 'password'> & { password?: string };

/** SPEC §3/§5: a new user's role is `user`. */
export const DEFAULT_ROLE: Role = 'user';

export const EMPTY_USER: UserValues = {
  fullName: '',
  nik: '',
  email: '',
  username: '',
  password: '',
  role: DEFAULT_ROLE,
};

export function toUserValues(user: User): UserValues {
  return {
    fullName: user.fullName,
    nik: user.nik ?? '',
    email: user.email ?? '',
    username: user.username,
    // The API never returns a password; blank keeps the current one.
    password: '',
    role: user.role === 'admin' ? 'admin' : 'user',
  };
}

/** On edit a blank password is left out: the API keeps the current one. */
export function toUserBody(values: UserValues, isCreate: boolean): UserBody {
  const { password, ...rest } = values;
  return isCreate || password !== '' ? { ...rest, password } : rest;
}

/** An admin row cannot be deleted (SPEC §6); the API refuses it too (409). */
export const CANNOT_DELETE_ADMIN = 'Cannot delete admin users';

/**
 * The server's own length caps (packages/api `schemas/user.ts`): the inputs stop there rather than
 * let the user type what the server will refuse.
 */
export const USER_MAX_LENGTH = {
  fullName: 100,
  username: 100,
  nik: 50,
  email: 254,
  password: 1024,
} as const;
