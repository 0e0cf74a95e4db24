// Where delivery imports stage their rows (docs/rules/import.md): `DATA_DIR/import-spool/proc-<pid>`,
// one folder per server process, emptied at start; and a budget that caps the bytes all the
// process's spools hold at once, so that uploads cannot fill the disk the database lives on.
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { isAlive } from '../lib/pid-lock';

/** The spool budget is spent, or the disk is full: the import is refused, nothing else is hurt. */
export class SpoolFullError extends Error {
  override name = 'SpoolFullError';
}

export interface SpoolBudget {
  /** Takes `bytes` from the budget; false (and nothing taken) when they do not fit. */
  take(bytes: number): boolean;
  give(bytes: number): void;
  /** Bytes held now. */
  used(): number;
}

export function spoolBudget(maxBytes: number): SpoolBudget {
  let used = 0;
  return {
    take(bytes) {
      if (used + bytes > maxBytes) return false;
      used += bytes;
      return true;
    },
    give(bytes) {
      used = Math.max(0, used - bytes);
    },
    used: () => used,
  };
}

export const SPOOL_FOLDER = 'import-spool';

/**
 * Makes this process's spool folder and deletes what crashed processes left: every folder of a
 * process that is gone, and this pid's own (a container restarts with the same pid). Folders of
 * live processes (another instance on the same DATA_DIR) are left alone. Returns the folder and
 * what was removed.
 */
export async function prepareSpoolDir(
  dataDir: string,
  pid: number = process.pid,
): Promise<{ dir: string; removed: string[] }> {
  const root = path.join(dataDir, SPOOL_FOLDER);
  await mkdir(root, { recursive: true, mode: 0o700 });
  const removed: string[] = [];
  for (const entry of await readdir(root)) {
    const owner = /^proc-(\d+)$/.exec(entry);
    const ownerPid = owner ? Number(owner[1]) : null;
    if (ownerPid !== null && ownerPid !== pid && isAlive(ownerPid)) continue;
    await rm(path.join(root, entry), { recursive: true, force: true });
    removed.push(entry);
  }
  const dir = path.join(root, `proc-${pid}`);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return { dir, removed };
}

/** Out of disk or quota while spooling: the same answer as a spent budget. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}
