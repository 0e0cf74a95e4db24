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
 * How long one remote load (manifest, remoteEntry.js, the exposed module's chunks) may take before
 * its area shows the error with Retry. A file that never answers would otherwise leave the skeleton
 * up for as long as the browser waits (30–70 s, or for ever on some proxies).
 */
export const REMOTE_LOAD_TIMEOUT_MS = 10_000;

export interface MfRemoteLoaderOptions {
  timeoutMs?: number;
  /** The page's document (script tags of a timed-out remote are removed so Retry fetches anew). */
  document?: Pick<Document, 'querySelectorAll'> | null;
}

/** The folder of a manifest URL: every file of that remote's build lives under it. */
function baseUrlOf(entry: string): string | null {
  try {
    return new URL('.', new URL(entry, globalThis.location?.href)).href;
  } catch {
    return null;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The page's remote loader on the Module Federation instance the webpack plugin created: registers
 * the remotes of `/remotes.json`, loads exposed modules (each load timed out as a whole), and makes
 * Retry really start over.
 */
export function createMfRemoteLoader(
  config: RemoteConfig,
  instance: ModuleFederation | null = getInstance(),
  {
    timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
    document: page = globalThis.document ?? null,
  }: MfRemoteLoaderOptions = {},
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
  /** Modules that have loaded, by request id (dropped with their remote on reset). */
  const done = new Map<string, RemoteComponentModule>();

  async function loadOnce(ref: RemoteModuleRef): Promise<RemoteComponentModule> {
    if (!config[ref.remote]) {
      throw new RemoteLoadError(ref.remote, 'it is not configured in /remotes.json');
    }
    const loaded = await withTimeout(
      federation.loadRemote<unknown>(remoteRequestId(ref)),
      timeoutMs,
      () =>
        new RemoteLoadError(
          ref.remote,
          `its files did not arrive within ${Math.round(timeoutMs / 1000)} s`,
        ),
    );
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
      pending.then(
        (module) => {
          if (inFlight.get(key) === pending) done.set(key, module);
        },
        () => undefined,
      );
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
    loaded(ref) {
      return done.get(remoteRequestId(ref));
    },
    reset(remote) {
      for (const key of [...inFlight.keys(), ...done.keys()]) {
        if (key.startsWith(`${containerNameOf(remote)}/`)) {
          inFlight.delete(key);
          done.delete(key);
        }
      }
      const remoteRegistration = registration(remote);
      // A script tag still waiting for a file that never answered would be reused by the next
      // attempt (MF looks for an existing tag with the same src) and hang it again: remove them.
      const base = remoteRegistration ? baseUrlOf(remoteRegistration.entry) : null;
      if (base && page) {
        for (const script of Array.from(page.querySelectorAll<HTMLScriptElement>('script[src]'))) {
          if (script.src.startsWith(base)) script.remove();
        }
      }
      // force: MF drops its cached manifest, snapshot, container global and loading promises for this
      // remote, so the next loadRemote downloads everything again (a failed attempt leaves them stale).
      if (remoteRegistration) federation.registerRemotes([remoteRegistration], { force: true });
    },
  };
}
