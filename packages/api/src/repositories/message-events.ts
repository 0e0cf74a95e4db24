// The messages a billing event sends (docs/rules/notify.md#events-and-templates): rendered from the
// event's template for each channel the subscriber has, and queued in the event's transaction.
// Written for batches: the billing job records thousands of events in one call.
import { sql } from 'drizzle-orm';
import {
  DEFAULT_TEMPLATES,
  MESSAGE_EVENTS,
  renderTemplate,
  templateValues,
  type MessageChannel,
  type MessageEvent,
} from 'contracts/notify';
import type { Executor } from '../db/client';
import { sqlRows } from '../db/client';
import type { BillingEvent } from '../db/schema';
import { queueMessages, type QueuedMessage } from './messages';

/** A billing event as recorded (its row id makes the key of a message without an invoice). */
export interface RecordedBillingEvent {
  id: number;
  event: BillingEvent;
  subscriberId: string;
  invoiceId: string | null;
  at: Date;
}

/**
 * The origin the links in messages use (PUBLIC_ORIGIN: the address subscribers reach). Set once by
 * the notify plugin from the app's configuration: every instance of a deployment has the same.
 */
let linkOrigin: string | null = null;
export function setMessageLinkOrigin(origin: string | null): void {
  linkOrigin = origin;
}
export const messageLinkOrigin = () => linkOrigin;

/** The public pay page of an unpaid invoice. */
export const payLink = (payToken: string) => `${linkOrigin ?? ''}/bayar/${payToken}`;

/** What every message of a batch shares: the channels' settings, the templates, the company. */
export interface OutboxSettings {
  whatsapp: boolean;
  email: boolean;
  company: string;
  templates: Map<MessageEvent, { body: string; subject: string | null }>;
}

export async function readOutboxSettings(db: Executor): Promise<OutboxSettings> {
  const [row] = await sqlRows<{
    whatsapp: boolean;
    email: boolean;
    company: string | null;
    templates: { event: MessageEvent; body: string; subject: string | null }[] | string;
  }>(
    db,
    sql`
    SELECT (bs.wa_base_url <> '' AND bs.wa_token_enc IS NOT NULL) AS whatsapp,
           (bs.email_from <> '') AS email,
           (SELECT company_name FROM cms_company_profile LIMIT 1) AS company,
           (SELECT coalesce(json_agg(json_build_object('event', t.event, 'body', t.body,
                                                       'subject', t.subject)), '[]'::json)
              FROM message_templates t) AS templates
      FROM billing_settings bs LIMIT 1`,
  );
  if (!row) throw new Error('billing_settings has no row: migration 0018 makes it');
  const templates = typeof row.templates === 'string' ? JSON.parse(row.templates) : row.templates;
  return {
    whatsapp: row.whatsapp,
    email: row.email,
    company: row.company ?? '',
    templates: new Map(
      (templates as { event: MessageEvent; body: string; subject: string | null }[]).map((t) => [
        t.event,
        { body: t.body, subject: t.subject },
      ]),
    ),
  };
}

/** The event's wording: the admin's, or the default (an empty saved subject is the default's). */
export function templateOf(settings: Pick<OutboxSettings, 'templates'>, event: MessageEvent) {
  const saved = settings.templates.get(event);
  const fallback = DEFAULT_TEMPLATES[event];
  return {
    body: saved?.body ?? fallback.body,
    subject: saved?.subject ? saved.subject : fallback.subject,
  };
}

const isMessageEvent = (event: string): event is MessageEvent =>
  (MESSAGE_EVENTS as readonly string[]).includes(event);

interface EventFactsRow extends Record<string, unknown> {
  id: number | string;
  event: MessageEvent;
  subscriber_id: string;
  name: string;
  phone: string;
  email: string;
  ppp_username: string;
  plan: string;
  invoice_id: string | null;
  number: string | null;
  period: string | null;
  amount: number | string | null;
  due_date: string | null;
  invoice_status: string | null;
  pay_token: string | null;
  days_before: number | null;
}

/**
 * Queues the messages of `events` (in their transaction): for each event that sends one, each
 * channel the subscriber has, its template rendered. A message is keyed by event, invoice, channel
 * and (a reminder) days before the due date, so an event written twice queues it once.
 */
