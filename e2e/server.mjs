// Starts the production server for the e2e suite on a fresh embedded database (a temp DATA_DIR),
// and removes that directory when Playwright stops it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the e2e Tripay simulator listens: the e2e port + 1 (e2e/tripay-sim.ts uses the same rule). */
function tripaySimBaseUrl() {
  const port = Number(process.env.E2E_PORT ?? '4180') + 1;
  return `http://127.0.0.1:${port}/api-sandbox`;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pokayoke-e2e-'));

const child = spawn(process.execPath, [path.join(root, 'packages/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: process.env.E2E_PORT ?? '4180',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-pass',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // The hotspot spec sees a router go online and offline: the monitor checks every second.
    ROUTER_POLL_MS: process.env.ROUTER_POLL_MS ?? '1000',
    ROUTER_CHECK_TIMEOUT_MS: process.env.ROUTER_CHECK_TIMEOUT_MS ?? '1000',
    // The billing flow spec watches the billing job issue, isolate and restore within seconds.
    BILLING_POLL_MS: process.env.BILLING_POLL_MS ?? '2000',
    // The payment specs start a Tripay simulator on this address (e2e/tripay-sim.ts) while they run.
    TRIPAY_BASE_URL: process.env.TRIPAY_BASE_URL ?? tripaySimBaseUrl(),
    // A failed provisioning waits a minute before its automatic retry, so the payments spec's
    // Retry provisioning (router back) is what makes the account (the backoff itself is an API test).
    PAYMENT_RETRY_BASE_MS: process.env.PAYMENT_RETRY_BASE_MS ?? '60000',
    // The links in messages (pay pages) are absolute, on the address the specs browse (baseURL).
    PUBLIC_ORIGIN:
      process.env.PUBLIC_ORIGIN ?? `http://127.0.0.1:${process.env.E2E_PORT ?? '4180'}`,
    // The notify spec watches a queued WhatsApp message reach the gateway simulator within seconds:
    // the sending job runs every half second, and messages queued by earlier specs go out 200 ms
    // apart rather than 2 s (the interval itself is an API test).
    NOTIFY_POLL_MS: process.env.NOTIFY_POLL_MS ?? '500',
    WA_MIN_INTERVAL_MS: process.env.WA_MIN_INTERVAL_MS ?? '200',
  },
});

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
