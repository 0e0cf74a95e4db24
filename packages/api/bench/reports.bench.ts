// Sales report over a large table (docs/rules/reports.md). Prints figures; asserts nothing.
//
//   pnpm --filter api bench:reports                    # PostgreSQL
//   BENCH_DB=pglite pnpm --filter api bench:reports
//
// 1,000,000 hotspot sales over 20 routers and ~25 months plus 100,000 PAID transactions (made
// in SQL with generate_series), then GET /api/reports/sales for one month by day (every router,
// both sources) through the app (`inject`: auth, validation, the SQL aggregate, the envelope),
// 50 times after 5 warm-ups: p50/p95; and the same for one router, and for a year by month. Then
// the SQL alone for the month by day, in alternating runs: the report's query (daily totals,
// migration 0017) against an aggregate of the raw rows of the month (what the report ran before
// 0017), so the two figures meet the machine's load alike.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { sqlRows } from '../src/db/client';
import { salesReport } from '../src/reports/sales-report';
import {
  dbOption,
  describeMachine,
  formatMs,
  openMigratedBenchDb,
  quantile,
  runBench,
  table,
  type BenchDb,
} from './bench-utils';

const PASSWORD = 'bench-admin-password';
const SALES = 1_000_000;
const PAYMENTS = 100_000;
const RUNS = 50;

