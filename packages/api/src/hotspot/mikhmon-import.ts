// `POST /hotspot/{routerId}/import-mikhmon` (docs/rules/hotspot.md#coming-from-mikhmon): reads what
// MikHmon left on the router — its profiles' on-login headers, its `mikhmon` sales scripts and its
// voucher batches (users commented `vc-…`/`up-…`) — into our profile settings, sales and batches.
// Reads only: nothing on the router is changed or removed. Idempotent: a profile whose settings are
// already ours is not counted again, a script already imported is held off by the sales' unique
// (router, script name), and a batch by the batches' unique (router, MikHmon comment). All or
// nothing: the router is read first, then everything is written in one transaction with the
// import's audit row (docs/rules/audit.md), so a failed import leaves neither half of it nor a row.
import { sql } from 'drizzle-orm';
import type { MikhmonImportResult } from 'contracts/schemas';
import {
  listHotspotProfiles,
  listHotspotUsers,
  listSystemScripts,
  type HotspotProfile,
  type HotspotUser,
  type RouterOsRunner,
  type SystemScript,
} from 'routeros';
import { sqlRows, type Database, type Tx } from '../db/client';
import { HOTSPOT_EXPIRE_JOB, upsertJob } from '../repositories/jobs';
import { textArrayLiteral } from '../repositories/hotspot';
import { validitySeconds } from './first-use';
import {
  mikhmonBatch,
  mikhmonValidity,
  parseMikhmonOnLogin,
  parseMikhmonSaleName,
  type MikhmonSale,
} from './mikhmon';

const MAX_LISTED = 100;

/**
 * The import; `record(tx, result)` runs last in its transaction (the route's audit row), so what
 * it records and what was written commit together or not at all.
 */
export async function importMikhmon(
  db: Database,
  runner: RouterOsRunner,
  routerId: string,
  by: string,
  record: (tx: Tx, result: MikhmonImportResult) => Promise<void>,
): Promise<MikhmonImportResult> {
  const [profiles, scripts, users] = await Promise.all([
    listHotspotProfiles(runner),
    listSystemScripts(runner, { comment: 'mikhmon' }),
    // A RouterOS query cannot match a comment's prefix: one print of what a batch needs, filtered here.
    listHotspotUsers(runner, {
      proplist: ['name', 'profile', 'comment', 'limitUptime', 'limitBytesTotal'],
    }),
  ]);
  const result: MikhmonImportResult = {
    profiles: 0,
    sales: 0,
    batches: 0,
    skipped: 0,
    skippedItems: [],
  };
  const skip = (kind: 'profile' | 'sale' | 'batch', name: string, reason: string) => {
    result.skipped += 1;
    if (reason && result.skippedItems.length < MAX_LISTED)
      result.skippedItems.push({ kind, name, reason });
  };

  return db.transaction(async (tx) => {
    await importProfilesAndSales(tx, routerId, by, profiles, scripts, skip, result);
    result.batches = await importBatches(tx, routerId, by, users, (name, reason) =>
      skip('batch', name, reason),
    );
    await record(tx, result);
    return result;
  });
}

