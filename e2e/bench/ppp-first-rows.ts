// How long the PPP page takes to show the first rows of a router with 10,000 PPP secrets, in
// Chromium against the production build and a RouterOS simulator on loopback (issue 9). Prints
// figures; asserts nothing.
//
//   pnpm build && pnpm --filter e2e exec tsx bench/ppp-first-rows.ts     (also part of `pnpm bench`)
//
// Two ways in, each measured RUNS times after one warm-up:
// - cold: a full page load of /app/routers/{id}/ppp (HTML, shell, remotes, session, the call);
// - in-app: from the routers page, a click on Manage PPP (the remote is loaded, the call is not cached).
// Each figure is from the navigation (or click) to the first table row painted, with the
// `GET /ppp/{id}/secrets` time from the browser's resource timing beside it.
import { chromium, type Page } from '@playwright/test';
import { seedState, startSimulator } from 'routeros/sim';
import { CHROMIUM_LAUNCH } from '../chromium';
import { PASSWORD, requireBuild, startServer } from './server';

const SECRETS = 10_000;
const RUNS = 7;

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

function summary(label: string, values: number[]): string {
  const median = quantile(values, 0.5);
  return `${label.padEnd(44)} median ${median.toFixed(0).padStart(5)} ms   p95 ${quantile(values, 0.95).toFixed(0).padStart(5)} ms   min ${Math.min(
    ...values,
  )
    .toFixed(0)
    .padStart(5)} ms`;
}

// Runs in the page. A string, not a function: tsx (esbuild, keepNames) would wrap a function's
// inner helpers in a `__name` call the page does not have.
const FIRST_ROW_SCRIPT = `new Promise((resolve) => {
  const check = () => {
    const cells = document.querySelectorAll('table[aria-label="PPP Secrets"] tbody tr td:not([colspan])');
    if (Array.from(cells).some((cell) => (cell.textContent || '').trim() !== '')) {
      requestAnimationFrame(() => {
        const entries = performance
          .getEntriesByType('resource')
          .filter((entry) => /\\/api\\/ppp\\/[^/]+\\/secrets$/.test(entry.name));
        const last = entries[entries.length - 1];
        resolve({ painted: performance.now(), call: last ? last.duration : NaN });
      });
      return;
    }
    requestAnimationFrame(check);
  };
  check();
})`;

/** When (performance.now() in the page) a PPP secret row is painted, and the secrets call's time. */
async function untilFirstRow(page: Page): Promise<{ painted: number; call: number }> {
  const painted = page.evaluate(FIRST_ROW_SCRIPT) as Promise<{ painted: number; call: number }>;
  const timeout = new Promise<never>((_, reject) => {
    setTimeout(() => reject(new Error('no PPP secret row after 60 s')), 60_000).unref();
  });
  try {
    return await Promise.race([painted, timeout]);
  } catch (error) {
    const text = await page
      .locator('main')
      .innerText()
      .catch(() => '(no main)');
    throw new Error(`${String(error)}; the page shows:\n${text.slice(0, 2000)}`);
  }
}

async function main() {
  requireBuild();
  const state = seedState({ extraSecrets: SECRETS - seedState().secrets.length });
  const sim = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    user: 'admin',
    password: 'bench',
    version: '7.19',
    state,
  });
  const server = await startServer({ adminPassword: PASSWORD });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const login = await fetch(`${server.baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const created = await fetch(`${server.baseURL}/api/routers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({
        routerName: 'Bench 10k',
        routerHost: `127.0.0.1:${sim.port}`,
        routerUser: 'admin',
        routerPass: 'bench',
      }),
    });
    if (!created.ok) throw new Error(`POST /routers → ${created.status} ${await created.text()}`);
    const { data } = (await created.json()) as { data: { id: string } };
    const pppPath = `/app/routers/${data.id}/ppp`;

    const context = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Username', { exact: true }).fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/app$/);

    console.log(
      `PPP page, first rows of ${SECRETS.toLocaleString('en')} secrets (Chromium, loopback, production build)`,
    );
    console.log('Command: pnpm build && pnpm --filter e2e exec tsx bench/ppp-first-rows.ts\n');

    const cold: number[] = [];
    const coldCall: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      await page.goto(pppPath, { waitUntil: 'commit' });
      const { painted, call } = await untilFirstRow(page);
      // painted is measured from the document's own time origin: the navigation's start.
      if (run > 0) {
        cold.push(painted);
        coldCall.push(call);
      }
    }

    const inApp: number[] = [];
    const inAppCall: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      await page.goto('/app/routers');
      const link = page.getByRole('link', { name: 'Manage PPP' }).first();
      await link.waitFor();
      await page.evaluate(() => performance.clearResourceTimings());
      const start = await page.evaluate(() => performance.now());
      await link.click();
      const { painted, call } = await untilFirstRow(page);
      if (run > 0) {
        inApp.push(painted - start);
        inAppCall.push(call);
      }
    }

    console.log(summary('cold load → first rows', cold));
    console.log(summary('  of which GET /ppp/{id}/secrets', coldCall));
    console.log(summary('in-app (Manage PPP click) → first rows', inApp));
    console.log(summary('  of which GET /ppp/{id}/secrets', inAppCall));
    console.log(
      `\n(${RUNS} runs each after one warm-up; target: first rows ≤ 1 s on this machine)`,
    );
  } finally {
    await browser.close();
    await server.stop();
    await sim.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
