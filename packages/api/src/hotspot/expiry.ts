// A hotspot user's expiry (docs/rules/hotspot.md#first-use-and-expiry): one job per (router, user)
// at its `expiresAt`, claimed from the jobs table by the app's job worker (src/jobs/worker.ts),
// so several instances share them, a restart loses none, and a router that is down fails the job,
// which is retried with the worker's backoff. `remove` removes the user, `disable` disables it; both
// end its session and remove its cookie (else the cookie logs it straight back in).
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  disableHotspotUser,
  kickHotspotUser,
  listHotspotUsers,
  query,
  removeHotspotUsers,
} from 'routeros';
import type { Database } from '../db/client';
import { sqlRows } from '../db/client';
import { completeJob, postponeJob, type ClaimedJob } from '../repositories/jobs';
import { findRouterById } from '../repositories/routers';
import { withTimeout, type RouterAccess } from '../routers/router-access';

export type ExpiryOutcome = 'removed' | 'disabled' | 'kept' | 'gone' | 'not-due' | 'reset';

/** Runs one claimed expiry job; a router error rejects (the worker retries it later). */
export async function runHotspotExpiry(
  db: Database,
  access: RouterAccess,
  job: ClaimedJob,
  workerId: string,
  commandTimeoutMs: number,
  log: FastifyBaseLogger,
): Promise<ExpiryOutcome> {
  const split = job.jobKey.indexOf(':');
  const routerId = job.jobKey.slice(0, split);
  const name = job.jobKey.slice(split + 1);
  const [user] = await sqlRows<{
    first_login_at: string | Date | null;
    expires_at: string | Date | null;
    expired_at: string | Date | null;
    due: boolean;
  }>(
    db.orm,
    sql`SELECT first_login_at, expires_at, expired_at, expires_at <= now() AS due
          FROM hotspot_users WHERE router_id = ${routerId} AND name = ${name}`,
  );
  // Reset since (no first use now), deleted, or already done: nothing to do.
  if (!user || !user.first_login_at || !user.expires_at || user.expired_at) {
    await completeJob(db.orm, job, workerId);
    return 'reset';
  }
  if (!user.due) {
    await postponeJob(db.orm, job, workerId, new Date(user.expires_at));
    return 'not-due';
  }
  const router = await findRouterById(db.orm, routerId);
  const mode =
    job.payload.mode === 'remove' || job.payload.mode === 'disable' ? job.payload.mode : 'none';
  let outcome: ExpiryOutcome = 'kept';
  if (router && mode !== 'none') {
    const manager = access.manager(router);
    // The job's own backoff decides when to retry: the connection's must not refuse the retry.
    manager.resetBackoff();
    const runner = withTimeout(manager, commandTimeoutMs);
    const [found] = await listHotspotUsers(runner, {
      proplist: ['id', 'disabled'],
      query: [query.eq('name', name)],
    });
    if (!found) outcome = 'gone';
    else if (mode === 'remove') {
      await removeHotspotUsers(runner, [found.id], { ignoreMissing: true });
      outcome = 'removed';
    } else {
      if (!found.disabled) await disableHotspotUser(runner, found.id);
      outcome = 'disabled';
    }
    // Its session ends and its cookie goes (else the device logs straight back in).
    await kickHotspotUser(runner, { user: name });
  }
  await db.orm.execute(sql`
    UPDATE hotspot_users SET expired_at = now(), expiry_action = ${mode}, updated_at = now()
     WHERE router_id = ${routerId} AND name = ${name} AND expired_at IS NULL`);
  await completeJob(db.orm, job, workerId);
  log.info({ routerId, user: name, mode, outcome }, 'Hotspot user expired');
  return outcome;
}
