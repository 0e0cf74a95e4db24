// Shared pieces of the benchmarks: options from the environment, the machine, fresh PostgreSQL
// databases, the app on a bench database and its admin sign-in, routers on RouterOS simulators. Benchmarks print figures; they never assert.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { RouterOsManager } from 'routeros';
import { startSimulator, type Simulator, type SimulatorOptions } from 'routeros/sim';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';

// The figures' helpers live in ./figures; older benches import them from here.
export { formatInt, formatMs, mib, quantile, table } from './figures';

export type BenchDb = 'postgres' | 'pglite';

/** `BENCH_ROWS=100000,1000000` → [100000, 1000000]. */
export function rowsOption(fallback: number[]): number[] {
  const raw = process.env.BENCH_ROWS;
  if (!raw) return fallback;
  const rows = raw.split(',').map((part) => Number(part.trim().replace(/_/g, '')));
  if (rows.some((n) => !Number.isInteger(n) || n <= 0)) {
    throw new Error(`BENCH_ROWS must be positive whole numbers, comma-separated: ${raw}`);
  }
  return rows;
}

/** `BENCH_DB=postgres,pglite`. */
export function dbOption(fallback: BenchDb[]): BenchDb[] {
  const raw = process.env.BENCH_DB;
  if (!raw) return fallback;
  const kinds = raw.split(',').map((part) => part.trim());
  for (const kind of kinds) {
    if (kind !== 'postgres' && kind !== 'pglite') {
      throw new Error(`BENCH_DB must list postgres and/or pglite: ${raw}`);
    }
  }
  return kinds as BenchDb[];
}

/** The server the PostgreSQL runs use: BENCH_DATABASE_URL, DATABASE_URL, or the local one. */
export function postgresBaseUrl(): string {
  return (
    process.env.BENCH_DATABASE_URL ||
    process.env.DATABASE_URL ||
    'postgres://postgres@127.0.0.1:5432/test'
  );
}

/**
 * A migrated database of `kind` for one bench run: PGlite in memory, or a fresh database on the
 * PostgreSQL server named after `label`. `dispose()` closes it (and drops the PostgreSQL one).
 */
