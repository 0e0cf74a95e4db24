import { and, eq, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Executor } from '../../db/client';
import { loginThrottle, type ThrottleScope } from '../../db/schema';

/** DECISIONS §4: failed logins allowed per username and per client address within one window. */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  usernameLimit: 5,
  addressLimit: 20,
} as const;

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface LoginThrottle {
  /**
   * Counts one attempt for the username, then for the address, before the password is checked, so
   * that parallel guesses cannot slip past the limit. Refuses once a counter is over its limit.
   */
  reserve(username: string, address: string): Promise<ThrottleDecision>;
  /** After a successful login: clears the username's counter and gives the address its attempt back. */
  succeeded(username: string, address: string): Promise<void>;
  /** Deletes counters whose window has ended. */
  prune(): Promise<number>;
}

/** The message of a 429 (CONTRACTS.md). */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

export function createLoginThrottle(db: Executor, clock: () => Date): LoginThrottle {
  const windowMs = LOGIN_THROTTLE.windowMs;

  async function bump(scope: ThrottleScope, key: string) {
    const now = clock();
    const windowEndedBefore = new Date(now.getTime() - windowMs);
    // One atomic statement: a fresh window starts when the stored one has ended.
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
    if (!row) throw new Error('login throttle upsert returned no row');
    const retryAfterMs = row.windowStart.getTime() + windowMs - now.getTime();
    return {
      attempts: row.attempts,
      retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)),
    };
  }

  return {
    async reserve(username, address) {
      const byUser = await bump('username', username);
      if (byUser.attempts > LOGIN_THROTTLE.usernameLimit) {
        return { allowed: false, retryAfterSeconds: byUser.retryAfterSeconds };
      }
      const byAddress = await bump('address', address);
      if (byAddress.attempts > LOGIN_THROTTLE.addressLimit) {
        return { allowed: false, retryAfterSeconds: byAddress.retryAfterSeconds };
      }
      return { allowed: true };
    },
    async succeeded(username, address) {
      await db
        .delete(loginThrottle)
        .where(and(eq(loginThrottle.scope, 'username'), eq(loginThrottle.key, username)));
      await db
        .update(loginThrottle)
        .set({ attempts: sql`greatest(${loginThrottle.attempts} - 1, 0)` })
        .where(and(eq(loginThrottle.scope, 'address'), eq(loginThrottle.key, address)));
    },
    async prune() {
      const cutoff = new Date(clock().getTime() - windowMs);
      const rows = await db
        .delete(loginThrottle)
        .where(lt(loginThrottle.windowStart, cutoff))
        .returning({ key: loginThrottle.key });
      return rows.length;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    loginThrottle: LoginThrottle;
  }
}

/** Login throttle counters live in the database so that every API instance shares them. */
export const loginThrottlePlugin = fp(
  async (app) => {
    app.decorate('loginThrottle', createLoginThrottle(app.db.orm, app.clock));
  },
  { name: 'login-throttle', fastify: '5.x', dependencies: ['db', 'clock'] },
);
