// The delivery list for one customer with 10k, 100k and 1M deliveries (docs/rules/lists.md#delivery-table). Prints p50/p95;
// asserts nothing.
//
//   pnpm --filter api bench:list                              # 10k, 100k, 1M rows on PostgreSQL
//   BENCH_ROWS=10000,100000 BENCH_DB=postgres,pglite pnpm --filter api bench:list
//
// Each size gets a fresh database with the app's migrations. The customer's rows (and 1,000 rows of
// a second customer) are bulk-loaded with COPY while the sort and search indexes are dropped, the
// indexes are then built again from migration 0004 and the table is vacuumed and analysed: the
// state a production table reaches after autovacuum. Every query goes through the app
// (`inject`: routing, auth, validation, serialisation included): the first and the last page of
// the default sort and of every sortable column in both directions, three date ranges, and two
// four-character searches (a common name, and a term nothing contains).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { App } from '../src/app';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { DELIVERY_SORT_COLUMNS } from 'contracts/schemas';
import {
  dbOption,
  describeMachine,
  formatInt,
  formatMs,
  quantile,
  rowsOption,
  runBench,
  openBenchApp,
  table,
} from './bench-utils';
import { DELIVERY_COPY_COLUMNS, deliveryCopyChunks } from './delivery-data';
import {
  BENCH_CUSTOMERS,
  benchCreatedAt as createdAt,
  INDEX_MIGRATION,
  INDEX_NAMES,
  loadDeliveriesPostgres,
  type LoadedDeliveries,
} from './delivery-load';

type Loaded = Pick<LoadedDeliveries, 'db' | 'dispose'>;

const WARMUP = 3;
const ITERATIONS = 50;
const PER_PAGE = 5;
const { main: MAIN, other: OTHER } = BENCH_CUSTOMERS;
const OTHER_ROWS = 1000;

const loadPostgres = (rows: number) => loadDeliveriesPostgres(rows, { otherRows: OTHER_ROWS });

