import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RemoteConfig } from './remote-config';
import {
  RemoteLoadError,
  isComponentModule,
  type RemoteComponentModule,
  type RemoteLoader,
  type RemoteModuleRef,
} from './remote-loader';
import { containerNameOf, REMOTE_NAMES, type RemoteName } from './remote-names';
import { remoteRuntimePlugin } from './remote-runtime-plugin';

/** `./DeliveryRoutes` of `delivery` → `delivery/DeliveryRoutes`, the id `loadRemote` takes. */
export function remoteRequestId({ remote, module }: RemoteModuleRef): string {
  return `${containerNameOf(remote)}/${module.replace(/^\.\//, '')}`;
}

function scriptRetryPlugin(): ReturnType<typeof RetryPlugin> {
  // Only the script retries of the retry plugin: its fetch hook would fetch every manifest a second
  // time next to ours (every plugin's fetch hook runs) and would hide the HTTP status.
  const { fetch: _fetchRetry, ...scriptRetry } = RetryPlugin({
    script: { retryTimes: 1, retryDelay: 500 },
  });
  return scriptRetry;
}

/**
 * The page's remote loader on the Module Federation instance the webpack plugin created: registers
 * the remotes of `/remotes.json`, loads exposed modules, and makes Retry really start over.
 */
export function createMfRemoteLoader(
  config: RemoteConfig,
  instance: ModuleFederation | null = getInstance(),
): RemoteLoader {
  if (!instance)
    throw new Error(
      'No Module Federation instance: the shell must be built with the federation plugin',
    );
  const federation = instance;
  federation.registerPlugins([scriptRetryPlugin(), remoteRuntimePlugin()]);

  const registration = (remote: RemoteName) => {
    const entry = config[remote];
    return entry ? { name: containerNameOf(remote), entry } : null;
  };
  federation.registerRemotes(
    REMOTE_NAMES.map(registration).filter((r): r is { name: string; entry: string } => r !== null),
  );

  const inFlight = new Map<string, Promise<RemoteComponentModule>>();

  async function loadOnce(ref: RemoteModuleRef): Promise<RemoteComponentModule> {
    if (!config[ref.remote]) {
      throw new RemoteLoadError(ref.remote, 'it is not configured in /remotes.json');
    }
    const loaded = await federation.loadRemote<unknown>(remoteRequestId(ref));
    if (!isComponentModule(loaded)) {
      throw new RemoteLoadError(ref.remote, `${ref.module} does not export a React component`);
    }
    return loaded;
  }

  function load(ref: RemoteModuleRef): Promise<RemoteComponentModule> {
    const key = remoteRequestId(ref);
    let pending = inFlight.get(key);
    if (!pending) {
      pending = loadOnce(ref);
      inFlight.set(key, pending);
      // A failure is not remembered: the next request (Retry) starts over.
      pending.catch(() => inFlight.delete(key));
    }
    return pending;
  }

  return {
    load,
    preload(ref) {
      load(ref).catch(() => {
        // Silent by design: the route shows the error with its Retry button when it is opened.
      });
    },
    reset(remote) {
      for (const key of [...inFlight.keys()]) {
        if (key.startsWith(`${containerNameOf(remote)}/`)) inFlight.delete(key);
      }
      const remoteRegistration = registration(remote);
      // force: MF drops its cached manifest, snapshot, container global and loading promises for this
      // remote, so the next loadRemote downloads everything again (a failed attempt leaves them stale).
      if (remoteRegistration) federation.registerRemotes([remoteRegistration], { force: true });
    },
  };
}
