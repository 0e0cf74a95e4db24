// The router monitor (docs/rules/routers.md#router-status) as database-kept jobs: a round checks every router at
// once and stores what it found; a hung router costs one timeout and delays nothing else; a restart
// resumes from the jobs table; two instances on one PostgreSQL check each router once per round.
import { sql } from 'drizzle-orm';
import { ROUTER_DIAGNOSIS } from 'contracts/messages';
import type { Simulator } from 'routeros/sim';
import { sqlRows } from '../src/db/client';
import { claimJobs, completeJob, ensureJob, MONITOR_JOB } from '../src/repositories/jobs';
import { RouterMonitor } from '../src/routers/monitor';
import { buildTestApp, callAs, loginAs, testDbKind, type App } from './helpers';
import { closedPort, closeSimulators, createRouter, routerOn, startSim } from './router-helpers';
import { createTestDatabase, secondConnection, type TestDatabase } from './test-db';

const SECRETS_KEY = 'monitor-suite-secrets-key-0123456789abcdef';
const CHECK_TIMEOUT_MS = 500;
const env = (extra: Record<string, string> = {}) => ({
  SECRETS_KEY,
  ROUTER_CHECK_TIMEOUT_MS: String(CHECK_TIMEOUT_MS),
  ROUTER_POLL_MS: '60000',
  ...extra,
});

afterAll(closeSimulators);

/** Identity prints per simulator: one per check. */
function countChecks(sim: Simulator): { times: number[] } {
  const seen = { times: [] as number[] };
  sim.events.on('command', (event: { command: string }) => {
    if (event.command === '/system/identity/print') seen.times.push(Date.now());
  });
  return seen;
}

