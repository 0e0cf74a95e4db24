// Two customers' deliveries bulk-loaded into a fresh database the way the list and CSV benchmarks
// start: COPY while the sort and search indexes are dropped, the indexes built again from migration
// 0004, the table vacuumed and analysed (the state a production table reaches after autovacuum).
// PostgreSQL: a fresh database on the server; PGlite: a data directory a server process can open.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase, type Database, type PgliteDatabase } from '../src/db/client';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate';
import { pgliteDir } from '../src/plugins/external/db';
import { freshPostgresDatabase } from './bench-utils';
import { DELIVERY_COPY_COLUMNS, deliveryCopyChunks } from './delivery-data';

/** The customer with the many rows, and the other one. */
export const BENCH_CUSTOMERS = {
  main: '11111111-2222-4333-8444-555555555555',
  other: '66666666-7777-4888-8999-aaaaaaaaaaaa',
} as const;

export const INDEX_MIGRATION = readFileSync(
  path.join(MIGRATIONS_DIR, '0004_deliveries_indexes.sql'),
  'utf8',
);
export const INDEX_NAMES = [...INDEX_MIGRATION.matchAll(/CREATE INDEX (\w+)/g)].map(
  (m) => m[1] as string,
);

/** An import a day of 2,000 rows: createdAt sorts are not one long tie. */
export const benchCreatedAt = (index: number) =>
  new Date(Date.UTC(2025, 0, 1) + Math.floor(index / 2000) * 86_400_000).toISOString();

export interface LoadedDeliveries {
  db: Database;
  /** The fresh database's URL (a server process or a raw client on the same rows). */
  url: string;
  dispose(): Promise<void>;
}

/** `rows` deliveries of the main customer and `otherRows` of the other, on a fresh database. */
export async function loadDeliveriesPostgres(
  rows: number,
  options: { otherRows: number; label?: string },
): Promise<LoadedDeliveries> {
  const { main, other } = BENCH_CUSTOMERS;
  const database = await freshPostgresDatabase(options.label ?? 'list');
  const db = openDatabase({ kind: 'postgres', url: database.url, poolSize: 5 });
  await migrate(db);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO customers (id, name, alias) VALUES ('${main}', 'PT Honda Prospect Motor', 'HPM'), ('${other}', 'PT Kasai Teck See', 'KASAI')`,
    );
    for (const name of INDEX_NAMES) await client.query(`DROP INDEX ${name}`);
    const columns = `deliveries (${DELIVERY_COPY_COLUMNS.join(', ')})`;
    await pipeline(
      Readable.from(deliveryCopyChunks(rows, main, { createdAt: benchCreatedAt })),
      client.query(copyFrom(`COPY ${columns} FROM STDIN`)),
    );
    await pipeline(
      Readable.from(
        deliveryCopyChunks(options.otherRows, other, { seed: 2, createdAt: benchCreatedAt }),
      ),
      client.query(copyFrom(`COPY ${columns} FROM STDIN`)),
    );
    await client.query("SET maintenance_work_mem = '256MB'");
    await client.query(INDEX_MIGRATION);
    await client.query(
      `INSERT INTO customer_delivery_counts VALUES ('${main}', ${rows}), ('${other}', ${options.otherRows})`,
    );
    await client.query('VACUUM ANALYZE deliveries');
  } finally {
    await client.end();
  }
  return {
    db,
    url: database.url,
    async dispose() {
      await db.close();
      await database.drop();
    },
  };
}

export interface LoadedPgliteDeliveries {
  /** DATA_DIR for a server process (the database is in its `pglite/`). */
  dataDir: string;
  /** Opens the data directory in this process (close it before a server opens it). */
  open(): PgliteDatabase;
  dispose(): void;
}

/** PGlite takes COPY FROM in blobs; about this many bytes a statement (as the import does). */
const PGLITE_COPY_BYTES = 16 * 2 ** 20;

/** `loadDeliveriesPostgres` on PGlite: the same rows in a data directory on disk. */
export async function loadDeliveriesPglite(
  rows: number,
  options: { otherRows: number },
): Promise<LoadedPgliteDeliveries> {
  const { main, other } = BENCH_CUSTOMERS;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pokayoke-bench-pglite-'));
  const open = () => {
    const db = openDatabase({ kind: 'pglite', dataDir: pgliteDir(dataDir) });
    if (db.kind !== 'pglite') throw new Error('expected PGlite');
    return db;
  };
  const db = open();
  try {
    await migrate(db);
    const { client } = db;
    await client.query(
      `INSERT INTO customers (id, name, alias) VALUES ('${main}', 'PT Honda Prospect Motor', 'HPM'), ('${other}', 'PT Kasai Teck See', 'KASAI')`,
    );
    for (const name of INDEX_NAMES) await client.query(`DROP INDEX ${name}`);
    const copy = `COPY deliveries (${DELIVERY_COPY_COLUMNS.join(', ')}) FROM '/dev/blob'`;
    const load = async (chunks: Iterable<string>) => {
      let batch = '';
      for (const chunk of chunks) {
        batch += chunk;
        if (batch.length >= PGLITE_COPY_BYTES) {
          await client.query(copy, [], { blob: new Blob([batch]) });
          batch = '';
        }
      }
      if (batch) await client.query(copy, [], { blob: new Blob([batch]) });
    };
    await load(deliveryCopyChunks(rows, main, { createdAt: benchCreatedAt }));
    await load(
      deliveryCopyChunks(options.otherRows, other, { seed: 2, createdAt: benchCreatedAt }),
    );
    await client.exec(INDEX_MIGRATION);
    await client.query(
      `INSERT INTO customer_delivery_counts VALUES ('${main}', ${rows}), ('${other}', ${options.otherRows})`,
    );
    await client.query('VACUUM ANALYZE deliveries');
  } finally {
    await db.close();
  }
  return { dataDir, open, dispose: () => rmSync(dataDir, { recursive: true, force: true }) };
}
