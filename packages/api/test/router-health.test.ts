// Router health over time and live traffic (docs/rules/routers.md#router-health): a sample per router per monitor round
// (once, with two instances), hourly roll-ups and retention as jobs, the metrics route (≤ 500
// points, availability, outages) and the live traffic stream (one read per second however many
// viewers, an error event while the router is away, 401 without a token).
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Simulator } from 'routeros/sim';
import { sqlRows } from '../src/db/client';
import { MONITOR_JOB, SAMPLE_RETENTION_JOB, SAMPLE_ROLLUP_JOB } from '../src/repositories/jobs';
import { RouterMonitor } from '../src/routers/monitor';
import {
  dropOldSamples,
  insertSample,
  rollUpSamples,
  type SampleValues,
} from '../src/routers/samples';
import { buildTestApp, callAs, loginAs, type App, type Session } from './helpers';
import { closedPort, closeSimulators, createRouter, routerOn, startSim } from './router-helpers';
import { createTestDatabase, type TestDatabase } from './test-db';

const SECRETS_KEY = 'health-suite-secrets-key-0123456789abcdef';
const POLL_MS = 60_000;
const env = () => ({
  SECRETS_KEY,
  ROUTER_CHECK_TIMEOUT_MS: '800',
  ROUTER_POLL_MS: String(POLL_MS),
});

afterAll(closeSimulators);

interface SampleRow extends Record<string, unknown> {
  router_id: string;
  online: boolean;
  latency_ms: number | null;
  cpu_load: number | null;
  total_memory: string | number | null;
  uptime_seconds: string | number | null;
  ppp_active: number | null;
  hotspot_active: number | null;
  rx_bps: string | number | null;
  tx_bps: string | number | null;
}

const samplesOf = (app: App, routerId: string) =>
  sqlRows<SampleRow>(
    app.db.orm,
    sql`SELECT * FROM router_samples WHERE router_id = ${routerId} ORDER BY at`,
  );

const dueNow = (app: App) =>
  app.db.orm.execute(sql`UPDATE jobs SET run_at = now() WHERE kind = ${MONITOR_JOB}`);

const ONLINE: SampleValues = {
  online: true,
  latencyMs: 10,
  cpuLoad: 20,
  freeMemory: 100,
  totalMemory: 1000,
  uptimeSeconds: 60,
  pppActive: 3,
  hotspotActive: 1,
  rxBps: 1000,
  txBps: 500,
};
const OFFLINE: SampleValues = {
  online: false,
  latencyMs: null,
  cpuLoad: null,
  freeMemory: null,
  totalMemory: null,
  uptimeSeconds: null,
  pppActive: null,
  hotspotActive: null,
  rxBps: null,
  txBps: null,
};

