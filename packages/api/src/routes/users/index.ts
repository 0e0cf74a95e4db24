import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { createdAudit, updatedAudit } from '../../lib/audit';
import { mapDbErrors, mapForeignKeyViolation, mapUniqueViolation } from '../../lib/db-errors';
import {
  DeletedSchema,
  registerReadRoutes,
  registerReviewRoutes,
  signedInUser,
  trimBody,
} from '../../lib/record-routes';
import { bearerAuth } from '../../plugins/app/auth';
import { revokeAllOfUser } from '../auth/refresh-tokens';
import {
  countAdmins,
  deleteNonAdminUser,
  findUserById,
  insertUser,
  listUsers,
  toUser,
  updateUser,
  USERNAME_UNIQUE_INDEX,
  type UserChanges,
} from '../../repositories/users';
import { writeEnvelope } from '../../schemas/envelopes';
import { conflict, errorResponses, notFound } from '../../schemas/errors';
import { uuidId } from '../../lib/record-id';
import { USER_FIELD_MESSAGES, USER_MESSAGES } from 'contracts/messages';
import {
  CreateUserBody,
  UpdateUserBody,
  USER_SORT_COLUMNS,
  UserListQuery,
  UserSchema,
} from 'contracts/schemas';

/**
 * Transaction-level advisory lock taken by every write that can take the admin role away, so that
 * two admins demoting each other at once cannot leave none (the second sees the first's result).
 */
export const ADMIN_ROLE_LOCK_KEY = 7_274_210_002;

const TAG = 'users';
const missing = () => notFound(USER_MESSAGES.notFound);
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
  });

  app.post(
    '/',
    {
      onRequest: [app.requireAdmin],
      preValidation: [trimBody(['password'])],
      schema: {
        tags: [TAG],
        summary: 'Create a user (admin); it starts pending and can sign in at once',
        security: bearerAuth,
        body: CreateUserBody,
        response: { 201: writeEnvelope(UserSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const actor = signedInUser(request);
      const body = request.body;
      const passwordHash = await app.passwords.hash(body.password);
      const row = await mapDbErrors(
        () =>
          insertUser(app.db.orm, {
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
      request.log.info({ userId: row.id, role: row.role }, 'User created');
      return reply.code(201).send({ message: USER_MESSAGES.created, result: toUser(row) });
    },
  );

  app.put(
    '/:id',
    {
      onRequest: [app.requireAdmin],
      preValidation: [trimBody(['password'])],
      schema: {
        tags: [TAG],
        summary:
          'Change a user (admin); fields left out keep their values, a blank password keeps the current one',
        security: bearerAuth,
        params: uuidId.params,
        body: UpdateUserBody,
        response: {
          200: writeEnvelope(UserSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      const id = uuidId.parse(request.params.id);
      if (id === null) throw missing();
      const body = request.body;
      const demotes = body.role !== undefined && body.role !== 'admin';
      if (demotes && id === actor.id) throw conflict(USER_MESSAGES.demoteSelf);

      // argon2 is slow on purpose: hash before the transaction, not while holding its locks.
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
      const row = await mapDbErrors(
        () =>
          app.db.transaction(async (tx) => {
            if (demotes)
              await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADMIN_ROLE_LOCK_KEY})`);
            const updated = await updateUser(tx, id, changes);
            // Throwing rolls the demotion back.
            if (updated && demotes && (await countAdmins(tx)) === 0)
              throw conflict(USER_MESSAGES.lastAdmin);
            // A new password ends every session of the user, the changer's own included (an
            // access token names no session to keep); in the same transaction as the change.
            if (updated && passwordHash !== undefined) await revokeAllOfUser(tx, id, app.clock());
            return updated;
          }),
        usernameTaken,
      );
      if (!row) throw missing();
      request.log.info(
        { userId: row.id, role: row.role, passwordChanged: passwordHash !== undefined },
        'User updated',
      );
      return { message: USER_MESSAGES.updated, result: toUser(row) };
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags: [TAG],
        summary: 'Delete a user (admin); admins and your own account cannot be deleted (409)',
        security: bearerAuth,
        params: uuidId.params,
        response: { 200: DeletedSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      const id = uuidId.parse(request.params.id);
      if (id === null) throw missing();
      if (id === actor.id) throw conflict(USER_MESSAGES.deleteSelf);
      const deleted = await mapDbErrors(
        () => deleteNonAdminUser(app.db.orm, id),
        (error) => mapForeignKeyViolation(error, { fallback: USER_MESSAGES.inUse }),
      );
      if (!deleted) {
        // Nothing went: either there is no such user, or it is an admin.
        if (!(await findUserById(app.db.orm, id))) throw missing();
        throw conflict(USER_MESSAGES.deleteAdmin);
      }
      request.log.info({ userId: id }, 'User deleted');
      return { message: USER_MESSAGES.deleted };
    },
  );

  registerReviewRoutes(app, {
    table: users,
    tag: TAG,
    noun: 'User',
    schema: UserSchema,
    toOutput: toUser,
  });
};
