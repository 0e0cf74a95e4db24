// Data access of invoices (docs/rules/billing.md#invoices): the gap-free number, the rows, the list
// with its filters, and the billing events written beside a change (the notifications' outbox).
import { and, desc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Invoice, InvoiceSortColumn, InvoiceTotals, SubscriberEvent } from 'contracts/schemas';
import type { InvoiceStatus } from 'contracts/limits';
import type { Executor } from '../db/client';
import { sqlRows } from '../db/client';
import {
  billingEvents,
  invoiceCounters,
  invoices,
  subscribers,
  type BillingEvent,
  type InvoiceRow,
  type NewInvoiceRow,
} from '../db/schema';
import type { ResolvedListQuery } from '../schemas/list-query';
import { queueEventMessages } from './message-events';
import {
  listRecords,
  sortKey,
  type ListSpec,
  type ListTotals,
  type ListTotalsResult,
} from './records';

/** An invoice with its subscriber's name. */
export interface InvoiceView {
  row: InvoiceRow;
  subscriberName: string;
}

/**
 * The next number of `month` (`YYYY-MM`): its counter row is taken and kept locked until the
 * transaction ends, so concurrent issuers queue on it, and a rolled-back issue gives its number
 * back. Hence gap-free, unlike a sequence.
 */
export async function takeInvoiceNumber(db: Executor, month: string): Promise<string> {
  const [row] = await db
    .insert(invoiceCounters)
    .values({ month, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.month,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  const [year, monthNumber] = month.split('-');
  return `INV/${year}/${monthNumber}/${String(row.lastNumber).padStart(5, '0')}`;
}

export async function findInvoiceFor(
  db: Executor,
  subscriberId: string,
  period: string,
): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.subscriberId, subscriberId), eq(invoices.period, period)))
    .limit(1);
  return row ?? null;
}

export async function insertInvoice(db: Executor, values: NewInvoiceRow): Promise<InvoiceRow> {
  const [row] = await db.insert(invoices).values(values).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

/** A billing change to record (`at` is when it happened). */
export interface BillingEventInput {
  event: BillingEvent;
  subscriberId: string;
  invoiceId?: string | null;
  at: Date;
}

/** One event of the outbox, in the transaction of the change it tells (`db` is that transaction). */
export async function recordBillingEvent(db: Executor, event: BillingEventInput): Promise<void> {
  await recordBillingEvents(db, [event]);
}

/**
 * Events of the outbox, in the transaction of the changes they tell (`db` is that transaction),
 * and their messages queued beside them (docs/rules/notify.md#the-outbox): one INSERT of the
 * events, one SELECT of what the messages say, one INSERT of the messages, whatever the number.
 */
export async function recordBillingEvents(
  db: Executor,
  events: readonly BillingEventInput[],
): Promise<void> {
  if (events.length === 0) return;
  const json = JSON.stringify(
    events.map((event) => ({
      event: event.event,
      subscriber_id: event.subscriberId,
      invoice_id: event.invoiceId ?? null,
      at: event.at.toISOString(),
    })),
  );
  const recorded = await sqlRows<{
    id: number | string;
    event: BillingEvent;
    subscriber_id: string;
    invoice_id: string | null;
    at: string | Date;
  }>(
    db,
    sql`
    INSERT INTO billing_events (event, subscriber_id, invoice_id, at)
    SELECT r.event, r.subscriber_id, r.invoice_id, r.at
      FROM jsonb_to_recordset(${json}::jsonb) AS r(event text, subscriber_id uuid, invoice_id uuid,
                                                   at timestamptz)
    RETURNING id, event, subscriber_id, invoice_id, at`,
  );
  await queueEventMessages(
    db,
    recorded.map((row) => ({
      id: Number(row.id),
      event: row.event,
      subscriberId: row.subscriber_id,
      invoiceId: row.invoice_id,
      at: new Date(row.at),
    })),
  );
}

/** A subscriber's billing events, newest first (ties by id), at most `limit`, with invoice numbers. */
export async function listSubscriberEvents(
  db: Executor,
  subscriberId: string,
  limit: number,
): Promise<SubscriberEvent[]> {
  const rows = await db
    .select({
      id: billingEvents.id,
      event: billingEvents.event,
      at: billingEvents.at,
      invoiceId: billingEvents.invoiceId,
      invoiceNumber: invoices.number,
    })
    .from(billingEvents)
    .leftJoin(invoices, eq(invoices.id, billingEvents.invoiceId))
    .where(eq(billingEvents.subscriberId, subscriberId))
    .orderBy(desc(billingEvents.at), desc(billingEvents.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    event: row.event,
    at: row.at.toISOString(),
    invoiceId: row.invoiceId,
    invoiceNumber: row.invoiceNumber,
  }));
}

