import { and, eq, ne, sql } from 'drizzle-orm';
import { sqlRows, type Executor } from '../db/client';
import { users, type NewUserRow, type UserRow } from '../db/schema';
import type { ResolvedListQuery } from '../schemas/list-query';
import type { User, UserProfile, UserSortColumn } from 'contracts/schemas';
import { listRecords, recordBatches, sortKey, type ListResult, type ListSpec } from './records';

/** The table the review routes approve and reject users in. */
export { users as userTable };

/**
 * Transaction-level advisory lock taken by every write that can take the admin role away, so that
 * two admins demoting each other at once cannot leave none (the second sees the first's result).
 */
const ADMIN_ROLE_LOCK_KEY = 7_274_210_002;

/** Waits for the admin-role lock; held until the caller's transaction ends. */
export async function lockAdminRole(tx: Executor): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${ADMIN_ROLE_LOCK_KEY})`);
}

/** The unique index behind "Username sudah digunakan". */
export const USERNAME_UNIQUE_INDEX = 'users_username_lower_key';

// A staff table holds tens of rows: no index beyond created_at is worth its writes.
const USER_LIST: ListSpec<UserSortColumn> = {
  sortKeys: {
    fullName: sortKey(users.fullName, { caseInsensitive: true }),
    username: sortKey(users.username, { caseInsensitive: true }),
    nik: sortKey(users.nik, { caseInsensitive: true }),
    role: sortKey(users.role),
    status: sortKey(users.status),
    createdAt: sortKey(users.createdAt),
    updatedAt: sortKey(users.updatedAt),
  },
  searchColumns: [users.fullName, users.username, users.nik, users.email],
  id: users.id,
};

export function listUsers(
  db: Executor,
  query: ResolvedListQuery<UserSortColumn>,
): Promise<ListResult<UserRow>> {
  return listRecords(db, users, query, USER_LIST);
}

/** Every user of a list query (paging ignored), in its order, in batches (the CSV). */
export function userBatches(
  db: Executor,
  query: ResolvedListQuery<UserSortColumn>,
  size?: number,
): AsyncGenerator<UserRow[]> {
  return recordBatches(db, users, query, USER_LIST, size);
}

/** Usernames are unique case-insensitively (index on lower(username)). */
export async function findUserByUsername(db: Executor, username: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return rows[0] ?? null;
}

/** `text` lower-cased as the username lookup does it (PostgreSQL's lower(), not JavaScript's). */
export async function lowerCased(db: Executor, text: string): Promise<string> {
  const rows = await sqlRows<{ lower: string }>(db, sql`SELECT lower(${text}) AS lower`);
  return rows[0]?.lower ?? text;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertUser(db: Executor, values: NewUserRow): Promise<UserRow> {
  const rows = await db.insert(users).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export type UserChanges = Partial<
  Pick<NewUserRow, 'fullName' | 'username' | 'passwordHash' | 'nik' | 'email' | 'role'>
> &
  Pick<NewUserRow, 'updatedBy' | 'updatedAt'>;

export async function updateUser(
  db: Executor,
  id: string,
  values: UserChanges,
): Promise<UserRow | null> {
  const rows = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return rows[0] ?? null;
}

/**
 * Deletes the user unless it is an admin, in one statement (a user promoted meanwhile is not
 * deleted). True when a row went; its refresh tokens go with it (ON DELETE CASCADE).
 */
export async function deleteNonAdminUser(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(users)
    .where(and(eq(users.id, id), ne(users.role, 'admin')))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function countAdmins(db: Executor): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.role, 'admin'));
  return rows[0]?.count ?? 0;
}

export async function countUsers(db: Executor): Promise<number> {
  const rows = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return rows[0]?.count ?? 0;
}

export function toUserProfile(row: UserRow): UserProfile {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    role: row.role,
    email: row.email,
    nik: row.nik,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    fullName: row.fullName,
    nik: row.nik,
    email: row.email,
    role: row.role,
    status: row.status,
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
