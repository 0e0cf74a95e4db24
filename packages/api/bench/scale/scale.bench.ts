// `pnpm bench:scale`: the documented several-instance deployment, run for real on this machine
// (README "Running several instances"): HAProxy with config/haproxy/haproxy.cfg in front of three
// production API instances (`node dist/server.js`) on one fresh PostgreSQL database, 1,000
// simulated routers in one process (every 20th hung), and 40 console clients reading and writing
// through the balancer. Phases: steady load, one instance SIGKILLed mid-load and restarted, a
// rolling restart with SIGTERM. Prints the monitor's rounds (checks per router, lateness against
// the slot), the load (req/s, p50/p95, errors by kind), writes lost or doubled, restart times and
// RSS per instance. Figures are printed, never asserted; every figure comes with the load average.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import {
  formatInt,
  formatMs,
  freshPostgresDatabase,
  loadAverage,
  quantile,
  runBench,
  table,
} from '../bench-utils';

const API_DIR = path.resolve(__dirname, '..', '..');
const REPO = path.resolve(API_DIR, '..', '..');
const SERVER = path.join(API_DIR, 'dist', 'server.js');
const HAPROXY = '/usr/sbin/haproxy';
const HAPROXY_CONFIG = path.join(REPO, 'config', 'haproxy', 'haproxy.cfg');
/** The ports of config/haproxy/haproxy.cfg. */
const INSTANCE_PORTS = [9101, 9102, 9103];
const BALANCER = 'http://127.0.0.1:9180';
const SIM_FIRST_PORT = 20000;
const SIM_PASSWORD = 'bench-sim-password';

const numberEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const ROUTERS = numberEnv('BENCH_ROUTERS', 1000);
const HUNG_EVERY = 20;
const CLIENTS = numberEnv('BENCH_CLIENTS', 40);
const POLL_MS = numberEnv('ROUTER_POLL_MS', 5000);
const CHECK_TIMEOUT_MS = numberEnv('ROUTER_CHECK_TIMEOUT_MS', 2000);
/** Seconds of each load phase. */
const PHASE_S = numberEnv('BENCH_PHASE_S', 20);
/** The balancer takes an instance out after 3 failed checks 1 s apart, each up to a few seconds on a busy machine. */
const DRAIN_MS = 8000;
/**
 * Each client's pause between two requests (a person at the console reads the page): without
 * one, 40 clients saturate the instances and every figure measures only that.
 */
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 500);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const since = (start: number) => performance.now() - start;

// ---------------------------------------------------------------------------------------------
// HTTP

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS + 8 });

interface Answer {
  status: number;
  body: string;
}

/** One request; rejects with the socket error (ECONNRESET...) when there is no answer. */
function call(
  base: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; timeoutMs?: number; agent?: http.Agent } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = http.request(
      `${base}${url}`,
      {
        method,
        agent: options.agent ?? agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        },
        timeout: options.timeoutMs ?? 30_000,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        response.on('error', reject);
      },
    );
    request.on('timeout', () =>
      request.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
    );
    request.on('error', reject);
    request.end(payload);
  });
}

const directAgent = new http.Agent({ keepAlive: false });
async function healthy(port: number): Promise<boolean> {
  try {
    const answer = await call(`http://127.0.0.1:${port}`, 'GET', '/api/health', {
      agent: directAgent,
      // A busy instance answers late; late is not down.
      timeoutMs: 10_000,
    });
    return answer.status === 200;
  } catch {
    return false;
  }
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number) {
  const start = performance.now();
  while (since(start) < timeoutMs) {
    if (await check()) return since(start);
    await sleep(100);
  }
  throw new Error(`${what}: not within ${timeoutMs} ms`);
}

// ---------------------------------------------------------------------------------------------
// Processes

interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function watchExit(child: ChildProcess) {
  return new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
}

function rssOf(pid: number | undefined): { rss: number; hwm: number } | null {
  if (!pid) return null;
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: kib('VmRSS') * 1024, hwm: kib('VmHWM') * 1024 };
  } catch {
    return null;
  }
}

