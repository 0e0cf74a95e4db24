// What the notify job reads and writes (docs/rules/notify.md#sending): due messages claimed with
// FOR UPDATE SKIP LOCKED and a lease, their outcome, the unknown outcomes of a dead instance, and
// the WhatsApp send slot that keeps WA_MIN_INTERVAL_MS across instances. Times are the database's.
import { sql } from 'drizzle-orm';
import type { MessageChannel, MessageEvent } from 'contracts/notify';
import type { Executor } from '../db/client';
import { sqlRows } from '../db/client';

export interface ClaimedMessage {
  id: string;
  event: MessageEvent;
  channel: MessageChannel;
  to: string;
  body: string;
  subject: string | null;
  /** This one included. */
  attempts: number;
}

/** The lastError of a message whose instance stopped while sending it. */
export const UNKNOWN_OUTCOME =
  'Outcome unknown: the server stopped while sending this message, so it is not sent again by ' +
  'itself (it may have arrived). Check with the recipient, then retry it if needed.';

/**
 * Claims up to `limit` queued messages due now for `workerId` for `leaseMs` (one attempt more
 * each), the earliest due first; `onlyEvents` (quiet hours) takes those events only.
 */
export async function claimDueMessages(
  db: Executor,
  options: {
    workerId: string;
    leaseMs: number;
    limit: number;
    onlyEvents: readonly MessageEvent[] | null;
  },
): Promise<ClaimedMessage[]> {
  const only =
    options.onlyEvents === null
      ? sql``
      : sql`AND event IN (SELECT jsonb_array_elements_text(${JSON.stringify(options.onlyEvents)}::jsonb))`;
  const rows = await sqlRows<{
    id: string;
    event: MessageEvent;
    channel: MessageChannel;
    to: string;
    body: string;
    subject: string | null;
    attempts: number;
  }>(
    db,
    sql`
    WITH due AS (
      SELECT id FROM messages
       WHERE status = 'queued' AND next_attempt_at <= now() AND locked_by IS NULL ${only}
       ORDER BY next_attempt_at
       LIMIT ${options.limit}
       FOR UPDATE SKIP LOCKED)
    UPDATE messages m
       SET locked_by = ${options.workerId},
           locked_until = now() + ${options.leaseMs} * interval '1 millisecond',
           attempts = m.attempts + 1
      FROM due
     WHERE m.id = due.id
    RETURNING m.id, m.event, m.channel, m."to", m.body, m.subject, m.attempts`,
  );
  return rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
}

/**
 * The gateway took them (`providerId` each): sent, in one statement. Only the claim's holder
 * writes (and a swept unknown outcome becomes sent).
 */
export async function markMessagesSent(
  db: Executor,
  sent: readonly { id: string; providerId: string | null }[],
  workerId: string,
): Promise<void> {
  if (sent.length === 0) return;
  await db.execute(sql`
    UPDATE messages m
       SET status = 'sent', sent_at = now(), provider_id = s.provider_id, last_error = NULL,
           locked_by = NULL, locked_until = NULL
      FROM jsonb_to_recordset(${JSON.stringify(sent.map((row) => ({ id: row.id, provider_id: row.providerId })))}::jsonb)
           AS s(id uuid, provider_id text)
     WHERE m.id = s.id AND m.locked_by = ${workerId}`);
}

/** An attempt failed: queued again at `retryAt`, or (null) failed for good with the reason. */
export async function markMessageAttemptFailed(
  db: Executor,
  id: string,
  workerId: string,
  reason: string,
  retryAt: Date | null,
): Promise<void> {
  await db.execute(sql`
    UPDATE messages
       SET status = ${retryAt === null ? 'failed' : 'queued'}, last_error = ${reason.slice(0, 2000)},
           next_attempt_at = coalesce(${retryAt?.toISOString() ?? null}::timestamptz, next_attempt_at),
           locked_by = NULL, locked_until = NULL
     WHERE id = ${id} AND locked_by = ${workerId}`);
}

/** Claimed but not sent (an instance stopping): queued again as they were, the attempt undone. */
export async function releaseMessages(
  db: Executor,
  ids: readonly string[],
  workerId: string,
): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(sql`
    UPDATE messages SET locked_by = NULL, locked_until = NULL, attempts = greatest(attempts - 1, 0)
     WHERE id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)::uuid)
       AND locked_by = ${workerId} AND status = 'queued'`);
}

/**
 * A claim whose lease ended while still queued: its instance died between the claim and the
 * outcome, maybe after the gateway took it. Never sent again by itself: failed, saying so (its
 * holder, if alive after all, still marks it sent). Returns how many.
 */
export async function failUnknownOutcomes(db: Executor): Promise<number> {
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`
    UPDATE messages SET status = 'failed', last_error = ${UNKNOWN_OUTCOME}
     WHERE status = 'queued' AND locked_by IS NOT NULL AND locked_until < now()
    RETURNING id`,
  );
  return rows.length;
}

/**
 * Takes `channel`'s send slot if its last send is `intervalMs` ago or more (every instance shares
 * the one row, so two never take it within the interval): 0 when taken, else how long to wait.
 */
export async function takeSendSlot(
  db: Executor,
  channel: MessageChannel,
  intervalMs: number,
): Promise<number> {
  const [row] = await sqlRows<{ wait_ms: number | string | null; taken: boolean }>(
    db,
    sql`
    WITH taken AS (
      UPDATE message_send_slots SET last_sent_at = clock_timestamp()
       WHERE channel = ${channel}
         AND (last_sent_at IS NULL
              OR last_sent_at <= clock_timestamp() - ${intervalMs} * interval '1 millisecond')
      RETURNING channel)
    SELECT EXISTS (SELECT 1 FROM taken) AS taken,
           (SELECT greatest(0, ceil(extract(epoch FROM last_sent_at
                                      + ${intervalMs} * interval '1 millisecond'
                                      - clock_timestamp()) * 1000))
              FROM message_send_slots WHERE channel = ${channel}) AS wait_ms`,
  );
  if (row?.taken) return 0;
  return Math.max(1, Number(row?.wait_ms ?? intervalMs));
}

/**
 * The send that took the slot has ended: the slot's time moves to now, so the next send starts
 * `intervalMs` after this one reached the gateway, however long it took to answer.
 */
export async function touchSendSlot(db: Executor, channel: MessageChannel): Promise<void> {
  await db.execute(
    sql`UPDATE message_send_slots SET last_sent_at = clock_timestamp() WHERE channel = ${channel}`,
  );
}
