import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';

export class LockedError extends Error {
  override name = 'LockedError';
}

/** True while process `pid` exists (under any user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims `file` for this process, or throws LockedError naming the live process that holds it.
 * A lock left by a process that is gone (a crash, a container restart) is taken over.
 * Returns the function that releases it.
 */
export function acquirePidLock(file: string, what: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => {
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
      throw new LockedError(
        `${what} is in use by another process (pid ${holder}); lock file ${file}`,
      );
    }
    unlinkSync(file);
  }
  throw new LockedError(`Could not claim ${file}`);
}
