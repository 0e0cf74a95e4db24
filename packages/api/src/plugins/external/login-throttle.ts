// The login throttle (docs/rules/security.md; the design is in the API README, "Login throttle").
// Brute force stays slow (OWASP ASVS V2.2.1) without letting a stranger lock the owner out:
//
// - per (account, address): 5 failures in a fixed 15-minute window, then 429 for that pair only;
// - per address: 20 failures in a fixed 15-minute window (password spraying), then 429;
// - per account, from every address together: after 5 failures each further attempt must wait a
//   delay that doubles per failure (1 s, 2 s, 4 s … at most 15 minutes) since the previous one;
//   the count ends after an hour without an attempt, or at a successful sign-in. An address's
//   first attempt on the account (in its window) is not held by this delay, so its owner signing
//   in from their own machine always gets a try; it is counted against the account all the same.
//
// Every attempt is counted, on every counter it passes, before the password is checked: guesses
// sent at once then get no more checks than the same guesses sent one after another.
//
// The account is the user the lookup resolves (so every spelling PostgreSQL's lower() maps to one
// user counts against that user), else the unknown name lower-cased by the same lower().
// Counters live in the database: every API instance shares them.
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Executor } from '../../db/client';
import { loginThrottle, type ThrottleScope } from '../../db/schema';
import { countInWindow, wholeSeconds } from '../../repositories/window-counter';

export const LOGIN_THROTTLE = {
  /** The fixed window of the per-pair and per-address counters. */
  windowMs: 15 * 60 * 1000,
  /** Failures per (account, address) in one window. */
  pairLimit: 5,
  /** Failures per address in one window, whatever the names. */
  addressLimit: 20,
  /** Failures on one account (from anywhere) before each further attempt has to wait. */
  accountFreeFailures: 5,
  /** The wait after the first failure past the free ones; it doubles per failure. */
  accountBaseDelayMs: 1000,
  accountMaxDelayMs: 15 * 60 * 1000,
  /** The account's count ends after this long without an attempt. */
  accountQuietMs: 60 * 60 * 1000,
} as const;

/**
 * `allowed`: check the password; a wrong one needs nothing more (the attempt is counted already),
 * a right one is reported to `succeeded` with the same reservation.
 */
export type ThrottleDecision =
  { allowed: true; reservation: Reservation } | { allowed: false; retryAfterSeconds: number };

/** What `reserve` counted, for `succeeded` to clear. */
export interface Reservation {
  account: string;
  address: string;
}

export interface LoginThrottle {
  /**
   * Counts the attempt for the address, the (account, address) pair and the account before the
   * password is checked, so that parallel guesses cannot slip past a limit. Refuses once a
   * counter is over its limit or the account's delay runs (an address's first attempt on the
   * account is counted but not held by that delay).
   */
  reserve(account: string, address: string): Promise<ThrottleDecision>;
  /** A right password: the pair's and the account's counts are cleared, the address gets its attempt back. */
  succeeded(reservation: Reservation): Promise<void>;
  /** Deletes counters whose window (or quiet time) has ended. */
  prune(): Promise<number>;
}

/** The message of a 429 (CONTRACTS.md). */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many login attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** The wait after `failures` failures on an account (0 while within the free ones). */
export function accountDelayMs(failures: number): number {
  const over = failures - LOGIN_THROTTLE.accountFreeFailures;
  if (over < 0) return 0;
  return Math.min(
    LOGIN_THROTTLE.accountBaseDelayMs * 2 ** Math.min(over, 30),
    LOGIN_THROTTLE.accountMaxDelayMs,
  );
}

/** The account key of a known user. */
export const userAccountKey = (userId: string) => `user:${userId}`;
/** The account key of a name no user has (already lower-cased by the database). */
export const unknownAccountKey = (lowerName: string) => `name:${lowerName}`;

/**
 * First key of the transaction-level advisory lock on one account's attempts (the second is a
 * hash of the account key; the two-key space is apart from the one-key locks used elsewhere).
 */
const ACCOUNT_LOCK_CLASS = 0x4c4f47; // 'LOG'

