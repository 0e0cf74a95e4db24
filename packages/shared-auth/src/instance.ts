import localforage from 'localforage';
import { createHttpClient } from './http/http-client';
import { createSessionStore, waitForStoreHydration } from './session/session-store';

/**
 * The page's one session store and one HTTP client. shared-auth is a federated singleton, so every
 * remote imports these same instances.
 */
export const useSessionStore = createSessionStore({ storage: localforage });

export function waitForHydration(): Promise<void> {
  return waitForStoreHydration(useSessionStore);
}

const client = createHttpClient({ store: useSessionStore });

export const http = client.http;
export const configureHttp = client.configure;
