// How long the hotspot page's Users tab takes to show the first rows of a router with 20,000
// hotspot users, in Chromium against the production build and a RouterOS simulator on loopback
// (docs/rules/hotspot.md#screens). Prints figures; asserts nothing.
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
import { seedState } from 'routeros/sim';
import { runFirstRowsBench } from './first-rows';

const USERS = 20_000;

runFirstRowsBench({
  title: `Hotspot page, Users tab, first rows of ${USERS.toLocaleString('en')} users`,
  command: 'pnpm build && pnpm --filter e2e exec tsx bench/hotspot-users-first-rows.ts',
  routerName: 'Bench 20k',
  state: seedState({ hotspotUsers: USERS }),
  table: 'Hotspot Users',
  call: /\/api\/hotspot\/[^/]+\/users\?.*sortCol=/,
  callLabel: 'GET /hotspot/{id}/users',
  coldPath: (routerId) => `/app/routers/${routerId}/hotspot?tab=users`,
  inApp: {
    label: 'Users tab click',
    async from(page, routerId) {
      await page.goto(`/app/routers/${routerId}/hotspot?tab=vouchers`);
      const usersTab = page.getByRole('tab', { name: /^Users/ });
      // The tab's count is in (its call is over), so the click starts only the list's call.
      await usersTab.getByLabel(/^\d+ rows$/).waitFor();
      return usersTab;
    },
  },
});
