// Our side of a router's hotspot (migration 0010): profile settings by (router, profile name),
// voucher batches, and our record of each hotspot user (batch, first use, expiry). The router keeps
// the users and profiles themselves; these rows keep what RouterOS has no place for. Queries only:
// the use cases that join them with the router's writes live in src/hotspot/.
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { HotspotExpiryMode } from 'contracts/limits';
import type { Executor } from '../db/client';
import {
  hotspotProfileSettings,
  hotspotUsers,
  voucherBatches,
  type HotspotProfileSettingsRow,
  type HotspotUserRow,
  type NewVoucherBatchRow,
  type VoucherBatchRow,
} from '../db/schema';

/* ---- profile settings ---- */

/** Our settings as a profile reads them; a profile without a row has these. */
export const DEFAULT_PROFILE_SETTINGS = {
  price: 0,
  sellingPrice: null as number | null,
  validity: '',
  expiryMode: 'none' as HotspotExpiryMode,
  lockMac: false,
};
export type ProfileSettings = typeof DEFAULT_PROFILE_SETTINGS;

export const settingsOf = (row: HotspotProfileSettingsRow | undefined): ProfileSettings =>
  row
    ? {
        price: row.price,
        sellingPrice: row.sellingPrice,
        validity: row.validity,
        expiryMode: row.expiryMode,
        lockMac: row.lockMac,
      }
    : { ...DEFAULT_PROFILE_SETTINGS };

/** Every profile's settings of a router, by profile name. */
export async function profileSettingsByName(
  db: Executor,
  routerId: string,
): Promise<Map<string, HotspotProfileSettingsRow>> {
  const rows = await db
    .select()
    .from(hotspotProfileSettings)
    .where(eq(hotspotProfileSettings.routerId, routerId));
  return new Map(rows.map((row) => [row.profileName, row]));
}

export async function findProfileSettings(
  db: Executor,
  routerId: string,
  profileName: string,
): Promise<HotspotProfileSettingsRow | undefined> {
  const rows = await db
    .select()
    .from(hotspotProfileSettings)
    .where(
      and(
        eq(hotspotProfileSettings.routerId, routerId),
        eq(hotspotProfileSettings.profileName, profileName),
      ),
    )
    .limit(1);
  return rows[0];
}

/**
 * Writes the settings of (router, profile): `changes` over what is stored (or the defaults). A
 * rename (`renameFrom`) moves the row first, so a profile keeps its price when renamed.
 */
export async function saveProfileSettings(
  db: Executor,
  routerId: string,
  profileName: string,
  changes: Partial<ProfileSettings>,
  actor: string,
  now: Date,
  renameFrom?: string,
): Promise<ProfileSettings> {
  if (renameFrom !== undefined && renameFrom !== profileName) {
    // A row left under the new name by an older profile of that name would block the move.
    await deleteProfileSettings(db, routerId, profileName);
    await db
      .update(hotspotProfileSettings)
      .set({ profileName, updatedAt: now, updatedBy: actor })
      .where(
        and(
          eq(hotspotProfileSettings.routerId, routerId),
          eq(hotspotProfileSettings.profileName, renameFrom),
        ),
      );
  }
  const current = settingsOf(await findProfileSettings(db, routerId, profileName));
  const next = { ...current, ...changes };
  await db
    .insert(hotspotProfileSettings)
    .values({
      routerId,
      profileName,
      ...next,
      createdBy: actor,
      updatedBy: actor,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [hotspotProfileSettings.routerId, hotspotProfileSettings.profileName],
      set: { ...next, updatedBy: actor, updatedAt: now },
    });
  return next;
}

export async function deleteProfileSettings(
  db: Executor,
  routerId: string,
  profileName: string,
): Promise<void> {
  await db
    .delete(hotspotProfileSettings)
    .where(
      and(
        eq(hotspotProfileSettings.routerId, routerId),
        eq(hotspotProfileSettings.profileName, profileName),
      ),
    );
}

/* ---- our record of users ---- */

/** What the users list needs of our record, by user name. */
export type UserRecord = Pick<
  HotspotUserRow,
  'name' | 'batchId' | 'firstLoginAt' | 'expiresAt' | 'expiredAt'
>;

const recordColumns = {
  name: hotspotUsers.name,
  batchId: hotspotUsers.batchId,
  firstLoginAt: hotspotUsers.firstLoginAt,
  expiresAt: hotspotUsers.expiresAt,
  expiredAt: hotspotUsers.expiredAt,
};

/** Our records of a router's users, by name (`names`: only those). */
export async function userRecordsByName(
  db: Executor,
  routerId: string,
  names?: readonly string[],
): Promise<Map<string, UserRecord>> {
  if (names && names.length === 0) return new Map();
  const rows = await db
    .select(recordColumns)
    .from(hotspotUsers)
    .where(
      and(
        eq(hotspotUsers.routerId, routerId),
        names ? inArray(hotspotUsers.name, [...names]) : undefined,
      ),
    );
  return new Map(rows.map((row) => [row.name, row]));
}

