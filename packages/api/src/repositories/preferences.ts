// A user's own settings (docs/rules/reports.md): one JSON value per (user, key), e.g. a table's columns.
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { userPreferences } from '../db/schema';

export interface PreferenceRow {
  value: unknown;
  updatedAt: Date;
}

export async function findPreference(
  db: Executor,
  userId: string,
  key: string,
): Promise<PreferenceRow | null> {
  const [row] = await db
    .select({ value: userPreferences.value, updatedAt: userPreferences.updatedAt })
    .from(userPreferences)
    .where(and(eq(userPreferences.userId, userId), eq(userPreferences.key, key)));
  return row ?? null;
}

/** Writes the user's value for `key`, replacing the one kept; answers the time it was kept. */
export async function savePreference(
  db: Executor,
  userId: string,
  key: string,
  value: unknown,
  now: Date,
): Promise<Date> {
  const [row] = await db
    .insert(userPreferences)
    .values({ userId, key, value, updatedAt: now })
    .onConflictDoUpdate({
      target: [userPreferences.userId, userPreferences.key],
      set: { value, updatedAt: now },
    })
    .returning({ updatedAt: userPreferences.updatedAt });
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row.updatedAt;
}
