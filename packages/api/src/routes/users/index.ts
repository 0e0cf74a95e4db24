import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createdAudit, updatedAudit } from '../../lib/audit';
import { mapDbErrors, mapForeignKeyViolation, mapUniqueViolation } from '../../lib/db-errors';
import type { CsvColumn } from '../../lib/csv';
import {
  registerReadRoutes,
  registerReviewRoutes,
  registerWriteRoutes,
  reviewedCsvColumns,
  capitalise,
} from '../record-routes';
import { revokeAllOfUser } from '../../repositories/refresh-tokens';
import {
  countAdmins,
  deleteNonAdminUser,
  findUserById,
  insertUser,
  listUsers,
  lockAdminRole,
  toUser,
  updateUser,
  userBatches,
  userTable,
  USERNAME_UNIQUE_INDEX,
  type UserChanges,
} from '../../repositories/users';
import { conflict } from '../../schemas/errors';
import { USER_FIELD_MESSAGES, USER_MESSAGES } from 'contracts/messages';
import {
  CreateUserBody,
  UpdateUserBody,
  USER_SORT_COLUMNS,
  UserListQuery,
  UserSchema,
  type User,
} from 'contracts/schemas';

const TAG = 'users';

/** The user list's columns (docs/rules/lists.md#user-list), then the rest of the record; never a password. */
const CSV_COLUMNS: readonly CsvColumn<User>[] = [
  { id: 'fullName', label: 'Name', value: (row) => row.fullName },
  { id: 'username', label: 'Username', value: (row) => row.username },
  { id: 'nik', label: 'NIK', value: (row) => row.nik },
  // Shown capitalised, as the list shows it (admin → Admin).
  { id: 'role', label: 'Role', value: (row) => capitalise(row.role) },
  ...reviewedCsvColumns<User>([{ id: 'email', label: 'Email', value: (row) => row.email }]),
];
const usernameTaken = (error: unknown) =>
  mapUniqueViolation(error, {
    [USERNAME_UNIQUE_INDEX]: { path: 'username', message: USER_FIELD_MESSAGES.usernameTaken },
  });
/** An empty optional field ('' from a form) is stored as NULL. */
const orNull = (value: string | undefined) => (value === undefined ? undefined : value || null);

/** `/api/users` (docs/rules/api.md#calls): read by any signed-in user, written by admins; no password out. */
export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerReadRoutes(app, {
    tag: TAG,
    noun: 'User',
    schema: UserSchema,
    listQuery: UserListQuery,
    sortColumns: USER_SORT_COLUMNS,
    defaultSortCol: 'createdAt',
    listSummary:
      'List users: search (full name, username, NIK, e-mail), sort, page; without page every row',
    list: listUsers,
    find: findUserById,
    toOutput: toUser,
    csv: { name: 'users', columns: CSV_COLUMNS, batches: userBatches },
  });

  registerWriteRoutes(app, {
    tag: TAG,
    noun: 'User',
    logKey: 'userId',
    schema: UserSchema,
    messages: USER_MESSAGES,
    untrimmed: ['password'],
    audit: {
      resource: 'user',
      current: async (db, id) => {
        const row = await findUserById(db, id);
        return row && toUser(row);
      },
      name: (user) => user.username,
      // A new password is its own action in the trail (the password itself is never stored).
      updateAction: (body) => (body.password ? 'password_change' : 'update'),
    },
    create: {
      summary: 'Create a user (admin); it starts pending and can sign in at once',
      body: CreateUserBody,
      run: async ({ body, actor, log, db }) => {
        const passwordHash = await app.passwords.hash(body.password);
        const row = await mapDbErrors(
          () =>
            insertUser(db, {
              fullName: body.fullName,
              username: body.username,
              passwordHash,
              nik: orNull(body.nik) ?? null,
              email: orNull(body.email) ?? null,
              role: body.role ?? 'user',
              ...createdAudit(actor, app.clock()),
            }),
          usernameTaken,
        );
        log.info({ userId: row.id, role: row.role }, 'User created');
        return toUser(row);
      },
    },
    update: {
      summary:
        'Change a user (admin); fields left out keep their values, a blank password keeps the current one',
      body: UpdateUserBody,
      conflicts: true,
      run: async ({ body, actor, id, log, db, afterCommit }) => {
        const demotes = body.role !== undefined && body.role !== 'admin';
        if (demotes && id === actor.id) throw conflict(USER_MESSAGES.demoteSelf);

        // argon2 is slow on purpose: hash before taking the admin lock and writing the row (the
        // write's transaction is open already: its audit row is written in it).
        const passwordHash = body.password ? await app.passwords.hash(body.password) : undefined;
        const changes: UserChanges = {
          ...(body.fullName !== undefined ? { fullName: body.fullName } : {}),
          ...(body.username !== undefined ? { username: body.username } : {}),
          ...(passwordHash !== undefined ? { passwordHash } : {}),
          ...(body.nik !== undefined ? { nik: orNull(body.nik) } : {}),
          ...(body.email !== undefined ? { email: orNull(body.email) } : {}),
          ...(body.role !== undefined ? { role: body.role } : {}),
          ...updatedAudit(actor, app.clock()),
        };
        const row = await mapDbErrors(async () => {
          if (demotes) await lockAdminRole(db);
          const updated = await updateUser(db, id, changes);
          // Throwing rolls the demotion back.
          if (updated && demotes && (await countAdmins(db)) === 0)
            throw conflict(USER_MESSAGES.lastAdmin);
          // A new password ends every session of the user, the changer's own included (an
          // access token names no session to keep); in the same transaction as the change.
          if (updated && passwordHash !== undefined) await revokeAllOfUser(db, id, app.clock());
          return updated;
        }, usernameTaken);
        // Once committed: the next request of this user reads its new role (or its absence) at once.
        afterCommit(() => app.forgetSignedInUsers());
        if (!row) return null;
        log.info(
          { userId: row.id, role: row.role, passwordChanged: passwordHash !== undefined },
          'User updated',
        );
        return toUser(row);
      },
    },
    remove: {
      summary: 'Delete a user (admin); admins and your own account cannot be deleted (409)',
      conflicts: true,
      run: async ({ actor, id, db, afterCommit }) => {
        if (id === actor.id) throw conflict(USER_MESSAGES.deleteSelf);
        const deleted = await mapDbErrors(
          () => deleteNonAdminUser(db, id),
          (error) => mapForeignKeyViolation(error, { fallback: USER_MESSAGES.inUse }),
        );
        if (deleted) afterCommit(() => app.forgetSignedInUsers());
        // Nothing went: either there is no such user (404), or it is an admin.
        if (!deleted && (await findUserById(db, id))) throw conflict(USER_MESSAGES.deleteAdmin);
        return deleted;
      },
    },
  });

  registerReviewRoutes(app, {
    table: userTable,
    tag: TAG,
    noun: 'User',
    schema: UserSchema,
    audit: { resource: 'user', name: (row) => row.username },
    toOutput: toUser,
  });
};
