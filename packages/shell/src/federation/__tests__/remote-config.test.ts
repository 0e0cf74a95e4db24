import {
  fetchRemoteConfig,
  parseRemoteConfig,
  prefetchRemoteConfig,
  RemoteConfigError,
} from '../remote-config';

/** jsdom has no fetch Response; the reader only uses `ok`, `status` and `json()`. */
function answer(status: number, json: () => Promise<unknown>): Promise<Response> {
  return Promise.resolve({ ok: status >= 200 && status < 300, status, json } as Response);
}

const json = (body: unknown, status = 200) => answer(status, async () => body);

test('keeps the known remotes and their URLs, ignoring unknown names', () => {
  expect(
    parseRemoteConfig({
      remotes: {
        delivery: '/remotes/delivery/mf-manifest.json',
        'admin-users': ' https://cdn.example.com/admin-users/mf-manifest.json ',
        analytics: '/remotes/analytics/mf-manifest.json',
      },
    }),
  ).toEqual({
    delivery: '/remotes/delivery/mf-manifest.json',
    'admin-users': 'https://cdn.example.com/admin-users/mf-manifest.json',
  });
});

test.each([
  null,
  [],
  'remotes',
  { remote: {} },
  { remotes: [] },
  { remotes: 'x' },
  { remotes: { cms: '' } },
  { remotes: { cms: 3 } },
])('rejects %j', (body) => {
  expect(() => parseRemoteConfig(body)).toThrow(RemoteConfigError);
});

test('fetches /remotes.json bypassing the HTTP cache', async () => {
  const fetchImpl = jest.fn(() => json({ remotes: { cms: '/remotes/cms/mf-manifest.json' } }));
  await expect(fetchRemoteConfig(fetchImpl)).resolves.toEqual({
    cms: '/remotes/cms/mf-manifest.json',
  });
  expect(fetchImpl).toHaveBeenCalledWith(
    '/remotes.json',
    expect.objectContaining({ cache: 'no-store' }),
  );
});

test.each([
  [() => json({}, 503), '/remotes.json answered HTTP 503'],
  [
    () => answer(200, () => Promise.reject(new SyntaxError('Unexpected token <'))),
    '/remotes.json is not valid JSON',
  ],
  [
    () => Promise.reject(new TypeError('Failed to fetch')),
    'The server could not be reached (Failed to fetch)',
  ],
])('a failure says what went wrong', async (fetchImpl, message) => {
  await expect(fetchRemoteConfig(fetchImpl as unknown as typeof fetch)).rejects.toThrow(message);
});

test('a prefetched /remotes.json is used once; the next read (a Retry) fetches again', async () => {
  const body = { remotes: { delivery: '/remotes/delivery/mf-manifest.json' } };
  const fetchImpl = jest.fn(() => answer(200, () => Promise.resolve(body))) as unknown as typeof fetch;
  prefetchRemoteConfig(fetchImpl);
  expect(fetchImpl).toHaveBeenCalledTimes(1);
  await expect(fetchRemoteConfig(jest.fn() as unknown as typeof fetch)).resolves.toEqual({
    delivery: '/remotes/delivery/mf-manifest.json',
  });
  await expect(fetchRemoteConfig(fetchImpl)).resolves.toEqual({
    delivery: '/remotes/delivery/mf-manifest.json',
  });
  expect(fetchImpl).toHaveBeenCalledTimes(2);
});
