import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Database } from '../src/db/client';
import {
  loadMigrations,
  migrate,
  MIGRATION_LOCK_KEY,
  MigrationError,
  type Migration,
} from '../src/db/migrate';
import { createEmptyTestDatabase, testDbKind } from './helpers';
import { emptyDatabase, secondConnection, type TestDatabase } from './test-db';

// Two migrators at once need two connections to one database: PGlite is a single in-process
// connection, so these run on PostgreSQL only (TEST_DB=postgres).
const onPostgres = testDbKind() === 'postgres' ? it : it.skip;

async function tables(db: Database): Promise<string[]> {
  const rows = await db.rawTransaction((s) =>
    s.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    ),
  );
  return rows.map((row) => row.table_name);
}

const fake = (version: string, name: string, sql: string): Migration => ({
  version,
  name,
  sql,
  checksum: `${version}-${sql.length}`,
});

describe('migrate', () => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createEmptyTestDatabase();
  });

  beforeEach(async () => {
    await emptyDatabase(test.db);
  });

  afterAll(async () => {
    await test.dispose();
  });

  it('applies every migration on an empty database, records it, and does nothing the second time', async () => {
    const all = loadMigrations();
    const first = await migrate(test.db);
    expect(first.applied).toEqual(all.map((m) => `${m.version}_${m.name}`));
    expect(await tables(test.db)).toEqual(
      expect.arrayContaining(['users', 'refresh_tokens', 'login_throttle', 'schema_migrations']),
    );

    const second = await migrate(test.db);
    expect(second).toEqual({ applied: [], alreadyApplied: all.length });
    const recorded = await test.db.rawTransaction((s) =>
      s.query<{ version: string; checksum: string }>(
        'SELECT version, checksum FROM schema_migrations ORDER BY version',
      ),
    );
    expect(recorded).toEqual(all.map((m) => ({ version: m.version, checksum: m.checksum })));
  });

  it('applies only the new ones, in order', async () => {
    const one = fake('0001', 'a', 'CREATE TABLE a (id int PRIMARY KEY);');
    const two = fake('0002', 'b', 'CREATE TABLE b (id int REFERENCES a (id));');
    expect((await migrate(test.db, [one])).applied).toEqual(['0001_a']);
    expect((await migrate(test.db, [one, two])).applied).toEqual(['0002_b']);
  });

  it('0017 sums the payments and sales already there into the daily totals, by WIB day', async () => {
    const all = loadMigrations();
    await migrate(
      test.db,
      all.filter((m) => m.version < '0017'),
    );
    await test.db.rawTransaction(async (s) => {
      await s.exec(`
        INSERT INTO routers (id, router_name, router_host, router_user, router_pass_enc)
        VALUES ('00000000-0000-4000-8000-000000000017', 'R', '10.0.0.1', 'admin', '');
        INSERT INTO transactions (router_id, merchant_ref, status, amount, paid_at) VALUES
          ('00000000-0000-4000-8000-000000000017', 'A', 'PAID', 1000, '2026-03-10T16:30:00Z'),
          ('00000000-0000-4000-8000-000000000017', 'B', 'PAID', 2000, '2026-03-10T17:00:00Z'),
          ('00000000-0000-4000-8000-000000000017', 'C', 'UNPAID', 4000, NULL);
        INSERT INTO hotspot_sales (router_id, user_name, price, sold_at, source) VALUES
          ('00000000-0000-4000-8000-000000000017', 'v1', 500, '2026-03-10T16:59:59Z', 'monitor'),
          ('00000000-0000-4000-8000-000000000017', 'v2', 700, '2026-03-10T10:00:00Z', 'mikhmon'),
          ('00000000-0000-4000-8000-000000000017', 'v3', 900, '2026-03-10T10:00:00Z', 'online');`);
    });
    await migrate(test.db);
    const totals = await test.db.rawTransaction((s) =>
      s.query<{ day: string; source: string; count: number; amount: number }>(
        `SELECT day::text AS day, source, count::int AS count, amount::int AS amount
           FROM sales_daily_totals ORDER BY day, source`,
      ),
    );
    expect(totals).toEqual([
      { day: '2026-03-10', source: 'online', count: 1, amount: 1000 },
      { day: '2026-03-10', source: 'voucher', count: 2, amount: 1200 },
      { day: '2026-03-11', source: 'online', count: 1, amount: 2000 },
    ]);
  });

  it('rolls a failing run back whole: no table and no record is left', async () => {
    const good = fake('0001', 'good', 'CREATE TABLE good (id int);');
    const bad = fake('0002', 'bad', 'CREATE TABLE broken (id int); SELECT * FROM missing_table;');
    await expect(migrate(test.db, [good, bad])).rejects.toThrow(/0002_bad\.sql failed/);
    expect(await tables(test.db)).toEqual([]);
  });

  it('refuses to start when an applied migration was edited', async () => {
    await migrate(test.db, [fake('0001', 'a', 'CREATE TABLE a (id int);')]);
    const edited = fake('0001', 'a', 'CREATE TABLE a (id bigint);');
    await expect(migrate(test.db, [edited])).rejects.toThrow(MigrationError);
    await expect(migrate(test.db, [edited])).rejects.toThrow(/changed after it was applied/);
  });

  it('refuses a database migrated by a newer build', async () => {
    await migrate(test.db, [fake('0001', 'a', 'SELECT 1;'), fake('0002', 'b', 'SELECT 1;')]);
    await expect(migrate(test.db, [fake('0001', 'a', 'SELECT 1;')])).rejects.toThrow(
      /does not know \(0002\)/,
    );
  });

  onPostgres(
    'lets two instances migrate one database at once: each migration runs exactly once',
    async () => {
      const other = secondConnection(test.db);
      try {
        const [a, b] = await Promise.all([migrate(test.db), migrate(other)]);
        const count = loadMigrations().length;
        expect([a.applied.length, b.applied.length].sort()).toEqual([0, count]);
        const recorded = await test.db.rawTransaction((s) =>
          s.query<{ n: number }>('SELECT count(*)::int AS n FROM schema_migrations'),
        );
        expect(recorded[0]?.n).toBe(count);
      } finally {
        await other.close();
      }
    },
  );

  onPostgres('waits for the advisory lock while another migrator holds it', async () => {
    if (test.db.kind !== 'postgres') throw new Error('PostgreSQL only');
    const holder = new pg.Client({
      connectionString: (test.db.pool.options as { connectionString: string }).connectionString,
    });
    await holder.connect();
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      let finished = false;
      const running = migrate(test.db).then((result) => {
        finished = true;
        return result;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(finished).toBe(false);
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      expect((await running).applied.length).toBe(loadMigrations().length);
    } finally {
      await holder.end();
    }
  });
});

