// How long the PPP page takes to show the first rows of a router with 10,000 PPP secrets, in
// Chromium against the production build and a RouterOS simulator on loopback (docs/rules/routers.md#ppp-screen). Prints
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
import { seedState } from 'routeros/sim';
import { runFirstRowsBench } from './first-rows';

const SECRETS = 10_000;

runFirstRowsBench({
  title: `PPP page, first rows of ${SECRETS.toLocaleString('en')} secrets`,
  command: 'pnpm build && pnpm --filter e2e exec tsx bench/ppp-first-rows.ts',
  routerName: 'Bench 10k',
  state: seedState({ extraSecrets: SECRETS - seedState().secrets.length }),
  table: 'PPP Secrets',
  call: /\/api\/ppp\/[^/]+\/secrets$/,
  callLabel: 'GET /ppp/{id}/secrets',
  coldPath: (routerId) => `/app/routers/${routerId}/ppp`,
  inApp: {
    label: 'Manage PPP click',
    async from(page) {
      await page.goto('/app/routers');
      const link = page.getByRole('link', { name: 'Manage PPP' }).first();
      await link.waitFor();
      return link;
    },
  },
});
