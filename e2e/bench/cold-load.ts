// What a browser downloads to show `/` (a visitor) and `/app` (a signed-in admin) with an empty
// HTTP cache, against the production build served by the API (issue 2). Prints figures; asserts
// nothing.
//
//   pnpm build && pnpm --filter e2e bench
//
// Starts `packages/api/dist/server.js` on a fresh embedded database, opens Debian's Chromium with the
// HTTP cache cleared before each load, and records every JavaScript response: its bytes as sent over
// the wire (the server sends the build's brotli copy when the browser accepts it), and gzip -9 of the
// same bytes for comparison with other sites' "gzipped" figures.
import { chromium, type Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CHROMIUM_LAUNCH } from '../chromium';

const ROOT = path.resolve(__dirname, '..', '..');
const PASSWORD = 'bench-admin-pass';

interface JsFile {
  url: string;
  wire: number;
  raw: number;
  gzip: number;
}

async function freePort(): Promise<number> {
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

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pokayoke-cold-load-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'packages/api/dist/server.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: PASSWORD,
      LOG_LEVEL: 'warn',
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

/** Loads `url` with an empty HTTP cache and returns every JavaScript file it fetched. */
async function coldLoad(page: Page, url: string, ready: () => Promise<unknown>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  const pending: Promise<JsFile | null>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          url: new URL(response.url()).pathname,
          wire: sizes.responseBodySize,
          raw: body.length,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
        };
      })().catch(() => null),
    );
  };
  page.on('response', onResponse);
  const started = performance.now();
  await page.goto(url);
  await ready();
  const readyMs = performance.now() - started;
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  const files = (await Promise.all(pending)).filter((file): file is JsFile => file !== null);
  await cdp.detach();
  return { files, readyMs };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function report(label: string, load: { files: JsFile[]; readyMs: number }) {
  const sum = (key: 'wire' | 'raw' | 'gzip') => load.files.reduce((n, file) => n + file[key], 0);
  console.log(
    `${label}: ${load.files.length} JS files, ${kib(sum('raw'))} minified, ${kib(sum('gzip'))} gzip -9, ` +
      `${kib(sum('wire'))} over the wire (brotli where built); visible in ${Math.round(load.readyMs)} ms`,
  );
  for (const file of [...load.files].sort((a, b) => b.raw - a.raw))
    console.log(
      `    ${file.url.padEnd(56)} ${kib(file.raw).padStart(11)} ${kib(file.gzip).padStart(11)} ${kib(file.wire).padStart(11)}`,
    );
}

async function main() {
  if (!existsSync(path.join(ROOT, 'packages/shell/dist/index.html')))
    throw new Error('No production build: run `pnpm build` first.');
  const server = await startServer();
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const context = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    console.log('Cold load of the production build (empty HTTP cache, loopback, Chromium)');
    console.log(`Command: pnpm build && pnpm --filter e2e bench\n`);

    report(
      'GET / (visitor: splash, then the landing page)',
      await coldLoad(page, '/', () =>
        page.getByRole('link', { name: 'Get Started' }).first().waitFor(),
      ),
    );

    await page.goto('/login');
    await page.getByLabel('Username', { exact: true }).fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/app$/);
    await page.waitForLoadState('networkidle');

    report(
      'GET /app (signed-in admin: shell, header, sidebar, first area)',
      await coldLoad(page, '/app', () =>
        page.getByText('Pokayoke Admin', { exact: true }).first().waitFor(),
      ),
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
