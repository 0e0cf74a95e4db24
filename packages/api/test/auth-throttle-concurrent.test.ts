// The login throttle counts an attempt before the password is checked (reserve, then settle), so
// guesses sent all at once get no more checks than guesses sent one after another: on one
// instance, and on two instances sharing one database.
import { LOGIN_THROTTLE, tooManyAttemptsMessage } from '../src/plugins/external/login-throttle';
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

const login = (app: App, username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: '198.51.100.7',
  });

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
    const app = await buildTestApp();
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
});
