// The hotspot console's API under load (docs/rules/routers.md). Prints figures; asserts nothing.
//
//   pnpm --filter api bench:routers                 # PGlite and PostgreSQL
//   BENCH_DB=pglite pnpm --filter api bench:routers
//
// 1. Dashboard with 1, 10 and 50 simulated routers (5 of the 50 hung: they accept and never
//    answer): p50/p95 of GET /api/dashboard/routers and /api/dashboard/stats measured while monitor
//    rounds run back to back, and the duration of one round (ROUTER_CHECK_TIMEOUT_MS 5 s, the default).
//    Targets: p95 with 50 (5 hung) ≤ 1.5 × p95 with 1; a round ≤ one timeout + 1 s.
// 2. GET /api/ppp/{id}/secrets with 10,000 secrets on the simulator: p50/p95, and the ratio to the
//    client's own listPppSecrets on the same simulator, interleaved in the same run (target ≤ 1.5×);
//    also with `accept-encoding: gzip, br` as a browser sends it (the API does not compress JSON, so
//    the two should agree). 40 rounds each, so that p95 is not simply the slowest of a handful.
// Every request goes through the app (`inject`: routing, auth, validation, serialisation).
import { listPppSecrets } from 'routeros';
import { seedState } from 'routeros/sim';
import { sql } from 'drizzle-orm';
import type { App } from '../src/app';
import { MONITOR_JOB } from '../src/repositories/jobs';
import { openBenchRouter, openBenchStack, runDbBench, type BenchDb } from './bench-utils';
import { formatMs, latencyTable, quantile, table } from './figures';

const DASHBOARD_REQUESTS = 300;
const PPP_ROUNDS = 40;
const CHECK_TIMEOUT_MS = 5000;

const APP_ENV = {
  ROUTER_MONITOR: 'false',
  ROUTER_CHECK_TIMEOUT_MS: String(CHECK_TIMEOUT_MS),
};

async function timed(
  app: App,
  url: string,
  authorization: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const started = performance.now();
  const response = await app.inject({ method: 'GET', url, headers: { ...headers, authorization } });
  const elapsed = performance.now() - started;
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return elapsed;
}

interface DashboardFigures {
  routers: { p50: number; p95: number };
  stats: { p50: number; p95: number };
  roundMs: number;
  rounds: number;
}

async function dashboardRun(kind: BenchDb, total: number, hung: number): Promise<DashboardFigures> {
  const stack = await openBenchStack(kind, 'routers', { env: APP_ENV });
  const { app, authorization } = stack;
  try {
    for (let i = 0; i < total; i++) {
      await stack.addRouter({
        name: `Router ${i + 1}`,
        sim: i < hung ? { faults: { hangOnConnect: true } } : {},
      });
    }
    const dueNow = () =>
      app.db.orm.execute(sql`UPDATE jobs SET run_at = now() WHERE kind = ${MONITOR_JOB}`);
    // One round on its own, timed.
    await dueNow();
    const first = await app.routerMonitor.tick();
    // Then rounds back to back while the dashboard is read.
    let running = true;
    let rounds = 0;
    const monitorLoad = (async () => {
      while (running) {
        await dueNow();
        await app.routerMonitor.tick();
        rounds += 1;
      }
    })();
    for (let i = 0; i < 5; i++) await timed(app, '/api/dashboard/routers', authorization);
    const routerSamples: number[] = [];
    const statsSamples: number[] = [];
    for (let i = 0; i < DASHBOARD_REQUESTS; i++) {
      // Requests arrive through the event loop, as over HTTP: the monitor gets its turns between them.
      await new Promise((resolve) => setImmediate(resolve));
      routerSamples.push(await timed(app, '/api/dashboard/routers', authorization));
      statsSamples.push(await timed(app, '/api/dashboard/stats', authorization));
    }
    running = false;
    await monitorLoad;
    return {
      routers: { p50: quantile(routerSamples, 0.5), p95: quantile(routerSamples, 0.95) },
      stats: { p50: quantile(statsSamples, 0.5), p95: quantile(statsSamples, 0.95) },
      roundMs: first.durationMs,
      rounds,
    };
  } finally {
    await stack.close();
  }
}

async function pppRun(kind: BenchDb): Promise<string> {
  const stack = await openBenchRouter(kind, 'routers', {
    env: APP_ENV,
    router: { name: 'Big router', sim: { state: seedState({ extraSecrets: 10_000 - 12 }) } },
  });
  const { app, authorization, id, client } = stack;
  try {
    const url = `/api/ppp/${id}/secrets`;
    let count = 0;
    for (let i = 0; i < 3; i++) {
      const response = await app.inject({ method: 'GET', url, headers: { authorization } });
      count = response.json<{ data: unknown[] }>().data.length;
      await listPppSecrets(client);
    }
    const api: number[] = [];
    const gzip: number[] = [];
    const direct: number[] = [];
    for (let i = 0; i < PPP_ROUNDS; i++) {
      api.push(await timed(app, url, authorization));
      const t = performance.now();
      await listPppSecrets(client);
      direct.push(performance.now() - t);
      gzip.push(await timed(app, url, authorization, { 'accept-encoding': 'gzip, br' }));
    }
    return latencyTable(
      `10,000 secrets (${kind})`,
      [
        [`GET /api/ppp/{id}/secrets (${count} rows)`, api],
        ['  the same, accept-encoding: gzip, br', gzip],
        ['client listPppSecrets()', direct],
      ],
      { label: 'API / client', of: api, to: direct },
    );
  } finally {
    await stack.close();
  }
}

runDbBench(['pglite', 'postgres'], async (kinds) => {
  // BENCH_PART=dashboard or ppp runs one half.
  const part = process.env.BENCH_PART ?? 'all';
  console.log(
    `Dashboard benchmark: p50/p95 of ${DASHBOARD_REQUESTS} requests each through app.inject, while monitor rounds run back to back; check timeout ${CHECK_TIMEOUT_MS} ms`,
  );
  for (const kind of part === 'ppp' ? [] : kinds) {
    const rows: string[][] = [];
    let baseline: DashboardFigures | null = null;
    for (const [total, hung] of [
      [1, 0],
      [10, 0],
      [50, 5],
    ] as const) {
      const figures = await dashboardRun(kind, total, hung);
      baseline ??= figures;
      rows.push([
        `${total} routers${hung ? ` (${hung} hung)` : ''}`,
        formatMs(figures.routers.p50),
        formatMs(figures.routers.p95),
        (figures.routers.p95 / baseline.routers.p95).toFixed(2),
        formatMs(figures.stats.p50),
        formatMs(figures.stats.p95),
        (figures.stats.p95 / baseline.stats.p95).toFixed(2),
        formatMs(figures.roundMs),
        String(figures.rounds),
      ]);
    }
    console.log(
      `\n${kind}:\n` +
        table(
          [
            '',
            '/routers p50',
            'p95',
            '×1',
            '/stats p50',
            'p95',
            '×1',
            'one round ms',
            'rounds meanwhile',
          ],
          rows,
        ),
    );
  }
  for (const kind of part === 'dashboard' ? [] : kinds.slice(0, 1))
    console.log(`\n${await pppRun(kind)}`);
});
