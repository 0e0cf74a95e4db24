// Prints how long the auth calls take on an in-memory PGlite (no assertions: figures only).
//   pnpm --filter api bench
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';

const ROUNDS = 30;
const PASSWORD = 'bench-admin-password';

function summary(label: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const mean = samples.reduce((a, b) => a + b, 0) / samples.length;
  console.log(
    `${label.padEnd(36)} mean ${mean.toFixed(1).padStart(6)} ms   p50 ${at(0.5).toFixed(1).padStart(6)} ms   p95 ${at(0.95).toFixed(1).padStart(6)} ms`,
  );
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

async function main() {
  let started = performance.now();
  const db = openDatabase({ kind: 'pglite', dataDir: null });
  await migrate(db);
  console.log(
    `PGlite in memory, initdb + migrations: ${(performance.now() - started).toFixed(0)} ms`,
  );

  const config = loadConfig({
    LOG_LEVEL: 'silent',
    ADMIN_PASSWORD: PASSWORD,
    JWT_SECRET: 'b'.repeat(48),
    DATA_DIR: '/tmp/pokayoke-bench',
  });
  started = performance.now();
  const app = buildApp({ config, db, print: () => undefined });
  await app.ready();
  console.log(
    `buildApp + ready (first admin hashed): ${(performance.now() - started).toFixed(0)} ms`,
  );

  const hashes: number[] = [];
  for (let i = 0; i < 10; i += 1)
    hashes.push(await time(() => app.passwords.hash('some password')));
  summary('argon2id hash (m=19456, t=2, p=1)', hashes);

  // Spread over addresses so the throttle never answers 429 during the measurement.
  const login = (username: string, password: string, i: number) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress: `10.0.${i >> 8}.${i & 255}`,
    });

  const known: number[] = [];
  const unknown: number[] = [];
  const wrong: number[] = [];
  let session = { accessToken: '', refreshToken: '' };
  for (let i = 0; i < ROUNDS; i += 1) {
    known.push(
      await time(async () => {
        session = (await login('admin', PASSWORD, i)).json();
      }),
    );
    unknown.push(await time(() => login(`nobody-${i}`, 'whatever-password', i + 1000)));
    wrong.push(await time(() => login(`admin`, `wrong-${i}`, i + 2000)));
    if (i % 4 === 3) await login('admin', PASSWORD, i + 3000); // clears the admin's failure counter
  }
  summary('login, right password', known);
  summary('login, wrong password', wrong);
  summary('login, unknown username', unknown);

  const refresh: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    refresh.push(
      await time(async () => {
        session = (
          await app.inject({
            method: 'POST',
            url: '/api/auth/refresh',
            payload: { refreshToken: session.refreshToken },
          })
        ).json();
      }),
    );
  }
  summary('refresh (rotation)', refresh);

  const me: number[] = [];
  for (let i = 0; i < ROUNDS * 3; i += 1) {
    me.push(
      await time(() =>
        app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { authorization: `Bearer ${session.accessToken}` },
        }),
      ),
    );
  }
  summary('GET /auth/me (JWT + user lookup)', me);

  await app.close();
  await db.close();
}

void main();
