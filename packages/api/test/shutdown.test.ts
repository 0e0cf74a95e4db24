import net from 'node:net';
import { closeGracefully, installShutdownHandlers } from '../src/lib/graceful-shutdown';
import { buildTestApp, type App } from './helpers';

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
});
