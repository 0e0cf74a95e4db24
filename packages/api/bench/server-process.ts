// The API as a real server process for the benchmarks that measure it from outside (its HTTP, its
// memory): `node --import tsx src/server.ts` on a free port, its peak RSS read from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';

const API_DIR = path.resolve(__dirname, '..');
export const SERVER_ADMIN_PASSWORD = 'bench-admin-password';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** VmHWM (peak resident set) and VmRSS of a process, in bytes, from /proc. */
export function memoryOf(pid: number): { peak: number; now: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { peak: field('VmHWM'), now: field('VmRSS') };
}

/** One HTTP request to the server on `port`; the whole answer as text. */
export function request(
  port: number,
  options: http.RequestOptions,
  body?: Readable | string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    if (body instanceof Readable) body.pipe(req);
    else req.end(body);
  });
}

export interface ServerProcess {
  port: number;
  pid: number;
  /** SIGTERM, wait for the exit, remove its data directory (the database stays with the caller). */
  stop(): Promise<void>;
}

/**
 * Starts the server on `databaseUrl` ('' = PGlite in its own temp data directory) with `env`
 * added, and waits until GET /api/health answers. `onStdoutLine` sees each line it logs.
 */
export async function startServerProcess(options: {
  databaseUrl: string;
  env?: Record<string, string>;
  onStdoutLine?: (line: string) => void;
}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pokayoke-bench-server-'));
  const child: ChildProcess = spawn(
    process.execPath,
    // The workspace packages from their sources, as the `bench:*` scripts run (no build needed).
    ['--conditions=workspace-source', '--import', 'tsx', path.join(API_DIR, 'src', 'server.ts')],
    {
      cwd: API_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: options.databaseUrl,
        ADMIN_PASSWORD: SERVER_ADMIN_PASSWORD,
        JWT_SECRET: 'bench-jwt-secret-that-is-long-enough-0123456789',
        LOG_LEVEL: 'info',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    if (options.onStdoutLine) for (const line of lines) options.onStdoutLine(line);
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited: ${stderr}`);
    }
    try {
      const health = await request(port, { method: 'GET', path: '/api/health' });
      if (health.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 120_000) {
      await stop();
      throw new Error(`server did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { port, pid: child.pid as number, stop };
}

/** Signs in as the first admin over HTTP; the `authorization` header value. */
export async function serverAuthorization(port: number): Promise<string> {
  const login = await request(
    port,
    { method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json' } },
    JSON.stringify({ username: 'admin', password: SERVER_ADMIN_PASSWORD }),
  );
  if (login.status !== 200) throw new Error(`admin login → ${login.status}`);
  return `Bearer ${(JSON.parse(login.text) as { accessToken: string }).accessToken}`;
}
