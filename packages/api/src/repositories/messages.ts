// The notifications' outbox (docs/rules/notify.md#the-outbox): queueing messages in the transaction of
// what caused them, and the templates admins edit. The sender's claims live in notify-sender.ts.
import { sql } from 'drizzle-orm';
import type { MessageChannel, MessageEvent } from 'contracts/notify';
import type { Executor } from '../db/client';
import { sqlRows } from '../db/client';

/** A message to queue. */
export interface QueuedMessage {
  event: MessageEvent;
  channel: MessageChannel;
  /** 62… for WhatsApp, an address for email. */
  to: string;
  body: string;
  subject?: string | null;
  subscriberId?: string | null;
  invoiceId?: string | null;
  /**
   * Billing messages: `event:invoice:channel[:day]` (or the event row for one without an invoice),
   * so that writing an event twice queues its message once. null (sign-in codes): always queued.
   */
  dedupeKey?: string | null;
  /** Default now. */
  notBefore?: Date;
}

/**
 * Queues `rows` in one statement (`db` is the transaction of what caused them); a row whose
 * dedupe key is queued already is skipped. Resolves with how many were queued. The rows travel as
 * one JSON parameter, so 20,000 of them are one round trip under any parameter limit.
 */
export async function queueMessages(db: Executor, rows: readonly QueuedMessage[]): Promise<number> {
  if (rows.length === 0) return 0;
  const json = JSON.stringify(
    rows.map((row) => ({
      event: row.event,
      channel: row.channel,
      to: row.to,
      body: row.body,
      subject: row.subject ?? null,
      subscriber_id: row.subscriberId ?? null,
      invoice_id: row.invoiceId ?? null,
      dedupe_key: row.dedupeKey ?? null,
      next_attempt_at: (row.notBefore ?? null)?.toISOString() ?? null,
    })),
  );
  const inserted = await sqlRows<{ id: string }>(
    db,
    sql`
    INSERT INTO messages (event, channel, "to", body, subject, subscriber_id, invoice_id, dedupe_key,
                          next_attempt_at)
    SELECT r.event, r.channel, r."to", r.body, r.subject, r.subscriber_id, r.invoice_id, r.dedupe_key,
           coalesce(r.next_attempt_at, now())
      FROM jsonb_to_recordset(${json}::jsonb) AS r(event text, channel text, "to" text, body text,
           subject text, subscriber_id uuid, invoice_id uuid, dedupe_key text,
           next_attempt_at timestamptz)
    ON CONFLICT (dedupe_key) DO NOTHING
    RETURNING id`,
  );
  return inserted.length;
}
