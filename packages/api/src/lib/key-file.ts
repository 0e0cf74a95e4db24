import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Reads a secret from `file`, creating it (random, mode 0600) on first start. Two processes
 * starting at once both end up with the one secret that was written first.
 */
export function readOrCreateKeyFile(
  file: string,
  bytes = 48,
): { secret: string; created: boolean; loose: boolean } {
  mkdirSync(path.dirname(file), { recursive: true });
  let created = false;
  try {
    writeFileSync(file, `${randomBytes(bytes).toString('base64url')}\n`, {
      mode: 0o600,
      flag: 'wx',
    });
    created = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`The key file ${file} holds fewer than 32 characters`);
  // Group or world access to a key file is worth a warning (POSIX only; Windows reports 0o666).
  const loose = process.platform !== 'win32' && (statSync(file).mode & 0o077) !== 0;
  return { secret, created, loose };
}
