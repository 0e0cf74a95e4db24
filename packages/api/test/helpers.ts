// Test helpers for every API suite: a whole app on a fresh database, signed-in users, a movable clock.
//   const app = await buildTestApp();
//   const admin = await loginAs(app, 'admin');
//   await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: admin.authorization } });
//   await app.close(); // also closes (and on PostgreSQL drops) the database
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type BuildAppOptions } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import type { Database } from '../src/db/client';
import type { UserRole, RecordStatus, UserRow } from '../src/db/schema';
import { findUserByUsername, insertUser } from '../src/repositories/users';
import type { UserProfile } from 'contracts/schemas';
import { createTestDatabase } from './test-db';

export { createTestDatabase, createEmptyTestDatabase, testDbKind } from './test-db';

export const TEST_ADMIN_PASSWORD = 'admin-test-password';
export const TEST_USER_PASSWORD = 'user-test-password';
export const TEST_JWT_SECRET = 'test-jwt-secret-that-is-long-enough-0123456789';

/** A clock the test moves by hand. */
export interface FakeClock {
  (): Date;
  advance(ms: number): void;
  set(date: Date): void;
}

export function fakeClock(start = new Date('2026-01-05T08:00:00.000Z')): FakeClock {
  let now = start.getTime();
  const clock = (() => new Date(now)) as FakeClock;
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (date) => {
    now = date.getTime();
  };
  return clock;
}

/**
 * A configuration as the server would read it, with DATA_DIR and WEB_ROOT in a new temp directory
 * (`tempDir`, for the caller to remove).
 */
export function testConfigWithDir(env: Record<string, string | undefined> = {}): {
  config: AppConfig;
  tempDir: string;
} {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pokayoke-api-'));
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: path.join(dir, 'data'),
      WEB_ROOT: path.join(dir, 'web'),
      JWT_SECRET: TEST_JWT_SECRET,
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      // The router monitor runs only in the suites that test it (they set ROUTER_MONITOR=true).
      ROUTER_MONITOR: 'false',
      // Payment jobs too: the payment suites run them (PAYMENT_WORKER=true or worker.tick()).
      PAYMENT_WORKER: 'false',
      ...env,
    });
    return { config, tempDir: dir };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

/** {@link testConfigWithDir} without the directory (a test that builds the app itself removes it). */
export function testConfig(env: Record<string, string | undefined> = {}): AppConfig {
  return testConfigWithDir(env).config;
}

export interface BuildTestAppOptions extends Partial<Omit<BuildAppOptions, 'config'>> {
  /** Environment overrides (an `undefined` value unsets a default such as ADMIN_PASSWORD). */
  env?: Record<string, string | undefined>;
  /** Adds routes or hooks in a plugin registered after all others (e.g. a route that throws). */
  extend?: (app: App) => void | Promise<void>;
}

/**
 * The whole app, ready, on a fresh database (TEST_DB=pglite|postgres), with a silent logger.
 * `await app.close()` closes the database; if `db` is passed in, closing it stays with the caller.
 */
export async function buildTestApp(options: BuildTestAppOptions = {}): Promise<App> {
  const { env, extend, db: givenDb, ...rest } = options;
  const { config, tempDir } = testConfigWithDir(env);
  const test = givenDb ? null : await createTestDatabase();
  const cleanUp = async () => {
    await test?.dispose();
    rmSync(tempDir, { recursive: true, force: true });
  };
  // An open PGlite keeps jest alive: whatever fails below, the database is closed.
  try {
    const app = buildApp({ config, db: givenDb ?? test?.db, print: () => undefined, ...rest });
    // Registered last, so every decorator (authenticate, requireAdmin, db) exists inside.
    if (extend) app.register(async (instance) => extend(instance));
    app.addHook('onClose', cleanUp);
    try {
      await app.ready();
    } catch (error) {
      await app.close().catch(() => undefined);
      throw error;
    }
    return app;
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

export interface NewTestUser {
  username: string;
  password?: string;
  fullName?: string;
  role?: UserRole;
  status?: RecordStatus;
  email?: string | null;
  nik?: string | null;
}

/** Inserts a user straight into the database (password hashed the production way). */
export async function createUser(app: App, user: NewTestUser): Promise<UserRow> {
  return insertUser(app.db.orm, {
    username: user.username,
    passwordHash: await app.passwords.hash(user.password ?? TEST_USER_PASSWORD),
    fullName: user.fullName ?? `${user.username} test`,
    role: user.role ?? 'user',
    status: user.status ?? 'approved',
    email: user.email ?? null,
    nik: user.nik ?? null,
    createdBy: 'test',
    updatedBy: 'test',
  });
}

export interface Session {
  user: UserProfile;
  accessToken: string;
  refreshToken: string;
  /** The value of an Authorization header. */
  authorization: string;
}

/** Signs in through POST /api/auth/login and returns the tokens. */
export async function login(app: App, username: string, password: string): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
  });
  if (response.statusCode !== 200) {
    throw new Error(`login as ${username} failed: ${response.statusCode} ${response.body}`);
  }
  const body = response.json<{ user: UserProfile; accessToken: string; refreshToken: string }>();
  return { ...body, authorization: `Bearer ${body.accessToken}` };
}