describe('samples of the monitor round', () => {
  let test: TestDatabase;
  let app: App;
  let admin: Session;
  beforeAll(async () => {
    test = await createTestDatabase();
    app = await buildTestApp({ db: test.db, env: env() });
    admin = await loginAs(app, 'admin');
  });
  afterAll(async () => {
    await app.close();
    await test.dispose();
  });

  it('stores one sample per router per round: findings, latency, traffic; offline rounds as offline', async () => {
    const sim = await startSim();
    const withTraffic = await routerOn(app, admin, sim, { trafficInterface: 'ether1' });
    const plain = await routerOn(app, admin, await startSim());
    const down = await createRouter(app, admin, { routerHost: `127.0.0.1:${await closedPort()}` });
    await app.routerMonitor.tick();

    const [sample] = await samplesOf(app, withTraffic.id);
    expect(sample).toMatchObject({ online: true, cpu_load: expect.any(Number) });
    expect(sample?.latency_ms).toBeGreaterThanOrEqual(0);
    expect(Number(sample?.total_memory)).toBeGreaterThan(0);
    expect(Number(sample?.uptime_seconds)).toBeGreaterThan(0);
    expect(sample?.ppp_active).toEqual(expect.any(Number));
    // ether1 of the simulator runs at about 48 Mbit/s in and 9 out.
    expect(Number(sample?.rx_bps)).toBeGreaterThan(20_000_000);
    expect(Number(sample?.tx_bps)).toBeGreaterThan(1_000_000);
    // No traffic interface: no rates, the rest is there.
    const [plainSample] = await samplesOf(app, plain.id);
    expect(plainSample).toMatchObject({ online: true, rx_bps: null, tx_bps: null });
    // A router without the hotspot menu is not failed for it: hotspot users are a number or null.
    expect([null, expect.any(Number)]).toContainEqual(plainSample?.hotspot_active);
    const [downSample] = await samplesOf(app, down.id);
    expect(downSample).toMatchObject({ online: false, cpu_load: null, latency_ms: null });

    // The next round adds one more each.
    await dueNow(app);
    await app.routerMonitor.tick();
    expect(await samplesOf(app, withTraffic.id)).toHaveLength(2);
    expect(await samplesOf(app, down.id)).toHaveLength(2);
  });

  it('two instances write one sample per router per round, and a second write of a round is a no-op', async () => {
    const sims = await Promise.all([startSim(), startSim(), startSim()]);
    const routers = await Promise.all(sims.map((sim) => routerOn(app, admin, sim)));
    await dueNow(app);
    const second = new RouterMonitor(app.db, app.routerAccess, app.log, {
      pollMs: POLL_MS,
      checkTimeoutMs: 800,
      workerId: 'second-instance',
    });
    const [a, b] = await Promise.all([app.routerMonitor.tick(), second.tick()]);
    expect(a.checked + b.checked).toBe(6);
    for (const router of routers) expect(await samplesOf(app, router.id)).toHaveLength(1);

    // The same round slot again (a retried job): still one.
    const [{ at }] = (await sqlRows<{ at: string }>(
      app.db.orm,
      sql`SELECT at::text AS at FROM router_samples WHERE router_id = ${routers[0]!.id}`,
    )) as [{ at: string }];
    await insertSample(
      app.db.orm,
      routers[0]!.id,
      new Date(at.replace(' ', 'T').replace(/\+00$/, 'Z')),
      OFFLINE,
    );
    const rows = await samplesOf(app, routers[0]!.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.online).toBe(true);
  });
});

/** Raw samples every minute for `minutes` back from now, offline where `offline(i)` (i minutes ago). */
async function fillRaw(
  app: App,
  routerId: string,
  minutes: number,
  offline: (minutesAgo: number) => boolean = () => false,
) {
  const now = Math.floor(Date.now() / 60_000) * 60_000;
  for (let i = minutes; i >= 0; i--) {
    const off = offline(i);
    await insertSample(
      app.db.orm,
      routerId,
      new Date(now - i * 60_000),
      off
        ? OFFLINE
        : {
            ...ONLINE,
            cpuLoad: i % 10 === 0 ? 90 : 10,
          },
    );
  }
}

