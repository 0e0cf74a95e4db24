import { AxiosError } from 'axios';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADMIN, hydratedStore, readRecord, signedInRecord } from '../../__tests__/helpers';
import { createSessionStore, STORAGE_KEY } from '../../session/session-store';
import { createMemoryKeyValueStore, type KeyValueStore } from '../../session/storage';
import {
  createMockAdapter,
  deferred,
  seenByServer,
  type MockNetwork,
  type MockReply,
  type RecordedRequest,
} from '../../testing/mock-adapter';
import { NETWORK_ERROR_MESSAGE, createHttpClient, timeoutMessage } from '../http-client';

const OK: MockReply = { status: 200, data: { result: 'ok' } };
const EXPIRED: MockReply = { status: 401, data: { message: 'Token expired' } };

/** A server where access-2 is the only valid token and refresh-1 can be swapped once. */
function rotatingServer(
  refreshReply: () => MockReply | Promise<MockReply> = () => ({
    status: 200,
    data: { accessToken: 'access-2', refreshToken: 'refresh-2' },
  }),
) {
  return createMockAdapter((request: RecordedRequest) => {
    if (request.url.endsWith('/auth/refresh')) return refreshReply();
    return request.authorization === 'Bearer access-2' ? OK : EXPIRED;
  });
}

async function signedInClient(server: MockNetwork) {
  const { store, storage } = await hydratedStore(signedInRecord());
  const onSessionExpired = jest.fn();
  const { http, configure } = createHttpClient({
    store,
    adapter: server.adapter,
    onSessionExpired,
  });
  return { store, storage, http, configure, onSessionExpired };
}

test('requests go to /api with the bearer token of the session', async () => {
  const server = createMockAdapter(() => OK);
  const { http } = await signedInClient(server);

  await http.get('/customers');

  expect(server.requests.map(seenByServer)).toEqual([
    { method: 'GET', url: '/api/customers', authorization: 'Bearer access-1', body: null },
  ]);
});

test('a signed-out session sends no Authorization header', async () => {
  const server = createMockAdapter(() => OK);
  const { store } = await hydratedStore();
  const { http } = createHttpClient({ store, adapter: server.adapter });

  await http.get('/public/landing');

  expect(server.requests[0]?.authorization).toBeNull();
});

test('a request made before hydration waits for the stored token', async () => {
  const read = deferred<string | null>();
  const storage: KeyValueStore = {
    ...createMemoryKeyValueStore(),
    getItem: <T>() => read.promise as Promise<T | null>,
  };
  const store = createSessionStore({ storage });
  const server = createMockAdapter(() => OK);
  const { http } = createHttpClient({ store, adapter: server.adapter });

  const pending = http.get('/auth/me');
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(server.requests).toHaveLength(0);

  read.resolve(signedInRecord());
  await pending;

  expect(server.requests[0]?.authorization).toBe('Bearer access-1');
});

test('20 concurrent 401s share one refresh, store the new tokens and replay each request once', async () => {
  const server = rotatingServer();
  const { http, store, storage, onSessionExpired } = await signedInClient(server);
  const resources = ['/users', '/customers', '/deliveries', '/routers', '/cms/banners'];
  const urls = Array.from(
    { length: 20 },
    (_, i) => `${resources[i % 5]}?page=${1 + Math.floor(i / 5)}`,
  );

  const results = await Promise.all(urls.map((url) => http.get(url)));

  expect(results.map((r) => r.data)).toEqual(Array(20).fill({ result: 'ok' }));
  expect(server.calls('POST', '/auth/refresh').length).toBe(1);
  expect(server.requests.find((r) => r.url.endsWith('/auth/refresh'))?.body).toEqual({
    refreshToken: 'refresh-1',
  });
  for (const url of urls) {
    expect(
      server.requests.filter((r) => r.fullUrl === `/api${url}`).map((r) => r.authorization),
    ).toEqual(['Bearer access-1', 'Bearer access-2']);
  }
  expect(store.getState()).toMatchObject({
    user: ADMIN,
    accessToken: 'access-2',
    refreshToken: 'refresh-2',
    isAuthenticated: true,
  });
  expect(await readRecord(storage)).toMatchObject({
    state: { user: ADMIN, accessToken: 'access-2', refreshToken: 'refresh-2' },
  });
  expect(onSessionExpired).not.toHaveBeenCalled();
});

