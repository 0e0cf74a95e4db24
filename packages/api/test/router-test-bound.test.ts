// The connection test's real bound (docs/rules/routers.md#connection-test: 10 s whatever the router
// does), with the default ROUTER_TEST_TIMEOUT_MS. The other suites shorten it; this one waits once.
import { ROUTER_DIAGNOSIS } from 'contracts/messages';
import { callAs, setUpSuite, type App, type Session } from './helpers';
import { closeSimulators, routerOn, startSim } from './router-helpers';

let app: App;
let admin: Session;
setUpSuite({}, (suite) => ({ app, admin } = suite));
afterAll(closeSimulators);

it('answers a router that accepts and never answers with 504 within 10 s', async () => {
  const hung = await startSim({ faults: { hangOnConnect: true } });
  const router = await routerOn(app, admin, hung);
  const started = Date.now();
  const response = await callAs(app, admin, 'POST', `/api/routers/${router.id}/test`);
  const elapsed = Date.now() - started;
  expect(response.statusCode).toBe(504);
  expect(response.json().error).toBe(ROUTER_DIAGNOSIS.timedOut);
  expect(elapsed).toBeGreaterThanOrEqual(9_000);
  expect(elapsed).toBeLessThan(10_000);
});