function ensureHaproxy(): void {
  if (existsSync(HAPROXY)) return;
  console.log('HAProxy is missing: installing it with apt-get');
  const run = (args: string[]) => spawnSync('apt-get', args, { stdio: 'inherit' });
  run(['update']);
  const installed = run(['install', '-y', '--no-install-recommends', 'haproxy']);
  if (installed.status !== 0 || !existsSync(HAPROXY))
    throw new Error('HAProxy could not be installed: apt-get install haproxy (as root)');
  // Debian starts its own service on port 80; the bench runs its own HAProxy.
  spawnSync('service', ['haproxy', 'stop'], { stdio: 'ignore' });
}

/** `show stat` on HAProxy's admin socket: server name → UP / DOWN / ... */
function serverStates(socketPath: string): Promise<Map<string, string>> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let text = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write('show stat\n'));
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const states = new Map<string, string>();
      for (const line of text.split('\n')) {
        const [proxy, server, ...rest] = line.split(',');
        if (proxy === 'api' && server && server !== 'BACKEND') states.set(server, rest[15] ?? '?');
      }
      resolve(states);
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Console load

interface Sample {
  end: number;
  ms: number;
  method: string;
  route: string;
  outcome: string;
}

class Load {
  readonly samples: Sample[] = [];
  /** Customer name → the answer's status (0: no answer). */
  readonly creates = new Map<string, number>();
  inFlight = 0;
  private running = false;
  private loops: Promise<void>[] = [];
  private seq = 0;

  constructor(
    private readonly token: string,
    private readonly runId: string,
    private readonly routerIds: readonly string[],
  ) {}

  start(): void {
    this.running = true;
    this.loops = Array.from({ length: CLIENTS }, (_, i) => this.client(i));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  private async client(index: number): Promise<void> {
    let turn = index;
    while (this.running) {
      turn += 1;
      const pick = turn % 10;
      let method = 'GET';
      let route: string;
      let url: string;
      let body: unknown;
      if (pick < 2) {
        method = 'POST';
        route = 'POST /api/customers';
        const name = `Scale ${this.runId} ${++this.seq}`;
        url = '/api/customers';
        body = { name, alias: `sc${this.seq}` };
        this.creates.set(name, 0);
      } else if (pick < 6) {
        route = 'GET /api/customers';
        url = `/api/customers?page=${1 + (turn % 3)}&perPage=25`;
      } else if (pick < 8) {
        route = 'GET /api/routers/{id}';
        url = `/api/routers/${this.routerIds[(turn * 7919) % this.routerIds.length]}`;
      } else if (pick < 9) {
        route = 'GET /api/dashboard/stats';
        url = '/api/dashboard/stats';
      } else {
        // The dashboard's router table: every router with its last check.
        route = 'GET /api/dashboard/routers';
        url = '/api/dashboard/routers';
      }
      const start = performance.now();
      this.inFlight += 1;
      let outcome: string;
      try {
        const answer = await call(BALANCER, method, url, { token: this.token, body });
        outcome = String(answer.status);
        if (method === 'POST') {
          const name = (body as { name: string }).name;
          this.creates.set(name, answer.status);
        }
      } catch (error) {
        outcome = (error as { code?: string }).code ?? 'error';
        // A client whose request found no server waits a little, as a browser's user would.
        await sleep(100);
      } finally {
        this.inFlight -= 1;
      }
      this.samples.push({ end: performance.now(), ms: since(start), method, route, outcome });
      if (THINK_MS > 0) await sleep(THINK_MS);
    }
  }
}

interface PhaseFigures {
  phase: string;
  seconds: number;
  samples: Sample[];
  load: string;
}

function summarise(figures: PhaseFigures[]): string {
  const rows = figures.map(({ phase, seconds, samples, load }) => {
    const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
    const failed = samples.filter((s) => !/^2\d\d$/.test(s.outcome));
    const kinds = new Map<string, number>();
    for (const s of failed) {
      const key = `${s.method} ${s.outcome}`;
      kinds.set(key, (kinds.get(key) ?? 0) + 1);
    }
    return [
      phase,
      formatInt(samples.length),
      (samples.length / seconds).toFixed(0),
      formatMs(quantile(ms, 0.5)),
      formatMs(quantile(ms, 0.95)),
      String(failed.length),
      [...kinds].map(([kind, n]) => `${kind} ×${n}`).join(', ') || '-',
      load,
    ];
  });
  return table(
    ['phase', 'requests', 'req/s', 'p50', 'p95', 'failed', 'failed by kind', 'load avg'],
    rows,
  );
}

// ---------------------------------------------------------------------------------------------
// Monitor rounds, watched in the database: a check is a change of routers.last_checked_at; its slot
// is the jobs.run_at the claim moved on from.

interface Check {
  router: string;
  slot: number;
  at: number;
  hung: boolean;
}

class RoundWatch {
  readonly checks: Check[] = [];
  private readonly state = new Map<
    string,
    { runAt: number; slot: number | null; lastChecked: number | null }
  >();
  private timer: NodeJS.Timeout | undefined;
  private busy = false;
  firstSlot = Infinity;

