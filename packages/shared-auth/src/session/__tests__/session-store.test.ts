import {
  ADMIN,
  hydratedStore,
  readRecord,
  signedInRecord,
  storedRecord,
} from '../../__tests__/helpers';
import { deferred } from '../../testing/mock-adapter';
import {
  LEGACY_ACCESS_TOKEN_KEY,
  SESSION_STORE_VERSION,
  STORAGE_KEY,
  createSessionStore,
  waitForStoreHydration,
} from '../session-store';
import { createMemoryKeyValueStore, type KeyValueStore } from '../storage';

const TOKENS = { accessToken: 'access-1', refreshToken: 'refresh-1' };

function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

describe('login', () => {
  test('stores user and both tokens and persists exactly the session fields', async () => {
    const { store, storage } = await hydratedStore();

    expect(store.getState().login({ user: ADMIN, ...TOKENS })).toBe(true);
    await flush();

    expect(store.getState()).toMatchObject({ user: ADMIN, ...TOKENS, isAuthenticated: true });
    expect(await readRecord(storage)).toEqual({
      state: { user: ADMIN, ...TOKENS, isAuthenticated: true },
      version: SESSION_STORE_VERSION,
    });
  });

  test.each([
    ['no user', { user: null, ...TOKENS }],
    ['no access token', { user: ADMIN, refreshToken: 'refresh-1' }],
    ['no refresh token', { user: ADMIN, accessToken: 'access-1' }],
    ['an empty access token', { user: ADMIN, accessToken: '', refreshToken: 'refresh-1' }],
    ['a user without a username', { user: { username: '' }, ...TOKENS }],
  ])('stores nothing with %s', async (_case, payload) => {
    const { store, storage } = await hydratedStore();

    expect(store.getState().login(payload)).toBe(false);
    await flush();

    expect(store.getState()).toMatchObject({
      user: null,
      accessToken: null,
      isAuthenticated: false,
    });
    expect(await readRecord(storage)).toBeNull();
  });
});

test('logout clears the session, the record and the legacy localStorage token', async () => {
  const { store, storage } = await hydratedStore(signedInRecord());
  localStorage.setItem(LEGACY_ACCESS_TOKEN_KEY, 'stale');

  store.getState().logout();
  await flush();

  expect(store.getState()).toMatchObject({
    user: null,
    accessToken: null,
    refreshToken: null,
    isAuthenticated: false,
    isHydrated: true,
  });
  expect(localStorage.getItem(LEGACY_ACCESS_TOKEN_KEY)).toBeNull();
  expect(await readRecord(storage)).toMatchObject({
    state: { user: null, isAuthenticated: false },
  });
});

test('setTokens keeps the user and setUser keeps the tokens', async () => {
  const { store, storage } = await hydratedStore(signedInRecord());

  store.getState().setTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  store.getState().setUser({ ...ADMIN, fullName: 'Site Admin' });
  await flush();

  const expected = {
    user: { ...ADMIN, fullName: 'Site Admin' },
    accessToken: 'access-2',
    refreshToken: 'refresh-2',
    isAuthenticated: true,
  };
  expect(store.getState()).toMatchObject(expected);
  expect(await readRecord(storage)).toEqual({ state: expected, version: SESSION_STORE_VERSION });
});

