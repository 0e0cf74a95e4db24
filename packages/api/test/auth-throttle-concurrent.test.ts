// The login throttle counts an attempt before the password is checked (reserve, then settle), so
// guesses sent all at once get no more checks than guesses sent one after another: on one
// instance, and on two or three instances sharing one database; from one address and from several
// (each address's first try on an account is exempt from the account's delay, but counted).
import {
  LOGIN_THROTTLE,
  tooManyAttemptsMessage,
  userAccountKey,
} from '../src/plugins/external/login-throttle';
import {
  buildTestApp,
  createTestDatabase,
  createUser,
  fakeClock,
  testDbKind,
  type App,
} from './helpers';
import { secondConnection } from './test-db';

const GUESSES = 30;
const WINDOW_SECONDS = LOGIN_THROTTLE.windowMs / 1000;

/** Counts the password checks an app makes (a known user's and the dummy one for unknown names). */
function countChecks(app: App): () => number {
  let checks = 0;
  const { verify, verifyDummy } = app.passwords;
  app.passwords.verify = (hash, password) => {
    checks += 1;
    return verify(hash, password);
  };
  app.passwords.verifyDummy = (password) => {
    checks += 1;
    return verifyDummy(password);
  };
  return () => checks;
}

const login = (app: App, username: string, password: string, remoteAddress = '198.51.100.7') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress,
  });

const ADDRESSES = 5;
/** The address of guess `i` when the addresses take turns. */
const addressOf = (i: number) => `203.0.113.${10 + (i % ADDRESSES)}`;

/** `apps` on one database: on PostgreSQL each with its own connection pool, as servers would. */
async function instancesOnOneDatabase(count: number, clock: ReturnType<typeof fakeClock>) {
  const test = await createTestDatabase();
  const dbs = Array.from({ length: count }, (_, i) =>
    i > 0 && testDbKind() === 'postgres' ? secondConnection(test.db) : test.db,
  );
  const apps: App[] = [];
  const close = async () => {
    for (const app of apps) await app.close();
    for (const db of dbs) if (db !== test.db) await db.close();
    await test.dispose();
  };
  try {
    for (const db of dbs) apps.push(await buildTestApp({ db, clock }));
  } catch (error) {
    await close();
    throw error;
  }
  return { apps, close };
}

/** Sends the guesses all at once, taking turns over `apps`; returns the status codes. */
async function guessAtOnce(apps: App[], username: string): Promise<number[]> {
  const responses = await Promise.all(
    Array.from({ length: GUESSES }, (_, i) =>
      login(apps[i % apps.length] as App, username, 'wrong-password'),
    ),
  );
  for (const refused of responses.filter((response) => response.statusCode === 429)) {
    expect(refused.json()).toEqual({ message: tooManyAttemptsMessage(WINDOW_SECONDS) });
    expect(Number(refused.headers['retry-after'])).toBe(WINDOW_SECONDS);
  }
  return responses.map((response) => response.statusCode);
}

const count = (codes: number[], code: number) => codes.filter((c) => c === code).length;