  constructor(
    private readonly client: pg.Client,
    private readonly hungIds: Set<string>,
  ) {}

  start(): void {
    this.timer = setInterval(() => void this.poll(), 200);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private async poll(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    try {
      const { rows } = await this.client.query<{
        id: string;
        run_at: string;
        checked: string | null;
      }>(
        `SELECT r.id, (extract(epoch FROM j.run_at) * 1000)::float8 AS run_at,
                (extract(epoch FROM r.last_checked_at) * 1000)::float8 AS checked
           FROM routers r JOIN jobs j ON j.kind = 'router-monitor' AND j.job_key = r.id::text`,
      );
      for (const row of rows) {
        const runAt = Number(row.run_at);
        const checked = row.checked === null ? null : Number(row.checked);
        let st = this.state.get(row.id);
        if (!st) {
          st = { runAt, slot: null, lastChecked: checked };
          this.state.set(row.id, st);
          continue;
        }
        // A claim moves run_at on (the slot it left is the one being checked); a stopping
        // instance's hand-back moves it back to that slot, which stays the slot being checked.
        if (runAt > st.runAt) st.slot = st.runAt;
        st.runAt = runAt;
        if (checked !== null && checked !== st.lastChecked) {
          st.lastChecked = checked;
          if (st.slot !== null) {
            this.firstSlot = Math.min(this.firstSlot, st.slot);
            this.checks.push({
              router: row.id,
              slot: st.slot,
              at: checked,
              hung: this.hungIds.has(row.id),
            });
          }
        }
      }
    } catch {
      // The database is being dropped at the end.
    } finally {
      this.busy = false;
    }
  }

  /** Rounds whose slots all lie in [from, to) of the wall clock, one row each. */
  report(
    from: number,
    to: number,
    routerIds: string[],
    phaseAt: (t: number) => string,
    loads: Map<number, string>,
  ): string {
    const base = this.firstSlot;
    const roundOf = (slot: number) => Math.floor((slot - base) / POLL_MS);
    const first = Math.max(1, roundOf(from) + 1);
    const last = roundOf(to) - 1;
    const rows: string[][] = [];
    for (let round = first; round <= last; round++) {
      const inRound = this.checks.filter((c) => roundOf(c.slot) === round);
      const perRouter = new Map<string, number>();
      for (const c of inRound) perRouter.set(c.router, (perRouter.get(c.router) ?? 0) + 1);
      const skipped = routerIds.filter((id) => !perRouter.has(id)).length;
      const twice = [...perRouter.values()].filter((n) => n > 1).length;
      const late = (hung: boolean) =>
        inRound
          .filter((c) => c.hung === hung)
          .map((c) => c.at - c.slot)
          .sort((a, b) => a - b);
      const healthyLate = late(false);
      const hungLate = late(true);
      const start = base + round * POLL_MS;
      const inTime = inRound.filter((c) => c.at - c.slot <= CHECK_TIMEOUT_MS + 2000).length;
      rows.push([
        String(round),
        phaseAt(start),
        (inRound.length / routerIds.length).toFixed(2),
        String(skipped),
        String(twice),
        formatMs(quantile(healthyLate, 0.5)),
        formatMs(healthyLate.at(-1) ?? 0),
        formatMs(quantile(hungLate, 0.5)),
        formatMs(hungLate.at(-1) ?? 0),
        `${((100 * inTime) / Math.max(1, inRound.length)).toFixed(1)} %`,
        loads.get(round) ?? loadAverage(),
      ]);
    }
    return table(
      [
        'round',
        'phase',
        'checks/router',
        'skipped',
        'twice',
        'late p50',
        'late max',
        'hung late p50',
        'hung late max',
        `≤ timeout + 2 s`,
        'load avg',
      ],
      rows,
    );
  }
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  if (!existsSync(SERVER))
    throw new Error(
      `${SERVER} is missing: run \`pnpm build\` (or pnpm bench:scale, which builds the API)`,
    );
  ensureHaproxy();
  const cpus = os.cpus();
  console.log(
    `Machine: ${cpus[0]?.model ?? '?'} × ${cpus.length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB; load average at start ${loadAverage()}`,
  );
  console.log(
    `Setup: HAProxy (${HAPROXY_CONFIG.replace(`${REPO}/`, '')}) → 3 instances on one PostgreSQL; ${ROUTERS} simulated routers (${Math.floor(ROUTERS / HUNG_EVERY)} hung); ${CLIENTS} clients; ROUTER_POLL_MS=${POLL_MS}, ROUTER_CHECK_TIMEOUT_MS=${CHECK_TIMEOUT_MS}, SHUTDOWN_DRAIN_MS=${DRAIN_MS}; ${THINK_MS} ms pause between a client's requests; phases of ${PHASE_S} s\n`,
  );

  const work = mkdtempSync(path.join(os.tmpdir(), 'pokayoke-scale-'));
  const database = await freshPostgresDatabase('scale');
  const cleanups: (() => Promise<unknown> | unknown)[] = [];
  let runFailed = true;
  const cleanUp = async () => {
    for (const step of cleanups.reverse()) await Promise.resolve(step()).catch(() => undefined);
    await database.drop().catch(() => undefined);
    // A failed run keeps the instances' and HAProxy's logs for a look.
    if (runFailed) console.error(`Logs kept in ${work}`);
    else rmSync(work, { recursive: true, force: true });
  };
  const onSignal = () => void cleanUp().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  try {
    // The simulated routers.
    const sims = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=workspace-source', path.join(__dirname, 'sim-fleet.ts')],
      {
        cwd: API_DIR,
        env: {
          ...process.env,
          SIM_FIRST_PORT: String(SIM_FIRST_PORT),
          SIM_COUNT: String(ROUTERS),
          SIM_HUNG_EVERY: String(HUNG_EVERY),
          SIM_PASSWORD,
        },
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    cleanups.push(() => sims.kill('SIGTERM'));
    const simLines = createInterface({ input: sims.stdout! });
    const simReady = await new Promise<{ ports: number[]; hung: number[] }>((resolve, reject) => {
      simLines.once('line', (line) =>
        resolve(JSON.parse(line) as { ports: number[]; hung: number[] }),
      );
      sims.once('exit', () => reject(new Error('the simulator fleet exited')));
    });

    // The instances: the same secrets and database, each its own data directory.
    const shared = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(32).toString('hex'),
      SECRETS_KEY: randomBytes(32).toString('hex'),
      ADMIN_PASSWORD: 'scale-bench-admin-password',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
      ROUTER_POLL_MS: String(POLL_MS),
      ROUTER_CHECK_TIMEOUT_MS: String(CHECK_TIMEOUT_MS),
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      WEB_ROOT: path.join(work, 'no-web'),
    };
    const instances = new Map<string, Instance>();
    const startInstance = (index: number): Instance => {
      const name = `api${index + 1}`;
      const port = INSTANCE_PORTS[index]!;
      const log = openSync(path.join(work, `${name}.log`), 'a');
      const child = spawn(process.execPath, [SERVER], {
        cwd: REPO,
        env: {
          PATH: process.env.PATH,
          ...shared,
          PORT: String(port),
          DATA_DIR: path.join(work, name),
        },
        stdio: ['ignore', log, log],
      });
      const instance = { name, port, child, exited: watchExit(child) };
      instances.set(name, instance);
      return instance;
    };
    cleanups.push(async () => {
      for (const instance of instances.values()) instance.child.kill('SIGKILL');
    });
    // The first one migrates the new database; then the others.
    startInstance(0);
    await waitFor('api1 healthy', () => healthy(INSTANCE_PORTS[0]!), 120_000);
    startInstance(1);
    startInstance(2);
    await waitFor('api2 healthy', () => healthy(INSTANCE_PORTS[1]!), 120_000);
    await waitFor('api3 healthy', () => healthy(INSTANCE_PORTS[2]!), 120_000);

    // The balancer, with an admin socket for the bench to read the servers' states.
    const socketPath = path.join(work, 'haproxy.sock');
    const extraConfig = path.join(work, 'bench-extra.cfg');
    writeFileSync(extraConfig, `global\n    stats socket ${socketPath} level admin\n`);
    const haproxy = spawn(HAPROXY, ['-db', '-f', HAPROXY_CONFIG, '-f', extraConfig], {
      stdio: ['ignore', openSync(path.join(work, 'haproxy.log'), 'a'), 'inherit'],
    });
    cleanups.push(() => haproxy.kill('SIGTERM'));
    const allUp = async () => {
      try {
        const states = await serverStates(socketPath);
        return states.size === 3 && [...states.values()].every((s) => s === 'UP');
      } catch {
        return false;
      }
    };
    await waitFor('HAProxy with 3 servers UP', allUp, 30_000);

    // Sign in through the balancer; add the routers.
    const login = await call(BALANCER, 'POST', '/api/auth/login', {
      body: { username: 'admin', password: shared.ADMIN_PASSWORD },
    });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.body}`);
    const token = (JSON.parse(login.body) as { accessToken: string }).accessToken;

    const watcher = new pg.Client({ connectionString: database.url });
    await watcher.connect();
    cleanups.push(() => watcher.end());
    const hungPorts = new Set(simReady.hung);
    const hungIds = new Set<string>();
    const routerIds: string[] = [];
    const watch = new RoundWatch(watcher, hungIds);
    watch.start();
    cleanups.push(() => watch.stop());
    const created = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < simReady.ports.length) {
          const port = simReady.ports[next++]!;
          // Straight to the instances, in turn: the setup is not what is measured.
          const direct = `http://127.0.0.1:${INSTANCE_PORTS[next % INSTANCE_PORTS.length]}`;
          const answer = await call(direct, 'POST', '/api/routers', {
            token,
            body: {
              routerName: `Scale router ${port}`,
              routerHost: `127.0.0.1:${port}`,
              routerUser: 'admin',
              routerPass: SIM_PASSWORD,
            },
          });
          if (answer.status !== 201)
            throw new Error(`adding a router: ${answer.status} ${answer.body}`);
          const id = (JSON.parse(answer.body) as { data: { id: string } }).data.id;
          routerIds.push(id);
          if (hungPorts.has(port)) hungIds.add(id);
        }
      }),
    );
    await waitFor('HAProxy with 3 servers UP', allUp, 60_000);
    console.log(
      `${ROUTERS} routers added in ${formatMs(since(created))} ms (load ${loadAverage()})`,
    );

    // The phases, all under load.
    const runId = randomBytes(3).toString('hex');
    const load = new Load(token, runId, routerIds);
    cleanups.push(() => load.stop());
    const phases: { name: string; from: number; to: number; load: string }[] = [];
    const events: string[] = [];
    const roundLoads = new Map<number, string>();
    const loadTicker = setInterval(() => {
      if (Number.isFinite(watch.firstSlot))
        roundLoads.set(Math.floor((Date.now() - watch.firstSlot) / POLL_MS), loadAverage());
    }, 1000);
    cleanups.push(() => clearInterval(loadTicker));
    const phase = async (name: string, during: () => Promise<void>) => {
      const from = Date.now();
      await during();
      phases.push({ name, from, to: Date.now(), load: loadAverage() });
    };

    // Two rounds to settle (the routers were added over several seconds), then the load.
    await sleep(POLL_MS * 2);
    const watchFrom = Date.now();
    load.start();
    await phase('steady', () => sleep(PHASE_S * 1000));

    await phase('SIGKILL api2', async () => {
      await sleep(5000);
      const victim = instances.get('api2')!;
      const inFlight = load.inFlight;
      const killedAt = performance.now();
      victim.child.kill('SIGKILL');
      await victim.exited;
      await sleep(1000);
      startInstance(1);
      const serving = await waitFor(
        'api2 healthy again',
        () => healthy(INSTANCE_PORTS[1]!),
        120_000,
      );
      await waitFor(
        'api2 UP in HAProxy',
        async () => (await serverStates(socketPath).catch(() => new Map())).get('api2') === 'UP',
        120_000,
      );
      events.push(
        `SIGKILL api2 with ${inFlight} requests in flight (on all 3 instances); restarted 1 s later: its health check answered ${formatMs(serving)} ms after the restart, UP in HAProxy (serving again) ${formatMs(since(killedAt))} ms after the kill (load ${loadAverage()})`,
      );
      await sleep(Math.max(0, PHASE_S * 1000 - since(killedAt) - 5000));
    });

    await phase('rolling SIGTERM', async () => {
      for (const index of [0, 1, 2]) {
        const instance = [...instances.values()].find((i) => i.port === INSTANCE_PORTS[index])!;
        const stopAt = performance.now();
        instance.child.kill('SIGTERM');
        const { code, signal } = await instance.exited;
        const stoppedMs = since(stopAt);
        const restartAt = performance.now();
        startInstance(index);
        await waitFor(`${instance.name} healthy again`, () => healthy(instance.port), 60_000);
        await waitFor(
          `${instance.name} UP in HAProxy`,
          async () =>
            (await serverStates(socketPath).catch(() => new Map())).get(instance.name) === 'UP',
          120_000,
        );
        events.push(
          `SIGTERM ${instance.name}: exit ${code ?? signal} after ${formatMs(stoppedMs)} ms (drain ${formatMs(DRAIN_MS)} ms included); restarted and UP in HAProxy ${formatMs(since(restartAt))} ms later (load ${loadAverage()})`,
        );
      }
    });
    await phase('after', () => sleep(POLL_MS * 2));
    await load.stop();
    // Checks of the last rounds land within a timeout of their slot.
    await sleep(CHECK_TIMEOUT_MS + 1500);
    watch.stop();

    const phaseAt = (t: number) => phases.find((p) => t >= p.from && t < p.to)?.name ?? '-';
    console.log(
      '\nMonitor rounds (a round = the routers whose slot falls in one ROUTER_POLL_MS window; late = stored − slot, in ms):',
    );
    console.log(watch.report(watchFrom, phases.at(-1)!.to, routerIds, phaseAt, roundLoads));

    console.log(
      `\nConsole load through HAProxy (${CLIENTS} clients: 40 % customer list pages, 20 % one router, 10 % dashboard stats, 10 % dashboard routers (all of them), 20 % customer creates):`,
    );
    console.log(
      summarise(
        phases.map((p) => ({
          phase: p.name,
          seconds: (p.to - p.from) / 1000,
          samples: load.samples.filter((s) => {
            const at = performance.timeOrigin + s.end;
            return at >= p.from && at < p.to;
          }),
          load: p.load,
        })),
      ),
    );
    for (const line of events) console.log(`- ${line}`);

    // Every 2xx create in the database exactly once; what happened to the failed ones.
    const { rows } = await watcher.query<{ name: string; n: string }>(
      `SELECT name, count(*) AS n FROM customers WHERE name LIKE $1 GROUP BY name`,
      [`Scale ${runId} %`],
    );
    const stored = new Map(rows.map((r) => [r.name, Number(r.n)]));
    let ok = 0;
    let lost = 0;
    let doubled = 0;
    let failed = 0;
    let failedButStored = 0;
    for (const [name, status] of load.creates) {
      const n = stored.get(name) ?? 0;
      if (n > 1) doubled += 1;
      if (status >= 200 && status < 300) {
        ok += 1;
        if (n === 0) lost += 1;
      } else {
        failed += 1;
        if (n > 0) failedButStored += 1;
      }
    }
    console.log(
      `\nWrites: ${formatInt(ok)} creates answered 2xx: ${lost} missing from the database, ${doubled} stored twice; ${failed} failed (${failedButStored} of them stored: applied, answer lost)`,
    );

    const rssRows = [...instances.values()].map((instance) => {
      const mem = rssOf(instance.child.pid);
      return [
        instance.name,
        mem ? `${(mem.rss / 2 ** 20).toFixed(0)} MiB` : '-',
        mem ? `${(mem.hwm / 2 ** 20).toFixed(0)} MiB` : '-',
      ];
    });
    const simMem = rssOf(sims.pid);
    const lbMem = rssOf(haproxy.pid);
    rssRows.push([
      'routers (1 process)',
      simMem ? `${(simMem.rss / 2 ** 20).toFixed(0)} MiB` : '-',
      simMem ? `${(simMem.hwm / 2 ** 20).toFixed(0)} MiB` : '-',
    ]);
    rssRows.push(['haproxy', lbMem ? `${(lbMem.rss / 2 ** 20).toFixed(0)} MiB` : '-', '-']);
    console.log(`\nMemory at the end (load ${loadAverage()}):`);
    console.log(table(['process', 'RSS', 'peak RSS'], rssRows));
    runFailed = false;
  } finally {
    process.off('SIGINT', onSignal);
    await cleanUp();
    agent.destroy();
    directAgent.destroy();
  }
}

runBench(main);
