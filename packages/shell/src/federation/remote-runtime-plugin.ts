import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './remote-loader';

const MANIFEST_ATTEMPTS = 2;
const MANIFEST_RETRY_DELAY_MS = 500;

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function fileOf(url: string): string {
  try {
    return new URL(url, globalThis.location?.href).pathname.split('/').pop() || url;
  } catch {
    return url;
  }
}

/** A short, human reason for a low-level Module Federation error. */
export function describeLoadFailure(error: unknown): string {
  if (error instanceof RemoteLoadError) return error.reason;
  if (error instanceof Error) {
    const script = /script "([^"]+)"/i.exec(error.message);
    if (error.name === 'ScriptNetworkError' && script?.[1])
      return `${fileOf(script[1])} could not be downloaded`;
    if (error.name === 'ScriptExecutionError' && script?.[1])
      return `${fileOf(script[1])} failed while starting`;
    // MF messages end with a docs link and a JSON context dump: keep the first sentence.
    const firstLine = error.message.split('\n')[0] ?? error.message;
    return (
      firstLine
        .replace(/\s*View the docs.*$/i, '')
        .replace(/^\[[^\]]*\]:?\s*/, '')
        .trim() || error.name
    );
  }
  return String(error);
}

/**
 * The shell's own runtime plugin:
 * - fetches remote manifests revalidating any cached copy (a redeployed remote is picked up on the
 *   next page load), retrying once on network errors and 5xx, and keeping the HTTP status as the
 *   reason so the area's error says what happened;
 * - turns the final failure of a `loadRemote` into a RemoteLoadError naming the remote.
 * Script retries (remoteEntry.js and exposed chunks) come from @module-federation/retry-plugin.
 */
export function remoteRuntimePlugin(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): ModuleFederationRuntimePlugin {
  /** Last manifest failure per URL, to name the cause when MF reports its own generic error. */
  const manifestFailures = new Map<string, string>();
  return {
    name: 'pokayoke-remote-errors',
    async fetch(url: string, init: RequestInit): Promise<Response> {
      let reason = 'unknown error';
      for (let attempt = 1; attempt <= MANIFEST_ATTEMPTS; attempt += 1) {
        try {
          const response = await fetchImpl(url, { ...init, cache: 'no-cache' });
          if (response.ok) {
            manifestFailures.delete(url);
            return response;
          }
          reason = `${fileOf(url)} answered HTTP ${response.status}`;
          if (response.status < 500) break;
        } catch (error) {
          reason = `${fileOf(url)} could not be fetched (${error instanceof Error ? error.message : String(error)})`;
        }
        if (attempt < MANIFEST_ATTEMPTS) await delay(MANIFEST_RETRY_DELAY_MS);
      }
      manifestFailures.set(url, reason);
      throw new RemoteLoadError(fileOf(url), reason);
    },
    async errorLoadRemote({ error, lifecycle, remote, id }) {
      // For a manifest ('afterResolve') MF clears its failed-loading cache only when this hook returns
      // nothing; throwing there would keep the failure cached. So only the final report is rewritten.
      if (lifecycle !== 'onLoad') return undefined;
      if (error instanceof RemoteLoadError) throw error;
      const name = remote?.name ?? id.split('/')[0] ?? id;
      const entry = remote && 'entry' in remote ? remote.entry : undefined;
      const reason = (entry && manifestFailures.get(entry)) || describeLoadFailure(error);
      throw new RemoteLoadError(name, reason, { cause: error });
    },
  };
}
