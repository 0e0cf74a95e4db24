import { ADMIN, signedInRecord } from '../../__tests__/helpers';
import {
  STORAGE_KEY,
  createSessionStore,
  waitForStoreHydration,
  type SessionChannel,
} from '../session-store';
import { createMemoryKeyValueStore } from '../storage';

/** BroadcastChannel semantics: a message reaches every other member, never the sender. */
function channelHub() {
  const members: Array<{ listeners: Array<() => void> }> = [];
  return function join(): SessionChannel {
    const self = { listeners: [] as Array<() => void> };
    members.push(self);
    return {
      postMessage() {
        for (const member of members) {
          if (member !== self) for (const listener of member.listeners) setTimeout(listener, 0);
        }
      },
      addEventListener(_type, listener) {
        self.listeners.push(listener);
      },
    };
  };
}

async function twoTabs() {
  const storage = createMemoryKeyValueStore({ [STORAGE_KEY]: signedInRecord() });
  const join = channelHub();
  const tabA = createSessionStore({ storage, channel: join() });
  const tabB = createSessionStore({ storage, channel: join() });
  await Promise.all([waitForStoreHydration(tabA), waitForStoreHydration(tabB)]);
  return { tabA, tabB };
}

function settled(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 20));
}

test('signing out in one tab signs out the others', async () => {
  const { tabA, tabB } = await twoTabs();
  expect(tabB.getState().isAuthenticated).toBe(true);

  tabA.getState().logout();
  await settled();

  expect(tabB.getState()).toMatchObject({ user: null, accessToken: null, isAuthenticated: false });
});

test('tokens renewed in one tab are used by the others', async () => {
  const { tabA, tabB } = await twoTabs();

  tabA.getState().setTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  await settled();

  expect(tabB.getState()).toMatchObject({
    user: ADMIN,
    accessToken: 'access-2',
    refreshToken: 'refresh-2',
  });
});

test('re-reading in one tab does not echo back to the other', async () => {
  const storage = createMemoryKeyValueStore({ [STORAGE_KEY]: signedInRecord() });
  const join = channelHub();
  const channelA = join();
  const channelB = join();
  const tabA = createSessionStore({ storage, channel: channelA });
  const tabB = createSessionStore({ storage, channel: channelB });
  await Promise.all([waitForStoreHydration(tabA), waitForStoreHydration(tabB)]);
  const postedByA = jest.spyOn(channelA, 'postMessage');
  const postedByB = jest.spyOn(channelB, 'postMessage');

  tabA.getState().setUser({ ...ADMIN, fullName: 'Renamed' });
  await settled();

  expect(tabB.getState().user?.fullName).toBe('Renamed');
  expect(postedByA).toHaveBeenCalledTimes(1);
  expect(postedByB).not.toHaveBeenCalled();
});
