// Router health (docs/rules/routers.md#router-health). Prints figures; asserts nothing.
//
//   pnpm --filter api bench:health                       # PostgreSQL, 1,000 routers
//   BENCH_ROUTERS=200 BENCH_DB=pglite pnpm --filter api bench:health
//   BENCH_PART=metrics|live pnpm --filter api bench:health
//
// 1. Metrics: BENCH_ROUTERS routers' worth of samples generated with generate_series (49 h of raw
//    rounds a minute apart and 401 days of hourly roll-ups each, so that the retention has an hour
//    and a day per router to drop): p50/p95 of GET /api/routers/{id}/metrics for 24h, 30d and 365d
//    through app.inject (routing, auth, validation, serialisation) on random routers (target for
//    30d: p95 ≤ 50 ms on PostgreSQL); then the roll-up job and the retention job, timed.
// 2. Live traffic: a real server and a RouterOS simulator; 1 and then 50 viewers of one router's
//    stream for 10 s each: the simulator's monitor-traffic commands per second (target 1 and 1),
//    events each viewer got, and the process's CPU time per second (server and the light clients
//    share the process: the difference between 50 and 1 viewers, per viewer, is the figure).
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { dropOldSamples, rollUpSamples } from '../src/routers/samples';
import { openBenchRouter, openBenchStack, runDbBench } from './bench-utils';
import { formatInt, formatMs, quantile, table } from './figures';

const ROUTERS = Number(process.env.BENCH_ROUTERS ?? 1000);
const REQUESTS = 200;
const APP_ENV = {
  ROUTER_MONITOR: 'false',
  SECRETS_KEY: 'bench-secrets-key-0123456789abcdef0123',
};

