// The notifications' outbox (docs/rules/notify.md#the-outbox): queueing messages in the transaction of
// what caused them, and the templates admins edit. The sender's claims live in notify-sender.ts.
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { MessageChannel, MessageEvent, MessageStatus } from 'contracts/notify';
import type { MessageSortColumn, OutboxMessage } from 'contracts/schemas';
import type { Executor } from '../db/client';
import { sqlRows } from '../db/client';
import {
  invoices,
  messages,
  messageTemplates,
  subscribers,
  type MessageRow,
  type MessageTemplateRow,
} from '../db/schema';
import { wibDayStart, wibNextDayStart } from '../db/wib-days';
import type { ResolvedListQuery } from '../schemas/list-query';
import { listRecords, sortKey, type ListResult } from './records';

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

export interface MessageFilters {
  status?: MessageStatus;
  channel?: MessageChannel;
  event?: MessageEvent;
  subscriberId?: string;
  /** WIB days, inclusive, of when it was queued. */
  from?: string;
  to?: string;
}

const subscriberNameOf = sql<string>`(SELECT ${subscribers.name} FROM ${subscribers} WHERE ${subscribers.id} = ${messages.subscriberId})`;

export async function listMessages(
  db: Executor,
  query: ResolvedListQuery<MessageSortColumn>,
  filters: MessageFilters,
): Promise<ListResult<OutboxMessage>> {
  const { rows, total } = await listRecords(db, messages, query, {
    sortKeys: {
      createdAt: sortKey(messages.createdAt),
      sentAt: sortKey(messages.sentAt),
      status: sortKey(messages.status),
      event: sortKey(messages.event),
      channel: sortKey(messages.channel),
    },
    searchColumns: [messages.to, messages.body, subscriberNameOf],
    id: messages.id,
    filters: [
      filters.status === undefined ? undefined : eq(messages.status, filters.status),
      filters.channel === undefined ? undefined : eq(messages.channel, filters.channel),
      filters.event === undefined ? undefined : eq(messages.event, filters.event),
      filters.subscriberId === undefined
        ? undefined
        : eq(messages.subscriberId, filters.subscriberId),
      filters.from ? gte(messages.createdAt, wibDayStart(filters.from)) : undefined,
      filters.to ? lt(messages.createdAt, wibNextDayStart(filters.to)) : undefined,
    ],
  });
  return { rows: await withNames(db, rows), total };
}

export async function findMessage(db: Executor, id: string): Promise<OutboxMessage | null> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id)).limit(1);
  return row ? ((await withNames(db, [row]))[0] ?? null) : null;
}

async function withNames(db: Executor, rows: MessageRow[]): Promise<OutboxMessage[]> {
  const subscriberIds = [...new Set(rows.flatMap((row) => row.subscriberId ?? []))];
  const invoiceIds = [...new Set(rows.flatMap((row) => row.invoiceId ?? []))];
  const names = subscriberIds.length
    ? await db
        .select({ id: subscribers.id, name: subscribers.name })
        .from(subscribers)
        .where(inArray(subscribers.id, subscriberIds))
    : [];
  const numbers = invoiceIds.length
    ? await db
        .select({ id: invoices.id, number: invoices.number })
        .from(invoices)
        .where(inArray(invoices.id, invoiceIds))
    : [];
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  const numberOf = new Map(numbers.map((row) => [row.id, row.number]));
  return rows.map((row) => ({
    id: row.id,
    event: row.event,
    subscriberId: row.subscriberId,
    subscriberName: row.subscriberId ? (nameOf.get(row.subscriberId) ?? null) : null,
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceId ? (numberOf.get(row.invoiceId) ?? null) : null,
    channel: row.channel,
    to: row.to,
    body: row.body,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    providerId: row.providerId,
    nextAttemptAt: row.status === 'queued' ? row.nextAttemptAt.toISOString() : null,
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * A failed message queued again now with its attempts reset (an admin's retry); null when it is
 * not failed (sent, or queued already). Its last error stays until the next attempt.
 */
export async function requeueFailedMessage(db: Executor, id: string): Promise<MessageRow | null> {
  const [row] = await db
    .update(messages)
    .set({
      status: 'queued',
      attempts: 0,
      nextAttemptAt: sql`now()`,
      lockedBy: null,
      lockedUntil: null,
    })
    .where(and(eq(messages.id, id), eq(messages.status, 'failed')))
    .returning();
  return row ?? null;
}

export async function listTemplates(db: Executor): Promise<MessageTemplateRow[]> {
  return db.select().from(messageTemplates);
}

export async function findTemplate(
  db: Executor,
  event: MessageEvent,
): Promise<MessageTemplateRow | null> {
  const [row] = await db
    .select()
    .from(messageTemplates)
    .where(eq(messageTemplates.event, event))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function saveTemplate(
  db: Executor,
  values: {
    event: MessageEvent;
    body: string;
    subject: string | null;
    updatedBy: string;
    at: Date;
  },
): Promise<MessageTemplateRow> {
  const set = {
    body: values.body,
    subject: values.subject,
    updatedBy: values.updatedBy,
    updatedAt: values.at,
  };
  const [row] = await db
    .insert(messageTemplates)
    .values({ event: values.event, ...set })
    .onConflictDoUpdate({ target: messageTemplates.event, set })
    .returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}
