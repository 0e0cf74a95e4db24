import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database, Executor, Tx } from '../db/client';
import { refreshTokens, users, type UserRow } from '../db/schema';

/** docs/rules/security.md#tokens: refresh tokens live 7 days from their issue (each rotation starts a new 7 days). */
export const REFRESH_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** The token is 32 random bytes; only its SHA-256 is stored. */
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueRefreshToken(
  db: Executor,
  userId: string,
  now: Date,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    userId,
    familyId,
    tokenHash: hashRefreshToken(token),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
  });
  return token;
}

export type RotateOutcome =
  | { kind: 'rotated'; user: UserRow; refreshToken: string }
  | { kind: 'invalid' }
  | { kind: 'expired' }
  /** A spent token came back: someone holds a copy. Its whole family is now revoked. */
  | { kind: 'reused'; userId: string; familyId: string };

async function revokeFamilyOn(db: Executor, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/**
 * Spends `token` and issues its successor in the same family, in one transaction with the row
 * locked, so that two concurrent uses of one token cannot both succeed.
 */
export async function rotateRefreshToken(
  db: Database,
  token: string,
  now: Date,
): Promise<RotateOutcome> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
      .for('update')
      .limit(1);
    const row = rows[0];
    if (!row || row.revokedAt) return { kind: 'invalid' };
    if (row.spentAt) {
      await revokeFamilyOn(tx, row.familyId, now);
      return { kind: 'reused', userId: row.userId, familyId: row.familyId };
    }
    if (row.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' };
    const userRows = await tx.select().from(users).where(eq(users.id, row.userId)).limit(1);
    const user = userRows[0];
    // Deleting a user cascades to its tokens; this covers a delete racing with the refresh.
    if (!user) return { kind: 'invalid' };
    await tx.update(refreshTokens).set({ spentAt: now }).where(eq(refreshTokens.id, row.id));
    const refreshToken = await issueRefreshToken(tx, user.id, now, row.familyId);
    return { kind: 'rotated', user, refreshToken };
  });
}

/**
 * Logout: revokes the family of `token` when it belongs to `userId`. True when one was revoked.
 * `alsoInTransaction` runs last in the same transaction (the sign-out's audit row).
 */
export async function revokeFamilyOf(
  db: Database,
  token: string,
  userId: string,
  now: Date,
  alsoInTransaction?: (tx: Tx, revoked: boolean) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(
        and(eq(refreshTokens.tokenHash, hashRefreshToken(token)), eq(refreshTokens.userId, userId)),
      )
      .limit(1);
    const row = rows[0];
    if (row) await revokeFamilyOn(tx, row.familyId, now);
    await alsoInTransaction?.(tx, Boolean(row));
    return Boolean(row);
  });
}

/**
 * A password change ends every session of the user (docs/rules/session.md): each of its refresh
 * tokens is revoked, so none refreshes again. Access tokens already issued run out within 15 minutes.
 */
export async function revokeAllOfUser(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * Deletes tokens that expired more than a day ago. Spent and revoked tokens are kept until then, so a
 * replayed copy is still recognised as reuse while it could otherwise have worked.
 */
export async function pruneRefreshTokens(db: Executor, now: Date): Promise<number> {
  const expiredBefore = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const rows = await db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, expiredBefore))
    .returning({ id: refreshTokens.id });
  return rows.length;
}
