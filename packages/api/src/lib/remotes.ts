import { REMOTE_NAMES, type AppConfig, type RemoteName } from '../config';

/** `GET /remotes.json` (docs/CONTRACTS.md): where the shell finds each remote's mf-manifest.json. */
export function remotesManifest(config: Pick<AppConfig, 'remoteUrls'>): {
  remotes: Record<RemoteName, string>;
} {
  const remotes = {} as Record<RemoteName, string>;
  for (const name of REMOTE_NAMES) {
    remotes[name] = config.remoteUrls[name] ?? `/remotes/${name}/mf-manifest.json`;
  }
  return { remotes };
}

/** Origins of remotes served from elsewhere: the CSP must allow their scripts, styles and fetches. */
export function remoteOrigins(config: Pick<AppConfig, 'remoteUrls'>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(config.remoteUrls)) {
    if (url && /^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}
