import { http } from '../instance';
import { createMockAdapter, type Handler, type MockNetwork, type ReplyTable } from './mock-adapter';

/** Networks installed since the last check, so that a test replacing its plan loses nothing. */
let installed: MockNetwork[] = [];

/**
 * Puts a fake network under the page's `http` client (the one every screen uses) and returns it.
 * Call `expectOnlyPlannedRequests()` after each test: it fails when a request had no planned answer.
 */
export function mockHttp(plan: Handler | ReplyTable): MockNetwork {
  const network = createMockAdapter(plan);
  http.defaults.adapter = network.adapter;
  installed.push(network);
  return network;
}

/** After each test: no request went out that the test had no answer for. */
export function expectOnlyPlannedRequests(): void {
  const unplanned = installed.flatMap((network) => network.unplanned);
  installed = [];
  expect(unplanned).toEqual([]);
}
