import { Type, type Static } from '@sinclair/typebox';
import { USER_LIMITS } from '../limits';
import { USER_FIELD_MESSAGES } from '../messages';
import { listQuery } from './list-query';
import { RecordStatusSchema, textField } from './record';

const nullableString = () => Type.Union([Type.String(), Type.Null()]);

export const RoleSchema = Type.Union([Type.Literal('admin'), Type.Literal('user')]);

/** The signed-in user as `/auth/me` and login return it (docs/rules/session.md#storage). */
export const UserProfileSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    username: Type.String(),
    fullName: Type.String(),
    role: RoleSchema,
    email: nullableString(),
    nik: nullableString(),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { title: 'UserProfile' },
);
export type UserProfile = Static<typeof UserProfileSchema>;

/** A staff user record (docs/rules/api.md#records; the password is write-only and never returned). */
export const UserSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    username: Type.String(),
    fullName: Type.String(),
    nik: nullableString(),
    email: nullableString(),
    role: RoleSchema,
    status: RecordStatusSchema,
    createdBy: nullableString(),
    updatedBy: nullableString(),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
  },
  { title: 'User' },
);
export type User = Static<typeof UserSchema>;

const M = USER_FIELD_MESSAGES;

const userFields = {
  fullName: textField({
    minLength: USER_LIMITS.fullName.min,
    maxLength: USER_LIMITS.fullName.max,
    message: M.fullName,
    maxMessage: M.fullNameTooLong,
  }),
  // No spaces inside: a username is typed at every sign-in (which trims the ends).
  username: Type.String({
    minLength: USER_LIMITS.username.min,
    maxLength: USER_LIMITS.username.max,
    // `*`, not `+`: an empty username is minLength's one message, not two.
    pattern: '^\\S*$',
    'x-message': { maxLength: M.usernameTooLong, pattern: M.usernameSpaces, default: M.username },
  }),
  nik: textField({
    maxLength: USER_LIMITS.nik.max,
    message: M.nik,
    maxMessage: M.nikTooLong,
    description: "'' clears it",
  }),
  // '' (an empty form field) clears it.
  email: Type.Union(
    [
      Type.Literal('', { 'x-message': M.email }),
      Type.String({ format: 'email', maxLength: USER_LIMITS.email.max, 'x-message': M.email }),
    ],
    { description: "An e-mail address, or '' for none" },
  ),
  role: Type.Unsafe<'admin' | 'user'>({
    type: 'string',
    enum: ['admin', 'user'],
    'x-message': M.role,
  }),
};

// Unknown properties (an echoed `id`, `status`, `passwordHash`) are dropped, not stored or refused.
export const CreateUserBody = Type.Object(
  {
    fullName: userFields.fullName,
    username: userFields.username,
    // Not trimmed: a password is kept exactly as typed.
    password: Type.String({
      minLength: USER_LIMITS.password.min,
      maxLength: USER_LIMITS.password.max,
      'x-message': { maxLength: M.passwordTooLong, default: M.password },
    }),
    nik: Type.Optional(userFields.nik),
    email: Type.Optional(userFields.email),
    role: Type.Optional({ ...userFields.role, default: 'user' }),
  },
  { additionalProperties: false },
);
export type CreateUserInput = Static<typeof CreateUserBody>;

/** An update: each field given is validated as on create; a field left out keeps its value. */
export const UpdateUserBody = Type.Object(
  {
    fullName: Type.Optional(userFields.fullName),
    username: Type.Optional(userFields.username),
    // SPEC "leaving the password blank keeps the current one": '' (or leaving it out) keeps it.
    password: Type.Optional(
      Type.String({
        maxLength: USER_LIMITS.password.max,
        pattern: `^(|[\\s\\S]{${USER_LIMITS.password.min},})$`,
        description: "A new password (3+ characters); '' keeps the current one",
        'x-message': { maxLength: M.passwordTooLong, default: M.password },
      }),
    ),
    nik: Type.Optional(userFields.nik),
    email: Type.Optional(userFields.email),
    role: Type.Optional(userFields.role),
  },
  { additionalProperties: false },
);
export type UpdateUserInput = Static<typeof UpdateUserBody>;

export const USER_SORT_COLUMNS = [
  'fullName',
  'username',
  'nik',
  'role',
  'status',
  'createdAt',
  'updatedAt',
] as const;
export type UserSortColumn = (typeof USER_SORT_COLUMNS)[number];

export const UserListQuery = listQuery(USER_SORT_COLUMNS);