test('a request started while the refresh is in flight waits for the new token', async () => {
  const refreshAnswer = deferred<MockReply>();
  const server = rotatingServer(() => refreshAnswer.promise);
  const { http } = await signedInClient(server);

  const first = http.get('/users');
  await new Promise((resolve) => setTimeout(resolve, 10));
  const second = http.get('/customers');
  refreshAnswer.resolve({
    status: 200,
    data: { accessToken: 'access-2', refreshToken: 'refresh-2' },
  });
  await Promise.all([first, second]);

  expect(
    server.requests.filter((r) => r.fullUrl === '/api/customers').map((r) => r.authorization),
  ).toEqual(['Bearer access-2']);
  expect(server.calls('POST', '/auth/refresh').length).toBe(1);
});

test('a refused refresh logs out once and sends the user to the login page', async () => {
  const server = rotatingServer(() => ({
    status: 401,
    data: { message: 'Refresh token expired' },
  }));
  const { http, store, onSessionExpired } = await signedInClient(server);

  const outcomes = await Promise.allSettled([
    http.get('/users'),
    http.get('/customers'),
    http.get('/routers'),
  ]);

  expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
  for (const outcome of outcomes) {
    if (outcome.status === 'rejected') {
      expect((outcome.reason as AxiosError).response?.status).toBe(401);
      expect((outcome.reason as AxiosError).config?.url).not.toBe('/auth/refresh');
    }
  }
  expect(server.calls('POST', '/auth/refresh').length).toBe(1);
  expect(onSessionExpired).toHaveBeenCalledTimes(1);
  expect(store.getState()).toMatchObject({
    user: null,
    accessToken: null,
    refreshToken: null,
    isAuthenticated: false,
  });
});

test('without a refresh token the session ends without calling the server', async () => {
  const server = createMockAdapter(() => EXPIRED);
  const { store } = await hydratedStore();
  const onSessionExpired = jest.fn();
  const { http } = createHttpClient({ store, adapter: server.adapter, onSessionExpired });

  await expect(http.get('/auth/me')).rejects.toMatchObject({ response: { status: 401 } });

  expect(server.calls('POST', '/auth/refresh').length).toBe(0);
  expect(onSessionExpired).toHaveBeenCalledTimes(1);
});

test('a refresh that cannot reach the server keeps the session and says so', async () => {
  const server = createMockAdapter((request) => {
    if (request.url.endsWith('/auth/refresh')) {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK);
    }
    return EXPIRED;
  });
  const { http, store, onSessionExpired } = await signedInClient(server);

  await expect(http.get('/users')).rejects.toThrow(NETWORK_ERROR_MESSAGE);

  expect(onSessionExpired).not.toHaveBeenCalled();
  expect(store.getState()).toMatchObject({ isAuthenticated: true, refreshToken: 'refresh-1' });
});

test.each([429, 503])('a refresh answered %i keeps the session for a later try', async (status) => {
  const server = rotatingServer(() => ({ status, data: { message: 'Try again later' } }));
  const { http, store, onSessionExpired } = await signedInClient(server);

  await expect(http.get('/users')).rejects.toMatchObject({ response: { status } });

  expect(onSessionExpired).not.toHaveBeenCalled();
  expect(store.getState()).toMatchObject({ isAuthenticated: true, refreshToken: 'refresh-1' });
});