export async function openMigratedBenchDb(
  kind: BenchDb,
  label: string,
): Promise<{ db: Database; dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const db = openDatabase({ kind: 'pglite', dataDir: null });
    await migrate(db);
    return { db, dispose: () => db.close() };
  }
  const fresh = await freshPostgresDatabase(label);
  const db = openDatabase({ kind: 'postgres', url: fresh.url });
  await migrate(db);
  return {
    db,
    async dispose() {
      await db.close();
      await fresh.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server; `drop()` removes it. */
export async function freshPostgresDatabase(
  label: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const base = postgresBaseUrl();
  const name = `bench_${label}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

export async function postgresVersion(): Promise<string> {
  const client = new pg.Client({ connectionString: postgresBaseUrl() });
  await client.connect();
  try {
    const result = await client.query<{ server_version: string }>('SHOW server_version');
    const settings = await client.query<{
      shared_buffers: string;
      work_mem: string;
      max_wal_size: string;
    }>(
      "SELECT current_setting('shared_buffers') AS shared_buffers, current_setting('work_mem') AS work_mem, current_setting('max_wal_size') AS max_wal_size",
    );
    const shown = Object.entries(settings.rows[0] ?? {}).map(([name, value]) => `${name}=${value}`);
    return `PostgreSQL ${result.rows[0]?.server_version ?? '?'} (${shown.join(', ')})`;
  } finally {
    await client.end();
  }
}

function pgliteVersion(): string {
  // The package's exports hide package.json: find it from the entry point (as test/test-db.ts does).
  const entry = require.resolve('@electric-sql/pglite');
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** The 1/5/15-minute load average, '0.52 / 0.40 / 0.31'. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');

/**
 * Runs a benchmark's `main`: after its figures the load average at the end (a figure taken on a
 * busy machine says so), and a failure printed with exit code 1.
 */
export function runBench(main: () => Promise<void>): void {
  main()
    .then(() => console.log(`Load average at end: ${loadAverage()}`))
    .catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
}

/**
 * {@link runBench} on the databases BENCH_DB names (else `fallback`), the machine printed first
 * ({@link describeMachine}).
 */
export function runDbBench(fallback: BenchDb[], main: (kinds: BenchDb[]) => Promise<void>): void {
  runBench(async () => {
    const kinds = dbOption(fallback);
    console.log((await describeMachine(kinds)).join('\n'));
    await main(kinds);
  });
}

/** The machine, printed before the figures (the benchmark machine is often shared). */
export async function describeMachine(kinds: BenchDb[]): Promise<string[]> {
  const cpus = os.cpus();
  const lines = [
    `Machine: ${cpus[0]?.model ?? 'unknown CPU'} × ${cpus.length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.type()} ${os.release()}`,
    `Node.js ${process.version}; load average at start ${loadAverage()} (1/5/15 min)`,
  ];
  if (kinds.includes('postgres')) lines.push(await postgresVersion());
  if (kinds.includes('pglite'))
    lines.push(`PGlite ${pgliteVersion()} (PostgreSQL 18, WebAssembly)`);
  return lines;
}

/** The first admin's password in every bench app. */
export const BENCH_ADMIN_PASSWORD = 'bench-admin-password';

export interface BenchApp {
  app: App;
  /** Closes the app and removes its data directory (the database stays with the caller). */
  close(): Promise<void>;
}

/**
 * The whole app on `db` as the server builds it, silent, ready, with its own temp data directory;
 * `env` adds settings (e.g. `ROUTER_MONITOR: 'false'`).
 */
export async function startBenchApp(
  db: Database,
  env: Record<string, string> = {},
): Promise<BenchApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pokayoke-bench-app-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  let app: App;
  try {
    app = buildApp({
      config: loadConfig({
        LOG_LEVEL: 'silent',
        ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
        JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-0123456789',
        DATA_DIR: dataDir,
        ...env,
      }),
      db,
      print: () => undefined,
    });
  } catch (error) {
    removeDataDir();
    throw error;
  }
  const close = async () => {
    try {
      await app.close();
    } finally {
      removeDataDir();
    }
  };
  try {
    await app.ready();
  } catch (error) {
    await close();
    throw error;
  }
  return { app, close };
}

/** Signs in as the first admin through the app; the `authorization` header value. */
export async function adminAuthorization(app: App): Promise<string> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'admin', password: BENCH_ADMIN_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`bench admin login → ${login.statusCode}`);
  return `Bearer ${login.json<{ accessToken: string }>().accessToken}`;
}

/** {@link startBenchApp} and {@link adminAuthorization}: the app and an admin's header. */
export async function openBenchApp(
  db: Database,
  env: Record<string, string> = {},
): Promise<BenchApp & { authorization: string }> {
  const started = await startBenchApp(db, env);
  try {
    return { ...started, authorization: await adminAuthorization(started.app) };
  } catch (error) {
    await started.close();
    throw error;
  }
}

/** The password of every bench simulator's `admin`. */
export const BENCH_SIM_PASSWORD = 'bench-router-pass';

/** A RouterOS client of `sim` (the bench's direct path, next to the API's). */
const benchRouterClient = (sim: Simulator) =>
  new RouterOsManager({
    host: '127.0.0.1',
    port: sim.port,
    user: 'admin',
    password: BENCH_SIM_PASSWORD,
  });

export interface BenchRouterOptions {
  /** Default `Bench router N`. */
  name?: string;
  /** The simulator's options beyond its admin login (state, latency, faults…). */
  sim?: Omit<SimulatorOptions, 'user' | 'password'>;
  /** More fields of POST /api/routers (trafficInterface, tripay…). */
  payload?: Record<string, unknown>;
}

export interface BenchStack extends BenchApp {
  db: Database;
  authorization: string;
  /**
   * Starts a simulator and adds it through POST /api/routers, with a client of it (it connects on
   * its first command); `close()` stops both.
   */
  addRouter(
    options?: BenchRouterOptions,
  ): Promise<{ id: string; sim: Simulator; client: RouterOsManager }>;
}

/**
 * A bench run's start-up: a migrated database of `kind` ({@link openMigratedBenchDb}), `prepare`
 * run on it before the app starts (bulk data), the app with `env` signed in as the admin
 * ({@link openBenchApp}), and routers on simulators added on demand. `close()` stops the app, the
 * simulators and the database.
 */
export async function openBenchStack(
  kind: BenchDb,
  label: string,
  options: { env?: Record<string, string>; prepare?(db: Database): Promise<void> } = {},
): Promise<BenchStack> {
  const store = await openMigratedBenchDb(kind, label);
  let opened: BenchApp & { authorization: string };
  try {
    await options.prepare?.(store.db);
    opened = await openBenchApp(store.db, options.env);
  } catch (error) {
    await store.dispose();
    throw error;
  }
  const { app, authorization } = opened;
  const sims: Simulator[] = [];
  const clients: RouterOsManager[] = [];
  return {
    app,
    authorization,
    db: store.db,
    async addRouter({ name, sim: simOptions, payload }: BenchRouterOptions = {}) {
      const sim = await startSimulator({
        ...simOptions,
        user: 'admin',
        password: BENCH_SIM_PASSWORD,
      });
      sims.push(sim);
      const response = await app.inject({
        method: 'POST',
        url: '/api/routers',
        headers: { authorization },
        payload: {
          routerName: name ?? `Bench router ${sims.length}`,
          routerHost: `127.0.0.1:${sim.port}`,
          routerUser: 'admin',
          routerPass: BENCH_SIM_PASSWORD,
          ...payload,
        },
      });
      if (response.statusCode !== 201)
        throw new Error(`add router: ${response.statusCode} ${response.body}`);
      const client = benchRouterClient(sim);
      clients.push(client);
      return { id: response.json<{ data: { id: string } }>().data.id, sim, client };
    },
    async close() {
      try {
        await Promise.all(clients.map((client) => client.close()));
        await opened.close();
        await Promise.all(sims.map((sim) => sim.close()));
      } finally {
        await store.dispose();
      }
    },
  };
}

/**
 * {@link openBenchStack} with one router on a simulator added ({@link BenchRouterOptions}): the
 * stack, the router's id, its simulator and a client of it.
 */
export async function openBenchRouter(
  kind: BenchDb,
  label: string,
  options: { env?: Record<string, string>; router?: BenchRouterOptions },
): Promise<BenchStack & { id: string; sim: Simulator; client: RouterOsManager }> {
  const stack = await openBenchStack(kind, label, { env: options.env });
  try {
    return { ...stack, ...(await stack.addRouter(options.router)) };
  } catch (error) {
    await stack.close();
    throw error;
  }
}
