// Every router fault ends in its typed error, within its timeout, and never as a crash.
import net from 'node:net';
import { once } from 'node:events';
import { RouterOsConnection } from '../src/connection';
import {
  RouterOsConnectionClosedError,
  RouterOsConnectionRefusedError,
  RouterOsError,
  RouterOsFatalError,
  RouterOsHostNotFoundError,
  RouterOsInputError,
  RouterOsProtocolError,
  RouterOsTimeoutError,
  RouterOsUnreachableError,
  fromSocketError,
  httpStatusOf,
} from '../src/errors';
import { startSimulator, type SimCommandEvent, type Simulator } from '../src/sim';
import { connectTo, failureOf, recordProcessFaults, timed } from './support';

recordProcessFaults();

const TIMEOUT = 300;
/** Scheduling slack on a loaded 2-core machine; a fault must end well before twice its timeout. */
const SLACK = 700;

let sim: Simulator;
beforeAll(async () => {
  sim = await startSimulator({ user: 'admin', password: 'secret' });
});
afterEach(() => sim.setFaults({}));
afterAll(() => sim.close());

function commandArrives(command: string): Promise<SimCommandEvent> {
  return new Promise((resolve) => {
    const listener = (e: SimCommandEvent): void => {
      if (e.command !== command) return;
      sim.events.off('command', listener);
      resolve(e);
    };
    sim.events.on('command', listener);
  });
}

async function expectFailure<T extends RouterOsError>(
  promise: Promise<unknown>,
  type: abstract new (...args: never[]) => T,
  withinMs: number,
): Promise<T> {
  const { ms, result } = await timed(promise);
  expect(result.status).toBe('rejected');
  const reason = result.status === 'rejected' ? (result.reason as unknown) : undefined;
  expect(reason).toBeInstanceOf(type);
  expect(ms).toBeLessThan(withinMs);
  return reason as T;
}

describe('reaching the router', () => {
  it('connection refused: the API service is off', async () => {
    await sim.setFaults({ refuse: true });
    const err = await expectFailure(
      connectTo(sim, { connectTimeoutMs: TIMEOUT }),
      RouterOsConnectionRefusedError,
      TIMEOUT,
    );
    expect(err.message).toContain('refused');
    expect(err.phase).toBe('connect');
    expect(httpStatusOf(err)).toBe(502);
  });

  it('name not resolved (a real lookup of a reserved .invalid name)', async () => {
    const err = await expectFailure(
      RouterOsConnection.connect({
        host: 'router.does-not-exist.invalid',
        user: 'a',
        password: 'b',
        connectTimeoutMs: 5000,
      }),
      RouterOsHostNotFoundError,
      5000,
    );
    expect(err.message).toContain('router.does-not-exist.invalid');
    expect(httpStatusOf(err)).toBe(502);
  });

  it('name not resolved (resolver answering ENOTFOUND)', async () => {
    const lookup: net.LookupFunction = (hostname, _options, callback) => {
      callback(
        Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }),
        '',
        4,
      );
    };
    // (Node asks the resolver only for names, not for addresses.)
    await expectFailure(
      connectTo(sim, { host: 'router.lan', lookup, connectTimeoutMs: TIMEOUT }),
      RouterOsHostNotFoundError,
      TIMEOUT,
    );
  });

  it('timed out: nothing answers at all (filtered)', async () => {
    // A lookup that never answers holds the socket before its first packet, like a dropped SYN.
    const lookup: net.LookupFunction = () => undefined;
    const err = await expectFailure(
      connectTo(sim, { host: 'router.lan', lookup, connectTimeoutMs: TIMEOUT }),
      RouterOsTimeoutError,
      TIMEOUT + SLACK,
    );
    expect(err.phase).toBe('connect');
    expect(err.message).toMatch(/did not answer within 300 ms/);
    expect(httpStatusOf(err)).toBe(504);
  });

  it('accept-then-hang: the port is open but nothing answers the login', async () => {
    await sim.setFaults({ hangOnConnect: true });
    const err = await expectFailure(
      connectTo(sim, { connectTimeoutMs: TIMEOUT }),
      RouterOsTimeoutError,
      TIMEOUT + SLACK,
    );
    expect(err.phase).toBe('login');
    expect(err.message).toMatch(/accepted the connection but did not answer the login/);
  });

  it('a peer that closes at once is a closed connection, not a hang', async () => {
    const server = net.createServer((s) => s.destroy());
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const port = (server.address() as net.AddressInfo).port;
    await expectFailure(
      RouterOsConnection.connect({
        host: '127.0.0.1',
        port,
        user: 'a',
        password: 'b',
        connectTimeoutMs: TIMEOUT,
      }),
      RouterOsConnectionClosedError,
      TIMEOUT,
    );
    await new Promise((resolve) => server.close(resolve));
  });

  it('maps unreachable-network errors to their own type', () => {
    for (const code of ['EHOSTUNREACH', 'ENETUNREACH']) {
      const err = fromSocketError(Object.assign(new Error(code), { code }), {
        host: '10.9.9.9',
        port: 8728,
        phase: 'connect',
      });
      expect(err).toBeInstanceOf(RouterOsUnreachableError);
      expect(httpStatusOf(err)).toBe(502);
    }
    expect(
      fromSocketError(Object.assign(new Error('t'), { code: 'ETIMEDOUT' }), {}),
    ).toBeInstanceOf(RouterOsTimeoutError);
    expect(httpStatusOf(new Error('not ours'))).toBe(500);
  });
});