test.each(['/auth/login', '/auth/refresh'])(
  'a 401 from %s is returned as is, never refreshed',
  async (url) => {
    const server = createMockAdapter(() => ({
      status: 401,
      data: { message: 'Invalid username or password' },
    }));
    const { http, onSessionExpired } = await signedInClient(server);

    await expect(http.post(url, {})).rejects.toMatchObject({ response: { status: 401 } });

    expect(server.requests).toHaveLength(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  },
);

test('a replayed request that gets 401 again is not replayed a second time', async () => {
  const server = createMockAdapter((request) =>
    request.url.endsWith('/auth/refresh')
      ? { status: 200, data: { accessToken: 'access-2', refreshToken: 'refresh-2' } }
      : { status: 401, data: { message: 'User disabled' } },
  );
  const { http } = await signedInClient(server);

  await expect(http.get('/users')).rejects.toMatchObject({ response: { status: 401 } });

  expect(server.calls('GET', '/users').length).toBe(2);
  expect(server.calls('POST', '/auth/refresh').length).toBe(1);
});

test('a 401 for a token already replaced is replayed with the new token, no refresh', async () => {
  const late = deferred<MockReply>();
  const server = createMockAdapter((request) =>
    request.authorization === 'Bearer access-1' ? late.promise : OK,
  );
  const { http, store } = await signedInClient(server);

  const pending = http.get('/slow');
  await new Promise((resolve) => setTimeout(resolve, 10));
  // Renewed by another request while this one was on the wire.
  store.getState().setTokens({ accessToken: 'access-2', refreshToken: 'refresh-2' });
  late.resolve(EXPIRED);
  await pending;

  expect(server.requests.map((r) => r.authorization)).toEqual([
    'Bearer access-1',
    'Bearer access-2',
  ]);
  expect(server.calls('POST', '/auth/refresh').length).toBe(0);
});

test('tokens rotated by another tab are adopted instead of spending the old refresh token', async () => {
  const server = rotatingServer();
  const { http, storage } = await signedInClient(server);
  // Another tab refreshed: the shared record already holds the new pair.
  await storage.setItem(
    STORAGE_KEY,
    signedInRecord({ accessToken: 'access-2', refreshToken: 'refresh-2' }),
  );

  await expect(http.get('/users')).resolves.toMatchObject({ data: { result: 'ok' } });

  expect(server.calls('POST', '/auth/refresh').length).toBe(0);
});

test('configureHttp changes the base URL and the session-expired handler', async () => {
  const server = createMockAdapter(() => EXPIRED);
  const { store } = await hydratedStore();
  const { http, configure } = createHttpClient({ store, adapter: server.adapter });
  const goToLogin = jest.fn();

  configure({ baseURL: 'https://console.example/api', onSessionExpired: goToLogin });
  await expect(http.get('/users')).rejects.toBeInstanceOf(AxiosError);

  expect(server.requests[0]?.fullUrl).toBe('https://console.example/api/users');
  expect(goToLogin).toHaveBeenCalledTimes(1);
});

describe('timeouts', () => {
  let hanging: Server;
  let origin: string;

  beforeAll(async () => {
    // Answers CORS preflights and then never answers the request itself.
    hanging = createServer((req, res) => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, {
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Headers': '*',
        });
        res.end();
      }
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    hanging.closeAllConnections();
    await new Promise((resolve) => hanging.close(resolve));
  });

  test('the default is 30 seconds with a message that says so', async () => {
    const { store } = await hydratedStore();
    const { http } = createHttpClient({ store });
    expect(http.defaults.timeout).toBe(30_000);
    expect(timeoutMessage(30_000)).toBe('The server did not answer within 30 seconds.');
  });

  test('a server that does not answer in time fails with the timeout message', async () => {
    const { store } = await hydratedStore();
    const { http, configure } = createHttpClient({ store, baseURL: origin });
    configure({ timeout: 200 });

    await expect(http.get('/slow')).rejects.toThrow('The server did not answer within 200 ms.');
  });

  test("axios's own timeout error is given the clear message", async () => {
    const server = createMockAdapter(() => {
      throw new AxiosError('timeout of 30000ms exceeded', AxiosError.ECONNABORTED);
    });
    const { http } = await signedInClient(server);

    await expect(http.get('/users')).rejects.toThrow(
      'The server did not answer within 30 seconds.',
    );
  });
});