async function generate(
  db: Database,
  routers: number,
): Promise<{ raw: number; hourly: number; ms: number }> {
  const started = performance.now();
  await db.orm.execute(sql`
    INSERT INTO routers (router_name, router_host, router_user, router_pass_enc)
    SELECT 'Bench ' || n, '10.0.' || (n / 250) || '.' || (n % 250 + 1), 'api', 'not-a-real-ciphertext'
      FROM generate_series(1, ${routers}) AS n`);
  // One statement per router keeps each insert's memory small (PGlite runs in this process).
  const ids = (
    (await db.orm.execute(sql`SELECT id FROM routers ORDER BY id`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows.map((r) => r.id);
  for (const id of ids) {
    await db.orm.execute(sql`
      INSERT INTO router_samples (router_id, at, online, latency_ms, cpu_load, free_memory, total_memory,
                                  uptime_seconds, ppp_active, hotspot_active, rx_bps, tx_bps)
      SELECT ${id}, date_trunc('minute', now()) - m * interval '1 minute', m % 97 <> 0,
             5 + m % 20, m % 100, 100000000 + m * 1000, 268435456, 86400 + m * 60, m % 40, m % 25,
             40000000 + (m % 60) * 100000, 8000000 + (m % 30) * 100000
        FROM generate_series(0, 49 * 60 - 1) AS m`);
    await db.orm.execute(sql`
      INSERT INTO router_samples_hourly (router_id, hour, rounds, online_rounds, first_offline_at, last_offline_at,
             latency_ms_avg, latency_ms_min, latency_ms_max, cpu_load_avg, cpu_load_min, cpu_load_max,
             free_memory_avg, free_memory_min, free_memory_max, total_memory, uptime_seconds,
             ppp_active_avg, ppp_active_min, ppp_active_max, hotspot_active_avg, hotspot_active_min, hotspot_active_max,
             rx_bps_avg, rx_bps_min, rx_bps_max, tx_bps_avg, tx_bps_min, tx_bps_max)
      SELECT ${id}, date_trunc('hour', now()) - h * interval '1 hour', 60, CASE WHEN h % 200 = 0 THEN 50 ELSE 60 END,
             CASE WHEN h % 200 = 0 THEN date_trunc('hour', now()) - h * interval '1 hour' END,
             CASE WHEN h % 200 = 0 THEN date_trunc('hour', now()) - h * interval '1 hour' + interval '10 minutes' END,
             10, 5, 30, 20 + h % 50, 5, 90, 1.2e8, 1.0e8, 1.5e8, 268435456, h * 3600,
             20, 10, 40, 12, 3, 25, 4.2e7, 1e7, 9e7, 9e6, 1e6, 2e7
        FROM generate_series(49, 401 * 24) AS h`);
  }
  await db.orm.execute(sql`ANALYZE router_samples`);
  await db.orm.execute(sql`ANALYZE router_samples_hourly`);
  const count = async (table: string) =>
    Number(
      (
        (await db.orm.execute(sql.raw(`SELECT count(*) AS n FROM ${table}`))) as unknown as {
          rows: { n: string }[];
        }
      ).rows[0]?.n,
    );
  return {
    raw: await count('router_samples'),
    hourly: await count('router_samples_hourly'),
    ms: performance.now() - started,
  };
}

async function metricsBench(kind: 'postgres' | 'pglite') {
  const { app, authorization, db, close } = await openBenchStack(kind, 'health', {
    env: APP_ENV,
    async prepare(db) {
      const made = await generate(db, ROUTERS);
      console.log(
        `\n${kind}: ${formatInt(ROUTERS)} routers, ${formatInt(made.raw)} raw samples and ${formatInt(made.hourly)} hourly rows generated in ${formatMs(made.ms)} ms`,
      );
    },
  });
  try {
    const ids = (
      (await db.orm.execute(sql`SELECT id FROM routers`)) as unknown as { rows: { id: string }[] }
    ).rows.map((r) => r.id);
    const rows: string[][] = [];
    for (const range of ['24h', '30d', '365d']) {
      const times: number[] = [];
      let points = 0;
      for (let i = 0; i < REQUESTS + 10; i++) {
        const id = ids[Math.floor(Math.random() * ids.length)]!;
        const started = performance.now();
        const response = await app.inject({
          method: 'GET',
          url: `/api/routers/${id}/metrics?range=${range}`,
          headers: { authorization },
        });
        const ms = performance.now() - started;
        if (response.statusCode !== 200)
          throw new Error(`${range}: ${response.statusCode} ${response.body}`);
        if (i >= 10) times.push(ms); // the first ten warm the caches and plans
        points = response.json<{ data: { points: unknown[] } }>().data.points.length;
      }
      rows.push([
        range,
        String(points),
        formatMs(quantile(times, 0.5)),
        formatMs(quantile(times, 0.95)),
      ]);
    }
    console.log(table(['range', 'points', 'p50 ms', 'p95 ms'], rows));
    let started = performance.now();
    const rolled = await rollUpSamples(db.orm);
    console.log(
      `roll-up job: ${formatInt(rolled)} hours written in ${formatMs(performance.now() - started)} ms`,
    );
    started = performance.now();
    const dropped = await dropOldSamples(db.orm);
    console.log(
      `retention job: ${formatInt(dropped.rawDeleted)} raw and ${formatInt(dropped.hourlyDeleted)} hourly rows dropped in ${formatMs(performance.now() - started)} ms`,
    );
  } finally {
    await close();
  }
}

/** Opens `viewers` streams, keeps them `seconds`, counts reads and events, and the CPU used. */
async function watch(
  origin: string,
  routerId: string,
  authorization: string,
  viewers: number,
  seconds: number,
  countReads: () => number,
) {
  const events = new Array<number>(viewers).fill(0);
  const requests: ReturnType<typeof request>[] = [];
  await Promise.all(
    Array.from(
      { length: viewers },
      (_, i) =>
        new Promise<void>((resolve, reject) => {
          const req = request(
            `${origin}/api/routers/${routerId}/traffic/live`,
            { headers: { accept: 'text/event-stream', authorization } },
            (res) => {
              if (res.statusCode !== 200) reject(new Error(`stream: ${res.statusCode}`));
              res.setEncoding('utf8');
              res.on('data', (chunk: string) => {
                events[i]! +=
                  chunk.split('\ndata: ').length - 1 + (chunk.startsWith('data: ') ? 1 : 0);
              });
              res.on('error', () => undefined);
              resolve();
            },
          );
          req.on('error', () => undefined);
          req.end();
          requests.push(req);
        }),
    ),
  );
  // Let the ticker settle, then measure.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const reads0 = countReads();
  const events0 = events.reduce((a, b) => a + b, 0);
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  const cpu = process.cpuUsage(cpu0);
  const elapsed = (performance.now() - t0) / 1000;
  const reads = countReads() - reads0;
  const got = events.reduce((a, b) => a + b, 0) - events0;
  for (const req of requests) req.destroy();
  await new Promise((resolve) => setTimeout(resolve, 1500));
  return {
    readsPerSecond: reads / elapsed,
    eventsPerViewerPerSecond: got / viewers / elapsed,
    cpuMsPerSecond: (cpu.user + cpu.system) / 1000 / elapsed,
  };
}

async function liveBench() {
  const {
    app,
    authorization,
    id: routerId,
    sim,
    close,
  } = await openBenchRouter('pglite', 'live', {
    env: APP_ENV,
    router: { name: 'Live bench', payload: { trafficInterface: 'ether1' } },
  });
  let reads = 0;
  try {
    sim.events.on('command', (event: { command: string }) => {
      if (event.command === '/interface/monitor-traffic') reads++;
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const idle = await (async () => {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      await new Promise((resolve) => setTimeout(resolve, 5000));
      const cpu = process.cpuUsage(cpu0);
      return (cpu.user + cpu.system) / 1000 / ((performance.now() - t0) / 1000);
    })();
    const rows: string[][] = [['0', '0.00', '–', idle.toFixed(1), '–']];
    let one = 0;
    for (const viewers of [1, 50]) {
      const figures = await watch(origin, routerId, authorization, viewers, 10, () => reads);
      if (viewers === 1) one = figures.cpuMsPerSecond;
      rows.push([
        String(viewers),
        figures.readsPerSecond.toFixed(2),
        figures.eventsPerViewerPerSecond.toFixed(2),
        figures.cpuMsPerSecond.toFixed(1),
        viewers === 1
          ? (figures.cpuMsPerSecond - idle).toFixed(2)
          : ((figures.cpuMsPerSecond - one) / (viewers - 1)).toFixed(2),
      ]);
    }
    console.log(
      '\nLive traffic of one router (10 s per row, PGlite, simulator in the same process):',
    );
    console.log(
      table(
        ['viewers', 'router reads/s', 'events/viewer/s', 'process CPU ms/s', 'CPU ms/s per viewer'],
        rows,
      ),
    );
  } finally {
    await close();
  }
}

runDbBench(['postgres'], async (kinds) => {
  const part = process.env.BENCH_PART ?? 'all';
  if (part !== 'live') for (const kind of kinds) await metricsBench(kind);
  if (part !== 'metrics') await liveBench();
});
