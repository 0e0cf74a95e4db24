import {
  create,
  type Mutate,
  type StateCreator,
  type StoreApi,
  type StoreMutatorIdentifier,
  type UseBoundStore,
} from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { LOGGED_OUT, normalizePersistedSession } from './migrate';
import { createSessionStorage, type KeyValueStore } from './storage';
import type { PersistedSession, SessionState } from './types';

/** The IndexedDB key of the session record (docs/rules/session.md#storage). */
export const STORAGE_KEY = 'app-storage';
/** Version 0 is the record of older builds (possibly the nested-user shape); 1 is flat. */
export const SESSION_STORE_VERSION = 1;
/** A browser whose IndexedDB never answers must not leave the app on its splash screen forever. */
export const HYDRATION_TIMEOUT_MS = 5000;
/** docs/rules/session.md#sign-out: logout also removes this legacy local-storage entry. */
export const LEGACY_ACCESS_TOKEN_KEY = 'accessToken';

export type SessionStore = UseBoundStore<
  Mutate<StoreApi<SessionState>, [['zustand/persist', PersistedSession]]>
>;

/** Name of the channel on which tabs of the app tell each other that the stored session changed. */
export const SESSION_CHANNEL_NAME = 'pokayoke-admin:session';

/** The part of BroadcastChannel the session needs. */
export interface SessionChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: () => void): void;
}

function defaultChannel(): SessionChannel | null {
  return typeof BroadcastChannel === 'undefined'
    ? null
    : new BroadcastChannel(SESSION_CHANNEL_NAME);
}

export interface CreateSessionStoreOptions {
  storage: KeyValueStore;
  /**
   * Tells other tabs when this one writes the session and re-reads it when they do, so that signing
   * out (or in) in one tab holds in all. Default: a BroadcastChannel where the browser has one;
   * null turns it off.
   */
  channel?: SessionChannel | null;
  hydrationTimeoutMs?: number;
  /** Called when the storage fails; the session then lives in memory only. */
  onStorageError?: (error: unknown) => void;
}

function reportStorageError(error: unknown): void {
  console.warn('[shared-auth] session storage failed; the session is kept in memory only', error);
}

/**
 * Lets the store change fields that are not persisted (`isHydrated`) through the store's own
 * setState, without the persist middleware writing the record again for nothing, and without
 * re-creating a record that `clearStorage` has just removed.
 */
function captureRawSet<T, Mos extends [StoreMutatorIdentifier, unknown][]>(
  capture: (set: StoreApi<T>['setState']) => void,
  initializer: StateCreator<T, [], Mos>,
): StateCreator<T, [], Mos> {
  return (set, get, api) => {
    capture(set);
    return initializer(set, get, api);
  };
}

function pickPersisted(state: SessionState): PersistedSession {
  return {
    user: state.user,
    accessToken: state.accessToken,
    refreshToken: state.refreshToken,
    isAuthenticated: state.isAuthenticated,
  };
}

function removeLegacyAccessToken(): void {
  try {
    globalThis.localStorage?.removeItem(LEGACY_ACCESS_TOKEN_KEY);
  } catch {
    // Storage access can throw in locked-down browsers; there is then nothing to remove either.
  }
}

function withErrorReporting(
  storage: PersistStorage<PersistedSession>,
  onError: (error: unknown) => void,
  onWritten: () => void,
): PersistStorage<PersistedSession> {
  return {
    getItem: (name) => storage.getItem(name),
    // A write that fails (quota, broken IndexedDB) must not surface as an unhandled rejection.
    setItem: async (name, value) => {
      try {
        await storage.setItem(name, value);
        onWritten();
      } catch (error) {
        onError(error);
      }
    },
    removeItem: async (name) => {
      await storage.removeItem(name);
      onWritten();
    },
  };
}

const SESSION_CHANGED = { type: 'session-changed' } as const;

export function createSessionStore(options: CreateSessionStoreOptions): SessionStore {
  const onStorageError = options.onStorageError ?? reportStorageError;
  const channel = options.channel === undefined ? defaultChannel() : options.channel;
  const storage = withErrorReporting(createSessionStorage(options.storage), onStorageError, () =>
    channel?.postMessage(SESSION_CHANGED),
  );
  let rawSet: StoreApi<SessionState>['setState'] = () => undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  const armWatchdog = (): void => {
    if (watchdog !== undefined) clearTimeout(watchdog);
    watchdog = setTimeout(() => {
      watchdog = undefined;
      if (store.getState().isHydrated) return;
      onStorageError(new Error('The stored session did not load in time'));
      rawSet({ isHydrated: true });
    }, options.hydrationTimeoutMs ?? HYDRATION_TIMEOUT_MS);
  };

  const store = create<SessionState>()(
    captureRawSet(
      (set) => {
        rawSet = set;
      },
      persist(
        (set, get, api) => ({
          ...LOGGED_OUT,
          isHydrated: false,
          login(payload) {
            const next = normalizePersistedSession(payload);
            if (!next.isAuthenticated) return false;
            set(next);
            return true;
          },
          logout() {
            set({ ...LOGGED_OUT });
            removeLegacyAccessToken();
          },
          setUser(user) {
            const next = normalizePersistedSession({ ...pickPersisted(get()), user });
            if (!next.user) return;
            set({ user: next.user, isAuthenticated: next.isAuthenticated });
          },
          setTokens({ accessToken, refreshToken }) {
            const next = normalizePersistedSession({
              ...pickPersisted(get()),
              accessToken,
              refreshToken,
            });
            set({
              accessToken: next.accessToken,
              refreshToken: next.refreshToken,
              isAuthenticated: next.isAuthenticated,
            });
          },
          async clearStorage() {
            get().logout();
            rawSet({ isHydrated: false });
            armWatchdog();
            try {
              await storage.removeItem(STORAGE_KEY);
            } catch (error) {
              onStorageError(error);
            }
            await api.persist.rehydrate();
          },
        }),
        {
          name: STORAGE_KEY,
          version: SESSION_STORE_VERSION,
          storage,
          partialize: pickPersisted,
          migrate: (persisted) => normalizePersistedSession(persisted),
          // No record keeps what is in memory; a record is always read through the normaliser,
          // whatever version it claims, so a malformed one cannot produce a half session.
          merge: (persisted, current) =>
            persisted === undefined || persisted === null
              ? current
              : { ...current, ...normalizePersistedSession(persisted) },
          onRehydrateStorage: () => (_state, error) => {
            if (watchdog !== undefined) clearTimeout(watchdog);
            watchdog = undefined;
            if (error) onStorageError(error);
            rawSet({ isHydrated: true });
          },
        },
      ),
    ),
  );

  if (!store.getState().isHydrated) armWatchdog();
  // Re-reading only sets state in memory, so it never writes or posts back: no echo between tabs.
  channel?.addEventListener('message', () => {
    void store.persist.rehydrate();
  });

  return store;
}

/** Resolves once the store has read its stored record (immediately if it already has). */
export function waitForStoreHydration(
  store: Pick<SessionStore, 'getState' | 'subscribe'>,
): Promise<void> {
  if (store.getState().isHydrated) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe((state) => {
      if (!state.isHydrated) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Writes the current session to storage and resolves when it is written. The persist middleware
 * writes on every change but does not let the caller wait; the token refresh must, so that another
 * tab reading the record right after sees the rotated tokens.
 */
export async function persistSessionNow(store: SessionStore): Promise<void> {
  const options = store.persist.getOptions();
  if (!options.storage || !options.name || !options.partialize) return;
  await options.storage.setItem(options.name, {
    state: options.partialize(store.getState()),
    version: options.version,
  });
}
