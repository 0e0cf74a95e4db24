import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './client';

/**
 * Versioned, forward-only SQL migrations: `src/db/migrations/NNNN_name.sql`, applied in order.
 * The build copies the folder to `dist/db/migrations`, so this path works from both.
 */
export const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/** Key of the transaction-level advisory lock that serialises migrators on one database. */
export const MIGRATION_LOCK_KEY = 7_274_210_001;

const FILE_PATTERN = /^(\d{4})_([a-z0-9_]+)\.sql$/;

export interface Migration {
  version: string;
  name: string;
  sql: string;
  checksum: string;
}

export class MigrationError extends Error {
  override name = 'MigrationError';
}

export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const seen = new Set<string>();
  return files.map((file) => {
    const match = FILE_PATTERN.exec(file);
    if (!match)
      throw new MigrationError(`Migration file name must look like 0001_name.sql: ${file}`);
    const [, version = '', name = ''] = match;
    if (seen.has(version)) throw new MigrationError(`Two migrations share version ${version}`);
    seen.add(version);
    // Line endings must not change the checksum (a Windows checkout is the same migration).
    const sql = readFileSync(path.join(dir, file), 'utf8').replace(/\r\n/g, '\n');
    const checksum = createHash('sha256').update(sql).digest('hex');
    return { version, name, sql, checksum };
  });
}

export interface MigrateResult {
  applied: string[];
  alreadyApplied: number;
}

/**
 * Applies every pending migration in one transaction under an advisory lock, so that several API
 * instances starting at once on one PostgreSQL apply each migration exactly once: the others wait
 * for the lock, then find nothing left to do. A migration edited after it was applied stops the start.
 */
export async function migrate(
  db: Database,
  migrations: Migration[] = loadMigrations(),
): Promise<MigrateResult> {
  return db.rawTransaction(async (session) => {
    await session.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await session.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version    text        PRIMARY KEY,
        name       text        NOT NULL,
        checksum   text        NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    const rows = await session.query<{ version: string; checksum: string }>(
      'SELECT version, checksum FROM schema_migrations',
    );
    const applied = new Map(rows.map((row) => [row.version, row.checksum]));
    const known = new Set(migrations.map((m) => m.version));
    const unknown = [...applied.keys()].filter((version) => !known.has(version));
    if (unknown.length > 0) {
      throw new MigrationError(
        `The database has migrations this build does not know (${unknown.join(', ')}): it was migrated by a newer version`,
      );
    }

    const done: string[] = [];
    for (const migration of migrations) {
      const checksum = applied.get(migration.version);
      if (checksum !== undefined) {
        if (checksum !== migration.checksum) {
          throw new MigrationError(
            `Migration ${migration.version}_${migration.name}.sql was changed after it was applied; add a new migration instead`,
          );
        }
        continue;
      }
      try {
        await session.exec(migration.sql);
      } catch (error) {
        throw new MigrationError(
          `Migration ${migration.version}_${migration.name}.sql failed: ${(error as Error).message}`,
          { cause: error },
        );
      }
      await session.query(
        'INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)',
        [migration.version, migration.name, migration.checksum],
      );
      done.push(`${migration.version}_${migration.name}`);
    }
    return { applied: done, alreadyApplied: applied.size };
  });
}
