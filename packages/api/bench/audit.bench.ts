// The cost of the audit trail on a write: `POST /api/customers` p50/p95 (one admin, one request at a
// time, through the whole app with inject) with its audit row, against the same app whose requests
// write none (the baseline: `request.audit` replaced by a no-op on each request by a hook of this
// bench, so the route, its transaction and everything else are the same). The two apps run in the
// same process, on databases of the same kind, in alternating rounds of 50 requests, so the machine's
// load weighs on both alike. Figures only, no assertions.
//   pnpm --filter api bench:audit                       (PGlite in memory, then PostgreSQL)
//   BENCH_DB=postgres pnpm --filter api bench:audit     (fresh databases on the local PostgreSQL)
//   BENCH_REQUESTS=1000 (default, per app)
import type { FastifyRequest } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { dbOption, describeMachine, openMigratedBenchDb, type BenchDb } from './bench-utils';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const WARMUP = 100;
const ROUND = 50;
const PASSWORD = 'bench-admin-password';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

type Mode = 'audited' | 'baseline';

async function openApp(kind: BenchDb, mode: Mode) {
  const { db, dispose } = await openMigratedBenchDb(kind, `audit_${mode}`);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: PASSWORD,
    JWT_SECRET: 'b'.repeat(48),
    DATA_DIR: '/tmp/pokayoke-bench-audit',
    ROUTER_MONITOR: 'false',
    PAYMENT_WORKER: 'false',
  });
  const app = buildApp({ config, db, print: () => undefined });
  // The same hook on both apps (its own cost alike); only the baseline's drops the audit row.
  const noAudit = async () => undefined;
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (mode === 'baseline') request.audit = noAudit;
  });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'admin', password: PASSWORD },
  });
  const headers = {
    authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}`,
  };
  let sent = 0;
  const times: number[] = [];
  return {
    times,
    async run(count: number, keep: boolean) {
      for (let i = 0; i < count; i += 1) {
        sent += 1;
        const started = performance.now();
        const response = await app.inject({
          method: 'POST',
          url: '/api/customers',
          headers,
          payload: {
            name: `Bench customer ${sent}`,
            alias: `BENCH${sent}`,
            address: 'Jl. Bench 1',
          },
        });
        const ms = performance.now() - started;
        if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
        if (keep) times.push(ms);
      }
    },
    async auditRows() {
      const rows = await db.rawTransaction((session) =>
        session.query<{ n: number }>('SELECT count(*)::int AS n FROM audit'),
      );
      return rows[0]?.n ?? 0;
    },
    async close() {
      await app.close();
      await dispose();
    },
  };
}

async function measure(kind: BenchDb) {
  const audited = await openApp(kind, 'audited');
  const baseline = await openApp(kind, 'baseline');
  try {
    await audited.run(WARMUP, false);
    await baseline.run(WARMUP, false);
    for (let done = 0; done < REQUESTS; done += ROUND) {
      const count = Math.min(ROUND, REQUESTS - done);
      await audited.run(count, true);
      await baseline.run(count, true);
    }
    const figures = (times: number[]) => {
      const sorted = [...times].sort((a, b) => a - b);
      return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
    };
    return {
      audited: figures(audited.times),
      baseline: figures(baseline.times),
      // The proof that the baseline wrote none and the audited app one per request (and sign-in).
      auditRows: { audited: await audited.auditRows(), baseline: await baseline.auditRows() },
    };
  } finally {
    await audited.close();
    await baseline.close();
  }
}

async function main() {
  const kinds = dbOption(['pglite', 'postgres']);
  console.log((await describeMachine(kinds)).join('\n'));
  for (const kind of kinds) {
    const { audited, baseline, auditRows } = await measure(kind);
    const name = kind === 'pglite' ? 'PGlite in memory' : 'PostgreSQL';
    console.log(
      `POST /api/customers on ${name}, ${REQUESTS} requests each, alternating rounds of ${ROUND}:\n` +
        `  with the audit row   p50 ${audited.p50.toFixed(2)} ms, p95 ${audited.p95.toFixed(2)} ms (${auditRows.audited} audit rows)\n` +
        `  without (baseline)   p50 ${baseline.p50.toFixed(2)} ms, p95 ${baseline.p95.toFixed(2)} ms (${auditRows.baseline} audit rows)\n` +
        `  the audit's cost     p50 ${(audited.p50 - baseline.p50).toFixed(2)} ms, p95 ${(audited.p95 - baseline.p95).toFixed(2)} ms`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
