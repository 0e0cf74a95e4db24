// The subscribers and invoices lists (docs/rules/billing.md#subscribers): each subscriber row says
// what it owes, so the list reads invoices for every row it shows (and, sorted or filtered by
// those figures, for every subscriber). Prints p50/p95; asserts nothing.
//
//   pnpm --filter api bench:billing-lists                      # 10k and 100k, PostgreSQL and PGlite
//   BENCH_ROWS=10000 BENCH_DB=postgres pnpm --filter api bench:billing-lists
//   BENCH_WITHOUT_INDEX=1 …      # the same without migration 0023's index, to see what it buys
//
// Per size, a fresh migrated database is seeded in three INSERT … SELECT generate_series
// statements (not through the API): subscribers over 2 routers and 3 plans, billed on days 1–28,
// each with the last three months' invoices (the older two mostly paid, the newest unpaid for a
// third of them, some late), then ANALYZE. Every request goes through the app (`inject`: routing,
// auth, validation, serialisation included). Target: the first page ≤ 50 ms p95 at 10,000
// (BENCH_ITERATIONS requests, default 60; the other cases BENCH_OTHER_ITERATIONS, default 20).
import { sql } from 'drizzle-orm';
import { wibDay } from 'contracts/format';
import {
  dbOption,
  describeMachine,
  formatInt,
  formatMs,
  openBenchStack,
  quantile,
  rowsOption,
  runBench,
  table,
  type BenchDb,
} from './bench-utils';

const WARMUP = 5;
/** Requests of the first page (the target's figure). */
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 60);
/** Requests of each other case: a sort over every subscriber takes seconds at 100,000 on PGlite. */
const OTHER_ITERATIONS = Number(process.env.BENCH_OTHER_ITERATIONS ?? 20);

/** What is measured: a label and the request's path and query. */
const CASES: readonly (readonly [string, string])[] = [
  ['subscribers, first page (default sort)', '/api/subscribers?page=1&perPage=25'],
  [
    'subscribers, by unpaid amount',
    '/api/subscribers?page=1&perPage=25&sortCol=unpaidAmount&sortDir=desc',
  ],
  [
    'subscribers, by next due date',
    '/api/subscribers?page=1&perPage=25&sortCol=nextDueDate&sortDir=asc',
  ],
  ['subscribers, overdue only', '/api/subscribers?page=1&perPage=25&overdue=true'],
  [
    'subscribers, one router + isolated',
    '/api/subscribers?page=1&perPage=25&status=isolated&routerId=:router',
  ],
  ['invoices, first page + totals', '/api/invoices?page=1&perPage=25'],
  [
    'invoices, one router unpaid + totals',
    '/api/invoices?page=1&perPage=25&status=unpaid&routerId=:router',
  ],
];

interface Run {
  kind: BenchDb;
  rows: number;
  seedMs: number;
  samples: number[][];
}

const monthOf = (date: Date, back: number) => {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 1));
  return d.toISOString().slice(0, 7);
};