export async function queueEventMessages(
  db: Executor,
  events: readonly RecordedBillingEvent[],
): Promise<number> {
  const sending = events.filter((event) => isMessageEvent(event.event));
  if (sending.length === 0) return 0;
  const settings = await readOutboxSettings(db);
  if (!settings.whatsapp && !settings.email) return 0;
  const json = JSON.stringify(
    sending.map((event) => ({
      id: event.id,
      event: event.event,
      subscriber_id: event.subscriberId,
      invoice_id: event.invoiceId,
      at: event.at.toISOString(),
    })),
  );
  // An isolation names no invoice: its message tells the oldest unpaid one.
  const rows = await sqlRows<EventFactsRow>(
    db,
    sql`
    SELECT e.id, e.event, e.subscriber_id, s.name, s.phone, s.email, s.ppp_username, p.name AS plan,
           coalesce(i.id, u.id) AS invoice_id, coalesce(i.number, u.number) AS number,
           coalesce(i.period, u.period) AS period, coalesce(i.amount, u.amount) AS amount,
           coalesce(i.due_date, u.due_date)::text AS due_date,
           coalesce(i.status, u.status) AS invoice_status,
           coalesce(i.pay_token, u.pay_token) AS pay_token,
           (i.due_date - (e.at AT TIME ZONE 'Asia/Jakarta')::date) AS days_before
      FROM jsonb_to_recordset(${json}::jsonb) AS e(id bigint, event text, subscriber_id uuid,
                                                   invoice_id uuid, at timestamptz)
      JOIN subscribers s ON s.id = e.subscriber_id
      JOIN plans p ON p.id = s.plan_id
      LEFT JOIN invoices i ON i.id = e.invoice_id
      LEFT JOIN LATERAL (
            SELECT u.* FROM invoices u
             WHERE e.invoice_id IS NULL AND e.event = 'subscriber_isolated'
               AND u.subscriber_id = e.subscriber_id AND u.status = 'unpaid'
             ORDER BY u.due_date LIMIT 1) u ON true`,
  );
  const messages: QueuedMessage[] = [];
  for (const row of rows) {
    const values = templateValues({
      name: row.name,
      plan: row.plan,
      username: row.ppp_username,
      company: settings.company,
      ...(row.number !== null
        ? {
            invoiceNumber: row.number,
            period: row.period ?? '',
            amount: row.amount === null ? null : Number(row.amount),
            dueDate: row.due_date ?? '',
            payUrl: row.invoice_status === 'unpaid' && row.pay_token ? payLink(row.pay_token) : '',
          }
        : {}),
    });
    const template = templateOf(settings, row.event);
    // With an invoice: once per (event, invoice, channel[, day]); without (restored): per event row.
    const key = (channel: MessageChannel) =>
      row.invoice_id !== null && row.event !== 'subscriber_isolated'
        ? `${row.event}:${row.invoice_id}:${channel}` +
          (row.event === 'invoice_reminder' ? `:${row.days_before ?? ''}` : '')
        : `${row.event}:${row.subscriber_id}:${channel}:${row.id}`;
    const base = {
      event: row.event,
      subscriberId: row.subscriber_id,
      invoiceId: row.invoice_id,
      body: renderTemplate(template.body, values),
    };
    if (settings.whatsapp && row.phone !== '')
      messages.push({ ...base, channel: 'whatsapp', to: row.phone, dedupeKey: key('whatsapp') });
    if (settings.email && row.email !== '')
      messages.push({
        ...base,
        channel: 'email',
        to: row.email,
        subject: renderTemplate(template.subject, values),
        dedupeKey: key('email'),
      });
  }
  return queueMessages(db, messages);
}

/** What a preview with a real invoice shows; null when there is no such invoice. */
export async function invoiceFacts(db: Executor, invoiceId: string) {
  const [row] = await sqlRows<{
    name: string;
    ppp_username: string;
    plan: string;
    number: string;
    period: string;
    amount: number | string;
    due_date: string;
    status: string;
    pay_token: string;
  }>(
    db,
    sql`
    SELECT s.name, s.ppp_username, p.name AS plan, i.number, i.period, i.amount,
           i.due_date::text AS due_date, i.status, i.pay_token
      FROM invoices i JOIN subscribers s ON s.id = i.subscriber_id JOIN plans p ON p.id = s.plan_id
     WHERE i.id = ${invoiceId}`,
  );
  if (!row) return null;
  return {
    name: row.name,
    username: row.ppp_username,
    plan: row.plan,
    invoiceNumber: row.number,
    period: row.period,
    amount: Number(row.amount),
    dueDate: row.due_date,
    payToken: row.status === 'unpaid' ? row.pay_token : null,
  };
}
