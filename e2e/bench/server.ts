// The production server for a bench: `packages/api/dist/server.js` on a free loopback port and a
// fresh embedded database (a temp DATA_DIR removed on stop). `pnpm build` first.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..');
/** The first-start admin password of a bench server started without one. */
export const PASSWORD = 'bench-admin-pass';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export function requireBuild(): void {
  if (!existsSync(path.join(ROOT, 'packages/shell/dist/index.html')))
    throw new Error('No production build: run `pnpm build` first.');
}

export interface BenchServer {
  baseURL: string;
  stop(): Promise<void>;
}

export async function startServer(
  options: { adminPassword?: string; env?: Record<string, string>; port?: number } = {},
): Promise<BenchServer> {
  // A given port (a helper's own, BENCH_PORT) instead of a free one.
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pokayoke-bench-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'packages/api/dist/server.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: options.adminPassword ?? PASSWORD,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited while starting');
    const healthy = await fetch(`${baseURL}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() - started > 120_000) throw new Error('the server did not start in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseURL,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** BENCH_PORT when given (a helper's own port), else undefined: `startServer` takes a free one. */
export function benchPort(): number | undefined {
  return process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
}

/** Signs the first-start admin in through the API: the access token. */
export async function adminToken(baseURL: string): Promise<string> {
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  if (!login.ok) throw new Error(`POST /auth/login → ${login.status} ${await login.text()}`);
  return ((await login.json()) as { accessToken: string }).accessToken;
}

/** Adds a RouterOS simulator on loopback as a router through the API (as the first-start admin). */
export async function addSimRouter(
  baseURL: string,
  router: { name: string; port: number; user?: string; password?: string },
): Promise<string> {
  const accessToken = await adminToken(baseURL);
  const created = await fetch(`${baseURL}/api/routers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
    body: JSON.stringify({
      routerName: router.name,
      routerHost: `127.0.0.1:${router.port}`,
      routerUser: router.user ?? 'admin',
      routerPass: router.password ?? 'bench',
    }),
  });
  if (!created.ok) throw new Error(`POST /routers → ${created.status} ${await created.text()}`);
  const { data } = (await created.json()) as { data: { id: string } };
  return data.id;
}
