import { once } from 'node:events';
import {
  RouterOsAuthError,
  RouterOsBusyError,
  RouterOsConnectionClosedError,
  RouterOsConnectionRefusedError,
  RouterOsTimeoutError,
  httpStatusOf,
} from '../src/errors';
import { listPppSecrets } from '../src/helpers/ppp';
import { RouterOsManager, RouterOsPool, type ManagerOptions } from '../src/manager';
import { startSimulator, type SimCommandEvent, type Simulator } from '../src/sim';
import { failureOf, optionsFor, recordProcessFaults } from './support';

recordProcessFaults();

let sim: Simulator;
const managers: RouterOsManager[] = [];

function manager(extra: Partial<ManagerOptions> = {}): RouterOsManager {
  const m = new RouterOsManager({
    ...optionsFor(sim),
    backoff: { initialMs: 200, jitter: 0 },
    ...extra,
  });
  managers.push(m);
  return m;
}

function nextCommand(command: string): Promise<SimCommandEvent> {
  return new Promise((resolve) => {
    const listener = (e: SimCommandEvent): void => {
      if (e.command !== command) return;
      sim.events.off('command', listener);
      resolve(e);
    };
    sim.events.on('command', listener);
  });
}

beforeAll(async () => {
  sim = await startSimulator({ user: 'admin', password: 'secret' });
});
afterEach(async () => {
  await Promise.all(managers.splice(0).map((m) => m.close()));
  await sim.setFaults({});
});
afterAll(() => sim.close());

