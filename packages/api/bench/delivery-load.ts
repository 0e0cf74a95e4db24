// Two customers' deliveries bulk-loaded into a fresh PostgreSQL database the way the list and CSV
// benchmarks start: COPY while the sort and search indexes are dropped, the indexes built again from
// migration 0004, the table vacuumed and analysed (the state a production table reaches after
// autovacuum).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase, type Database } from '../src/db/client';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate';
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