const subscriberName = sql<string>`(SELECT ${subscribers.name} FROM ${subscribers} WHERE ${subscribers.id} = ${invoices.subscriberId})`;

export interface InvoiceFilters {
  subscriberId?: string;
  /** The subscriber's router. */
  routerId?: string;
  status?: InvoiceStatus;
  period?: string;
  /** Unpaid with a due date before this day (`YYYY-MM-DD`, today in WIB). */
  overdueBefore?: string;
}

const invoiceList = (db: Executor, filters: InvoiceFilters): ListSpec<InvoiceSortColumn> => {
  const conditions: (SQL | undefined)[] = [
    filters.subscriberId === undefined
      ? undefined
      : eq(invoices.subscriberId, filters.subscriberId),
    filters.routerId === undefined
      ? undefined
      : inArray(
          invoices.subscriberId,
          db
            .select({ id: subscribers.id })
            .from(subscribers)
            .where(eq(subscribers.routerId, filters.routerId)),
        ),
    filters.status === undefined ? undefined : eq(invoices.status, filters.status),
    filters.period === undefined ? undefined : eq(invoices.period, filters.period),
    filters.overdueBefore === undefined
      ? undefined
      : and(eq(invoices.status, 'unpaid'), lt(invoices.dueDate, filters.overdueBefore)),
  ];
  return {
    sortKeys: {
      number: sortKey(invoices.number),
      period: sortKey(invoices.period),
      amount: sortKey(invoices.amount),
      dueDate: sortKey(invoices.dueDate),
      issuedAt: sortKey(invoices.issuedAt),
      status: sortKey(invoices.status),
    },
    searchColumns: [invoices.number, subscriberName],
    id: invoices.id,
    filters: conditions,
  };
};

async function withNames(db: Executor, rows: InvoiceRow[]): Promise<InvoiceView[]> {
  if (rows.length === 0) return [];
  const ids = [...new Set(rows.map((row) => row.subscriberId))];
  const names = await db
    .select({ id: subscribers.id, name: subscribers.name })
    .from(subscribers)
    .where(inArray(subscribers.id, ids));
  const byId = new Map(names.map((row) => [row.id, row.name]));
  return rows.map((row) => ({ row, subscriberName: byId.get(row.subscriberId) ?? '' }));
}

/** The list's `totals`: over every invoice the filter matches, not only the page. */
const INVOICE_TOTALS = {
  count: sql`count(*)`,
  amount: sql`sum(${invoices.amount})`,
  paidAmount: sql`sum(${invoices.paidAmount}) FILTER (WHERE ${invoices.status} = 'paid')`,
  unpaidAmount: sql`sum(${invoices.amount}) FILTER (WHERE ${invoices.status} = 'unpaid')`,
} satisfies ListTotals<keyof InvoiceTotals>;

export async function listInvoices(
  db: Executor,
  query: ResolvedListQuery<InvoiceSortColumn>,
  filters: InvoiceFilters,
): Promise<ListTotalsResult<InvoiceView, keyof InvoiceTotals>> {
  const page = await listRecords(db, invoices, query, invoiceList(db, filters), INVOICE_TOTALS);
  return { ...page, rows: await withNames(db, page.rows) };
}

export async function findInvoice(db: Executor, id: string): Promise<InvoiceView | null> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return row ? ((await withNames(db, [row]))[0] ?? null) : null;
}

/** The public pay page of an unpaid invoice (`/bayar/{token}` on the app's origin). */
export const payUrlOf = (row: InvoiceRow, publicOrigin: string | null) =>
  row.status === 'unpaid' ? `${publicOrigin ?? ''}/bayar/${row.payToken}` : null;

export function toInvoice(
  { row, subscriberName }: InvoiceView,
  publicOrigin: string | null,
): Invoice {
  return {
    id: row.id,
    number: row.number,
    subscriberId: row.subscriberId,
    subscriberName,
    period: row.period,
    amount: row.amount,
    issuedAt: row.issuedAt.toISOString(),
    dueDate: row.dueDate,
    status: row.status,
    paidAt: row.paidAt ? row.paidAt.toISOString() : null,
    paidAmount: row.paidAmount,
    method: row.method,
    receivedBy: row.receivedBy,
    merchantRef: row.merchantRef,
    voidReason: row.voidReason,
    payUrl: payUrlOf(row, publicOrigin),
  };
}