/**
 * Signs in as the first-start admin (`admin`), or as a plain user `user` (created on first use,
 * role user).
 */
export async function loginAs(app: App, role: UserRole): Promise<Session> {
  if (role === 'admin') return login(app, 'admin', TEST_ADMIN_PASSWORD);
  if (!(await findUserByUsername(app.db.orm, 'user'))) {
    await createUser(app, {
      username: 'user',
      password: TEST_USER_PASSWORD,
      role: 'user',
      fullName: 'Plain User',
    });
  }
  return login(app, 'user', TEST_USER_PASSWORD);
}

export interface TestSuite {
  app: App;
  admin: Session;
  user: Session;
}

/**
 * How a resource suite starts: the whole app on a fresh database (options as `buildTestApp`),
 * signed in as the first-start admin and as a plain user. Close it with `app.close()`.
 */
export async function startSuite(options: BuildTestAppOptions = {}): Promise<TestSuite> {
  const app = await buildTestApp(options);
  try {
    return { app, admin: await loginAs(app, 'admin'), user: await loginAs(app, 'user') };
  } catch (error) {
    await app.close();
    throw error;
  }
}

/** Before all tests of the file `start()`, handed to `use`; after all of them `close` it. */
function aroundAll<T>(
  start: () => Promise<T>,
  close: (started: T) => Promise<void>,
  use: (started: T) => void,
): void {
  let started: T | null = null;
  beforeAll(async () => {
    started = await start();
    use(started);
  });
  afterAll(async () => {
    if (started !== null) await close(started);
  });
}

/**
 * The frame of a resource suite file: before all its tests `startSuite(options)`, handed to `use`;
 * after all of them the app closed (and its database with it).
 *
 *   let app: App; let admin: Session; let user: Session;
 *   setUpSuite({ clock }, (suite) => ({ app, admin, user } = suite));
 */
export function setUpSuite(options: BuildTestAppOptions, use: (suite: TestSuite) => void): void {
  aroundAll(
    () => startSuite(options),
    (suite) => suite.app.close(),
    use,
  );
}

/**
 * The frame of a suite file that signs in by itself (auth, throttling): `buildTestApp(options)`
 * before all its tests, handed to `use`, closed after all of them.
 *
 *   let app: App;
 *   setUpApp({ clock }, (built) => (app = built));
 */
export function setUpApp(options: BuildTestAppOptions, use: (app: App) => void): void {
  aroundAll(
    () => buildTestApp(options),
    (app) => app.close(),
    use,
  );
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `app.inject` as `session` would call (no Authorization header when null), with a JSON payload. */
export function callAs(
  app: App,
  session: Session | null,
  method: Method,
  url: string,
  payload?: Record<string, unknown>,
) {
  return app.inject({
    method,
    url,
    headers: session ? { authorization: session.authorization } : {},
    ...(payload ? { payload } : {}),
  });
}

/** Inserts `user` (password `<username>-password` unless given) and signs in as them. */
export async function createSignedInUser(
  app: App,
  user: NewTestUser,
): Promise<{ row: UserRow; session: Session }> {
  const password = user.password ?? `${user.username}-password`;
  const row = await createUser(app, { ...user, password });
  return { row, session: await login(app, user.username, password) };
}

/** POSTs `payload` as it is, under `contentType`: a body no JSON client would send. */
export function postRaw(app: App, url: string, payload: string, contentType = 'application/json') {
  return app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
}

/** Collects the JSON log lines of an app (pass as `logStream`, with LOG_LEVEL in `env`). */
export function logCollector(): {
  write(line: string): void;
  lines: () => Record<string, unknown>[];
  text: () => string;
} {
  const raw: string[] = [];
  return {
    write: (line) => {
      raw.push(line);
    },
    lines: () => raw.map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => raw.join(''),
  };
}

export type { App, Database };
