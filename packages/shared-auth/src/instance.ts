import localforage from 'localforage';
import { createHttpClient } from './http/http-client';
import {
  createSessionStore,
  persistSessionNow,
  waitForStoreHydration,
} from './session/session-store';

/**
 * The page's one session store and one HTTP client. shared-auth is a federated singleton, so every
 * remote imports these same instances.
 */
export const useSessionStore = createSessionStore({ storage: localforage });

export function waitForHydration(): Promise<void> {
  return waitForStoreHydration(useSessionStore);
}

/**
 * Writes the session to storage (IndexedDB) now and resolves once it is stored. The store also
 * writes on every change, but nobody can wait for that write: signing in waits for this one before
 * it leaves the login page, so that a reload or a navigation right after cannot lose the session
 * (docs/rules/session.md).
 */
export function saveSession(): Promise<void> {
  return persistSessionNow(useSessionStore);
}

const client = createHttpClient({ store: useSessionStore });

export const http = client.http;
export const configureHttp = client.configure;