describe('one round', () => {
  let test: TestDatabase;
  let app: App;
  beforeAll(async () => {
    test = await createTestDatabase();
    app = await buildTestApp({ db: test.db, env: env() });
  });
  afterAll(async () => {
    await app.close();
    await test.dispose();
  });

  it('checks every router at once, stores findings and reasons; a hung router costs one timeout', async () => {
    const admin = await loginAs(app, 'admin');
    const healthy = await Promise.all([startSim(), startSim(), startSim({ version: '6.49' })]);
    const hung = await startSim({ faults: { hangOnConnect: true } });
    const ids = await Promise.all(healthy.map((sim) => routerOn(app, admin, sim)));
    const hungRouter = await routerOn(app, admin, hung);
    const down = await createRouter(app, admin, { routerHost: `127.0.0.1:${await closedPort()}` });

    let roundDone = false;
    const round = app.routerMonitor.tick().finally(() => (roundDone = true));
    // While the round waits on the hung router, the dashboard answers from the database.
    const started = Date.now();
    const dashboard = await callAs(app, admin, 'GET', '/api/dashboard/routers');
    expect(dashboard.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(CHECK_TIMEOUT_MS);
    expect(roundDone).toBe(false);
    const report = await round;

    expect(report.checked).toBe(5);
    expect(report.online).toBe(3);
    expect(report.durationMs).toBeLessThan(CHECK_TIMEOUT_MS + 1000);
    const data = (await callAs(app, admin, 'GET', '/api/dashboard/routers')).json().data as {
      id: string;
      isOnline: boolean;
      lastError: string | null;
      identity: string | null;
      version: string | null;
      stats: { pppSecret: number };
      lastSeenAt: string | null;
    }[];
    const byId = new Map(data.map((r) => [r.id, r]));
    for (const { id } of ids) {
      expect(byId.get(id)).toMatchObject({
        isOnline: true,
        lastError: null,
        identity: 'MikroTik',
        stats: { pppSecret: 12 },
      });
      expect(byId.get(id)?.lastSeenAt).not.toBeNull();
    }
    expect(byId.get(hungRouter.id)).toMatchObject({
      isOnline: false,
      lastError: ROUTER_DIAGNOSIS.timedOut,
    });
    expect(byId.get(down.id)).toMatchObject({
      isOnline: false,
      lastError: ROUTER_DIAGNOSIS.refused,
    });
    const stats = (await callAs(app, admin, 'GET', '/api/dashboard/stats')).json().data;
    expect(stats).toMatchObject({ totalRouters: 5, onlineRouters: 3, offlineRouters: 2 });

    // The round is claimed: a second tick now finds nothing due.
    expect((await app.routerMonitor.tick()).checked).toBe(0);
  });

  it('marks a router offline when it stops answering, and online again when it is back', async () => {
    const admin = await loginAs(app, 'admin');
    const sim = await startSim();
    const router = await routerOn(app, admin, sim);
    await app.db.orm.execute(sql`UPDATE jobs SET run_at = now() WHERE kind = ${MONITOR_JOB}`);
    await app.routerMonitor.tick();
    const state = async () =>
      (
        (await callAs(app, admin, 'GET', `/api/routers/${router.id}`)).json().data as {
          isOnline: boolean;
        }
      ).isOnline;
    expect(await state()).toBe(true);
    await sim.setFaults({ refuse: true });
    await app.db.orm.execute(sql`UPDATE jobs SET run_at = now() WHERE kind = ${MONITOR_JOB}`);
    await app.routerMonitor.tick();
    expect(await state()).toBe(false);
    await sim.setFaults({ refuse: false });
    await app.db.orm.execute(sql`UPDATE jobs SET run_at = now() WHERE kind = ${MONITOR_JOB}`);
    await app.routerMonitor.tick();
    expect(await state()).toBe(true);
  });
  it('checks a router at the next tick after its connection settings change', async () => {
    const admin = await loginAs(app, 'admin');
    const first = await startSim();
    const second = await startSim();
    const router = await routerOn(app, admin, first);
    await app.db.orm.execute(sql`UPDATE jobs SET run_at = now() WHERE kind = ${MONITOR_JOB}`);
    await app.routerMonitor.tick();
    expect((await app.routerMonitor.tick()).checked).toBe(0);
    // A rename alone waits for the round; a new host is checked at once.
    await callAs(app, admin, 'PUT', `/api/routers/${router.id}`, { routerName: 'Renamed only' });
    expect((await app.routerMonitor.tick()).checked).toBe(0);
    await callAs(app, admin, 'PUT', `/api/routers/${router.id}`, {
      routerHost: `127.0.0.1:${second.port}`,
    });
    expect((await app.routerMonitor.tick()).checked).toBe(1);
  });
});

describe('the jobs table', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test.dispose();
  });

  it('hands a one-off job to one worker at a time, and to another once the lease has ended', async () => {
    const db = test.db.orm;
    await ensureJob(db, { kind: 'test-once', key: 'a' });
    const first = await claimJobs(db, {
      kind: 'test-once',
      workerId: 'w1',
      leaseMs: 300,
      limit: 10,
    });
    expect(first).toHaveLength(1);
    expect(
      await claimJobs(db, { kind: 'test-once', workerId: 'w2', leaseMs: 300, limit: 10 }),
    ).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    // w1 died without finishing: its lease ran out, w2 takes the job.
    const taken = await claimJobs(db, {
      kind: 'test-once',
      workerId: 'w2',
      leaseMs: 300,
      limit: 10,
    });
    expect(taken).toHaveLength(1);
    expect(taken[0]?.attempts).toBe(2);
    await completeJob(db, taken[0]!, 'w2');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(
      await claimJobs(db, { kind: 'test-once', workerId: 'w3', leaseMs: 300, limit: 10 }),
    ).toHaveLength(0);
  });

  it('moves a recurring job to its next slot when claimed', async () => {
    const db = test.db.orm;
    await ensureJob(db, { kind: 'test-every', key: 'r', intervalMs: 60_000 });
    const [job] = await claimJobs(db, {
      kind: 'test-every',
      workerId: 'w1',
      leaseMs: 100,
      limit: 10,
    });
    await completeJob(db, job!, 'w1');
    const [row] = await sqlRows<{ wait: number; runs: number }>(
      db,
      sql`SELECT extract(epoch FROM run_at - now()) AS wait, runs FROM jobs WHERE kind = 'test-every'`,
    );
    expect(Number(row?.wait)).toBeGreaterThan(55);
    expect(Number(row?.runs)).toBe(1);
  });
});

