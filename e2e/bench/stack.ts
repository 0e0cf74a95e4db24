// A browser bench's start-up: the production build checked, a RouterOS simulator on loopback, the
// production server (BENCH_PORT or a free port), Chromium, the simulator added as a router through
// the API, and a page signed in through the login page. `pnpm build` first.
import { chromium, type Browser, type Page } from '@playwright/test';
import { seedState, startSimulator, type SimState, type Simulator } from 'routeros/sim';
import { CHROMIUM_LAUNCH } from '../chromium';
import { addSimRouter, adminToken, benchPort, PASSWORD, requireBuild, startServer } from './server';
import type { BenchServer } from './server';

export interface BenchStack {
  sim: Simulator;
  server: BenchServer;
  browser: Browser;
  /** The simulator's router id. */
  routerId: string;
  /** The first-start admin's access token (for API calls that set the bench up). */
  accessToken: string;
  /** A new 1440 × 900 page, signed in as the admin. */
  newPage(): Promise<Page>;
  /** Stops the browser, the server and the simulator. */
  stop(): Promise<void>;
}

/** Signs the first-start admin in through the login page, in a fresh context's page. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/app$/);
}

export async function startBenchStack(options: {
  routerName: string;
  /** The simulator's state (default: the seed). */
  state?: SimState;
}): Promise<BenchStack> {
  requireBuild();
  const sim = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    user: 'admin',
    password: 'bench',
    version: '7.19',
    state: options.state ?? seedState(),
  });
  let server: BenchServer | undefined;
  let browser: Browser | undefined;
  const stop = async () => {
    await browser?.close();
    await server?.stop();
    await sim.close();
  };
  try {
    server = await startServer({ adminPassword: PASSWORD, port: benchPort() });
    browser = await chromium.launch(CHROMIUM_LAUNCH);
    const { baseURL } = server;
    const opened = browser;
    const routerId = await addSimRouter(baseURL, { name: options.routerName, port: sim.port });
    return {
      sim,
      server,
      browser,
      routerId,
      accessToken: await adminToken(baseURL),
      async newPage() {
        const context = await opened.newContext({
          baseURL,
          viewport: { width: 1440, height: 900 },
        });
        const page = await context.newPage();
        await signIn(page);
        return page;
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Runs a bench's `main`; a failure is printed with exit code 1. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
