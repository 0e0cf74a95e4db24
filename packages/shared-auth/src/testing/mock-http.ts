import { http } from '../instance';
import {
  createMockAdapter,
  listReply,
  type Handler,
  type MockNetwork,
  type ReplyTable,
} from './mock-adapter';

/** Networks installed since the last check, so that a test replacing its plan loses nothing. */
let installed: MockNetwork[] = [];

/** `METHOD /path` of every unplanned request since the last call, and forgets them. */
function takeUnplanned(): string[] {
  const unplanned = installed.flatMap((network) => network.unplanned);
  installed = [];
  return unplanned;
}

/**
 * The shared jest setup (config/jest.setup-dom.cjs) looks this up after every test and fails the
 * test on an unplanned request, as msw's `onUnhandledRequest: 'error'` would. A global symbol
 * rather than an import, because the setup runs for packages that never load shared-auth.
 */
const UNPLANNED_HOOK = Symbol.for('pokayoke.testing.takeUnplannedRequests');
(globalThis as Record<symbol, unknown>)[UNPLANNED_HOOK] = takeUnplanned;

/**
 * Puts a fake network under the page's `http` client (the one every screen uses) and returns it.
 * A request the plan has no answer for fails at once, and fails the test after it ends.
 */
export function mockHttp(plan: Handler | ReplyTable): MockNetwork {
  const network = createMockAdapter(plan);
  http.defaults.adapter = network.adapter;
  installed.push(network);
  return network;
}

/**
 * Fails when a request since the last check had no planned answer. The shared jest setup runs it
 * after every test; call it inside a test to check at a point of your choosing.
 */
export function expectOnlyPlannedRequests(): void {
  expect(takeUnplanned()).toEqual([]);
}

/**
 * A list screen's server: `GET path` answers one page holding `rows()` (read at each request, so a
 * test can change them), any other request goes to `otherwise` (default: unplanned).
 */
export function serveList<T>(
  path: string,
  rows: () => readonly T[],
  otherwise: Handler = () => undefined,
): MockNetwork {
  return mockHttp((request) =>
    request.method === 'GET' && request.url === path ? listReply(rows()) : otherwise(request),
  );
}
