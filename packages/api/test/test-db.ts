// A fresh database for each test file: PGlite in memory (cloned from a migrated snapshot), or a
// uniquely named database on a PostgreSQL server. Pick with TEST_DB=pglite|postgres.
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client';
import { loadMigrations, migrate } from '../src/db/migrate';

export type TestDbKind = 'pglite' | 'postgres';

export function testDbKind(): TestDbKind {
  const kind = process.env.TEST_DB ?? 'pglite';
  if (kind !== 'pglite' && kind !== 'postgres')
    throw new Error(`TEST_DB must be pglite or postgres, not ${kind}`);
  return kind;
}

export function postgresTestUrl(): string {
  return process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
}

export interface TestDatabase {
  db: Database;
  /** Closes the database and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

const SNAPSHOT_DIR = path.join(os.tmpdir(), 'pokayoke-api-test');

function pgliteVersion(): string {
  const manifest = path.join(
    path.dirname(require.resolve('@electric-sql/pglite')),
    '..',
    'package.json',
  );
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * A migrated, empty PGlite data directory as a tarball. Creating one from nothing runs initdb (about
 * 10 s); loading the tarball takes about 2 s. Cached on disk per PGlite version and migration set.
 */
async function pgliteSnapshot(): Promise<Blob> {
  const key = createHash('sha256')
    .update(pgliteVersion())
    .update(
      loadMigrations()
        .map((m) => `${m.version}:${m.checksum}`)
        .join(','),
    )
    .digest('hex')
    .slice(0, 16);
  const file = path.join(SNAPSHOT_DIR, `pglite-${key}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);

  const seed = openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(seed);
  const tarball = await seed.client.dumpDataDir('none');
  await seed.close();
  const bytes = Buffer.from(await tarball.arrayBuffer());
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  for (const old of readdirSync(SNAPSHOT_DIR)) {
    if (old.startsWith('pglite-') && old !== path.basename(file))
      rmSync(path.join(SNAPSHOT_DIR, old), { force: true });
  }
  // Write then rename: a parallel jest worker never reads half a file.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
  return new Blob([bytes]);
}

async function createPglite(): Promise<TestDatabase> {
  const db = openDatabase({ kind: 'pglite', dataDir: null, loadDataDir: await pgliteSnapshot() });
  await db.ping();
  return { db, dispose: () => db.close() };
}

async function createPostgres(): Promise<TestDatabase> {
  const baseUrl = postgresTestUrl();
  const name = `api_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const db = openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 5 });
  await migrate(db);
  return {
    db,
    async dispose() {
      await db.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** A fresh, migrated database of the kind TEST_DB names. */
export async function createTestDatabase(): Promise<TestDatabase> {
  return testDbKind() === 'postgres' ? createPostgres() : createPglite();
}

/**
 * A fresh database with no tables at all (migration tests). On PGlite the migrated clone is emptied,
 * which is faster than a new initdb.
 */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  const test = await createTestDatabase();
  await emptyDatabase(test.db);
  return test;
}

/** Drops every table (and the migration record) of a test database. */
export async function emptyDatabase(db: Database): Promise<void> {
  await db.rawTransaction((session) =>
    session.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;'),
  );
}

/** A second connection to the same database (two API instances on one PostgreSQL). */
export function secondConnection(db: Database): Database {
  if (db.kind !== 'postgres') throw new Error('A second connection needs PostgreSQL');
  const options = db.pool.options as { connectionString?: string };
  if (!options.connectionString) throw new Error('no connection string');
  return openDatabase({ kind: 'postgres', url: options.connectionString, poolSize: 2 });
}
