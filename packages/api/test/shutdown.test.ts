import http from 'node:http';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { sqlRows } from '../src/db/client';
import { closeGracefully, installShutdownHandlers } from '../src/lib/graceful-shutdown';
import { buildTestApp, loginAs, type App } from './helpers';
import { closeSimulators, routerOn, startSim } from './router-helpers';
import { createTestDatabase } from './test-db';

afterAll(closeSimulators);

interface Answer {
  status: number;
  connection: string | undefined;
  body: unknown;
}

/** A GET on a kept-alive connection of `agent` (as a load balancer or a browser sends it). */
function get(port: number, path: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          connection: response.headers.connection,
          body: JSON.parse(text) as unknown,
        }),
      );
    });
    request.on('error', reject);
  });
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

async function startSlowApp(): Promise<{ app: App; port: number; entered: Promise<void> }> {
  let signalEntered: () => void = () => undefined;
  const entered = new Promise<void>((resolve) => {
    signalEntered = resolve;
  });
  const app = await buildTestApp({
    extend: (instance) => {
      instance.get('/api/test/slow', async () => {
        signalEntered();
        await new Promise((resolve) => setTimeout(resolve, 400));
        // The database must still be open when an in-flight request finishes.
        await instance.db.ping();
        return { done: true };
      });
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { app, port: address.port, entered };
}

describe('graceful shutdown', () => {
  it('finishes an in-flight request, then closes the database and exits 0', async () => {
    const { app, port, entered } = await startSlowApp();
    const response = fetch(`http://127.0.0.1:${port}/api/test/slow`, {
      headers: { connection: 'close' },
    });
    await entered;

    const exit = jest.fn();
    const closing = closeGracefully(app, 'test', { exit, timeoutMs: 5000 });
    const res = await response;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });

    await closing;
    expect(exit).toHaveBeenCalledWith(0);
    expect(app.db.closed).toBe(true);
    expect(await refusesConnections(port)).toBe(true);
  });

  it('exits 1 at once on a second signal', async () => {
    const { app, port, entered } = await startSlowApp();
    const exit = jest.fn();
    const uninstall = installShutdownHandlers(app, { exit, timeoutMs: 5000 });
    try {
      const response = fetch(`http://127.0.0.1:${port}/api/test/slow`, {
        headers: { connection: 'close' },
      });
      await entered;
      process.emit('SIGTERM');
      expect(exit).not.toHaveBeenCalled();
      process.emit('SIGINT');
      expect(exit).toHaveBeenCalledWith(1);
      await response.catch(() => undefined);
    } finally {
      uninstall();
      await app.close();
    }
  });

  it('forces exit 1 when closing takes longer than the timeout', async () => {
    const { app, port, entered } = await startSlowApp();
    const exit = jest.fn();
    const response = fetch(`http://127.0.0.1:${port}/api/test/slow`, {
      headers: { connection: 'close' },
    });
    await entered;
    await closeGracefully(app, 'test', { exit, timeoutMs: 50 });
    await response;
    expect(exit).toHaveBeenNthCalledWith(1, 1);
  });

  it('on SIGTERM fails the health check while serving, closes kept-alive connections, hands back job leases, answers every request and exits 0', async () => {
    const DRAIN_MS = 800;
    const test = await createTestDatabase();
    let signalEntered: () => void = () => undefined;
    const entered = new Promise<void>((resolve) => (signalEntered = resolve));
    const app = await buildTestApp({
      db: test.db,
      // A hung router's check would hold a stop that waits for it 30 s.
      env: {
        SECRETS_KEY: 'shutdown-suite-secrets-key-0123456789abcdef',
        ROUTER_CHECK_TIMEOUT_MS: '30000',
      },
      extend: (instance) => {
        instance.get('/api/test/slow', async () => {
          signalEntered();
          await new Promise((resolve) => setTimeout(resolve, DRAIN_MS + 300));
          await instance.db.ping();
          return { done: true };
        });
      },
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const exit = jest.fn();
    const uninstall = installShutdownHandlers(app, { exit, drainMs: DRAIN_MS, timeoutMs: 5000 });
    try {
      const hung = await routerOn(
        app,
        await loginAs(app, 'admin'),
        await startSim({ faults: { hangOnConnect: true } }),
      );
      const { checks } = await app.routerMonitor.startDue();
      expect(checks).toHaveLength(1);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as net.AddressInfo;
      expect(await get(port, '/api/health', agent)).toMatchObject({
        status: 200,
        body: { status: 'ok' },
      });

      const slow = get(port, '/api/test/slow', agent);
      await entered;
      const started = Date.now();
      process.emit('SIGTERM');

      // Draining: the balancer sees the health check fail; requests still sent here are served,
      // each closing its kept-alive connection.
      const health = await get(port, '/api/health', agent);
      expect(health).toMatchObject({
        status: 503,
        connection: 'close',
        body: { status: 'draining' },
      });
      const during = await get(port, '/api/health', agent);
      expect(during.status).toBe(503);
      // The hung check is not waited for: its lease is released and its slot is due again.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const [job] = await sqlRows<{ locked_by: string | null; due: boolean }>(
        test.db.orm,
        sql`SELECT locked_by, run_at <= now() AS due FROM jobs WHERE job_key = ${hung.id}`,
      );
      expect(job).toEqual({ locked_by: null, due: true });

      expect(await slow).toMatchObject({ status: 200, body: { done: true } });
      await new Promise<void>((resolve) => {
        const wait = () => (exit.mock.calls.length > 0 ? resolve() : setTimeout(wait, 20));
        wait();
      });
      expect(exit.mock.calls).toEqual([[0]]);
      expect(Date.now() - started).toBeGreaterThanOrEqual(DRAIN_MS);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(await refusesConnections(port)).toBe(true);
    } finally {
      uninstall();
      agent.destroy();
      await app.close().catch(() => undefined);
      await test.dispose();
    }
  }, 30_000);
});