describe('login throttle under concurrency', () => {
  it(`${GUESSES} wrong passwords at once for one account from one address: at most ${LOGIN_THROTTLE.pairLimit} password checks, the rest 429`, async () => {
    const clock = fakeClock();
    const app = await buildTestApp({ clock });
    try {
      await createUser(app, { username: 'budi', password: 'budi-password' });
      const checks = countChecks(app);

      const codes = await guessAtOnce([app], 'budi');
      expect(checks()).toBe(LOGIN_THROTTLE.pairLimit);
      expect(count(codes, 401)).toBe(LOGIN_THROTTLE.pairLimit);
      expect(count(codes, 429)).toBe(GUESSES - LOGIN_THROTTLE.pairLimit);

      // The right password is refused too, unchecked, until the window ends.
      clock.advance(LOGIN_THROTTLE.windowMs - 1000);
      expect((await login(app, 'budi', 'budi-password')).statusCode).toBe(429);
      expect(checks()).toBe(LOGIN_THROTTLE.pairLimit);
      clock.advance(1000);
      expect((await login(app, 'budi', 'budi-password')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('holds an unknown name the same way (its dummy checks are counted)', async () => {
    // A fixed clock: the refusals' Retry-After is the whole window however long the guesses take.
    const app = await buildTestApp({ clock: fakeClock() });
    try {
      const checks = countChecks(app);
      const codes = await guessAtOnce([app], 'nobody-here');
      expect(checks()).toBe(LOGIN_THROTTLE.pairLimit);
      expect(count(codes, 401)).toBe(LOGIN_THROTTLE.pairLimit);
    } finally {
      await app.close();
    }
  });

  it('two instances on one database share the count: the guesses split between them still get 5 checks in all', async () => {
    const clock = fakeClock();
    const test = await createTestDatabase();
    // On PostgreSQL each instance has its own connection pool, as two servers would.
    const otherDb = testDbKind() === 'postgres' ? secondConnection(test.db) : test.db;
    let first: App | undefined;
    let second: App | undefined;
    try {
      first = await buildTestApp({ db: test.db, clock });
      second = await buildTestApp({ db: otherDb, clock });
      await createUser(first, { username: 'wati', password: 'wati-password' });
      const checksFirst = countChecks(first);
      const checksSecond = countChecks(second);

      const codes = await guessAtOnce([first, second], 'wati');
      expect(checksFirst() + checksSecond()).toBe(LOGIN_THROTTLE.pairLimit);
      expect(count(codes, 401)).toBe(LOGIN_THROTTLE.pairLimit);
      expect((await login(second, 'wati', 'wati-password')).statusCode).toBe(429);
    } finally {
      await first?.close();
      await second?.close();
      if (otherDb !== test.db) await otherDb.close();
      await test.dispose();
    }
  });

  it(`${GUESSES} wrong passwords for one account from ${ADDRESSES} addresses at once on three instances: each check counted before it runs, no more checks than one after another`, async () => {
    const clock = fakeClock();
    const { apps, close } = await instancesOnOneDatabase(3, clock);
    try {
      const [first] = apps as [App];
      const counters = apps.map(countChecks);
      const checks = () => counters.reduce((sum, counter) => sum + counter(), 0);
      /** The guesses of `order` one after another, on a fresh account; returns the checks made. */
      const oneAfterAnother = async (username: string, order: number[]) => {
        await createUser(first, { username, password: `${username}-password` });
        const before = checks();
        for (const i of order) {
          await login(apps[i % apps.length] as App, username, 'wrong-password', addressOf(i));
        }
        return checks() - before;
      };
      const guesses = Array.from({ length: GUESSES }, (_, i) => i);

      // Addresses taking turns: each one's first guess is checked (and counted against the
      // account), then the account's delay holds every address that has failed on it.
      expect(await oneAfterAnother('turns', guesses)).toBe(LOGIN_THROTTLE.accountFreeFailures);
      // The order one after another that gets the most checks: one address's guesses first (its
      // first and then the account's free ones), then each other address's first try, which the
      // account's delay does not hold (the owner's try from their own machine).
      const byAddress = [...guesses].sort((a, b) => (a % ADDRESSES) - (b % ADDRESSES) || a - b);
      const most = await oneAfterAnother('blocks', byAddress);
      expect(most).toBe(LOGIN_THROTTLE.accountFreeFailures + ADDRESSES - 1);

      // The same guesses at once, taking turns over the instances. Each password check finds the
      // account's count already covering it.
      const target = await createUser(first, { username: 'at-once', password: 'at-once-password' });
      const account = userAccountKey(target.id);
      const uncounted: string[] = [];
      let started = 0;
      for (const app of apps) {
        const { verify } = app.passwords;
        app.passwords.verify = async (hash, password) => {
          started += 1;
          const mine = started;
          const rows = await first.db.orm.query.loginThrottle.findMany();
          const row = rows.find((r) => r.scope === 'account' && r.key === account);
          if ((row?.attempts ?? 0) < mine)
            uncounted.push(`check ${mine}: counted ${row?.attempts ?? 0}`);
          return verify(hash, password);
        };
      }
      const before = checks();
      const codes = (
        await Promise.all(
          guesses.map((i) =>
            login(apps[i % apps.length] as App, 'at-once', 'wrong-password', addressOf(i)),
          ),
        )
      ).map((response) => response.statusCode);
      const atOnce = checks() - before;
      expect(uncounted).toEqual([]);
      expect(atOnce).toBeLessThanOrEqual(most);
      expect(count(codes, 401)).toBe(atOnce);
      expect(count(codes, 429)).toBe(GUESSES - atOnce);
    } finally {
      await close();
    }
  });
});
