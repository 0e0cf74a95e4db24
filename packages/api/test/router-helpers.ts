// Helpers of the router, PPP and monitor suites: in-process RouterOS simulators, routers made through
// the API, and TCP services that are not RouterOS.
import net from 'node:net';
import { startSimulator, type Simulator, type SimulatorOptions } from 'routeros/sim';
import type { App, Session } from './helpers';

export const SIM_USER = 'admin';
export const SIM_PASSWORD = 'sim-secret-password';

/** Simulators started by a suite, closed by `closeSimulators`. */
const started = new Set<Simulator>();

export async function startSim(options: SimulatorOptions = {}): Promise<Simulator> {
  const sim = await startSimulator({ user: SIM_USER, password: SIM_PASSWORD, ...options });
  started.add(sim);
  return sim;
}

export async function closeSimulators(): Promise<void> {
  const all = [...started];
  started.clear();
  await Promise.all(all.map((sim) => sim.close().catch(() => undefined)));
}

/** A port nobody listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A TCP service that is not RouterOS: it greets like SSH and hangs up on the first bytes it gets. */
export async function startForeignService(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.write('SSH-2.0-OpenSSH_9.6\r\n');
    socket.once('data', () => {
      socket.end('Invalid SSH identification string.\r\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface RouterFields {
  routerName?: string;
  routerHost: string;
  routerUser?: string;
  routerPass?: string;
  useTls?: boolean;
  routerDns?: string;
  trafficInterface?: string;
  isolateProfile?: string;
  tripayMerchantCode?: string;
  tripayApiKey?: string;
  tripayPrivateKey?: string;
}

export interface CreatedRouter {
  id: string;
  routerName: string;
  routerHost: string;
  [key: string]: unknown;
}

let routerCount = 0;

/** A router through the API (as admin). */
export async function createRouter(
  app: App,
  admin: Session,
  fields: RouterFields,
): Promise<CreatedRouter> {
  routerCount += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/routers',
    headers: { authorization: admin.authorization },
    payload: {
      routerName: `Router ${routerCount}`,
      routerUser: SIM_USER,
      routerPass: SIM_PASSWORD,
      ...fields,
    },
  });
  if (response.statusCode !== 201)
    throw new Error(`creating a router failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: CreatedRouter }>().data;
}

/** A router pointing at `sim`. */
export const routerOn = (
  app: App,
  admin: Session,
  sim: Simulator,
  fields: Partial<RouterFields> = {},
) => createRouter(app, admin, { routerHost: `127.0.0.1:${sim.port}`, ...fields });
