import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { createMfRemoteLoader, remoteRequestId } from '../mf-remote-loader';

/** The slice of the MF instance the loader uses, recording its calls. */
function fakeInstance(loadRemote: (id: string) => Promise<unknown>) {
  const calls = {
    plugins: [] as string[],
    registered: [] as { remotes: { name: string; entry: string }[]; force: boolean }[],
    loads: [] as string[],
  };
  const instance = {
    registerPlugins: (plugins: { name: string }[]) =>
      calls.plugins.push(...plugins.map((p) => p.name)),
    registerRemotes: (remotes: { name: string; entry: string }[], options?: { force?: boolean }) =>
      calls.registered.push({ remotes, force: Boolean(options?.force) }),
    loadRemote: (id: string) => {
      calls.loads.push(id);
      return loadRemote(id);
    },
  };
  return { instance: instance as unknown as ModuleFederation, calls };
}

const config = {
  delivery: '/remotes/delivery/mf-manifest.json',
  'admin-users': 'https://cdn.example.com/admin-users/mf-manifest.json',
};

const component = { default: () => null };

test('request ids use the container name and the expose without ./', () => {
  expect(remoteRequestId({ remote: 'admin-users', module: './UserRoutes' })).toBe(
    'admin_users/UserRoutes',
  );
});

test('registers the retry and error plugins and every configured remote under its container name', () => {
  const { instance, calls } = fakeInstance(() => Promise.resolve(component));
  createMfRemoteLoader(config, instance);

  expect(calls.plugins).toEqual(['retry-plugin', 'pokayoke-remote-errors']);
  expect(calls.registered).toEqual([
    {
      remotes: [
        { name: 'delivery', entry: '/remotes/delivery/mf-manifest.json' },
        { name: 'admin_users', entry: 'https://cdn.example.com/admin-users/mf-manifest.json' },
      ],
      force: false,
    },
  ]);
});

test('a preload and the route share one request', async () => {
  const { instance, calls } = fakeInstance(() => Promise.resolve(component));
  const loader = createMfRemoteLoader(config, instance);

  loader.preload({ remote: 'delivery', module: './DeliveryRoutes' });
  await expect(loader.load({ remote: 'delivery', module: './DeliveryRoutes' })).resolves.toBe(
    component,
  );
  expect(calls.loads).toEqual(['delivery/DeliveryRoutes']);
});

test('a failure is not remembered, and reset re-registers the remote with force', async () => {
  let down = true;
  const { instance, calls } = fakeInstance(() =>
    down ? Promise.reject(new Error('404')) : Promise.resolve(component),
  );
  const loader = createMfRemoteLoader(config, instance);
  const ref = { remote: 'admin-users', module: './CustomerRoutes' } as const;

  await expect(loader.load(ref)).rejects.toThrow('404');
  down = false;
  loader.reset('admin-users');
  await expect(loader.load(ref)).resolves.toBe(component);

  expect(calls.loads).toEqual(['admin_users/CustomerRoutes', 'admin_users/CustomerRoutes']);
  expect(calls.registered.at(-1)).toEqual({
    remotes: [
      { name: 'admin_users', entry: 'https://cdn.example.com/admin-users/mf-manifest.json' },
    ],
    force: true,
  });
});

test('a remote missing from /remotes.json, or a module without a component, fails with a clear reason', async () => {
  const { instance } = fakeInstance(() => Promise.resolve({ something: 1 }));
  const loader = createMfRemoteLoader(config, instance);

  await expect(loader.load({ remote: 'cms', module: './CmsRoutes' })).rejects.toMatchObject({
    reason: 'it is not configured in /remotes.json',
  });
  await expect(
    loader.load({ remote: 'delivery', module: './DeliveryRoutes' }),
  ).rejects.toMatchObject({
    reason: './DeliveryRoutes does not export a React component',
  });
});

test('a load that never finishes fails after the timeout with a reason, and Retry removes its script tags', async () => {
  jest.useFakeTimers();
  try {
    let hang = true;
    const { instance } = fakeInstance(() =>
      hang ? new Promise<never>(() => undefined) : Promise.resolve(component),
    );
    document.body.innerHTML = '';
    const stuck = document.createElement('script');
    stuck.src = 'http://localhost/remotes/delivery/remoteEntry.js';
    const other = document.createElement('script');
    other.src = 'http://localhost/remotes/cms/remoteEntry.js';
    document.body.append(stuck, other);
    const loader = createMfRemoteLoader(config, instance, { timeoutMs: 10_000, document });
    const ref = { remote: 'delivery', module: './DeliveryRoutes' } as const;

    const pending = loader.load(ref);
    const outcome = expect(pending).rejects.toMatchObject({
      name: 'RemoteLoadError',
      remote: 'delivery',
      reason: 'its files did not arrive within 10 s',
    });
    jest.advanceTimersByTime(9_999);
    await Promise.resolve();
    jest.advanceTimersByTime(1);
    await outcome;

    hang = false;
    loader.reset('delivery');
    expect([...document.querySelectorAll('script')].map((s) => s.src)).toEqual([
      'http://localhost/remotes/cms/remoteEntry.js',
    ]);
    await expect(loader.load(ref)).resolves.toBe(component);
  } finally {
    jest.useRealTimers();
  }
});

test('loaded() gives a module once it has loaded, and forgets it on reset', async () => {
  const { instance } = fakeInstance(() => Promise.resolve(component));
  const loader = createMfRemoteLoader(config, instance);
  const ref = { remote: 'delivery', module: './DeliveryRoutes' } as const;

  expect(loader.loaded(ref)).toBeUndefined();
  const loading = loader.load(ref);
  expect(loader.loaded(ref)).toBeUndefined();
  await loading;
  expect(loader.loaded(ref)).toBe(component);
  expect(loader.loaded({ remote: 'delivery', module: './Other' })).toBeUndefined();

  loader.reset('delivery');
  expect(loader.loaded(ref)).toBeUndefined();
});

test('loaded() gives nothing for a load that failed', async () => {
  const { instance } = fakeInstance(() => Promise.reject(new Error('HTTP 404')));
  const loader = createMfRemoteLoader(config, instance);
  const ref = { remote: 'delivery', module: './DeliveryRoutes' } as const;
  await expect(loader.load(ref)).rejects.toThrow();
  expect(loader.loaded(ref)).toBeUndefined();
});
