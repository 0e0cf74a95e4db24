import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from '../remote-loader';
import { describeLoadFailure, remoteRuntimePlugin } from '../remote-runtime-plugin';

const MANIFEST = 'http://127.0.0.1:8090/remotes/delivery/mf-manifest.json';
const origin = {} as ModuleFederation;

type Hooks = ReturnType<typeof remoteRuntimePlugin>;
type ErrorArgs = Parameters<NonNullable<Hooks['errorLoadRemote']>>[0];

/** jsdom has no fetch Response; the plugin only reads `ok` and `status`. */
function response(status: number): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => ({}) } as Response;
}

function fetchAnswers(...answers: (number | Error)[]) {
  return jest.fn((_url: RequestInfo | URL, _init?: RequestInit) => {
    const next = answers.shift();
    if (next instanceof Error) return Promise.reject(next);
    return Promise.resolve(response(next ?? 200));
  });
}

test('manifests are fetched revalidating any cached copy', async () => {
  const fetchImpl = fetchAnswers(200);
  const answer = await remoteRuntimePlugin(fetchImpl).fetch?.(MANIFEST, {});
  expect(answer).toMatchObject({ ok: true, status: 200 });
  expect(fetchImpl).toHaveBeenCalledWith(MANIFEST, expect.objectContaining({ cache: 'no-cache' }));
});

test('a 5xx or a network error is tried once more', async () => {
  const fetchImpl = fetchAnswers(502, 200);
  await expect(remoteRuntimePlugin(fetchImpl).fetch?.(MANIFEST, {})).resolves.toMatchObject({
    status: 200,
  });
  expect(fetchImpl).toHaveBeenCalledTimes(2);

  const offline = fetchAnswers(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'));
  await expect(remoteRuntimePlugin(offline).fetch?.(MANIFEST, {})).rejects.toThrow(
    'mf-manifest.json could not be fetched (Failed to fetch)',
  );
  expect(offline).toHaveBeenCalledTimes(2);
});

test('a 404 is final at once and its status becomes the reason reported for the remote', async () => {
  const fetchImpl = fetchAnswers(404);
  const plugin = remoteRuntimePlugin(fetchImpl);
  await expect(plugin.fetch?.(MANIFEST, {})).rejects.toThrow('mf-manifest.json answered HTTP 404');
  expect(fetchImpl).toHaveBeenCalledTimes(1);

  // MF then reports its own generic error for the load; the plugin names the remote and the cause.
  const report: ErrorArgs = {
    id: 'delivery/DeliveryRoutes',
    error: new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'),
    from: 'runtime',
    lifecycle: 'onLoad',
    remote: {
      name: 'delivery',
      entry: MANIFEST,
      type: 'global',
      entryGlobalName: 'delivery',
      shareScope: 'default',
    },
    origin,
  };
  const thrown = await Promise.resolve(plugin.errorLoadRemote?.(report)).catch(
    (error: unknown) => error,
  );
  expect(thrown).toBeInstanceOf(RemoteLoadError);
  expect(thrown).toMatchObject({
    remote: 'delivery',
    reason: 'mf-manifest.json answered HTTP 404',
  });
});

test('while MF is still resolving the manifest the hook stays out of the way, so MF can clear its cache', async () => {
  const plugin = remoteRuntimePlugin(fetchAnswers());
  const result = await plugin.errorLoadRemote?.({
    id: MANIFEST,
    error: new Error('boom'),
    from: 'runtime',
    lifecycle: 'afterResolve',
    origin,
  });
  expect(result).toBeUndefined();
});

test.each([
  [
    Object.assign(
      new Error(
        'ScriptNetworkError: Failed to load script "http://x/remotes/cms/remoteEntry.js" - the script URL is unreachable',
      ),
      { name: 'ScriptNetworkError' },
    ),
    'remoteEntry.js could not be downloaded',
  ],
  [
    Object.assign(
      new Error(
        'ScriptExecutionError: Script "http://x/remotes/cms/remoteEntry.js" loaded but threw',
      ),
      { name: 'ScriptExecutionError' },
    ),
    'remoteEntry.js failed while starting',
  ],
  [
    new Error(
      '[ Federation Runtime ]: Failed to get manifest. View the docs to see how to solve: https://module-federation.io/x\n{"a":1}',
    ),
    'Failed to get manifest.',
  ],
  [
    new RemoteLoadError('cms', 'it is not configured in /remotes.json'),
    'it is not configured in /remotes.json',
  ],
  ['plain text', 'plain text'],
])('describes %s as %j', (error, reason) => {
  expect(describeLoadFailure(error)).toBe(reason);
});
