import type { Role, User } from 'contracts/types';

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

/** docs/rules/api.md#records and docs/rules/forms.md#user: a new user's role is `user`. */
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
    role: user.role,
  };
}

/** On edit a blank password is left out: the API keeps the current one. */
export function toUserBody(values: UserValues, isCreate: boolean): UserBody {
  const { password, ...rest } = values;
  return isCreate || password !== '' ? { ...rest, password } : rest;
}