/** The records of one batch, in name order. */
export async function batchUserRecords(
  db: Executor,
  routerId: string,
  batchId: string,
): Promise<UserRecord[]> {
  return db
    .select(recordColumns)
    .from(hotspotUsers)
    .where(and(eq(hotspotUsers.routerId, routerId), eq(hotspotUsers.batchId, batchId)))
    .orderBy(hotspotUsers.name);
}

/** A Postgres text[] literal (`{"a","b"}`): many names as one parameter. */
export function textArrayLiteral(names: readonly string[]): string {
  return `{${names.map((n) => `"${n.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

/**
 * Records new users (a batch's, or one added by hand) as never used. One statement whatever the
 * count: the names go as one array parameter (5,000 rows of bound parameters cost PGlite far more
 * than one array). A record of an earlier user of that name (deleted on the router by hand) starts
 * over.
 */
export async function insertUserRecords(
  db: Executor,
  routerId: string,
  names: readonly string[],
  batchId: string | null,
  now: Date,
): Promise<void> {
  if (names.length === 0) return;
  await db.execute(sql`
    INSERT INTO hotspot_users (router_id, name, batch_id, created_at, updated_at)
    SELECT ${routerId}::uuid, n, ${batchId}::uuid, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
      FROM unnest(${textArrayLiteral(names)}::text[]) AS n
    ON CONFLICT (router_id, name) DO UPDATE SET
      batch_id = EXCLUDED.batch_id, created_at = EXCLUDED.created_at,
      updated_at = EXCLUDED.updated_at, first_login_at = NULL, expires_at = NULL,
      bound_mac = NULL, expired_at = NULL, expiry_action = NULL
  `);
}

export async function renameUserRecord(
  db: Executor,
  routerId: string,
  from: string,
  to: string,
  now: Date,
): Promise<void> {
  if (from === to) return;
  await deleteUserRecords(db, routerId, [to]);
  await db
    .update(hotspotUsers)
    .set({ name: to, updatedAt: now })
    .where(and(eq(hotspotUsers.routerId, routerId), eq(hotspotUsers.name, from)));
}

export async function deleteUserRecords(
  db: Executor,
  routerId: string,
  names: readonly string[],
): Promise<void> {
  for (let i = 0; i < names.length; i += 1000) {
    await db
      .delete(hotspotUsers)
      .where(
        and(
          eq(hotspotUsers.routerId, routerId),
          inArray(hotspotUsers.name, names.slice(i, i + 1000)),
        ),
      );
  }
}

/** A reset: the next login is a first use again (counters are reset on the router). */
export async function clearFirstUse(
  db: Executor,
  routerId: string,
  name: string,
  now: Date,
): Promise<void> {
  await db
    .update(hotspotUsers)
    .set({
      firstLoginAt: null,
      expiresAt: null,
      boundMac: null,
      expiredAt: null,
      expiryAction: null,
      updatedAt: now,
    })
    .where(and(eq(hotspotUsers.routerId, routerId), eq(hotspotUsers.name, name)));
}

/* ---- voucher batches ---- */

export async function insertBatch(db: Executor, values: NewVoucherBatchRow): Promise<void> {
  await db.insert(voucherBatches).values(values);
}

export async function deleteBatch(db: Executor, id: string): Promise<void> {
  await db.delete(voucherBatches).where(eq(voucherBatches.id, id));
}

export async function findBatch(
  db: Executor,
  routerId: string,
  id: string,
): Promise<VoucherBatchRow | null> {
  const rows = await db
    .select()
    .from(voucherBatches)
    .where(and(eq(voucherBatches.routerId, routerId), eq(voucherBatches.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** Unused (never logged in, as our records know) vouchers per batch of a router. */
export async function unusedByBatch(db: Executor, batchIds: readonly string[]) {
  if (batchIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ batchId: hotspotUsers.batchId, unused: sql<number>`count(*)::int` })
    .from(hotspotUsers)
    .where(
      and(
        inArray(hotspotUsers.batchId, [...batchIds]),
        isNotNull(hotspotUsers.batchId),
        isNull(hotspotUsers.firstLoginAt),
      ),
    )
    .groupBy(hotspotUsers.batchId);
  return new Map(rows.map((row) => [row.batchId as string, Number(row.unused)]));
}

/** A router's batches, newest first. */
export async function listBatches(db: Executor, routerId: string): Promise<VoucherBatchRow[]> {
  return db
    .select()
    .from(voucherBatches)
    .where(eq(voucherBatches.routerId, routerId))
    .orderBy(desc(voucherBatches.createdAt), desc(voucherBatches.id));
}
