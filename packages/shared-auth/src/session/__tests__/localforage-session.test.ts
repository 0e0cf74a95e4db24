import type LocalForageType from 'localforage';
import { storedRecord } from '../../__tests__/helpers';

/** localforage's driver contract over a Map: jsdom has no IndexedDB. */
function memoryDriver(data: Map<string, unknown>): LocalForageDriver {
  return {
    _driver: 'jestMemoryDriver',
    _initStorage: () => undefined,
    _support: true,
    async getItem<T>(key: string) {
      return (data.has(key) ? data.get(key) : null) as T;
    },
    async setItem<T>(key: string, value: T) {
      data.set(key, value);
      return value;
    },
    async removeItem(key: string) {
      data.delete(key);
    },
    async clear() {
      data.clear();
    },
    async length() {
      return data.size;
    },
    async key(index: number) {
      return [...data.keys()][index] as string;
    },
    async keys() {
      return [...data.keys()];
    },
    async iterate<T, U>(iteratee: (value: T, key: string, n: number) => U) {
      let n = 0;
      for (const [key, value] of data) {
        const result = iteratee(value as T, key, (n += 1));
        if (result !== undefined) return result;
      }
      return undefined as U;
    },
  };
}

test('the page session reads and migrates the old record that localforage holds under app-storage', async () => {
  const data = new Map<string, unknown>([
    [
      'app-storage',
      storedRecord(
        {
          user: { user: { username: 'operator', role: 'user' } },
          accessToken: 'a',
          refreshToken: 'r',
        },
        0,
      ),
    ],
  ]);
  await jest.isolateModulesAsync(async () => {
    const localforage = (await import('localforage')).default as typeof LocalForageType;
    await localforage.defineDriver(memoryDriver(data));
    await localforage.setDriver('jestMemoryDriver');
    const { useSessionStore, waitForHydration } = await import('../../instance');

    await waitForHydration();

    expect(useSessionStore.getState()).toMatchObject({
      user: { username: 'operator', role: 'user' },
      accessToken: 'a',
      refreshToken: 'r',
      isAuthenticated: true,
    });
    await useSessionStore.getState().clearStorage();
    expect(data.has('app-storage')).toBe(false);
  });
});

test('saveSession resolves only once the session record is in storage', async () => {
  const data = new Map<string, unknown>();
  const driver = memoryDriver(data);
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  // IndexedDB commits after a while: every write waits for the gate.
  const write = driver.setItem.bind(driver);
  driver.setItem = async <T>(key: string, value: T) => {
    await gate;
    return write(key, value);
  };
  await jest.isolateModulesAsync(async () => {
    const localforage = (await import('localforage')).default as typeof LocalForageType;
    await localforage.defineDriver(driver);
    await localforage.setDriver('jestMemoryDriver');
    const { saveSession, useSessionStore, waitForHydration } = await import('../../instance');
    await waitForHydration();

    useSessionStore.getState().login({
      user: { username: 'operator', role: 'user' },
      accessToken: 'a',
      refreshToken: 'r',
    });
    let saved = false;
    const saving = saveSession().then(() => {
      saved = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(saved).toBe(false);
    expect(data.has('app-storage')).toBe(false);

    release();
    await saving;
    expect(String(data.get('app-storage'))).toContain('"refreshToken":"r"');
  });
});