describe('roll-ups, retention and the metrics route', () => {
  let test: TestDatabase;
  let app: App;
  let admin: Session;
  let user: Session;
  beforeAll(async () => {
    test = await createTestDatabase();
    app = await buildTestApp({ db: test.db, env: env() });
    admin = await loginAs(app, 'admin');
    user = await loginAs(app, 'user');
  });
  afterAll(async () => {
    await app.close();
    await test.dispose();
  });

  const metrics = async (session: Session, routerId: string, range: string) => {
    const response = await callAs(
      app,
      session,
      'GET',
      `/api/routers/${routerId}/metrics?range=${range}`,
    );
    expect(response.statusCode).toBe(200);
    return response.json().data as {
      range: string;
      stepSeconds: number;
      points: {
        at: string;
        online: boolean;
        cpuLoad: number | null;
        min?: { cpuLoad: number | null };
        max?: { cpuLoad: number | null };
      }[];
      availability: number | null;
      outages: { from: string; to: string | null }[];
    };
  };

  it('a new router has no points, no availability and no outages', async () => {
    const router = await createRouter(app, admin, { routerHost: '127.0.0.1:1' });
    const data = await metrics(user, router.id, '24h');
    expect(data).toMatchObject({ range: '24h', points: [], availability: null, outages: [] });
  });

  it('rolls samples up by hour (avg, min, max, rounds), twice is the same, and the job runs it', async () => {
    const router = await createRouter(app, admin, { routerHost: '127.0.0.1:1' });
    await fillRaw(app, router.id, 179, (ago) => ago >= 30 && ago < 40);
    await rollUpSamples(app.db.orm);
    const read = () =>
      sqlRows<{
        rounds: number;
        online_rounds: number;
        cpu_load_avg: number;
        cpu_load_min: number;
        cpu_load_max: number;
      }>(
        app.db.orm,
        sql`SELECT rounds, online_rounds, cpu_load_avg, cpu_load_min, cpu_load_max
              FROM router_samples_hourly WHERE router_id = ${router.id} ORDER BY hour`,
      );
    const first = await read();
    expect(first.length).toBeGreaterThanOrEqual(3);
    expect(first.reduce((n, h) => n + Number(h.rounds), 0)).toBe(180);
    expect(first.reduce((n, h) => n + Number(h.online_rounds), 0)).toBe(170);
    const full = first.find((h) => Number(h.rounds) === 60 && Number(h.online_rounds) === 60);
    expect(full).toMatchObject({ cpu_load_min: 10, cpu_load_max: 90 });
    expect(Number(full?.cpu_load_avg)).toBeCloseTo(10 + 80 * (6 / 60), 5);
    await rollUpSamples(app.db.orm);
    expect(await read()).toEqual(first);

    // As a job: due now, it runs once (on whichever instance claims it).
    await app.routerSamples.start();
    await app.routerSamples.stop();
    const jobs = await sqlRows<{ kind: string; runs: number }>(
      app.db.orm,
      sql`SELECT kind, runs FROM jobs WHERE kind IN (${SAMPLE_ROLLUP_JOB}, ${SAMPLE_RETENTION_JOB}) ORDER BY kind`,
    );
    expect(jobs.map((j) => [j.kind, Number(j.runs)])).toEqual([
      [SAMPLE_RETENTION_JOB, 1],
      [SAMPLE_ROLLUP_JOB, 1],
    ]);
    expect((await app.routerSamples.runDue()).rolledUp).toBeUndefined();
  });

  it('drops raw samples after 48 hours and roll-ups after 400 days', async () => {
    const router = await createRouter(app, admin, { routerHost: '127.0.0.1:1' });
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
    for (const h of [1, 47, 49, 100])
      await insertSample(app.db.orm, router.id, hoursAgo(h), ONLINE);
    await app.db.orm.execute(sql`
      INSERT INTO router_samples_hourly (router_id, hour, rounds, online_rounds)
      SELECT ${router.id}, date_trunc('hour', now()) - d * interval '1 day', 60, 60
        FROM unnest(ARRAY[1, 399, 401, 500]) AS d`);
    const result = await dropOldSamples(app.db.orm);
    expect(result.rawDeleted).toBeGreaterThanOrEqual(2);
    const raw = await samplesOf(app, router.id);
    expect(raw).toHaveLength(2);
    const [{ n }] = (await sqlRows<{ n: number }>(
      app.db.orm,
      sql`SELECT count(*)::int AS n FROM router_samples_hourly WHERE router_id = ${router.id}`,
    )) as [{ n: number }];
    expect(n).toBe(2);
  });

  it('answers every range with at most 500 points, availability and the outages', async () => {
    const router = await createRouter(app, admin, { routerHost: '127.0.0.1:1' });
    // 48 hours of rounds, offline from 90 to 80 minutes ago and for the last 5 minutes.
    await app.db.orm.execute(sql`
      INSERT INTO router_samples (router_id, at, online, cpu_load, rx_bps, tx_bps)
      SELECT ${router.id}, date_trunc('minute', now()) - m * interval '1 minute',
             NOT ((m > 80 AND m <= 90) OR m < 5),
             CASE WHEN (m > 80 AND m <= 90) OR m < 5 THEN NULL ELSE 10 + m % 50 END, 1000, 2000
        FROM generate_series(0, 48 * 60 - 1) AS m`);
    // 400 days of hourly roll-ups before that; 20 days ago a 3-hour outage.
    await app.db.orm.execute(sql`
      INSERT INTO router_samples_hourly (router_id, hour, rounds, online_rounds, first_offline_at, last_offline_at,
                                         cpu_load_avg, cpu_load_min, cpu_load_max)
      SELECT ${router.id}, date_trunc('hour', now()) - h * interval '1 hour', 60,
             CASE WHEN h BETWEEN 480 AND 482 THEN 0 ELSE 60 END,
             CASE WHEN h BETWEEN 480 AND 482 THEN date_trunc('hour', now()) - h * interval '1 hour' END,
             CASE WHEN h BETWEEN 480 AND 482 THEN date_trunc('hour', now()) - h * interval '1 hour' + interval '59 minutes' END,
             30, 5, 95
        FROM generate_series(49, 400 * 24) AS h`);
    await rollUpSamples(app.db.orm);

    const expected: Record<string, { step: number; min: number; max: number }> = {
      '1h': { step: 60, min: 59, max: 61 },
      '24h': { step: 300, min: 288, max: 289 },
      '7d': { step: 3600, min: 168, max: 169 },
      '30d': { step: 7200, min: 360, max: 361 },
      '365d': { step: 86_400, min: 365, max: 366 },
    };
    for (const [range, want] of Object.entries(expected)) {
      const data = await metrics(user, router.id, range);
      expect(data.stepSeconds).toBe(want.step);
      expect(data.points.length).toBeGreaterThanOrEqual(want.min);
      expect(data.points.length).toBeLessThanOrEqual(Math.min(500, want.max));
      const times = data.points.map((p) => Date.parse(p.at));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    }

    const hour = await metrics(user, router.id, '1h');
    // About 60 rounds in the last hour (the edge minute may fall out), 5 offline: about 91.6 %.
    expect(hour.availability).toBeGreaterThanOrEqual((54 / 60) * 100);
    expect(hour.availability).toBeLessThanOrEqual((55 / 60) * 100 + 0.01);
    expect(hour.outages).toHaveLength(1);
    expect(hour.outages[0]?.to).toBeNull();
    expect(hour.points.at(-1)?.online).toBe(false);

    const day = await metrics(user, router.id, '24h');
    expect(day.availability).toBeGreaterThanOrEqual((1424 / 1440) * 100);
    expect(day.availability).toBeLessThanOrEqual((1425 / 1440) * 100 + 0.01);
    expect(day.outages).toHaveLength(2);
    const [ongoing, earlier] = day.outages;
    expect(ongoing?.to).toBeNull();
    // 90 to 81 minutes ago offline; back 80 minutes ago.
    expect(Date.parse(earlier!.to!) - Date.parse(earlier!.from)).toBe(10 * 60_000);
    // A 5-minute point spans min and max of its rounds.
    const busy = day.points.find((p) => p.cpuLoad !== null && p.min && p.max);
    expect(busy!.min!.cpuLoad!).toBeLessThanOrEqual(busy!.cpuLoad!);
    expect(busy!.max!.cpuLoad!).toBeGreaterThanOrEqual(busy!.cpuLoad!);

    const month = await metrics(user, router.id, '30d');
    // The 3-hour outage 20 days ago, from the roll-ups, besides the two recent ones.
    expect(month.outages).toHaveLength(3);
    const old = month.outages[2]!;
    expect(Date.parse(old.to!) - Date.parse(old.from)).toBe(2 * 3600_000 + 59 * 60_000 + POLL_MS);
    expect(month.availability).toBeGreaterThan(99);
    expect(month.availability).toBeLessThan(100);
  });

  it('checks the range, the router and the token', async () => {
    const router = await createRouter(app, admin, { routerHost: '127.0.0.1:1' });
    const bad = await callAs(app, user, 'GET', `/api/routers/${router.id}/metrics?range=2h`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'validation_error' });
    expect(JSON.stringify(bad.json())).toContain('range');
    const missing = await callAs(
      app,
      user,
      'GET',
      '/api/routers/00000000-0000-4000-8000-000000000000/metrics',
    );
    expect(missing.statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'GET', url: `/api/routers/${router.id}/metrics` });
    expect(anonymous.statusCode).toBe(401);
  });
});