async function run(kind: BenchDb, rows: number): Promise<Run> {
  const stack = await openBenchStack(kind, 'billinglists', {
    env: { ROUTER_MONITOR: 'false', PAYMENT_WORKER: 'false' },
  });
  const { app, db, authorization } = stack;
  try {
    const routers = [
      (await stack.addRouter({ name: 'Lists A' })).id,
      (await stack.addRouter({ name: 'Lists B' })).id,
    ];
    const today = wibDay(new Date());
    const periods = [2, 1, 0].map((back) => monthOf(new Date(`${today}T00:00:00Z`), back));
    const started = performance.now();
    await db.orm.execute(sql`
      INSERT INTO plans (name, price, ppp_profile)
      VALUES ('Hemat 5M', 100000, 'p5'), ('Rumah 10M', 166500, 'p10'), ('Cepat 20M', 250000, 'p20')`);
    await db.orm.execute(sql`
      INSERT INTO subscribers (name, phone, router_id, ppp_username, plan_id, billing_day,
                               billing_start, status, created_at)
      SELECT 'Pelanggan ' || n, '62812' || lpad(n::text, 7, '0'),
             (ARRAY[${routers[0]}::uuid, ${routers[1]}::uuid])[1 + n % 2],
             'pel-' || n, p.id, 1 + n % 28, '2025-01-01'::date,
             CASE WHEN n % 20 = 0 THEN 'isolated' WHEN n % 50 = 1 THEN 'terminated' ELSE 'active' END,
             now() - n * interval '1 minute'
        FROM generate_series(1, ${rows}) AS n
        JOIN (SELECT id, row_number() OVER (ORDER BY price) - 1 AS k FROM plans) p ON p.k = n % 3`);
    // The last three periods: the older two paid but every 10th subscriber's, the newest unpaid for a third.
    await db.orm.execute(sql`
      INSERT INTO invoices (number, subscriber_id, period, amount, issued_at, due_date, status,
                            paid_at, paid_amount, method, pay_token)
      SELECT 'INV/' || replace(x.period, '-', '/') || '/'
               || lpad((row_number() OVER (PARTITION BY x.period ORDER BY x.id))::text, 6, '0'),
             x.id, x.period, x.price, x.due - 7, x.due, x.status,
             CASE WHEN x.status = 'paid' THEN x.due::timestamptz END,
             CASE WHEN x.status = 'paid' THEN x.price END,
             CASE WHEN x.status = 'paid' THEN 'cash' END,
             md5(x.id::text || x.period) || md5(x.period)
        FROM (SELECT s.id, per.period, p.price,
                     (per.period || '-01')::date + (s.billing_day - 1) AS due,
                     CASE WHEN per.k = 3 AND s.n % 3 = 0 THEN 'unpaid'
                          WHEN per.k < 3 AND s.n % 10 = 0 THEN 'unpaid'
                          ELSE 'paid' END AS status
                FROM (SELECT id, billing_day, plan_id,
                             row_number() OVER (ORDER BY created_at) AS n FROM subscribers) s
                JOIN plans p ON p.id = s.plan_id
               CROSS JOIN unnest(${`{${periods.join(',')}}`}::text[]) WITH ORDINALITY AS per(period, k)) x`);
    if (process.env.BENCH_WITHOUT_INDEX === '1')
      await db.orm.execute(sql`DROP INDEX invoices_unpaid_subscriber_idx`);
    await db.orm.execute(sql`ANALYZE`);
    const seedMs = performance.now() - started;

    const samples: number[][] = [];
    for (const [index, [label, template]] of CASES.entries()) {
      const url = template.replace(':router', routers[0] as string);
      const times: number[] = [];
      const iterations = index === 0 ? ITERATIONS : OTHER_ITERATIONS;
      for (let i = 0; i < WARMUP + iterations; i++) {
        const t0 = performance.now();
        const response = await app.inject({ method: 'GET', url, headers: { authorization } });
        const ms = performance.now() - t0;
        if (response.statusCode !== 200)
          throw new Error(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        if (i >= WARMUP) times.push(ms);
      }
      samples.push(times);
    }
    return { kind, rows, seedMs, samples };
  } finally {
    await stack.close();
  }
}

runBench(async () => {
  const kinds = dbOption(['postgres', 'pglite']);
  const sizes = rowsOption([10_000, 100_000]);
  console.log((await describeMachine(kinds)).join('\n'));
  console.log(
    `The first page: ${ITERATIONS} requests, every other case ${OTHER_ITERATIONS}, each after ${WARMUP} warm-up requests; perPage 25.`,
  );
  for (const kind of kinds) {
    const runs: Run[] = [];
    for (const rows of sizes) {
      const result = await run(kind, rows);
      runs.push(result);
      console.log(
        `\n${kind}, ${formatInt(rows)} subscribers, ${formatInt(rows * 3)} invoices (seeded in ${formatMs(result.seedMs)} ms)${process.env.BENCH_WITHOUT_INDEX === '1' ? ', WITHOUT invoices_unpaid_subscriber_idx' : ''}`,
      );
      console.log(
        table(
          ['request', 'p50 ms', 'p95 ms'],
          CASES.map(([label], i) => {
            const times = result.samples[i] as number[];
            return [label, formatMs(quantile(times, 0.5)), formatMs(quantile(times, 0.95))];
          }),
        ),
      );
    }
    const [small, large] = [runs[0], runs[runs.length - 1]];
    if (small && large && large !== small) {
      console.log(
        `\n${kind}: p95 ratio ${formatInt(large.rows)} / ${formatInt(small.rows)} subscribers`,
      );
      console.log(
        table(
          ['request', 'ratio (p95)'],
          CASES.map(([label], i) => [
            label,
            (
              quantile(large.samples[i] as number[], 0.95) /
              quantile(small.samples[i] as number[], 0.95)
            ).toFixed(2),
          ]),
        ),
      );
    }
  }
});
