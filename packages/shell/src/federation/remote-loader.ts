import { createContext, useContext, type ComponentType } from 'react';
import type { RemoteName } from './remote-names';

/** One exposed module of a remote, e.g. `{ remote: 'delivery', module: './DeliveryRoutes' }`. */
export interface RemoteModuleRef {
  remote: RemoteName;
  module: string;
}

/** What every exposed route module is (docs/CONTRACTS.md): a default-exported React component. */
export interface RemoteComponentModule {
  default: ComponentType;
}

/** How the shell gets remote code; Module Federation in the page, a fake in tests. */
export interface RemoteLoader {
  load(ref: RemoteModuleRef): Promise<RemoteComponentModule>;
  /** Starts loading early (pointer over a sidebar entry); failures stay silent until the route asks. */
  preload(ref: RemoteModuleRef): void;
  /** The module when it has already loaded (preloaded), so a route can render it without suspending. */
  loaded(ref: RemoteModuleRef): RemoteComponentModule | undefined;
  /** Forgets everything cached about a remote (failed manifest, entry, container) before a retry. */
  reset(remote: RemoteName): void;
}

/** A remote's code could not be loaded; `cause` is a short reason a person can act on. */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteName | string,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`The remote "${remote}" could not be loaded: ${reason}`, options);
  }
}

export function isComponentModule(value: unknown): value is RemoteComponentModule {
  if (!value || typeof value !== 'object' || !('default' in value)) return false;
  const component = (value as { default: unknown }).default;
  // Function components, classes, and memo/forwardRef/lazy objects are all renderable.
  return typeof component === 'function' || (typeof component === 'object' && component !== null);
}

const RemoteLoaderContext = createContext<RemoteLoader | null>(null);

export const RemoteLoaderProvider = RemoteLoaderContext.Provider;

export function useRemoteLoader(): RemoteLoader {
  const loader = useContext(RemoteLoaderContext);
  if (!loader)
    throw new Error('useRemoteLoader needs a <RemoteLoaderProvider> (the shell sets one up)');
  return loader;
}
