// The cost of the audit trail on a write: `POST /api/customers` p50/p95 (one admin, one request at a
// time, through the whole app with inject), the same script on a checkout without the audit for the
// baseline (see the README's figures). Figures only, no assertions.
//   pnpm --filter api bench:audit                       (PGlite in memory)
//   BENCH_DB=postgres pnpm --filter api bench:audit     (a fresh database on the local PostgreSQL)
//   BENCH_REQUESTS=1000 (default)
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { dbOption, openMigratedBenchDb } from './bench-utils';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const WARMUP = 100;
const PASSWORD = 'bench-admin-password';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

async function measure(kind: 'pglite' | 'postgres') {
  const { db, dispose } = await openMigratedBenchDb(kind, 'audit');
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: PASSWORD,
    JWT_SECRET: 'b'.repeat(48),
    DATA_DIR: '/tmp/pokayoke-bench-audit',
    ROUTER_MONITOR: 'false',
    PAYMENT_WORKER: 'false',
  });
  const app = buildApp({ config, db, print: () => undefined });
  await app.ready();
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: PASSWORD },
    });
    const headers = {
      authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}`,
    };
    const times: number[] = [];
    for (let i = 0; i < WARMUP + REQUESTS; i += 1) {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/customers',
        headers,
        payload: { name: `Bench customer ${i}`, alias: `BENCH${i}`, address: 'Jl. Bench 1' },
      });
      const ms = performance.now() - started;
      if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
      if (i >= WARMUP) times.push(ms);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95) };
  } finally {
    await app.close();
    await dispose();
  }
}

async function main() {
  for (const kind of dbOption(['pglite', 'postgres'])) {
    const { p50, p95 } = await measure(kind);
    console.log(
      `POST /api/customers on ${kind === 'pglite' ? 'PGlite in memory' : 'PostgreSQL'}: ` +
        `${REQUESTS} requests, p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
