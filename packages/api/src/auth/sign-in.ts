// A sign-in's session (docs/rules/security.md): the refresh token it starts and its audit row are
// written in one transaction, so a session never starts without its row, nor a row without it.
import type { Database } from '../db/client';
import { writeAudit } from '../repositories/audit-log';
import { issueRefreshToken } from '../repositories/refresh-tokens';

/** What a sign-in takes of the app. */
export interface SignInDeps {
  db: Database;
  /** The time the token and the audit row are stamped with (tests move it). */
  clock: () => Date;
}

/**
 * Starts the session of `user`, whose password was checked, signing in from `address`: its refresh
 * token (answered) and the 'sign_in' audit row.
 */
export function startSession(
  deps: SignInDeps,
  user: { id: string; username: string },
  address: string | null,
): Promise<string> {
  return deps.db.transaction(async (tx) => {
    const token = await issueRefreshToken(tx, user.id, deps.clock());
    await writeAudit(
      tx,
      { actorId: user.id, actorUsername: user.username, address },
      {
        action: 'sign_in',
        resource: 'session',
        resourceId: user.id,
        summary: `${user.username} signed in`,
      },
      deps.clock(),
    );
    return token;
  });
}