async function importProfilesAndSales(
  tx: Tx,
  routerId: string,
  by: string,
  profiles: readonly HotspotProfile[],
  scripts: readonly SystemScript[],
  skip: (kind: 'profile' | 'sale', name: string, reason: string) => void,
  result: MikhmonImportResult,
): Promise<void> {
  const modes = new Map<string, string>();
  for (const profile of profiles) {
    // A profile MikHmon never touched has no header: not MikHmon's, not skipped.
    if (!profile.onLogin.trim().startsWith(':put')) continue;
    const parsed = parseMikhmonOnLogin(profile.onLogin);
    if (!parsed.ok) {
      skip('profile', profile.name, parsed.reason);
      continue;
    }
    const s = parsed.value;
    modes.set(profile.name, s.expiryMode);
    const changed = await sqlRows<{ profile_name: string }>(
      tx,
      sql`
      INSERT INTO hotspot_profile_settings AS p
             (router_id, profile_name, price, selling_price, validity, expiry_mode, lock_mac,
              created_by, updated_by)
      VALUES (${routerId}, ${profile.name}, ${s.price}, ${s.sellingPrice}, ${s.validity},
              ${s.expiryMode}, ${s.lockMac}, ${by}, ${by})
      ON CONFLICT (router_id, profile_name) DO UPDATE
         SET price = EXCLUDED.price, selling_price = EXCLUDED.selling_price,
             validity = EXCLUDED.validity, expiry_mode = EXCLUDED.expiry_mode,
             lock_mac = EXCLUDED.lock_mac, updated_by = EXCLUDED.updated_by, updated_at = now()
       WHERE (p.price, p.selling_price, p.validity, p.expiry_mode, p.lock_mac)
             IS DISTINCT FROM (EXCLUDED.price, EXCLUDED.selling_price, EXCLUDED.validity,
                               EXCLUDED.expiry_mode, EXCLUDED.lock_mac)
      RETURNING p.profile_name`,
    );
    if (changed.length > 0) result.profiles += 1;
  }

  // The earliest record per user: MikHmon records a user's first login (its comment is empty or a
  // voucher code then), so a second record of one user is a later sale after a reset by hand.
  const sales: { key: string; sale: MikhmonSale }[] = [];
  for (const script of scripts) {
    const parsed = parseMikhmonSaleName(script.name);
    if (!parsed.ok) skip('sale', script.name, parsed.reason);
    else sales.push({ key: script.name, sale: parsed.value });
  }
  for (const { key, sale } of sales) {
    const rows = await sqlRows<{ id: number }>(
      tx,
      sql`
      INSERT INTO hotspot_sales (router_id, user_name, profile, price, mac_address, address,
                                 first_login_at, sold_at, source, mikhmon_key)
      VALUES (${routerId}, ${sale.user}, ${sale.profile}, ${sale.price}, ${sale.macAddress},
              ${sale.address}, ${sale.soldAt.toISOString()}::timestamptz,
              ${sale.soldAt.toISOString()}::timestamptz, 'mikhmon', ${key})
      ON CONFLICT DO NOTHING
      RETURNING id`,
    );
    if (rows.length === 0) {
      skip('sale', key, '');
      continue;
    }
    result.sales += 1;
    // The user's first use is this sale: the monitor's round must not record it a second time,
    // and its expiry (MikHmon's scheduler's job) is ours from now on.
    const seconds = validitySeconds(mikhmonValidity(sale.validity) ?? '');
    const expiresAt = seconds === null ? null : new Date(sale.soldAt.getTime() + seconds * 1000);
    const claimed = await sqlRows<{ name: string }>(
      tx,
      sql`
      INSERT INTO hotspot_users AS h (router_id, name, first_login_at, expires_at)
      VALUES (${routerId}, ${sale.user}, ${sale.soldAt.toISOString()}::timestamptz,
              ${expiresAt?.toISOString() ?? null}::timestamptz)
      ON CONFLICT (router_id, name) DO UPDATE
         SET first_login_at = EXCLUDED.first_login_at, expires_at = EXCLUDED.expires_at,
             updated_at = now()
       WHERE h.first_login_at IS NULL
      RETURNING h.name`,
    );
    const mode = modes.get(sale.profile);
    if (claimed.length > 0 && expiresAt && (mode === 'remove' || mode === 'disable')) {
      await upsertJob(tx, HOTSPOT_EXPIRE_JOB, `${routerId}:${sale.user}`, expiresAt, { mode });
    }
  }
}

/**
 * MikHmon's batches: its users grouped by their `vc-`/`up-` comment, one of our batches per group
 * not imported before, its users' records pointing at it (a record already in a batch keeps it).
 * Returns how many batches were added.
 */
async function importBatches(
  tx: Tx,
  routerId: string,
  by: string,
  users: readonly HotspotUser[],
  skip: (comment: string, reason: string) => void,
): Promise<number> {
  const groups = new Map<string, HotspotUser[]>();
  for (const user of users) {
    const comment = user.comment.trim();
    if (!comment.startsWith('vc-') && !comment.startsWith('up-')) continue;
    // hotspot_users' CHECK on names: RouterOS allows longer, our records do not.
    if (user.name.length < 1 || user.name.length > 100) continue;
    const group = groups.get(comment);
    if (group) group.push(user);
    else groups.set(comment, [user]);
  }
  let added = 0;
  for (const [comment, members] of groups) {
    const parsed = mikhmonBatch(comment, members);
    if (!parsed.ok) {
      skip(comment, parsed.reason);
      continue;
    }
    const b = parsed.value;
    const [made] = await sqlRows<{ id: string }>(
      tx,
      sql`
      INSERT INTO voucher_batches (router_id, profile, count, mode, length, prefix, charset,
                                   limit_uptime, limit_bytes_total, note, created_by, created_at,
                                   mikhmon_comment)
      VALUES (${routerId}, ${b.profile}, ${b.count}, ${b.mode}, ${b.length}, '', ${b.charset},
              ${b.limitUptime}, ${b.limitBytesTotal}, ${b.note}, ${by},
              COALESCE(${b.createdAt?.toISOString() ?? null}::timestamptz, now()), ${comment})
      ON CONFLICT (router_id, mikhmon_comment) WHERE mikhmon_comment IS NOT NULL DO NOTHING
      RETURNING id`,
    );
    if (!made) {
      skip(comment, '');
      continue;
    }
    await tx.execute(sql`
      INSERT INTO hotspot_users (router_id, name, batch_id)
      SELECT ${routerId}::uuid, n, ${made.id}::uuid
        FROM unnest(${textArrayLiteral(members.map((u) => u.name))}::text[]) AS n
      ON CONFLICT (router_id, name) DO UPDATE SET batch_id = EXCLUDED.batch_id, updated_at = now()
       WHERE hotspot_users.batch_id IS NULL`);
    added += 1;
  }
  return added;
}
