/** Who acts: the signed-in user (`request.user`). */
export interface Actor {
  username: string;
}

/**
 * Audit columns for a new row. `createdBy`/`updatedBy` hold the actor's username (see
 * migrations/0001): readable as is in lists, and still meaningful after the user is deleted.
 */
export function createdAudit(actor: Actor, now: Date) {
  return { createdBy: actor.username, updatedBy: actor.username, createdAt: now, updatedAt: now };
}

/** Audit columns for a changed row. */
export function updatedAudit(actor: Actor, now: Date) {
  return { updatedBy: actor.username, updatedAt: now };
}
