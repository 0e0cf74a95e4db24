import { isRemoteName, type RemoteName } from './remote-names';

/** Manifest URL of each remote, as the server configured it at run time. */
export type RemoteConfig = Partial<Record<RemoteName, string>>;

export const REMOTE_CONFIG_URL = '/remotes.json';

/** `/remotes.json` itself could not be read: nothing can load, the shell shows a full-page error. */
export class RemoteConfigError extends Error {
  override name = 'RemoteConfigError';
}

/**
 * Validates the body of `/remotes.json`: `{ "remotes": { "<name>": "<url of mf-manifest.json>" } }`.
 * Unknown names are ignored (a newer server may list more); a missing name only breaks its own area.
 */
export function parseRemoteConfig(body: unknown): RemoteConfig {
  if (!body || typeof body !== 'object' || !('remotes' in body)) {
    throw new RemoteConfigError('/remotes.json has no "remotes" object');
  }
  const { remotes } = body as { remotes: unknown };
  if (!remotes || typeof remotes !== 'object' || Array.isArray(remotes)) {
    throw new RemoteConfigError('/remotes.json has no "remotes" object');
  }
  const config: RemoteConfig = {};
  for (const [name, url] of Object.entries(remotes)) {
    if (!isRemoteName(name)) continue;
    if (typeof url !== 'string' || !url.trim()) {
      throw new RemoteConfigError(`/remotes.json gives no URL for the remote "${name}"`);
    }
    config[name] = url.trim();
  }
  return config;
}

function requestRemoteConfig(fetchImpl: typeof fetch): Promise<Response> {
  return fetchImpl(REMOTE_CONFIG_URL, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
  });
}

let prefetched: Promise<Response> | null = null;

/**
 * Starts `GET /remotes.json` from the entry chunk, before React and the shared libraries load, so the
 * answer is there when the shell needs it. The first fetchRemoteConfig() takes it; a Retry fetches anew.
 */
export function prefetchRemoteConfig(fetchImpl: typeof fetch = fetch): void {
  prefetched = requestRemoteConfig(fetchImpl);
  // Read (and reported) by fetchRemoteConfig; not an unhandled rejection meanwhile.
  prefetched.catch(() => undefined);
}

/** Reads `/remotes.json` once at start; never cached, so a changed remote URL applies on reload. */
export async function fetchRemoteConfig(fetchImpl: typeof fetch = fetch): Promise<RemoteConfig> {
  let response: Response;
  try {
    const pending = prefetched ?? requestRemoteConfig(fetchImpl);
    prefetched = null;
    response = await pending;
  } catch (error) {
    throw new RemoteConfigError(
      `The server could not be reached (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (!response.ok) {
    throw new RemoteConfigError(`/remotes.json answered HTTP ${response.status}`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new RemoteConfigError('/remotes.json is not valid JSON');
  }
  return parseRemoteConfig(body);
}
