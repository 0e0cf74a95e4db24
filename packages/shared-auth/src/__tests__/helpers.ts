import { createMemoryKeyValueStore, type KeyValueStore } from '../session/storage';
import { STORAGE_KEY, createSessionStore, waitForStoreHydration } from '../session/session-store';
import type { PersistedSession, SessionUser } from '../session/types';

export const ADMIN: SessionUser = {
  id: '1',
  username: 'admin',
  fullName: 'Administrator',
  role: 'admin',
};

export function storedRecord(
  state: Partial<Record<keyof PersistedSession, unknown>>,
  version = 1,
): string {
  return JSON.stringify({
    state: {
      user: null,
      accessToken: null,
      refreshToken: null,
      isAuthenticated: false,
      ...state,
    },
    version,
  });
}

export function signedInRecord(
  tokens = { accessToken: 'access-1', refreshToken: 'refresh-1' },
): string {
  return storedRecord({ user: ADMIN, ...tokens, isAuthenticated: true });
}

/** A store over an in-memory record, hydrated before it is handed out. */
export async function hydratedStore(record?: string) {
  const storage = createMemoryKeyValueStore(record ? { [STORAGE_KEY]: record } : {});
  const store = createSessionStore({ storage });
  await waitForStoreHydration(store);
  return { store, storage };
}

/** Reads the persisted record back as the object the app wrote. */
export async function readRecord(storage: KeyValueStore): Promise<unknown> {
  const raw = await storage.getItem<string>(STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}