describe('the loop with a hung router', () => {
  // The hung router's check takes its whole timeout; the healthy ones are due every POLL_MS.
  const POLL_MS = 300;
  // Long against the poll, so that a busy machine's scheduling lag is far from the bound.
  const HUNG_TIMEOUT_MS = 3000;
  let test: TestDatabase;
  let app: App;
  beforeAll(async () => {
    test = await createTestDatabase();
    app = await buildTestApp({
      db: test.db,
      env: env({
        ROUTER_POLL_MS: String(POLL_MS),
        ROUTER_CHECK_TIMEOUT_MS: String(HUNG_TIMEOUT_MS),
        ROUTER_MONITOR: 'false',
      }),
    });
  });
  afterAll(async () => {
    await app.close();
    await test.dispose();
  });

  it('claims the next slots while a hung check waits out its timeout (docs/rules/routers.md)', async () => {
    const admin = await loginAs(app, 'admin');
    const healthy = await Promise.all([startSim(), startSim()]);
    const checks = healthy.map(countChecks);
    await Promise.all(healthy.map((sim) => routerOn(app, admin, sim)));
    const hung = await routerOn(app, admin, await startSim({ faults: { hangOnConnect: true } }));
    await app.routerMonitor.start();
    await new Promise((resolve) => setTimeout(resolve, HUNG_TIMEOUT_MS * 2 + 500));
    await app.routerMonitor.stop();
    for (const { times } of checks) {
      // Before the fix the loop waited for the hung check: one healthy check per hung timeout.
      expect(times.length).toBeGreaterThanOrEqual(5);
      for (let i = 1; i < times.length; i++)
        expect(times[i]! - times[i - 1]!).toBeLessThan(HUNG_TIMEOUT_MS);
    }
    const [row] = await sqlRows<{ is_online: boolean; last_error: string | null }>(
      app.db.orm,
      sql`SELECT is_online, last_error FROM routers WHERE id = ${hung.id}`,
    );
    expect(row).toMatchObject({ is_online: false, last_error: ROUTER_DIAGNOSIS.timedOut });
  }, 20_000);

  it('runs at most maxInFlight checks at once: the rest stay due for the next tick or another instance', async () => {
    const admin = await loginAs(app, 'admin');
    await app.db.orm.execute(sql`DELETE FROM routers`);
    await app.db.orm.execute(sql`DELETE FROM jobs`);
    const sim = await startSim({ faults: { hangOnConnect: true } });
    for (let i = 0; i < 3; i++) await routerOn(app, admin, sim);
    const capped = new RouterMonitor(app.db, app.routerAccess, app.log, {
      pollMs: POLL_MS,
      checkTimeoutMs: HUNG_TIMEOUT_MS,
      maxInFlight: 2,
      workerId: 'capped',
    });
    const first = await capped.startDue();
    expect(first.checks).toHaveLength(2);
    // Full: the next tick claims nothing while both hung checks wait out their timeout.
    expect((await capped.startDue()).checks).toHaveLength(0);
    const [left] = await sqlRows<{ due: number }>(
      app.db.orm,
      sql`SELECT count(*)::int AS due FROM jobs WHERE locked_by IS NULL AND run_at <= now()`,
    );
    expect(left?.due).toBe(1);
    await capped.stop({ abandon: true });
  }, 20_000);

  it('hands back the checks under way when stopped with abandon: no lease kept, slot due again', async () => {
    const admin = await loginAs(app, 'admin');
    await app.db.orm.execute(sql`DELETE FROM routers`);
    await app.db.orm.execute(sql`DELETE FROM jobs`);
    const hung = await routerOn(app, admin, await startSim({ faults: { hangOnConnect: true } }));
    const { checks } = await app.routerMonitor.startDue();
    expect(checks).toHaveLength(1);
    const started = Date.now();
    await app.routerMonitor.stop({ abandon: true });
    expect(Date.now() - started).toBeLessThan(HUNG_TIMEOUT_MS);
    const [job] = await sqlRows<{ locked_by: string | null; due: boolean }>(
      app.db.orm,
      sql`SELECT locked_by, run_at <= now() AS due FROM jobs WHERE job_key = ${hung.id}`,
    );
    expect(job).toEqual({ locked_by: null, due: true });
    // The abandoned check ends without a verdict: the next instance's check gives it.
    await Promise.all(checks);
    const [row] = await sqlRows<{ last_checked_at: string | null }>(
      app.db.orm,
      sql`SELECT last_checked_at FROM routers WHERE id = ${hung.id}`,
    );
    expect(row?.last_checked_at).toBeNull();
  }, 20_000);
});

