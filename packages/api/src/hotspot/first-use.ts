// First use, sales and expiry of hotspot users, kept by the server (docs/rules/hotspot.md, docs/rules/
// hotspot.md#first-use-and-expiry). No script or scheduler goes to the router: the monitor's round
// reads who is logged in, and the jobs table (src/repositories/jobs.ts) runs each user's expiry.
//
// Per router and round, after a successful check:
// - `/ip/hotspot/active/print` with a proplist (user, address, MAC, uptime): who is on now;
// - `/ip/hotspot/user/print count-only where uptime > 0`: how many users have ever been on since
//   their counters were last reset. Only when that is more than the users we know as used does the
//   round print those users (name, uptime, MAC): a voucher that logged in and out between two rounds
//   is still seen, and a round where nothing new happened costs two small commands, never a print of
//   every user;
// - a user seen with no first use recorded is claimed by ONE conditional statement
//     INSERT … ON CONFLICT (router_id, name) DO UPDATE … WHERE hotspot_users.first_login_at IS NULL
//   in the same transaction as its sale and its expiry job, so many rounds, several instances and a
//   restart record it once (the statement that finds first_login_at already set changes nothing).
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  listHotspotUsers,
  query,
  toHotspotActive,
  updateHotspotUser,
  type RouterOsRunner,
} from 'routeros';
import type { Database, Executor } from '../db/client';
import { sqlRows } from '../db/client';
import type { RouterRow } from '../db/schema';
import { HOTSPOT_EXPIRE_JOB, upsertJob } from '../repositories/jobs';
import { withTimeout, type RouterAccess } from '../routers/router-access';

const READ = { idempotent: true } as const;

export interface SeenUser {
  name: string;
  uptimeSeconds: number;
  macAddress: string;
  address: string;
}

export interface FirstUseReport {
  /** Router commands this round sent (the bench prints them per router). */
  commands: number;
  active: number;
  /** Whether the used users were printed (something was seen that the active list did not show). */
  scannedUsers: boolean;
  firstUses: number;
}

