import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransactionConfig } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Drizzle over either driver: both speak PostgreSQL, so queries are written once. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a repository function takes: the database, or a transaction to join. */
export type Executor = Db | Tx;
export type DatabaseKind = 'pglite' | 'postgres';

/** One connection, for multi-statement scripts (migrations). */
export interface RawSession {
  query<R extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
  /** Runs one or more statements (simple query protocol), no parameters. */
  exec(text: string): Promise<void>;
}

interface DatabaseBase {
  readonly orm: Db;
  /**
   * Runs `fn` in one transaction; on PGlite transactions are serialised (one connection). `config`:
   * isolation level and access mode (a list's count and page read in one snapshot).
   */
  transaction<T>(fn: (tx: Tx) => Promise<T>, config?: PgTransactionConfig): Promise<T>;
  /** Runs `fn` inside BEGIN … COMMIT on one dedicated connection, with raw multi-statement access. */
  rawTransaction<T>(fn: (session: RawSession) => Promise<T>): Promise<T>;
  /** Cheap liveness check (`SELECT 1`). */
  ping(): Promise<void>;
  close(): Promise<void>;
  readonly closed: boolean;
}

export interface PgliteDatabase extends DatabaseBase {
  readonly kind: 'pglite';
  /** The embedded engine itself (dump/load of the data directory, COPY with blobs). */
  readonly client: PGlite;
}

export interface PostgresDatabase extends DatabaseBase {
  readonly kind: 'postgres';
  /** The node-postgres pool (COPY streams, LISTEN). */
  readonly pool: pg.Pool;
}

export type Database = PgliteDatabase | PostgresDatabase;

export type OpenDatabaseOptions =
  | {
      kind: 'pglite';
      /** Directory of the data files; null keeps everything in memory (tests). */
      dataDir: string | null;
      /** A tarball from `dumpDataDir()` to start from (tests clone a migrated database). */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string; poolSize?: number; onPoolError?: (error: Error) => void };

/**
 * Marks the async context of a running transaction. On PGlite (one connection) a query on the
 * database itself from inside a transaction would wait for that transaction forever; on PostgreSQL
 * it would silently run outside it. Both now fail at once with this message instead.
 */
const transactionScope = new AsyncLocalStorage<true>();
export const OUTSIDE_TRANSACTION_MESSAGE =
  'The database was queried directly inside a transaction: use the transaction (tx) passed to the callback';

/** `target` whose `methods` throw when called from inside a transaction of this module. */
function guardOutsideTransactions<T extends object>(target: T, methods: readonly string[]): T {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== 'function') return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(object);
      if (typeof property !== 'string' || !methods.includes(property)) return bound;
      return (...args: unknown[]) => {
        if (transactionScope.getStore()) throw new Error(OUTSIDE_TRANSACTION_MESSAGE);
        return bound(...args);
      };
    },
  });
}

/** Rows of a raw query through Drizzle (timestamps come back as PostgreSQL text on both drivers). */
export async function sqlRows<R extends Record<string, unknown>>(
  executor: Executor,
  query: SQL,
): Promise<R[]> {
  const result: unknown = await executor.execute(query);
  // Both drivers return an object with `rows` (node-postgres QueryResult, PGlite Results).
  return (result as { rows: R[] }).rows;
}

function openPglite(options: Extract<OpenDatabaseOptions, { kind: 'pglite' }>): PgliteDatabase {
  let dataDir: string | undefined;
  if (options.dataDir !== null) {
    mkdirSync(options.dataDir, { recursive: true });
    dataDir = path.resolve(options.dataDir);
  }
  const client = new PGlite({
    // Contrib extensions are separate bundles in PGlite: each one the migrations CREATE must be
    // loaded here (pg_trgm: trigram indexes for the lists' substring search). A PostgreSQL server
    // ships them in its contrib package instead. btree_gin: customer_id inside the deliveries' trigram
    // index (migration 0004).
    extensions: { pg_trgm, btree_gin },
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const guarded = guardOutsideTransactions(client, ['query', 'exec', 'transaction', 'sql']);
  const orm: Db = drizzlePglite({ client: guarded, schema });
  let closed = false;
  return {
    kind: 'pglite',
    client,
    orm,
    transaction: (fn, config) =>
      orm.transaction((tx) => transactionScope.run(true, () => fn(tx)), config),
    async rawTransaction(fn) {
      return guarded.transaction(async (tx) =>
        transactionScope.run(true, () =>
          fn({
            query: async (text, params) => (await tx.query<never>(text, params)).rows,
            exec: async (text) => {
              await tx.exec(text);
            },
          }),
        ),
      );
    },
    async ping() {
      await guarded.query('SELECT 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      await client.close();
    },
    get closed() {
      return closed;
    },
  };
}

function openPostgres(
  options: Extract<OpenDatabaseOptions, { kind: 'postgres' }>,
): PostgresDatabase {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', (error) => options.onPoolError?.(error));
  const guarded = guardOutsideTransactions(pool, ['query']);
  const orm: Db = drizzleNodePg({ client: guarded, schema });
  let closed = false;
  return {
    kind: 'postgres',
    pool,
    orm,
    transaction: (fn, config) =>
      orm.transaction((tx) => transactionScope.run(true, () => fn(tx)), config),
    async rawTransaction(fn) {
      if (transactionScope.getStore()) throw new Error(OUTSIDE_TRANSACTION_MESSAGE);
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await transactionScope.run(true, () =>
          fn({
            query: async (text, params) => (await client.query(text, params)).rows,
            exec: async (text) => {
              await client.query(text);
            },
          }),
        );
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async ping() {
      await guarded.query('SELECT 1');
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
    get closed() {
      return closed;
    },
  };
}

export function openDatabase(
  options: Extract<OpenDatabaseOptions, { kind: 'pglite' }>,
): PgliteDatabase;
export function openDatabase(
  options: Extract<OpenDatabaseOptions, { kind: 'postgres' }>,
): PostgresDatabase;
export function openDatabase(options: OpenDatabaseOptions): Database;
export function openDatabase(options: OpenDatabaseOptions): Database {
  return options.kind === 'pglite' ? openPglite(options) : openPostgres(options);
}