describe('restart', () => {
  it('resumes from the jobs table: a new instance checks when the round is due, not before', async () => {
    const test = await createTestDatabase();
    try {
      const first = await buildTestApp({ db: test.db, env: env({ ROUTER_POLL_MS: '60000' }) });
      const sim = await startSim();
      const checks = countChecks(sim);
      await routerOn(first, await loginAs(first, 'admin'), sim);
      await first.routerMonitor.tick();
      expect(checks.times).toHaveLength(1);
      await first.close();

      const second = await buildTestApp({ db: test.db, env: env({ ROUTER_POLL_MS: '60000' }) });
      try {
        // The round the first instance ran is not run again by the restarted one.
        expect((await second.routerMonitor.tick()).checked).toBe(0);
        // Its next slot comes (moved forward here rather than waited for): the new instance runs it.
        await test.db.orm.execute(sql`UPDATE jobs SET run_at = now() WHERE kind = ${MONITOR_JOB}`);
        expect((await second.routerMonitor.tick()).checked).toBe(1);
        expect(checks.times).toHaveLength(2);
        const [job] = await sqlRows<{ runs: number }>(
          test.db.orm,
          sql`SELECT runs FROM jobs WHERE kind = ${MONITOR_JOB}`,
        );
        expect(Number(job?.runs)).toBe(2);
      } finally {
        await second.close();
      }
    } finally {
      await test.dispose();
    }
  });
});

// Two processes on one database need a database server: PGlite is one process's database.
const onPostgres = testDbKind() === 'postgres' ? describe : describe.skip;
onPostgres('two API instances on one PostgreSQL', () => {
  it('check each router once per round between them', async () => {
    const POLL_MS = 600;
    const test = await createTestDatabase();
    const shared = env({ ROUTER_POLL_MS: String(POLL_MS), ROUTER_MONITOR: 'false' });
    const one = await buildTestApp({ db: test.db, env: shared });
    const other = secondConnection(test.db);
    const two = await buildTestApp({ db: other, env: shared });
    try {
      const admin = await loginAs(one, 'admin');
      const sims = await Promise.all(Array.from({ length: 6 }, () => startSim()));
      const checks = sims.map(countChecks);
      for (const sim of sims) await routerOn(one, admin, sim);
      const started = Date.now();
      await Promise.all([one.routerMonitor.start(), two.routerMonitor.start()]);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS * 4 + 200));
      await Promise.all([one.routerMonitor.stop(), two.routerMonitor.stop()]);
      const rounds = Math.floor((Date.now() - started) / POLL_MS) + 1;
      for (const { times } of checks) {
        // Every round checked, none twice: two instances in one round would be milliseconds apart.
        // (A busy machine may start a round late, never run one twice.)
        expect(times.length).toBeGreaterThanOrEqual(2);
        expect(times.length).toBeLessThanOrEqual(rounds);
        for (let i = 1; i < times.length; i++)
          expect(times[i]! - times[i - 1]!).toBeGreaterThan(POLL_MS / 2);
      }
    } finally {
      await two.close();
      await other.close();
      await one.close();
      await test.dispose();
    }
  }, 30_000);
});
