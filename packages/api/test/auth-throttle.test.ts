import { accountDelayMs, LOGIN_THROTTLE } from '../src/plugins/external/login-throttle';
import { findUserByUsername } from '../src/repositories/users';
import { createUser, fakeClock, setUpApp, TEST_ADMIN_PASSWORD, type App } from './helpers';

const clock = fakeClock();
let app: App;

setUpApp({ clock }, (built) => (app = built));

const login = (username: string, password: string, remoteAddress = '198.51.100.7') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress,
  });

async function fail(username: string, times: number, remoteAddress?: string) {
  for (let i = 0; i < times; i += 1) {
    const response = await login(username, 'wrong-password', remoteAddress);
    expect(response.statusCode).toBe(401);
  }
}

describe('login throttling', () => {
  it('answers 429 with Retry-After once a username has 5 failures in 15 minutes, even with the right password', async () => {
    await createUser(app, { username: 'budi', password: 'budi-password' });
    await fail('budi', LOGIN_THROTTLE.pairLimit);

    const blocked = await login('budi', 'budi-password');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Too many login attempts. Try again in 15 minutes.',
    });
    expect(Number(blocked.headers['retry-after'])).toBe(15 * 60);

    // The window is fixed: ten minutes on, five remain.
    clock.advance(10 * 60 * 1000);
    const later = await login('budi', 'budi-password');
    expect(later.statusCode).toBe(429);
    expect(later.json().message).toBe('Too many login attempts. Try again in 5 minutes.');
    expect(Number(later.headers['retry-after'])).toBe(5 * 60);

    clock.advance(5 * 60 * 1000);
    expect((await login('budi', 'budi-password')).statusCode).toBe(200);
  });

  it('counts the username whatever its case', async () => {
    await createUser(app, { username: 'Wati', password: 'wati-password' });
    await fail('WATI', 3);
    await fail('wati', 2);
    expect((await login('Wati', 'wati-password')).statusCode).toBe(429);
  });

  it('resets the username counter after a successful login', async () => {
    await createUser(app, { username: 'dewi', password: 'dewi-password' });
    await fail('dewi', LOGIN_THROTTLE.pairLimit - 1);
    expect((await login('dewi', 'dewi-password')).statusCode).toBe(200);
    // A full allowance again: four more failures and a success.
    await fail('dewi', LOGIN_THROTTLE.pairLimit - 1);
    expect((await login('dewi', 'dewi-password')).statusCode).toBe(200);
  });

  it('counts every spelling the lookup resolves to one account against that account', async () => {
    const tini = await createUser(app, { username: 'tini', password: 'tini-password' });
    // PostgreSQL's lower() maps the dotted capital I (U+0130) to i: the lookup finds 'tini'.
    expect((await findUserByUsername(app.db.orm, 'TİNİ'))?.id).toBe(tini.id);
    const address = '198.51.100.30';
    await fail('tini', LOGIN_THROTTLE.pairLimit - 1, address);
    expect((await login('TİNİ', 'wrong-password', address)).statusCode).toBe(401);
    expect((await login('TİNİ', 'wrong-password', address)).statusCode).toBe(429);
    expect((await login('Tİni', 'tini-password', address)).statusCode).toBe(429);
  });

  it('does not let a stranger lock the owner out: the right password from an address with no failures signs in', async () => {
    await createUser(app, { username: 'sari', password: 'sari-password' });
    // A stranger fails from one address until refused, then from ten more.
    const stranger = '203.0.113.50';
    await fail('sari', LOGIN_THROTTLE.pairLimit, stranger);
    expect((await login('sari', 'guess-456', stranger)).statusCode).toBe(429);
    for (let i = 0; i < 10; i += 1) await login('sari', 'guess-789', `203.0.113.${60 + i}`);
    // The owner, at home, is not held by any of it.
    expect((await login('sari', 'sari-password', '192.0.2.120')).statusCode).toBe(200);
    // The stranger's address still is.
    expect((await login('sari', 'sari-password', stranger)).statusCode).toBe(429);
  });

  it('keeps brute force slow: past 5 failures on an account each further guess waits a doubling delay, up to 15 minutes', async () => {
    await createUser(app, { username: 'joko', password: 'joko-password' });
    const free = LOGIN_THROTTLE.accountFreeFailures;
    const addresses = Array.from({ length: free }, (_, i) => `198.51.100.${100 + i}`);
    // First guesses from fresh addresses are checked, and counted against the account.
    for (const address of addresses) {
      expect((await login('joko', 'guess-1', address)).statusCode).toBe(401);
    }
    // Now a guess from an address that has failed waits the account's delay; the one after the
    // wait is checked and doubles it. (Addresses take turns: each pair's own limit is 5.)
    const waits: number[] = [];
    let turn = 0;
    const next = () => addresses[turn++ % addresses.length] as string;
    for (let i = 0; i < 9; i += 1) {
      const refused = await login('joko', 'guess-2', next());
      expect(refused.statusCode).toBe(429);
      const wait = Number(refused.headers['retry-after']);
      waits.push(wait);
      clock.advance(wait * 1000);
      expect((await login('joko', 'guess-3', next())).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256]);
    expect(accountDelayMs(free + 20)).toBe(LOGIN_THROTTLE.accountMaxDelayMs);
    // Even the right password waits from an address that has failed on the account…
    expect((await login('joko', 'joko-password', next())).statusCode).toBe(429);
    // …and goes through from one that has not.
    expect((await login('joko', 'joko-password', '192.0.2.200')).statusCode).toBe(200);
  });

  it('throttles one address trying many usernames after 20 failures, and not other addresses', async () => {
    const attacker = '203.0.113.9';
    for (let i = 0; i < LOGIN_THROTTLE.addressLimit; i += 1) {
      const response = await login(`spray-${i}`, 'guess-123', attacker);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await login('admin', TEST_ADMIN_PASSWORD, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();

    expect((await login('admin', TEST_ADMIN_PASSWORD, '192.0.2.44')).statusCode).toBe(200);
  });

  it('does not count successful logins against the address', async () => {
    const office = '192.0.2.80';
    for (let i = 0; i < LOGIN_THROTTLE.addressLimit + 5; i += 1) {
      expect((await login('admin', TEST_ADMIN_PASSWORD, office)).statusCode).toBe(200);
    }
  });

  it('keeps the counters in the database and prunes ended windows', async () => {
    await fail('pruned-user', 2, '192.0.2.90');
    expect(await app.loginThrottle.prune()).toBe(0);
    const before = await app.db.orm.query.loginThrottle.findMany();
    expect(before.some((row) => row.key === 'name:pruned-user' && row.attempts === 2)).toBe(true);

    // The pair's and the address's windows end after 15 minutes, the account's count after an hour
    // without an attempt.
    clock.advance(LOGIN_THROTTLE.windowMs + 1000);
    expect(await app.loginThrottle.prune()).toBeGreaterThan(0);
    const later = await app.db.orm.query.loginThrottle.findMany();
    expect(later.map((row) => row.key).filter((key) => key.startsWith('name:pruned-user'))).toEqual(
      ['name:pruned-user'],
    );
    clock.advance(LOGIN_THROTTLE.accountQuietMs);
    expect(await app.loginThrottle.prune()).toBeGreaterThan(0);
    const after = await app.db.orm.query.loginThrottle.findMany();
    expect(after.some((row) => row.key.startsWith('name:pruned-user'))).toBe(false);
  });
});