async function loadPglite(rows: number): Promise<Loaded> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pokayoke-bench-list-'));
  const db = openDatabase({ kind: 'pglite', dataDir: dir });
  await migrate(db);
  const client = db.client;
  await client.exec(
    `INSERT INTO customers (id, name, alias) VALUES ('${MAIN}', 'PT Honda Prospect Motor', 'HPM'), ('${OTHER}', 'PT Kasai Teck See', 'KASAI')`,
  );
  for (const name of INDEX_NAMES) await client.exec(`DROP INDEX ${name}`);
  const copy = `COPY deliveries (${DELIVERY_COPY_COLUMNS.join(', ')}) FROM '/dev/blob'`;
  for (const [customer, count, seed] of [
    [MAIN, rows, 1],
    [OTHER, OTHER_ROWS, 2],
  ] as const) {
    let batch = '';
    for (const chunk of deliveryCopyChunks(count, customer, { seed, createdAt })) {
      batch += chunk;
      if (batch.length >= 8 * 1024 * 1024) {
        await client.query(copy, [], { blob: new Blob([batch]) });
        batch = '';
      }
    }
    if (batch) await client.query(copy, [], { blob: new Blob([batch]) });
  }
  await client.exec("SET maintenance_work_mem = '256MB'");
  await client.exec(INDEX_MIGRATION);
  await client.exec(
    `INSERT INTO customer_delivery_counts VALUES ('${MAIN}', ${rows}), ('${OTHER}', ${OTHER_ROWS})`,
  );
  await client.exec('VACUUM ANALYZE deliveries');
  return {
    db,
    async dispose() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Query {
  name: string;
  url: (rows: number) => string;
}

function queries(): Query[] {
  const base = `/api/deliveries?customerId=${MAIN}&perPage=${PER_PAGE}`;
  const last = (rows: number) => Math.ceil(rows / PER_PAGE);
  const list: Query[] = [
    { name: 'default sort, first page', url: () => `${base}&page=1` },
    { name: 'default sort, last page', url: (rows) => `${base}&page=${last(rows)}` },
  ];
  for (const column of DELIVERY_SORT_COLUMNS) {
    for (const direction of ['asc', 'desc'] as const) {
      const sorted = `${base}&sortCol=${column}&sortDir=${direction}`;
      list.push({ name: `${column} ${direction}, first page`, url: () => `${sorted}&page=1` });
      list.push({
        name: `${column} ${direction}, last page`,
        url: (rows) => `${sorted}&page=${last(rows)}`,
      });
    }
  }
  // The generated customer delivers ~960 lines a day from 2024-01-01: 10k rows are 11 days, 1M
  // rows nearly three years. A month at the start of the history (what a newest-first list meets
  // last) and the last 30 days are each at most a month of rows, whatever the history's length.
  const lastDay = (rows: number) =>
    new Date(Date.UTC(2024, 0, 1) + Math.floor((rows - 1) / 24 / 40) * 86_400_000);
  const isoDay = (date: Date) => date.toISOString().slice(0, 10);
  list.push(
    {
      name: 'first month (date range), first page',
      url: () => `${base}&page=1&startDate=2024-01-01&endDate=2024-01-31`,
    },
    {
      name: 'last 30 days (date range), first page',
      url: (rows) =>
        `${base}&page=1&startDate=${isoDay(new Date(lastDay(rows).getTime() - 29 * 86_400_000))}&endDate=${isoDay(lastDay(rows))}`,
    },
    {
      name: 'all dates (date range), first page',
      url: () => `${base}&page=1&startDate=2020-01-01&endDate=2030-12-31`,
    },
    { name: "search 'budi' (common), first page", url: () => `${base}&page=1&search=budi` },
    { name: "search 'zq9x' (no match), first page", url: () => `${base}&page=1&search=zq9x` },
  );
  return list;
}

/**
 * Samples of every query, taken in rounds (each round asks every query once): a burst of load from
 * another process on a shared machine then spreads over all queries instead of spoiling one.
 */
async function measureAll(app: App, authorization: string, urls: string[]): Promise<number[][]> {
  const samples = urls.map(() => [] as number[]);
  for (let round = 0; round < WARMUP + ITERATIONS; round += 1) {
    for (const [i, url] of urls.entries()) {
      const started = performance.now();
      const response = await app.inject({ method: 'GET', url, headers: { authorization } });
      const elapsed = performance.now() - started;
      if (response.statusCode !== 200) {
        throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
      }
      if (round >= WARMUP) samples[i]?.push(elapsed);
    }
  }
  return samples;
}

async function main() {
  const sizes = rowsOption([10_000, 100_000, 1_000_000]);
  const kinds = dbOption(['postgres']);
  console.log(
    `Delivery list benchmark: p50/p95 of ${ITERATIONS} requests after ${WARMUP} warm-up, perPage ${PER_PAGE}, through app.inject`,
  );
  for (const line of await describeMachine(kinds)) console.log(line);
  console.log(
    `Command: BENCH_ROWS=${sizes.join(',')} BENCH_DB=${kinds.join(',')} pnpm --filter api bench:list\n`,
  );
  const all = queries();

  for (const kind of kinds) {
    const figures = new Map<string, Map<number, { p50: number; p95: number }>>();
    for (const rows of sizes) {
      const started = performance.now();
      const loaded = kind === 'postgres' ? await loadPostgres(rows) : await loadPglite(rows);
      console.log(
        `${kind}: ${formatInt(rows)} rows loaded and indexed in ${((performance.now() - started) / 1000).toFixed(0)} s`,
      );
      const opened = await openBenchApp(loaded.db);
      const { app, authorization } = opened;
      try {
        const samples = await measureAll(
          app,
          authorization,
          all.map((query) => query.url(rows)),
        );
        for (const [index, query] of all.entries()) {
          const taken = samples[index] ?? [];
          const bySize = figures.get(query.name) ?? new Map<number, { p50: number; p95: number }>();
          bySize.set(rows, { p50: quantile(taken, 0.5), p95: quantile(taken, 0.95) });
          figures.set(query.name, bySize);
        }
      } finally {
        await opened.close();
        await loaded.dispose();
      }
    }

    const smallest = Math.min(...sizes);
    const largest = Math.max(...sizes);
    const header = [
      'query (ms)',
      ...sizes.flatMap((rows) => [`${formatInt(rows)} p50`, `${formatInt(rows)} p95`]),
    ];
    if (sizes.length > 1) header.push(`p95 ${formatInt(largest)}/${formatInt(smallest)}`);
    const ratios: { name: string; ratio: number }[] = [];
    const rowsOut = all.map((query) => {
      const bySize = figures.get(query.name) as Map<number, { p50: number; p95: number }>;
      const cells = [
        query.name,
        ...sizes.flatMap((rows) => {
          const f = bySize.get(rows) as { p50: number; p95: number };
          return [formatMs(f.p50), formatMs(f.p95)];
        }),
      ];
      if (sizes.length > 1) {
        const ratio = (bySize.get(largest)?.p95 ?? 0) / (bySize.get(smallest)?.p95 ?? 1);
        ratios.push({ name: query.name, ratio });
        cells.push(`${ratio.toFixed(2)}×`);
      }
      return cells;
    });
    console.log(`\n${kind}\n${table(header, rowsOut)}`);
    if (ratios.length > 0) {
      const sorted = [...ratios].sort((a, b) => b.ratio - a.ratio);
      const worst = sorted.slice(0, 3).map((r) => `${r.name} ${r.ratio.toFixed(2)}×`);
      const median = quantile(
        ratios.map((r) => r.ratio),
        0.5,
      );
      const over = ratios.filter((r) => r.ratio > 3).length;
      console.log(
        `${kind}: p95(${formatInt(largest)}) / p95(${formatInt(smallest)}) — median ${median.toFixed(2)}×, worst ${worst.join(', ')}; ${over} of ${ratios.length} queries above 3×`,
      );
    }
  }
}

runBench(main);
