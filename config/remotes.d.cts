// Types of remotes.cjs (the list itself lives there only).

export interface RemoteInfo {
  /** Package name and `/remotes.json` key, e.g. `admin-users`. */
  readonly name: string;
  /** Module Federation container name, e.g. `admin_users`. */
  readonly container: string;
  /** Dev server port (`pnpm dev`). */
  readonly port: number;
}

export declare const REMOTES: readonly RemoteInfo[];
export declare const REMOTE_NAMES: readonly string[];
export declare function containerName(packageName: string): string;
export declare function remoteUrlEnvName(name: string): `REMOTE_${string}_URL`;
