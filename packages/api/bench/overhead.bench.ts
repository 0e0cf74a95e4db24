// The cost of authentication on a request: autocannon against GET /api/health (no auth, no
// database) and GET /api/auth/me (bearer token + the signed-in user) on the same server, one
// after the other in the same run. Figures only, no assertions.
//   pnpm --filter api bench:overhead            (PGlite in memory)
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test pnpm --filter api bench:overhead
//   BENCH_SECONDS=10 BENCH_CONNECTIONS=10 (defaults)
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PASSWORD = 'bench-admin-password';

async function hammer(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  const bad = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p99: result.latency.p99, bad };
}

export async function measureOverhead(log: (line: string) => void = console.log) {
  const databaseUrl = process.env.DATABASE_URL || null;
  const db = databaseUrl
    ? openDatabase({ kind: 'postgres', url: databaseUrl })
    : openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(db);
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: PASSWORD,
    JWT_SECRET: 'b'.repeat(48),
    DATA_DIR: '/tmp/pokayoke-bench',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const app = buildApp({ config, db, print: () => undefined });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'admin', password: PASSWORD },
  });
  const { accessToken } = login.json() as { accessToken: string };

  const health = await hammer(`${base}/api/health`);
  const me = await hammer(`${base}/api/auth/me`, { authorization: `Bearer ${accessToken}` });
  const ratio = me.rps / health.rps;
  const where = databaseUrl ? 'PostgreSQL' : 'PGlite in memory';
  log(`API overhead (${where}, ${CONNECTIONS} connections, ${SECONDS} s each, autocannon)`);
  log(
    `  GET /api/health   ${health.rps.toFixed(0).padStart(6)} req/s  p99 ${health.p99} ms  non-2xx/errors ${health.bad}`,
  );
  log(
    `  GET /api/auth/me  ${me.rps.toFixed(0).padStart(6)} req/s  p99 ${me.p99} ms  non-2xx/errors ${me.bad}`,
  );
  log(`  ratio /auth/me ÷ /health: ${(ratio * 100).toFixed(1)} %`);
  await app.close();
  await db.close();
  return { health, me, ratio };
}

if (require.main === module) void measureOverhead();
