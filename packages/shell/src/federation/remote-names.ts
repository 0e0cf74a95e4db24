/** The remotes the shell knows, by their `/remotes.json` key (docs/CONTRACTS.md). */
export const REMOTE_NAMES = ['landing', 'delivery', 'admin-users', 'hotspot', 'cms'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Module Federation container name of a remote: `admin-users` → `admin_users`. */
export function containerNameOf(remote: RemoteName): string {
  return remote.replace(/[^A-Za-z0-9_]/g, '_');
}

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}