describe('loadMigrations', () => {
  it('reads NNNN_name.sql files in order, with checksums that ignore line endings', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pokayoke-migrations-'));
    try {
      writeFileSync(path.join(dir, '0002_second.sql'), 'SELECT 2;\r\n');
      writeFileSync(path.join(dir, '0001_first.sql'), 'SELECT 1;\n');
      writeFileSync(path.join(dir, 'README.md'), 'not a migration');
      const list = loadMigrations(dir);
      expect(list.map((m) => `${m.version}_${m.name}`)).toEqual(['0001_first', '0002_second']);
      writeFileSync(path.join(dir, '0002_second.sql'), 'SELECT 2;\n');
      expect(loadMigrations(dir)[1]?.checksum).toBe(list[1]?.checksum);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('rejects a badly named file and a duplicated version', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'pokayoke-migrations-'));
    try {
      writeFileSync(path.join(dir, '1_bad name.sql'), 'SELECT 1;');
      expect(() => loadMigrations(dir)).toThrow(/0001_name\.sql/);
      rmSync(path.join(dir, '1_bad name.sql'));
      writeFileSync(path.join(dir, '0001_a.sql'), 'SELECT 1;');
      writeFileSync(path.join(dir, '0001_b.sql'), 'SELECT 1;');
      expect(() => loadMigrations(dir)).toThrow(/share version 0001/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
