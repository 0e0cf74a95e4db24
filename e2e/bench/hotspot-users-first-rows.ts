// How long the hotspot page's Users tab takes to show the first rows of a router with 20,000
// hotspot users, in Chromium against the production build and a RouterOS simulator on loopback
// (issue 17). Prints figures; asserts nothing.
//
//   pnpm build && pnpm --filter e2e exec tsx bench/hotspot-users-first-rows.ts   (also part of
//   `pnpm bench`; BENCH_PORT=<port> for a given port instead of a free one)
//
// Two ways in, each measured RUNS times after one warm-up:
// - cold: a full page load of /app/routers/{id}/hotspot?tab=users (HTML, shell, remotes, session,
//   the calls);
// - in-app: from the same router's Vouchers tab (a full load each run, so the users page is not
//   cached), a click on the Users tab.
// Each figure is from the navigation (or click) to the first user row painted, with the
// `GET /hotspot/{id}/users` time of the list (the call with `sortCol`; the tab's count asks the
// same path without it) from the browser's resource timing beside it.
import { chromium } from '@playwright/test';
import { seedState, startSimulator } from 'routeros/sim';
import { CHROMIUM_LAUNCH } from '../chromium';
import { signIn, summary, untilFirstRow } from './first-rows';
import { addSimRouter, benchPort, PASSWORD, requireBuild, startServer } from './server';

const USERS = 20_000;
const RUNS = 7;
const TABLE = 'Hotspot Users';
const CALL = /\/api\/hotspot\/[^/]+\/users\?.*sortCol=/;

async function main() {
  requireBuild();
  const sim = await startSimulator({
    port: 0,
    host: '127.0.0.1',
    user: 'admin',
    password: 'bench',
    version: '7.19',
    state: seedState({ hotspotUsers: USERS }),
  });
  const server = await startServer({ adminPassword: PASSWORD, port: benchPort() });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  try {
    const routerId = await addSimRouter(server.baseURL, { name: 'Bench 20k', port: sim.port });
    const hotspotPath = `/app/routers/${routerId}/hotspot`;

    const context = await browser.newContext({
      baseURL: server.baseURL,
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await signIn(page);

    console.log(
      `Hotspot page, Users tab, first rows of ${USERS.toLocaleString('en')} users (Chromium, loopback, production build)`,
    );
    console.log(
      'Command: pnpm build && pnpm --filter e2e exec tsx bench/hotspot-users-first-rows.ts\n',
    );

    const cold: number[] = [];
    const coldCall: number[] = [];
    for (let run = 0; run <= RUNS; run++) {
      await page.goto(`${hotspotPath}?tab=users`, { waitUntil: 'commit' });
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
      await page.goto(`${hotspotPath}?tab=vouchers`);
      const usersTab = page.getByRole('tab', { name: /^Users/ });
      // The tab's count is in (its call is over), so the click starts only the list's call.
      await usersTab.getByLabel(/^\d+ rows$/).waitFor();
      await page.evaluate(() => performance.clearResourceTimings());
      const start = await page.evaluate(() => performance.now());
      await usersTab.click();
      const { painted, call } = await untilFirstRow(page, TABLE, CALL);
      if (run > 0) {
        inApp.push(painted - start);
        inAppCall.push(call);
      }
    }

    console.log(summary('cold load → first rows', cold));
    console.log(summary('  of which GET /hotspot/{id}/users', coldCall));
    console.log(summary('in-app (Users tab click) → first rows', inApp));
    console.log(summary('  of which GET /hotspot/{id}/users', inAppCall));
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