describe('hydration', () => {
  test('is false until the record is read, then restores the session', async () => {
    const read = deferred<string | null>();
    const storage: KeyValueStore = {
      ...createMemoryKeyValueStore(),
      getItem: <T>() => read.promise as Promise<T | null>,
    };
    const store = createSessionStore({ storage });
    let hydrated = false;
    void waitForStoreHydration(store).then(() => {
      hydrated = true;
    });
    await flush();

    expect(store.getState().isHydrated).toBe(false);
    expect(hydrated).toBe(false);

    read.resolve(signedInRecord());
    await waitForStoreHydration(store);

    expect(store.getState()).toMatchObject({
      user: ADMIN,
      ...TOKENS,
      isAuthenticated: true,
      isHydrated: true,
    });
  });

  test('a storage that throws still ends hydration, signed out, and reports the error', async () => {
    const onStorageError = jest.fn();
    const failure = new Error('IndexedDB is broken');
    const storage: KeyValueStore = {
      ...createMemoryKeyValueStore(),
      getItem: () => Promise.reject(failure),
    };
    const store = createSessionStore({ storage, onStorageError });

    await waitForStoreHydration(store);

    expect(store.getState()).toMatchObject({ isHydrated: true, isAuthenticated: false });
    expect(onStorageError).toHaveBeenCalledWith(failure);
  });

  test('a storage that never answers gives up after the hydration timeout', async () => {
    jest.useFakeTimers();
    try {
      const onStorageError = jest.fn();
      const storage: KeyValueStore = {
        ...createMemoryKeyValueStore(),
        getItem: () => new Promise(() => undefined),
      };
      const store = createSessionStore({ storage, onStorageError, hydrationTimeoutMs: 1000 });

      jest.advanceTimersByTime(999);
      expect(store.getState().isHydrated).toBe(false);
      jest.advanceTimersByTime(1);

      expect(store.getState().isHydrated).toBe(true);
      expect(onStorageError).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  test('a record that is not JSON reads as no session', async () => {
    const { store } = await hydratedStore('{not json');
    expect(store.getState()).toMatchObject({
      isHydrated: true,
      isAuthenticated: false,
      user: null,
    });
  });

  test('a record stored as an object (not as text) is read too', async () => {
    const storage = createMemoryKeyValueStore({ [STORAGE_KEY]: JSON.parse(signedInRecord()) });
    const store = createSessionStore({ storage });
    await waitForStoreHydration(store);
    expect(store.getState()).toMatchObject({ user: ADMIN, isAuthenticated: true });
  });

  test('a failing write keeps the session in memory and reports instead of rejecting', async () => {
    const onStorageError = jest.fn();
    const storage: KeyValueStore = {
      ...createMemoryKeyValueStore(),
      setItem: () => Promise.reject(new Error('QuotaExceededError')),
    };
    const store = createSessionStore({ storage, onStorageError });
    await waitForStoreHydration(store);

    expect(store.getState().login({ user: ADMIN, ...TOKENS })).toBe(true);
    await flush();

    expect(store.getState().isAuthenticated).toBe(true);
    expect(onStorageError).toHaveBeenCalledTimes(1);
  });
});

describe('migration of the old nested-user record', () => {
  test('{ user: { user } } becomes a flat user and is written back as the current version', async () => {
    const old = JSON.stringify({
      state: { user: { user: ADMIN }, ...TOKENS, isAuthenticated: true },
      version: 0,
    });
    const { store, storage } = await hydratedStore(old);
    await flush();

    expect(store.getState()).toMatchObject({ user: ADMIN, ...TOKENS, isAuthenticated: true });
    expect(await readRecord(storage)).toEqual({
      state: { user: ADMIN, ...TOKENS, isAuthenticated: true },
      version: SESSION_STORE_VERSION,
    });
  });

  test('a stored login response { user: { user, accessToken, refreshToken } } yields its tokens', async () => {
    const old = JSON.stringify({
      state: {
        user: { message: 'Login successful!', user: ADMIN, ...TOKENS },
        isAuthenticated: true,
      },
      version: 0,
    });
    const { store } = await hydratedStore(old);

    expect(store.getState()).toMatchObject({ user: ADMIN, ...TOKENS, isAuthenticated: true });
  });

  test('a record that claims a session without tokens is signed out', async () => {
    const { store } = await hydratedStore(storedRecord({ user: ADMIN, isAuthenticated: true }, 0));
    expect(store.getState()).toMatchObject({ user: ADMIN, isAuthenticated: false });
  });
});

test('clearStorage removes the record, signs out and hydrates again', async () => {
  const { store, storage } = await hydratedStore(signedInRecord());
  const seen: boolean[] = [];
  store.subscribe((state) => seen.push(state.isHydrated));

  await store.getState().clearStorage();

  expect(await storage.getItem(STORAGE_KEY)).toBeNull();
  expect(seen).toContain(false);
  expect(store.getState()).toMatchObject({ isHydrated: true, isAuthenticated: false, user: null });
  await flush();
  expect(await storage.getItem(STORAGE_KEY)).toBeNull();
});
