// The app as `node dist/server.js` runs it: no database handed in, the app opens its own from the
// configuration (PGlite files in DATA_DIR, or DATABASE_URL), migrates it and closes it.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../src/app';
import { LockedError } from '../src/lib/pid-lock';
import { createUser, login, testConfigWithDir, testDbKind, TEST_ADMIN_PASSWORD } from './helpers';
import { createEmptyTestDatabase, type TestDatabase } from './test-db';

const quiet = { print: () => undefined };
const tempDirs: string[] = [];

/** The app exactly as server.ts builds it: no database handed in. */
function serverApp(env: Record<string, string | undefined>): App {
  const { config, tempDir } = testConfigWithDir(env);
  tempDirs.push(tempDir);
  return buildApp({ config, ...quiet });
}

describe('the app opens, migrates and closes its own database', () => {
  let dataDir: string;
  let postgres: TestDatabase | null = null;
  let env: Record<string, string | undefined>;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'pokayoke-server-mode-'));
    env = { DATA_DIR: dataDir };
    if (testDbKind() === 'postgres') {
      postgres = await createEmptyTestDatabase();
      if (postgres.db.kind !== 'postgres') throw new Error('expected PostgreSQL');
      env.DATABASE_URL = (
        postgres.db.pool.options as { connectionString: string }
      ).connectionString;
    }
  });

  afterAll(async () => {
    await postgres?.dispose();
    for (const dir of [dataDir, ...tempDirs]) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps its data across a restart', async () => {
    const first: App = serverApp(env);
    await first.ready();
    expect(first.db.kind).toBe(testDbKind());
    await createUser(first, { username: 'persisted', password: 'persisted-password' });
    await first.close();
    expect(first.db.closed).toBe(true);

    const second: App = serverApp(env);
    await second.ready();
    try {
      expect((await login(second, 'persisted', 'persisted-password')).user.username).toBe(
        'persisted',
      );
      expect((await login(second, 'admin', TEST_ADMIN_PASSWORD)).user.role).toBe('admin');
      expect(await second.db.orm.query.users.findMany()).toHaveLength(2);
    } finally {
      await second.close();
    }
  });

  it('refuses a second process on the same PGlite files, and allows several on PostgreSQL', async () => {
    const running: App = serverApp(env);
    await running.ready();
    const another: App = serverApp(env);
    try {
      if (testDbKind() === 'pglite') {
        // The lock names this process; pretend to be another one holding it.
        const pid = process.pid;
        Object.defineProperty(process, 'pid', { value: pid + 1, configurable: true });
        try {
          await expect(another.ready()).rejects.toThrow(LockedError);
        } finally {
          Object.defineProperty(process, 'pid', { value: pid, configurable: true });
        }
      } else {
        await another.ready();
        expect((await another.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
          status: 'ok',
          db: 'postgres',
        });
      }
    } finally {
      await another.close().catch(() => undefined);
      await running.close();
    }
  });
});
