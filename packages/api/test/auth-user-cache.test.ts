// What the signed-in-user cache (lib/user-cache.ts) keeps of the per-request lookup: a user deleted
// or demoted through this instance loses access at once; through another instance on the same
// database, within AUTH_USER_CACHE_MS.
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { createUserCache } from '../src/lib/user-cache';
import {
  buildTestApp,
  callAs,
  createSignedInUser,
  createTestDatabase,
  fakeClock,
  loginAs,
  type App,
  type Session,
} from './helpers';
import type { TestDatabase } from './test-db';

const CACHE_MS = 2000;
const clock = fakeClock();
let database: TestDatabase;
let one: App;
let other: App;
let admin: Session;

const adminOnly = (instance: App) => {
  instance.get('/api/test/admin-only', { onRequest: [instance.requireAdmin] }, async () => ({
    ok: true,
  }));
};

beforeAll(async () => {
  database = await createTestDatabase();
  const options = {
    db: database.db,
    clock,
    env: { AUTH_USER_CACHE_MS: String(CACHE_MS) },
    extend: adminOnly,
  };
  one = await buildTestApp(options);
  other = await buildTestApp(options);
  admin = await loginAs(one, 'admin');
});

afterAll(async () => {
  await one?.close();
  await other?.close();
  await database?.dispose();
});

const me = (app: App, session: Session) => callAs(app, session, 'GET', '/api/auth/me');

describe('a user deleted or demoted', () => {
  it('through this instance loses access at once, though its user was just cached', async () => {
    const { row, session } = await createSignedInUser(one, { username: 'leaving' });
    expect((await me(one, session)).statusCode).toBe(200);
    expect((await callAs(one, admin, 'DELETE', `/api/users/${row.id}`)).statusCode).toBe(200);
    expect((await me(one, session)).statusCode).toBe(401);
  });

  it('demoted through this instance is refused admin routes at once', async () => {
    const { row, session } = await createSignedInUser(one, { username: 'boss2', role: 'admin' });
    expect((await callAs(one, session, 'GET', '/api/test/admin-only')).statusCode).toBe(200);
    const demoted = await callAs(one, admin, 'PUT', `/api/users/${row.id}`, { role: 'user' });
    expect(demoted.statusCode).toBe(200);
    expect((await callAs(one, session, 'GET', '/api/test/admin-only')).statusCode).toBe(403);
    expect((await me(one, session)).json()).toMatchObject({ result: { role: 'user' } });
  });

  it('through another instance loses access on this one within AUTH_USER_CACHE_MS', async () => {
    const { row, session } = await createSignedInUser(one, { username: 'elsewhere' });
    expect((await me(other, session)).statusCode).toBe(200); // `other` now remembers the user
    expect((await callAs(one, admin, 'DELETE', `/api/users/${row.id}`)).statusCode).toBe(200);
    expect((await me(one, session)).statusCode).toBe(401);
    // `other` may still answer from its memory until the entry is CACHE_MS old…
    clock.advance(CACHE_MS - 1);
    expect((await me(other, session)).statusCode).toBe(200);
    // …and not a millisecond later.
    clock.advance(1);
    expect((await me(other, session)).statusCode).toBe(401);
  });

  it('out of band (straight in the database) is seen within AUTH_USER_CACHE_MS', async () => {
    const { row, session } = await createSignedInUser(one, { username: 'sidedoor', role: 'admin' });
    expect((await callAs(one, session, 'GET', '/api/test/admin-only')).statusCode).toBe(200);
    await one.db.orm.update(users).set({ role: 'user' }).where(eq(users.id, row.id));
    clock.advance(CACHE_MS);
    expect((await callAs(one, session, 'GET', '/api/test/admin-only')).statusCode).toBe(403);
  });
});

describe('createUserCache', () => {
  const setUp = (ttlMs = 1000, maxEntries?: number) => {
    let now = 0;
    const loads: string[] = [];
    const cache = createUserCache<string>({ ttlMs, now: () => now, maxEntries });
    const load = async (id: string) => {
      loads.push(id);
      return `user ${id}`;
    };
    return { cache, load, loads, tick: (ms: number) => (now += ms) };
  };

  it('reads once per ttl and again after it', async () => {
    const { cache, load, loads, tick } = setUp();
    await cache.get('a', load);
    await cache.get('a', load);
    tick(999);
    await cache.get('a', load);
    expect(loads).toEqual(['a']);
    tick(1);
    await cache.get('a', load);
    expect(loads).toEqual(['a', 'a']);
  });

  it('shares one lookup between concurrent requests of one user', async () => {
    const { cache, load, loads } = setUp();
    await Promise.all([cache.get('a', load), cache.get('a', load), cache.get('a', load)]);
    expect(loads).toEqual(['a']);
  });

  it('does not keep what a lookup begun before clear() found', async () => {
    const { cache } = setUp();
    let release: (value: string) => void = () => undefined;
    const slow = cache.get('a', () => new Promise<string>((resolve) => (release = resolve)));
    cache.clear();
    release('stale');
    await expect(slow).resolves.toBe('stale');
    expect(cache.size).toBe(0);
    await expect(cache.get('a', async () => 'fresh')).resolves.toBe('fresh');
  });

  it('keeps not-found answers too, and forgets failures', async () => {
    const { cache } = setUp();
    const missing = jest.fn(async () => null);
    await cache.get('gone', missing);
    await cache.get('gone', missing);
    expect(missing).toHaveBeenCalledTimes(1);
    await expect(cache.get('b', async () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    await expect(cache.get('b', async () => 'back')).resolves.toBe('back');
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const { cache, load, loads } = setUp(1000, 2);
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(cache.size).toBe(2);
    await cache.get('a', load);
    expect(loads).toEqual(['a', 'b', 'c', 'a']);
  });

  it('reads every time with ttl 0', async () => {
    const { cache, load, loads } = setUp(0);
    await cache.get('a', load);
    await cache.get('a', load);
    expect(loads).toEqual(['a', 'a']);
  });
});
