import { LOGIN_THROTTLE } from '../src/plugins/external/login-throttle';
import { buildTestApp, createUser, fakeClock, TEST_ADMIN_PASSWORD, type App } from './helpers';

const clock = fakeClock();
let app: App;

beforeAll(async () => {
  app = await buildTestApp({ clock });
});

afterAll(async () => {
  await app.close();
});

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
    await fail('budi', LOGIN_THROTTLE.usernameLimit);

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
    await fail('dewi', LOGIN_THROTTLE.usernameLimit - 1);
    expect((await login('dewi', 'dewi-password')).statusCode).toBe(200);
    // A full allowance again: four more failures and a success.
    await fail('dewi', LOGIN_THROTTLE.usernameLimit - 1);
    expect((await login('dewi', 'dewi-password')).statusCode).toBe(200);
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
    expect(before.some((row) => row.key === 'pruned-user' && row.attempts === 2)).toBe(true);

    clock.advance(LOGIN_THROTTLE.windowMs + 1000);
    expect(await app.loginThrottle.prune()).toBeGreaterThan(0);
    const after = await app.db.orm.query.loginThrottle.findMany();
    expect(after.some((row) => row.key === 'pruned-user')).toBe(false);
  });
});