async function scenario(kind: BenchDb): Promise<string[][]> {
  const { db, dispose } = await openMigratedBenchDb(kind, 'reports');
  const app = buildApp({
    config: loadConfig({
      LOG_LEVEL: 'silent',
      ADMIN_PASSWORD: PASSWORD,
      JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-0123456789',
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'pokayoke-bench-reports-')),
      ROUTER_MONITOR: 'false',
      PAYMENT_WORKER: 'false',
    }),
    db,
    print: () => undefined,
  });
  try {
    await app.ready();
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: PASSWORD },
    });
    const authorization = `Bearer ${login.json<{ accessToken: string }>().accessToken}`;
    const started = Date.now();
    await db.orm
      .execute(sql`INSERT INTO routers (router_name, router_host, router_user, router_pass_enc)
      SELECT 'Router ' || i, '10.0.' || i || '.1', 'admin', '' FROM generate_series(1, 20) i`);
    const routerIds = (
      await sqlRows<{ id: string }>(db.orm, sql`SELECT id FROM routers ORDER BY router_name`)
    ).map((r) => r.id);
    const ids = sql.raw(`ARRAY[${routerIds.map((id) => `'${id}'::uuid`).join(',')}]`);
    // ~25 months back from 2026-11-30, evenly spread.
    await db.orm
      .execute(sql`INSERT INTO hotspot_sales (router_id, user_name, price, sold_at, first_login_at, source)
      SELECT (${ids})[1 + i % 20], 'v' || i, 1000 * (1 + i % 20),
        timestamptz '2026-11-30 16:59:00+00' - (i * interval '65 seconds'),
        timestamptz '2026-11-30 16:59:00+00' - (i * interval '65 seconds'),
        CASE WHEN i % 10 = 0 THEN 'mikhmon' ELSE 'monitor' END
      FROM generate_series(1, ${SALES}) i`);
    await db.orm
      .execute(sql`INSERT INTO transactions (router_id, merchant_ref, status, amount, paid_at, created_at)
      SELECT (${ids})[1 + i % 20], 'PKY-B-' || i, CASE WHEN i % 4 = 0 THEN 'UNPAID' ELSE 'PAID' END,
        150000, timestamptz '2026-11-30 16:59:00+00' - (i * interval '650 seconds'),
        timestamptz '2026-11-30 16:59:00+00' - (i * interval '650 seconds')
      FROM generate_series(1, ${PAYMENTS}) i`);
    await db.orm.execute(sql`ANALYZE hotspot_sales`);
    await db.orm.execute(sql`ANALYZE transactions`);
    await db.orm.execute(sql`ANALYZE sales_daily_totals`);
    console.log(`${kind}: data made in ${((Date.now() - started) / 1000).toFixed(1)} s`);

    const rows: string[][] = [];
    for (const [name, query] of [
      ['Nov 2026 by day, every router', 'from=2026-11-01&to=2026-11-30'],
      [`Nov 2026 by day, one router`, `from=2026-11-01&to=2026-11-30&routerId=${routerIds[3]}`],
      ['2026 by month, every router', 'from=2026-01-01&to=2026-12-31&groupBy=month'],
    ] as const) {
      const times: number[] = [];
      let body = '';
      for (let i = 0; i < RUNS + 5; i++) {
        const t0 = performance.now();
        const response = await app.inject({
          method: 'GET',
          url: `/api/reports/sales?${query}`,
          headers: { authorization },
        });
        if (i >= 5) times.push(performance.now() - t0);
        body = response.body;
        if (response.statusCode !== 200) throw new Error(body);
      }
      const data = JSON.parse(body) as { data: { rows: unknown[]; totals: { count: number } } };
      rows.push([
        `${kind}: ${name}`,
        String(data.data.rows.length),
        data.data.totals.count.toLocaleString('en-US'),
        formatMs(quantile(times, 0.5)),
        formatMs(quantile(times, 0.95)),
      ]);
    }
    // The month by day in SQL only: daily totals against the raw rows (the same rows and sums).
    const month = { from: '2026-11-01', to: '2026-11-30', groupBy: 'day' } as const;
    const rawRows = sql`
      SELECT period, router_id, source, count(*)::int AS count, sum(amount)::bigint AS amount
        FROM (SELECT to_char(paid_at AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD') AS period,
                     router_id, 'online' AS source, amount
                FROM transactions
               WHERE status = 'PAID'
                 AND paid_at >= (${month.from}::date)::timestamp AT TIME ZONE 'Asia/Jakarta'
                 AND paid_at < (${month.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Jakarta'
              UNION ALL
              SELECT to_char(sold_at AT TIME ZONE 'Asia/Jakarta', 'YYYY-MM-DD'), router_id,
                     'voucher', price
                FROM hotspot_sales
               WHERE source <> 'online'
                 AND sold_at >= (${month.from}::date)::timestamp AT TIME ZONE 'Asia/Jakarta'
                 AND sold_at < (${month.to}::date + 1)::timestamp AT TIME ZONE 'Asia/Jakarta') s
       GROUP BY 1, 2, 3`;
    const totalsTimes: number[] = [];
    const rawTimes: number[] = [];
    let totalsRows = 0;
    let rawCount = 0;
    for (let i = 0; i < RUNS + 5; i++) {
      let t0 = performance.now();
      totalsRows = (await salesReport(db.orm, month)).rows.length;
      if (i >= 5) totalsTimes.push(performance.now() - t0);
      t0 = performance.now();
      rawCount = (await sqlRows(db.orm, rawRows)).length;
      if (i >= 5) rawTimes.push(performance.now() - t0);
    }
    for (const [name, times, count] of [
      ['SQL only, Nov 2026 by day: daily totals', totalsTimes, totalsRows],
      ['SQL only, Nov 2026 by day: raw rows', rawTimes, rawCount],
    ] as const) {
      rows.push([
        `${kind}: ${name}`,
        String(count),
        '',
        formatMs(quantile(times, 0.5)),
        formatMs(quantile(times, 0.95)),
      ]);
    }
    return rows;
  } finally {
    await app.close();
    await dispose();
  }
}

runBench(async () => {
  const kinds = dbOption(['postgres']);
  console.log((await describeMachine(kinds)).join('\n'));
  console.log(
    `GET /api/reports/sales over ${SALES.toLocaleString('en-US')} sales + ${PAYMENTS.toLocaleString('en-US')} transactions, ${RUNS} runs after 5 warm-ups (ms)`,
  );
  const rows: string[][] = [];
  for (const kind of kinds) rows.push(...(await scenario(kind)));
  console.log(table(['report', 'rows', 'sales counted', 'p50', 'p95'], rows));
});