/** `30m`, `12h`, `1d`, `30d` → seconds; '' (none) → null. */
export function validitySeconds(validity: string): number | null {
  const match = /^([1-9]\d{0,5})([mhd])$/.exec(validity);
  if (!match) return null;
  const unit = { m: 60, h: 3600, d: 86_400 }[match[2] as 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}

/** Who is on now, and (when the counts say someone was missed) who has been on: by name. */
async function readSeen(
  db: Executor,
  runner: RouterOsRunner,
  routerId: string,
): Promise<{ seen: Map<string, SeenUser>; commands: number; active: number; scanned: boolean }> {
  const [active, counted, known] = await Promise.all([
    // A proplist (listHotspotActive prints every field): 200 sessions cost a quarter of the bytes.
    runner.run(
      '/ip/hotspot/active/print',
      { proplist: ['user', 'address', 'mac-address', 'uptime'] },
      READ,
    ),
    runner.run(
      '/ip/hotspot/user/print',
      { countOnly: true, query: [query.gt('uptime', '0s')] },
      READ,
    ),
    // Users we know as used and still on the router (a removed one is gone from its list).
    sqlRows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM hotspot_users
           WHERE router_id = ${routerId} AND first_login_at IS NOT NULL
             AND expiry_action IS DISTINCT FROM 'remove'`,
    ),
  ]);
  let commands = 2;
  const seen = new Map<string, SeenUser>();
  for (const session of active.rows.map(toHotspotActive)) {
    if (!session.user || seen.has(session.user)) continue;
    seen.set(session.user, {
      name: session.user,
      uptimeSeconds: session.uptimeSeconds,
      macAddress: session.macAddress.toUpperCase(),
      address: session.address,
    });
  }
  const everOn = Number(counted.ret ?? 0);
  const scanned = everOn > (known[0]?.n ?? 0);
  if (scanned) {
    const used = await listHotspotUsers(runner, {
      proplist: ['name', 'uptime', 'macAddress'],
      query: [query.gt('uptime', '0s')],
    });
    commands += 1;
    for (const user of used) {
      // Logged out already: its uptime is the whole of its sessions; the address is gone with them.
      if (!user.name || seen.has(user.name)) continue;
      seen.set(user.name, {
        name: user.name,
        uptimeSeconds: user.uptimeSeconds,
        macAddress: user.macAddress.toUpperCase(),
        address: '',
      });
    }
  }
  return { seen, commands, active: active.rows.length, scanned };
}

interface UserDetail {
  id: string;
  profile: string;
  macAddress: string;
}

/** At most this many names in one `?name=` OR query (like the PPP active list's profiles). */
const NAMES_PER_QUERY = 64;

/** The router's `.id`, profile and MAC of the users named (first uses are few: exact-name prints). */
async function userDetails(
  runner: RouterOsRunner,
  names: readonly string[],
): Promise<{ details: Map<string, UserDetail>; commands: number }> {
  const details = new Map<string, UserDetail>();
  let commands = 0;
  for (let i = 0; i < names.length; i += NAMES_PER_QUERY) {
    const users = await listHotspotUsers(runner, {
      proplist: ['id', 'name', 'profile', 'macAddress'],
      query: query.anyOf('name', names.slice(i, i + NAMES_PER_QUERY)),
    });
    commands += 1;
    for (const user of users) {
      if (!user.name) continue;
      details.set(user.name, {
        id: user.id,
        profile: user.profile,
        macAddress: user.macAddress.toUpperCase(),
      });
    }
  }
  return { details, commands };
}

// A type, not an interface: sqlRows wants a Record.
type Settings = {
  price: number;
  validity: string;
  expiry_mode: 'remove' | 'disable' | 'none';
  lock_mac: boolean;
};

async function settingsOf(db: Executor, routerId: string, profile: string): Promise<Settings> {
  const [row] = await sqlRows<Settings & { price: string | number }>(
    db,
    sql`SELECT price, validity, expiry_mode, lock_mac FROM hotspot_profile_settings
         WHERE router_id = ${routerId} AND profile_name = ${profile}`,
  );
  return row
    ? { ...row, price: Number(row.price) }
    : { price: 0, validity: '', expiry_mode: 'none', lock_mac: false };
}

/**
 * Claims the first use of `user` and records its sale and expiry job, within the caller's transaction; null
 * when it was claimed before (another round, instance or run). The first login is the round's time
 * minus the uptime, never before the user was made.
 */
export async function claimFirstUse(
  tx: Executor,
  routerId: string,
  user: SeenUser,
  profile: string,
  settings: Settings,
  roundAt: Date,
): Promise<{ firstLoginAt: Date; expiresAt: Date | null } | null> {
  {
    const seconds = validitySeconds(settings.validity);
    const loggedIn = new Date(roundAt.getTime() - user.uptimeSeconds * 1000);
    const bind = settings.lock_mac && user.macAddress ? user.macAddress : null;
    const [claimed] = await sqlRows<{
      first_login_at: string | Date;
      expires_at: string | Date | null;
      batch_id: string | null;
    }>(
      tx,
      sql`
      INSERT INTO hotspot_users AS h (router_id, name, first_login_at, expires_at, bound_mac)
      VALUES (${routerId}, ${user.name}, ${loggedIn.toISOString()}::timestamptz,
              ${seconds === null ? null : new Date(loggedIn.getTime() + seconds * 1000).toISOString()}::timestamptz,
              ${bind})
      ON CONFLICT (router_id, name) DO UPDATE
         SET first_login_at = greatest(EXCLUDED.first_login_at, h.created_at),
             expires_at = greatest(EXCLUDED.first_login_at, h.created_at)
                          + ${seconds} * interval '1 second',
             bound_mac = EXCLUDED.bound_mac,
             expired_at = NULL, expiry_action = NULL, updated_at = now()
       WHERE h.first_login_at IS NULL
      RETURNING h.first_login_at, h.expires_at, h.batch_id`,
    );
    if (!claimed) return null;
    const firstLoginAt = new Date(claimed.first_login_at);
    const expiresAt = claimed.expires_at ? new Date(claimed.expires_at) : null;
    // An online sale is recorded at payment: its first login completes it instead of a second sale.
    const completed = await sqlRows<{ id: number }>(
      tx,
      sql`UPDATE hotspot_sales
             SET first_login_at = ${firstLoginAt.toISOString()}::timestamptz,
                 mac_address = ${user.macAddress}, address = ${user.address}
           WHERE id = (SELECT id FROM hotspot_sales
                        WHERE router_id = ${routerId} AND user_name = ${user.name}
                          AND source = 'online' AND first_login_at IS NULL
                        ORDER BY id LIMIT 1)
         RETURNING id`,
    );
    if (completed.length === 0) {
      await tx.execute(sql`
        INSERT INTO hotspot_sales (router_id, user_name, profile, price, mac_address, address,
                                   batch_id, first_login_at, sold_at, source)
        VALUES (${routerId}, ${user.name}, ${profile}, ${settings.price}, ${user.macAddress},
                ${user.address}, ${claimed.batch_id}, ${firstLoginAt.toISOString()}::timestamptz,
                ${firstLoginAt.toISOString()}::timestamptz, 'monitor')
        ON CONFLICT DO NOTHING`);
    }
    if (expiresAt && settings.expiry_mode !== 'none') {
      await upsertJob(tx, HOTSPOT_EXPIRE_JOB, `${routerId}:${user.name}`, expiresAt, {
        mode: settings.expiry_mode,
      });
    }
    return { firstLoginAt, expiresAt };
  }
}

/**
 * The round's hotspot part for one router that answered its check. Bounded by `timeoutMs` per
 * command; a failure is logged by the caller and the next round tries again (nothing was claimed).
 */
export async function hotspotFirstUseRound(
  db: Database,
  access: RouterAccess,
  router: RouterRow,
  timeoutMs: number,
  log?: FastifyBaseLogger,
): Promise<FirstUseReport> {
  const runner = withTimeout(access.manager(router), timeoutMs);
  const roundAt = new Date();
  const { seen, commands: read, active, scanned } = await readSeen(db.orm, runner, router.id);
  let commands = read;
  if (seen.size === 0) return { commands, active, scannedUsers: scanned, firstUses: 0 };
  const names = [...seen.keys()];
  const known = await sqlRows<{ name: string }>(
    db.orm,
    sql`SELECT name FROM hotspot_users
         WHERE router_id = ${router.id} AND first_login_at IS NOT NULL
           AND name IN (${sql.join(
             names.map((n) => sql`${n}`),
             sql`, `,
           )})`,
  );
  const done = new Set(known.map((k) => k.name));
  const candidates = names.filter((name) => !done.has(name));
  if (candidates.length === 0) return { commands, active, scannedUsers: scanned, firstUses: 0 };
  const { details, commands: detailCommands } = await userDetails(runner, candidates);
  commands += detailCommands;
  // Each profile's settings once (a round may see hundreds of first uses of a few profiles).
  const settingsByProfile = new Map<string, Settings>();
  for (const profile of new Set([...details.values()].map((d) => d.profile))) {
    settingsByProfile.set(profile, await settingsOf(db.orm, router.id, profile));
  }
  const ready: { user: SeenUser; detail: UserDetail; settings: Settings }[] = [];
  for (const name of candidates) {
    const user = seen.get(name)!;
    const detail = details.get(name);
    if (!detail) continue;
    const settings = settingsByProfile.get(detail.profile)!;
    if (settings.lock_mac && user.macAddress && detail.macAddress !== user.macAddress) {
      // Bound BEFORE the claim: setting the same MAC twice is harmless, so a failure here (or a
      // crash after it) leaves the first use unclaimed and the next round does both again.
      try {
        await updateHotspotUser(runner, detail.id, { macAddress: user.macAddress });
        commands += 1;
      } catch (error) {
        log?.warn({ err: error, routerId: router.id, user: name }, 'MAC not bound; next round');
        continue;
      }
    }
    ready.push({ user, detail, settings });
  }
  // Claimed in name order: two instances in the same round lock rows in the same order (no deadlock).
  ready.sort((a, b) => (a.user.name < b.user.name ? -1 : a.user.name > b.user.name ? 1 : 0));
  // One transaction for the router's first uses of this round: each claim is conditional on its
  // own row, so a concurrent round elsewhere still records each once; a failure rolls the round's
  // claims back and the next round makes them again.
  const claims = await db.transaction(async (tx) => {
    const out: { name: string; firstLoginAt: Date }[] = [];
    for (const { user, detail, settings } of ready) {
      const claimed = await claimFirstUse(tx, router.id, user, detail.profile, settings, roundAt);
      if (claimed) out.push({ name: user.name, firstLoginAt: claimed.firstLoginAt });
    }
    return out;
  });
  for (const claim of claims) {
    log?.info(
      { routerId: router.id, user: claim.name, firstLoginAt: claim.firstLoginAt },
      'Hotspot user first used: sale recorded',
    );
  }
  const firstUses = claims.length;
  return { commands, active, scannedUsers: scanned, firstUses };
}

/**
 * The one call the monitor makes after a successful check: the round's hotspot part, never
 * rejecting (a router without the hotspot package, or a slow answer, leaves the check's result
 * alone; the next round tries again).
 */
export async function hotspotRound(
  db: Database,
  access: RouterAccess,
  router: RouterRow,
  timeoutMs: number,
  log: FastifyBaseLogger,
): Promise<FirstUseReport | null> {
  try {
    return await hotspotFirstUseRound(db, access, router, timeoutMs, log);
  } catch (error) {
    if (!db.closed) log.debug({ err: error, routerId: router.id }, 'Hotspot round not done');
    return null;
  }
}