interface StreamEvent {
  event: string;
  data: { at: string; interface?: string; rxBps?: number; txBps?: number; message?: string };
}

/** Reads server-sent events of a response as they come. */
function eventReader(response: Response) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const events: StreamEvent[] = [];
  let comments = 0;
  const pump = (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = 'message';
        let data = '';
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) comments++;
          else if (line.startsWith('event: ')) event = line.slice(7);
          else if (line.startsWith('data: ')) data += line.slice(6);
        }
        if (data) events.push({ event, data: JSON.parse(data) as StreamEvent['data'] });
      }
    }
  })();
  return {
    events,
    get comments() {
      return comments;
    },
    async until(predicate: (events: StreamEvent[]) => boolean, timeoutMs = 8000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(events)) {
        if (Date.now() > deadline)
          throw new Error(`stream: timed out with ${JSON.stringify(events)}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async close() {
      await reader.cancel().catch(() => undefined);
      await pump;
    },
  };
}

describe('live traffic stream', () => {
  let app: App;
  let admin: Session;
  let user: Session;
  let origin: string;
  beforeAll(async () => {
    app = await buildTestApp({ env: env() });
    admin = await loginAs(app, 'admin');
    user = await loginAs(app, 'user');
    await app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
  });

  const open = (session: Session | null, routerId: string, query = '') =>
    fetch(`${origin}/api/routers/${routerId}/traffic/live${query}`, {
      headers: {
        accept: 'text/event-stream',
        ...(session ? { authorization: session.authorization } : {}),
      },
    });

  /** monitor-traffic commands the simulator received. */
  function countReads(sim: Simulator) {
    const times: number[] = [];
    sim.events.on('command', (event: { command: string }) => {
      if (event.command === '/interface/monitor-traffic') times.push(Date.now());
    });
    return times;
  }

  it('sends the interface rates every second, to several viewers from one read per second', async () => {
    const sim = await startSim();
    const reads = countReads(sim);
    const router = await routerOn(app, admin, sim, { trafficInterface: 'ether1' });
    const responses = await Promise.all([
      open(user, router.id),
      open(user, router.id),
      open(admin, router.id),
    ]);
    for (const response of responses) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(response.headers.get('x-accel-buffering')).toBe('no');
      expect(response.headers.get('content-encoding')).toBeNull();
    }
    const streams = responses.map(eventReader);
    const started = Date.now();
    await Promise.all(streams.map((s) => s.until((events) => events.length >= 3)));
    const seconds = (Date.now() - started) / 1000;
    for (const stream of streams) {
      const [first] = stream.events;
      expect(first).toMatchObject({ event: 'message', data: { interface: 'ether1' } });
      expect(first!.data.rxBps).toBeGreaterThan(20_000_000);
      expect(first!.data.txBps).toBeGreaterThan(1_000_000);
    }
    // Three viewers, one reading a second (plus the one under way).
    expect(reads.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    expect(app.liveTraffic.viewers).toBe(3);
    await Promise.all(streams.map((s) => s.close()));

    // The last viewer gone, the reading stops.
    const deadline = Date.now() + 3000;
    while (app.liveTraffic.viewers > 0 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(app.liveTraffic.viewers).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    const after = reads.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(reads.length).toBe(after);
  });

  it('sends an error event while the router does not answer, and the values again when it is back', async () => {
    const sim = await startSim();
    const router = await routerOn(app, admin, sim);
    const stream = eventReader(await open(user, router.id, '?interface=ether2'));
    await stream.until((events) => events.some((e) => e.event === 'message'));
    await sim.setFaults({ refuse: true });
    await stream.until((events) => events.some((e) => e.event === 'error'));
    const failure = stream.events.find((e) => e.event === 'error')!;
    expect(failure.data.message).toEqual(expect.any(String));
    expect(failure.data.message?.length).toBeGreaterThan(5);
    const count = stream.events.length;
    await sim.setFaults({ refuse: false });
    await stream.until(
      (events) =>
        events.slice(count).some((e) => e.event === 'message' && e.data.interface === 'ether2'),
      10_000,
    );
    await stream.close();
  });

  it('asks for a traffic interface, checks the parameter, and needs a token', async () => {
    const sim = await startSim();
    const router = await routerOn(app, admin, sim);
    const none = await open(user, router.id);
    expect(none.status).toBe(400);
    expect(JSON.stringify(await none.json())).toContain('Traffic Interface');
    const comma = await open(user, router.id, '?interface=ether1,ether2');
    expect(comma.status).toBe(400);
    expect(await comma.json()).toMatchObject({
      message: 'validation_error',
      errors: [{ path: 'interface', message: expect.stringContaining('comma') }],
    });
    expect((await open(null, router.id, '?interface=ether1')).status).toBe(401);
    const plain = await fetch(`${origin}/api/routers/${router.id}/traffic/live?interface=ether1`, {
      headers: { authorization: user.authorization },
    });
    expect(plain.status).toBe(406);
    expect(
      (await open(user, '00000000-0000-4000-8000-000000000000', '?interface=ether1')).status,
    ).toBe(404);
  });
});
