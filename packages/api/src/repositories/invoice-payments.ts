// Writes that settle an invoice (docs/rules/billing.md#paying): paid or void, each only from
// unpaid. The UPDATE's `status = 'unpaid'` condition is the judge between concurrent payers: the
// row lock makes the second wait for the first's commit and then find nothing to change.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { InvoiceMethod } from 'contracts/limits';
import type { Executor } from '../db/client';
import { invoices, subscribers, type InvoiceRow } from '../db/schema';

export interface InvoicePayment {
  paidAt: Date;
  method: InvoiceMethod;
  receivedBy: string | null;
  merchantRef?: string | null;
  updatedBy: string | null;
  updatedAt: Date;
}

/**
 * Marks an unpaid invoice paid for its own amount (never a payer's figure); null when it is not
 * (or no longer) unpaid.
 */
export async function markInvoicePaid(
  db: Executor,
  id: string,
  payment: InvoicePayment,
): Promise<InvoiceRow | null> {
  const [row] = await db
    .update(invoices)
    .set({
      status: 'paid',
      paidAt: payment.paidAt,
      paidAmount: sql`${invoices.amount}`,
      method: payment.method,
      receivedBy: payment.receivedBy,
      merchantRef: payment.merchantRef ?? null,
      updatedBy: payment.updatedBy,
      updatedAt: payment.updatedAt,
    })
    .where(and(eq(invoices.id, id), eq(invoices.status, 'unpaid')))
    .returning();
  return row ?? null;
}

/** Marks an unpaid invoice void with its reason; null when it is not (or no longer) unpaid. */
export async function markInvoiceVoid(
  db: Executor,
  id: string,
  change: { reason: string; updatedBy: string | null; updatedAt: Date },
): Promise<InvoiceRow | null> {
  const [row] = await db
    .update(invoices)
    .set({
      status: 'void',
      voidReason: change.reason,
      updatedBy: change.updatedBy,
      updatedAt: change.updatedAt,
    })
    .where(and(eq(invoices.id, id), eq(invoices.status, 'unpaid')))
    .returning();
  return row ?? null;
}

/** The invoice as it is now (after a refused update: paid, void, or gone). */
export async function invoiceStatusOf(
  db: Executor,
  id: string,
): Promise<InvoiceRow['status'] | null> {
  const [row] = await db
    .select({ status: invoices.status })
    .from(invoices)
    .where(eq(invoices.id, id))
    .limit(1);
  return row?.status ?? null;
}

/**
 * Whether an isolated subscriber has no unpaid invoice due before `today` (`YYYY-MM-DD`, WIB) any
 * more: its isolation has nothing left to hold it, and the billing job restores it.
 */
export async function isolatedWithNothingOverdue(
  db: Executor,
  subscriberId: string,
  today: string,
): Promise<boolean> {
  const [row] = await db
    .select({
      overdue: sql<number>`(SELECT count(*)::int FROM ${invoices} WHERE ${and(
        eq(invoices.subscriberId, subscriberId),
        eq(invoices.status, 'unpaid'),
        lt(invoices.dueDate, today),
      )})`,
    })
    .from(subscribers)
    .where(and(eq(subscribers.id, subscriberId), eq(subscribers.status, 'isolated')))
    .limit(1);
  return row !== undefined && Number(row.overdue) === 0;
}

/** An invoice found by its pay token, with what the pay page and its checkout need. */
export interface PayableInvoice {
  row: InvoiceRow;
  subscriberName: string;
  subscriberPhone: string;
  subscriberEmail: string;
  routerId: string;
}

/** The invoice of a pay token (one lookup on its unique index, found or not). */
export async function findInvoiceByPayToken(
  db: Executor,
  token: string,
): Promise<PayableInvoice | null> {
  const [found] = await db
    .select({
      row: invoices,
      subscriberName: subscribers.name,
      subscriberPhone: subscribers.phone,
      subscriberEmail: subscribers.email,
      routerId: subscribers.routerId,
    })
    .from(invoices)
    .innerJoin(subscribers, eq(subscribers.id, invoices.subscriberId))
    .where(eq(invoices.payToken, token))
    .limit(1);
  return found ?? null;
}
