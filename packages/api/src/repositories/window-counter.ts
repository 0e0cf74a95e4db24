// Counters in the database (table login_throttle), shared by every API instance: the login
// throttle's per-address and per-(account, address) windows and the public checkout's per-address
// limit.
import { isIP } from 'node:net';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { loginThrottle, type ThrottleScope } from '../db/schema';

/** A wait in whole seconds for Retry-After: at least 1. */
export const wholeSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The counter key of a client address. `request.ip` is an address unless a trusted proxy sent
 * something else in X-Forwarded-For: that is hashed, never stored as given.
 */
export function addressKey(ip: string): string {
  return isIP(ip) ? ip : `other:${createHash('sha256').update(ip).digest('hex').slice(0, 32)}`;
}

/**
 * One atomic statement: counts an attempt on (scope, key) in a fixed window of `windowMs`, a fresh
 * window once the last one ended. Every instance on the database shares the count.
 */
export async function countInWindow(
  db: Executor,
  scope: ThrottleScope,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ attempts: number; retryAfterSeconds: number }> {
  const windowEndedBefore = new Date(now.getTime() - windowMs);
  const rows = await db
    .insert(loginThrottle)
    .values({ scope, key, attempts: 1, windowStart: now })
    .onConflictDoUpdate({
      target: [loginThrottle.scope, loginThrottle.key],
      set: {
        attempts: sql`CASE WHEN ${loginThrottle.windowStart} <= ${windowEndedBefore} THEN 1 ELSE ${loginThrottle.attempts} + 1 END`,
        windowStart: sql`CASE WHEN ${loginThrottle.windowStart} <= ${windowEndedBefore} THEN ${now} ELSE ${loginThrottle.windowStart} END`,
      },
    })
    .returning({ attempts: loginThrottle.attempts, windowStart: loginThrottle.windowStart });
  const row = rows[0];
  if (!row) throw new Error('throttle counter upsert returned no row');
  return {
    attempts: row.attempts,
    retryAfterSeconds: wholeSeconds(row.windowStart.getTime() + windowMs - now.getTime()),
  };
}