describe('during commands', () => {
  it('a hung command times out; other commands in flight are unaffected and the router is told to cancel', async () => {
    const c = await connectTo(sim);
    await sim.setFaults({ hang: ['/ppp/secret/print'] });
    const cancel = commandArrives('/cancel');
    const hung = timed(c.run('/ppp/secret/print', {}, { timeoutMs: TIMEOUT }));
    const meanwhile = await c.run('/system/identity/print');
    expect(meanwhile.rows).toEqual([{ name: 'MikroTik' }]);
    const { ms, result } = await hung;
    expect(result.status === 'rejected' && result.reason).toBeInstanceOf(RouterOsTimeoutError);
    expect(ms).toBeLessThan(TIMEOUT + SLACK);
    await cancel;
    expect(c.closed).toBe(false);
    await c.close();
  });

  it('a router that stops answering altogether fails every pending command and closes', async () => {
    const c = await connectTo(sim);
    await sim.setFaults({ hang: ['*'] });
    const results = await Promise.allSettled([
      c.run('/ppp/secret/print', {}, { timeoutMs: TIMEOUT }),
      c.run('/system/identity/print', {}, { timeoutMs: TIMEOUT * 3 }),
    ]);
    for (const r of results)
      expect(r.status === 'rejected' && r.reason).toBeInstanceOf(RouterOsTimeoutError);
    expect(c.closed).toBe(true);
  });

  it('drop mid-reply fails the command and everything else pending, at once', async () => {
    const c = await connectTo(sim);
    await sim.setFaults({ dropMidReply: ['/ppp/secret/print'], hang: ['/system/resource/print'] });
    const pending = timed(c.run('/system/resource/print', {}, { timeoutMs: 5000 }));
    const err = await expectFailure(
      c.run('/ppp/secret/print', {}, { timeoutMs: 5000 }),
      RouterOsConnectionClosedError,
      1000,
    );
    expect(err.message).toContain('closed the connection');
    const other = await pending;
    expect(other.result.status === 'rejected' && other.result.reason).toBeInstanceOf(
      RouterOsConnectionClosedError,
    );
    expect(other.ms).toBeLessThan(1000);
    expect(c.closed).toBe(true);
    await expect(c.run('/system/identity/print')).rejects.toBeInstanceOf(
      RouterOsConnectionClosedError,
    );
  });

  it('!fatal fails every pending command with the router reason and closes', async () => {
    const c = await connectTo(sim);
    await sim.setFaults({ fatal: ['/interface/print'], hang: ['/ppp/active/print'] });
    const pending = c.run('/ppp/active/print', {}, { timeoutMs: 5000 });
    const err = await expectFailure(
      c.run('/interface/print', {}, { timeoutMs: 5000 }),
      RouterOsFatalError,
      1000,
    );
    expect(err.reason).toBe('simulated fault: session terminated');
    expect(await failureOf(pending)).toBe(err);
    expect(c.closed).toBe(true);
  });

  it('slow replies: too slow is a timeout, slow enough is an answer', async () => {
    const c = await connectTo(sim);
    await sim.setFaults({ slowMs: 100 });
    expect((await c.run('/system/identity/print', {}, { timeoutMs: TIMEOUT })).rows).toHaveLength(
      1,
    );
    await sim.setFaults({ slowMs: TIMEOUT * 3 });
    await expectFailure(
      c.run('/system/identity/print', {}, { timeoutMs: TIMEOUT }),
      RouterOsTimeoutError,
      TIMEOUT + SLACK,
    );
    await c.close();
  });

  it('a broken stream (reserved control byte) is a protocol error that closes the connection', async () => {
    const c = await connectTo(sim);
    await sim.setFaults({ garbage: ['/ppp/profile/print'] });
    const err = await expectFailure(
      c.run('/ppp/profile/print', {}, { timeoutMs: 5000 }),
      RouterOsProtocolError,
      1000,
    );
    expect(err.message).toContain('reserved control byte 0xf8');
    expect(c.closed).toBe(true);
  });

  it('the router going away (reboot) fails pending commands as a closed connection', async () => {
    const c = await connectTo(sim);
    await sim.setFaults({ hang: ['/ppp/secret/print'] });
    const pending = c.run('/ppp/secret/print', {}, { timeoutMs: 5000 });
    await commandArrives('/ppp/secret/print');
    sim.dropConnections();
    await expectFailure(pending, RouterOsConnectionClosedError, 1000);
  });

  it('a command after close is refused at once', async () => {
    const c = await connectTo(sim);
    await c.close();
    const err = await expectFailure(
      c.run('/system/identity/print'),
      RouterOsConnectionClosedError,
      50,
    );
    expect(err.message).toContain('closed by the client');
  });
});

describe('settings that cannot work', () => {
  it.each([
    [{ host: '' }, 'host'],
    [{ port: 70000 }, 'port'],
    [{ port: 0 }, 'port'],
    [{ connectTimeoutMs: -5 }, 'connectTimeoutMs'],
    [{ commandTimeoutMs: Number.NaN }, 'commandTimeoutMs'],
  ])('refuses %p as a caller error, before any network work', async (bad, field) => {
    const err = await failureOf(connectTo(sim, bad));
    expect(err).toBeInstanceOf(RouterOsInputError);
    expect((err as RouterOsInputError).field).toBe(field);
    expect(httpStatusOf(err)).toBe(400);
  });
});
