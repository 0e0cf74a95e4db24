import { containerName, REMOTE_NAMES as ALL_REMOTES } from '../../../../config/remotes.cjs';

/**
 * The remotes the shell knows, by their `/remotes.json` key (docs/CONTRACTS.md). The list is
 * config/remotes.cjs, shared with the API and the build; webpack bundles it into the shell.
 */
export const REMOTE_NAMES: readonly string[] = ALL_REMOTES;

/** A `/remotes.json` key; `isRemoteName` tells one from any other string. */
export type RemoteName = string;

/** Module Federation container name of a remote: `admin-users` → `admin_users`. */
export function containerNameOf(remote: RemoteName): string {
  return containerName(remote);
}

export function isRemoteName(value: string): value is RemoteName {
  return REMOTE_NAMES.includes(value);
}
