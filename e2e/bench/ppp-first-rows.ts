// How long the PPP page takes to show the first rows of a router with 10,000 PPP secrets, in
// Chromium against the production build and a RouterOS simulator on loopback (issue 9). Prints
// figures; asserts nothing.
//
//   pnpm build && pnpm --filter e2e exec tsx bench/ppp-first-rows.ts     (also part of `pnpm bench`;
//   BENCH_PORT=<port> for a given port instead of a free one)
//
// Two ways in, each measured RUNS times after one warm-up:
// - cold: a full page load of /app/routers/{id}/ppp (HTML, shell, remotes, session, the call);
// - in-app: from the routers page, a click on Manage PPP (the remote is loaded, the call is not cached).
// Each figure is from the navigation (or click) to the first table row painted, with the
// `GET /ppp/{id}/secrets` time from the browser's resource timing beside it.
import { chromium } from '@playwright/test';
import { seedState, startSimulator } from 'routeros/sim';
import { CHROMIUM_LAUNCH } from '../chromium';
import { signIn, summary, untilFirstRow } from './first-rows';
import { addSimRouter, benchPort, PASSWORD, requireBuild, startServer } from './server';

const SECRETS = 10_000;
const RUNS = 7;
const TABLE = 'PPP Secrets';
const CALL = /\/api\/ppp\/[^/]+\/secrets$/;

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
  const server = await startServer({ adminPassword: PASSWORD, port: benchPort() });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const routerId = await addSimRouter(server.baseURL, { name: 'Bench 10k', port: sim.port });
    const pppPath = `/app/routers/${routerId}/ppp`;

    const context = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await signIn(page);

    console.log(
      `PPP page, first rows of ${SECRETS.toLocaleString('en')} secrets (Chromium, loopback, production build)`,
    );
    console.log('Command: pnpm build && pnpm --filter e2e exec tsx bench/ppp-first-rows.ts\n');

    const cold: number[] = [];
    const coldCall: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      await page.goto(pppPath, { waitUntil: 'commit' });
      const { painted, call } = await untilFirstRow(page, TABLE, CALL);
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
      const { painted, call } = await untilFirstRow(page, TABLE, CALL);
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