export function createLoginThrottle(db: Executor, clock: () => Date): LoginThrottle {
  const { windowMs } = LOGIN_THROTTLE;

  const bump = (tx: Executor, scope: ThrottleScope, key: string) =>
    countInWindow(tx, scope, key, windowMs, clock());

  /**
   * Counts one attempt on the account: always when `always`, else only when its delay has passed
   * (one atomic statement, so parallel attempts cannot share a slot). The account row's
   * window_start is its last attempt. Returns the wait left when no slot was free.
   */
  async function bumpAccount(tx: Executor, key: string, always: boolean): Promise<number | null> {
    const now = clock();
    const quietBefore = new Date(now.getTime() - LOGIN_THROTTLE.accountQuietMs);
    const { accountFreeFailures, accountBaseDelayMs, accountMaxDelayMs } = LOGIN_THROTTLE;
    // accountDelayMs() in SQL, for the stored count.
    const delayMs = sql`least(${accountBaseDelayMs}::float8 * power(2, least(${loginThrottle.attempts} - ${accountFreeFailures}, 30)), ${accountMaxDelayMs})`;
    const free = sql`${loginThrottle.windowStart} <= ${quietBefore}
      OR ${loginThrottle.attempts} < ${accountFreeFailures}
      OR ${loginThrottle.windowStart} + ${delayMs} * interval '1 millisecond' <= ${now}`;
    const rows = await tx
      .insert(loginThrottle)
      .values({ scope: 'account', key, attempts: 1, windowStart: now })
      .onConflictDoUpdate({
        target: [loginThrottle.scope, loginThrottle.key],
        set: {
          attempts: sql`CASE WHEN ${loginThrottle.windowStart} <= ${quietBefore} THEN 1 ELSE ${loginThrottle.attempts} + 1 END`,
          windowStart: now,
        },
        ...(always ? {} : { setWhere: free }),
      })
      .returning({ attempts: loginThrottle.attempts });
    if (rows.length > 0) return null;
    const held = await tx
      .select({ attempts: loginThrottle.attempts, windowStart: loginThrottle.windowStart })
      .from(loginThrottle)
      .where(and(eq(loginThrottle.scope, 'account'), eq(loginThrottle.key, key)))
      .limit(1);
    const row = held[0];
    if (!row) return 1;
    return wholeSeconds(row.windowStart.getTime() + accountDelayMs(row.attempts) - now.getTime());
  }

  const pairKey = (account: string, address: string) => `${account} ${address}`;

  return {
    reserve: (account, address) =>
      // One account's attempts are counted one at a time, on every instance: whether the pair's
      // attempt is its first and the account's count are read together, so attempts at once
      // end as some order of the same attempts one after another would.
      db.transaction(async (tx): Promise<ThrottleDecision> => {
        await tx.execute(
          sql`SELECT pg_advisory_xact_lock(${ACCOUNT_LOCK_CLASS}, hashtext(${account}))`,
        );
        const byAddress = await bump(tx, 'address', address);
        if (byAddress.attempts > LOGIN_THROTTLE.addressLimit) {
          return { allowed: false, retryAfterSeconds: byAddress.retryAfterSeconds };
        }
        const byPair = await bump(tx, 'account_address', pairKey(account, address));
        if (byPair.attempts > LOGIN_THROTTLE.pairLimit) {
          return { allowed: false, retryAfterSeconds: byPair.retryAfterSeconds };
        }
        // The pair's first attempt in its window is counted against the account but not held by
        // its delay.
        const wait = await bumpAccount(tx, account, byPair.attempts === 1);
        if (wait !== null) return { allowed: false, retryAfterSeconds: wait };
        return { allowed: true, reservation: { account, address } };
      }),
    async succeeded({ account, address }) {
      // Whoever knows the password may start afresh: the pair's and the account's counts go (an
      // attacker at another address is still held by that pair's and that address's counters).
      await db
        .delete(loginThrottle)
        .where(
          or(
            and(
              eq(loginThrottle.scope, 'account_address'),
              eq(loginThrottle.key, pairKey(account, address)),
            ),
            and(eq(loginThrottle.scope, 'account'), eq(loginThrottle.key, account)),
          ),
        );
      await db
        .update(loginThrottle)
        .set({ attempts: sql`greatest(${loginThrottle.attempts} - 1, 0)` })
        .where(and(eq(loginThrottle.scope, 'address'), eq(loginThrottle.key, address)));
    },
    async prune() {
      const now = clock().getTime();
      const rows = await db
        .delete(loginThrottle)
        .where(
          or(
            and(
              // The checkout's window (a minute) is shorter than the login's: it has ended too.
              inArray(loginThrottle.scope, ['account_address', 'address', 'checkout_address']),
              lt(loginThrottle.windowStart, new Date(now - windowMs)),
            ),
            and(
              eq(loginThrottle.scope, 'account'),
              lt(loginThrottle.windowStart, new Date(now - LOGIN_THROTTLE.accountQuietMs)),
            ),
          ),
        )
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