describe('RouterOsManager', () => {
  it('opens one connection on first use and reuses it', async () => {
    const m = manager();
    expect(m.state).toBe('idle');
    const before = sim.stats.totalConnections;
    await Promise.all(
      Array.from({ length: 50 }, () => m.run('/system/identity/print', {}, { idempotent: true })),
    );
    await m.run('/ppp/secret/print');
    expect(sim.stats.totalConnections - before).toBe(1);
    expect(m.connectCount).toBe(1);
    expect(m.state).toBe('ready');
  });

  it('keeps at most maxConcurrent commands in flight, the rest in order', async () => {
    const slow = await startSimulator({ user: 'admin', password: 'secret', latencyMs: 15 });
    const m = new RouterOsManager({ ...optionsFor(slow), maxConcurrent: 3 });
    managers.push(m);
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        m.run('/system/identity/print').then(() => order.push(i)),
      ),
    );
    expect(slow.stats.maxInFlight).toBe(3);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    await m.close();
    await slow.close();
  });

  it('refuses new work beyond maxQueue with a busy error (503)', async () => {
    await sim.setFaults({ hang: ['/ppp/secret/print'] });
    const m = manager({ maxConcurrent: 1, maxQueue: 2 });
    const running = failureOf(m.run('/ppp/secret/print', {}, { timeoutMs: 2000 }));
    const queued = [1, 2].map(() =>
      failureOf(m.run('/system/identity/print', {}, { timeoutMs: 2000 })),
    );
    const err = await failureOf(m.run('/system/identity/print'));
    expect(err).toBeInstanceOf(RouterOsBusyError);
    expect(httpStatusOf(err)).toBe(503);
    expect(m.queued).toBe(2);
    await m.close();
    for (const p of [running, ...queued])
      expect(await p).toBeInstanceOf(RouterOsConnectionClosedError);
  });

  it('counts time in the queue against the command timeout', async () => {
    await sim.setFaults({ hang: ['/ppp/secret/print'] });
    const m = manager({ maxConcurrent: 1 });
    const blocker = m.run('/ppp/secret/print', {}, { timeoutMs: 2000 });
    blocker.catch(() => undefined);
    const err = await failureOf(m.run('/system/identity/print', {}, { timeoutMs: 200 }));
    expect(err).toBeInstanceOf(RouterOsTimeoutError);
    expect((err as RouterOsTimeoutError).phase).toBe('queue');
  });

  it('reconnects after the connection is lost', async () => {
    const m = manager();
    await m.run('/system/identity/print');
    const lost = once(sim.events, 'disconnect');
    sim.dropConnections();
    await lost;
    // Whether or not the client has seen the close yet, a print gets through on a new connection.
    expect((await m.run('/system/identity/print', {}, { idempotent: true })).rows).toHaveLength(1);
    expect(m.connectCount).toBe(2);
  });

  it('sends a print once more when the reused connection turns out dead, but never a write', async () => {
    const m = manager();
    await m.run('/system/identity/print');
    await sim.setFaults({ hang: ['/ppp/secret/print', '/ppp/secret/add'] });
    const readArrived = nextCommand('/ppp/secret/print');
    const read = m.run(
      '/ppp/secret/print',
      { countOnly: true },
      { idempotent: true, timeoutMs: 3000 },
    );
    await readArrived;
    await sim.setFaults({});
    sim.dropConnections();
    expect((await read).ret).toBe('12');

    await sim.setFaults({ hang: ['/ppp/secret/add'] });
    const writeArrived = nextCommand('/ppp/secret/add');
    const write = failureOf(
      m.run('/ppp/secret/add', { attributes: { name: 'once.only' } }, { timeoutMs: 3000 }),
    );
    await writeArrived;
    await sim.setFaults({});
    sim.dropConnections();
    expect(await write).toBeInstanceOf(RouterOsConnectionClosedError);
    expect(sim.state.secrets.some((s) => s['name'] === 'once.only')).toBe(false);
  });

  it('backs off after a failed connection, failing fast until the wait is over', async () => {
    await sim.setFaults({ refuse: true });
    const m = manager({ backoff: { initialMs: 150, jitter: 0 } });
    const first = await failureOf(m.run('/system/identity/print'));
    expect(first).toBeInstanceOf(RouterOsConnectionRefusedError);
    expect(m.state).toBe('backoff');
    expect(m.lastError).toBe(first);

    await sim.setFaults({});
    // Still backing off: the same error, without a new attempt.
    const connectionsBefore = sim.stats.totalConnections;
    expect(await failureOf(m.run('/system/identity/print'))).toBe(first);
    expect(sim.stats.totalConnections).toBe(connectionsBefore);

    // The wait itself is what is being tested here, so this one test waits on the clock.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(m.state).toBe('idle');
    expect((await m.run('/system/identity/print')).rows).toHaveLength(1);
    expect(m.lastError).toBeNull();
  });

  it('doubles the wait after each failure up to its cap, and resetBackoff ends it', async () => {
    await sim.setFaults({ refuse: true });
    const m = manager({ backoff: { initialMs: 1000, factor: 2, maxMs: 3000, jitter: 0 } });
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      await failureOf(m.run('/system/identity/print'));
      expect(m.state).toBe('backoff');
      waits.push(m.retryInMs);
      m.resetBackoff();
    }
    // 1 s, 2 s, then capped at 3 s (less the few ms the attempt itself took).
    const expected = [1000, 2000, 3000, 3000];
    waits.forEach((w, i) => {
      expect(w).toBeLessThanOrEqual(expected[i] as number);
      expect(w).toBeGreaterThan((expected[i] as number) - 200);
    });
    await sim.setFaults({});
    expect((await m.run('/system/identity/print')).rows).toHaveLength(1);
    expect(m.retryInMs).toBe(0);
  });

  it('backs off on bad credentials too, so that it does not hammer the router login', async () => {
    const m = manager({ password: 'wrong' });
    const err = await failureOf(m.run('/system/identity/print'));
    expect(err).toBeInstanceOf(RouterOsAuthError);
    expect(m.state).toBe('backoff');
    const logins = sim.stats.commands;
    expect(await failureOf(m.run('/system/identity/print'))).toBe(err);
    expect(sim.stats.commands).toBe(logins);
  });

  it('closes cleanly: the socket ends, waiting commands fail, new ones are refused', async () => {
    await sim.setFaults({ hang: ['/ppp/secret/print'] });
    const m = manager({ maxConcurrent: 1 });
    const arrived = nextCommand('/ppp/secret/print');
    const running = failureOf(m.run('/ppp/secret/print', {}, { timeoutMs: 5000 }));
    const waiting = failureOf(m.run('/system/identity/print', {}, { timeoutMs: 5000 }));
    await arrived;
    const gone = once(sim.events, 'disconnect');
    await m.close();
    await gone;
    expect(await running).toBeInstanceOf(RouterOsConnectionClosedError);
    expect(await waiting).toBeInstanceOf(RouterOsConnectionClosedError);
    expect(await failureOf(m.run('/system/identity/print'))).toBeInstanceOf(
      RouterOsConnectionClosedError,
    );
    expect(m.state).toBe('closed');
  });

  it('closes an idle connection after idleTimeoutMs and reopens on demand', async () => {
    const m = manager({ idleTimeoutMs: 50 });
    await m.run('/system/identity/print');
    await once(sim.events, 'disconnect');
    expect(m.state).toBe('idle');
    expect(m.lastError).toBeNull();
    expect((await m.run('/system/identity/print')).rows).toHaveLength(1);
    expect(m.connectCount).toBe(2);
  });

  it('a caller with a short timeout stops waiting for a slow connect without failing it for others', async () => {
    await sim.setFaults({ slowMs: 300 });
    const m = manager();
    const impatient = m.run('/system/identity/print', {}, { timeoutMs: 100 });
    const patient = m.run('/system/identity/print', {}, { timeoutMs: 3000 });
    const err = await failureOf(impatient);
    expect(err).toBeInstanceOf(RouterOsTimeoutError);
    expect((await patient).rows).toHaveLength(1);
    expect(m.connectCount).toBe(1);
  });

  it('serves the helpers', async () => {
    expect(await listPppSecrets(manager())).toHaveLength(12);
  });
});

describe('RouterOsPool', () => {
  it('keeps one manager per router and replaces it when the settings change', async () => {
    const pool = new RouterOsPool({ maxConcurrent: 4 });
    const a = pool.get('router-1', optionsFor(sim));
    expect(pool.get('router-1', optionsFor(sim))).toBe(a);
    expect(a.options.maxConcurrent).toBe(4);
    await a.run('/system/identity/print');

    const b = pool.get('router-1', optionsFor(sim, { password: 'changed' }));
    expect(b).not.toBe(a);
    expect(a.state).toBe('closed');
    const other = pool.get('router-2', optionsFor(sim));
    expect(pool.size).toBe(2);

    await pool.delete('router-1');
    expect(b.state).toBe('closed');
    expect(pool.has('router-1')).toBe(false);
    await pool.closeAll();
    expect(other.state).toBe('closed');
    expect(pool.size).toBe(0);
  });
});
