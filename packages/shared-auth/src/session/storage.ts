import type { PersistStorage, StorageValue } from 'zustand/middleware';
import type { PersistedSession } from './types';

/** The part of localforage (or any async key-value store) the session needs. */
export interface KeyValueStore {
  getItem<T>(key: string): Promise<T | null>;
  setItem<T>(key: string, value: T): Promise<T>;
  removeItem(key: string): Promise<void>;
}

/**
 * Persist storage over localforage. Records are written as JSON text (what
 * `createJSONStorage(() => localforage)` writes, so records from older builds read back) and read
 * back whether they were stored as text or as a structured-cloned object.
 */
export function createSessionStorage(store: KeyValueStore): PersistStorage<PersistedSession> {
  return {
    async getItem(name) {
      const raw = await store.getItem<unknown>(name);
      if (raw === null || raw === undefined) return null;
      if (typeof raw === 'string') {
        try {
          return JSON.parse(raw) as StorageValue<PersistedSession>;
        } catch {
          // A record nobody can read is treated as no record: the user signs in again.
          return null;
        }
      }
      return raw as StorageValue<PersistedSession>;
    },
    async setItem(name, value) {
      await store.setItem(name, JSON.stringify(value));
    },
    async removeItem(name) {
      await store.removeItem(name);
    },
  };
}

/** A store that lives only in memory: for tests and for browsers without any storage. */
export function createMemoryKeyValueStore(initial?: Record<string, unknown>): KeyValueStore & {
  readonly data: Map<string, unknown>;
} {
  const data = new Map<string, unknown>(Object.entries(initial ?? {}));
  return {
    data,
    async getItem<T>(key: string) {
      return data.has(key) ? (data.get(key) as T) : null;
    },
    async setItem<T>(key: string, value: T) {
      data.set(key, value);
      return value;
    },
    async removeItem(key: string) {
      data.delete(key);
    },
  };
}
