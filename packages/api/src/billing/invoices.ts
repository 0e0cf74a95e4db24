// Invoice use cases (docs/rules/billing.md#invoices). Exactly one invoice per subscriber and
// period: the unique index decides between concurrent issuers, and the loser's transaction rolls
// back with its number, so the month's numbers stay gap-free (repositories/invoices.ts).
import { randomBytes } from 'node:crypto';
import { BILLING_MESSAGES } from 'contracts/messages';
import { wibDay } from 'contracts/format';
import { SUBSCRIBER_HISTORY_LIMIT } from 'contracts/limits';
import type { Invoice, InvoiceSortColumn, InvoiceTotals, SubscriberEvent } from 'contracts/schemas';
import { named, type AuditEntry } from '../lib/audit-log';
import { isRecordId } from '../lib/record-id';
import {
  mapDbErrors,
  pgErrorOf,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
} from '../lib/db-errors';
import {
  findInvoice,
  findInvoiceFor,
  insertInvoice,
  listInvoices,
  listSubscriberEvents,
  recordBillingEvent,
  takeInvoiceNumber,
  toInvoice,
  type InvoiceFilters,
} from '../repositories/invoices';
import { findPlanRow } from '../repositories/plans';
import { findSubscriberRow } from '../repositories/subscribers';
import type { ResolvedListQuery } from '../schemas/list-query';
import { badRequest, conflict, notFound } from '../schemas/errors';
import type { BillingCaller, BillingDeps } from './context';

/** The pay page's token: 24 random bytes, unguessable. */
export const payToken = () => randomBytes(24).toString('base64url');

/** The due date of `period` (`YYYY-MM`) for a billing day (1–28, a day every month has). */
export const dueDateOf = (period: string, billingDay: number) =>
  `${period}-${String(billingDay).padStart(2, '0')}`;

/** The audit row of an issued invoice, by hand or by the billing job. */
export const issueAuditEntry = (invoice: {
  id: string;
  number: string;
  subscriberId: string;
  subscriberName: string;
  period: string;
  amount: number;
  dueDate: string;
}): AuditEntry => ({
  action: 'issue',
  resource: 'invoice',
  resourceId: invoice.id,
  summary: `Issued invoice ${invoice.number} for ${invoice.period} to ${named('subscriber', invoice.subscriberName)}`,
  after: {
    number: invoice.number,
    subscriberId: invoice.subscriberId,
    period: invoice.period,
    amount: invoice.amount,
    dueDate: invoice.dueDate,
  },
});

/**
 * Issues the invoice of `period` for a subscriber by hand (a month before the console was used,
 * say): the plan's price now, due on the subscriber's billing day of that month, numbered in the
 * month of issue (WIB). A second invoice for the period is 409.
 */
export async function issueInvoice(
  deps: BillingDeps,
  caller: BillingCaller,
  subscriberId: string,
  period: string,
): Promise<Invoice> {
  if (!isRecordId(subscriberId)) throw notFound(BILLING_MESSAGES.subscriberNotFound);
  const issuedAt = deps.clock();
  const token = payToken();
  const view = await mapDbErrors(
    () =>
      deps.db.transaction(async (tx) => {
        const subscriber = await findSubscriberRow(tx, subscriberId);
        if (!subscriber) throw notFound(BILLING_MESSAGES.subscriberNotFound);
        if (subscriber.status === 'terminated')
          throw conflict(BILLING_MESSAGES.subscriberTerminated);
        // Asked before a number is taken: a repeated click costs no counter wait.
        if (await findInvoiceFor(tx, subscriberId, period))
          throw conflict(BILLING_MESSAGES.invoiceExists);
        const plan = await findPlanRow(tx, subscriber.planId);
        if (!plan) throw notFound(BILLING_MESSAGES.planNotFound);
        const number = await takeInvoiceNumber(tx, wibDay(issuedAt).slice(0, 7));
        const row = await insertInvoice(tx, {
          number,
          subscriberId,
          period,
          amount: plan.price,
          issuedAt,
          dueDate: dueDateOf(period, subscriber.billingDay),
          payToken: token,
          createdBy: caller.username,
          updatedBy: caller.username,
          createdAt: issuedAt,
          updatedAt: issuedAt,
        });
        await recordBillingEvent(tx, {
          event: 'invoice_issued',
          subscriberId,
          invoiceId: row.id,
          at: issuedAt,
        });
        const issued = { row, subscriberName: subscriber.name };
        await caller.audit(tx, issueAuditEntry({ ...row, subscriberName: subscriber.name }));
        return issued;
      }),
    // Another issuer of the same period committed first (its number stays; this one's goes back),
    // or the subscriber was deleted meanwhile.
    (error) => {
      const pg = pgErrorOf(error);
      if (pg?.code === PG_UNIQUE_VIOLATION && pg.constraint === 'invoices_subscriber_period_key')
        return conflict(BILLING_MESSAGES.invoiceExists);
      if (pg?.code === PG_FOREIGN_KEY_VIOLATION && pg.constraint === 'invoices_subscriber_id_fkey')
        return notFound(BILLING_MESSAGES.subscriberNotFound);
      return error;
    },
  );
  return toInvoice(view, deps.publicOrigin);
}

export async function invoicePage(
  deps: BillingDeps,
  query: ResolvedListQuery<InvoiceSortColumn>,
  filters: Omit<InvoiceFilters, 'overdueBefore'> & { overdue?: boolean },
): Promise<{ rows: Invoice[]; total: number; totals: InvoiceTotals }> {
  const { overdue, ...rest } = filters;
  const page = await listInvoices(deps.db.orm, query, {
    ...rest,
    ...(overdue ? { overdueBefore: wibDay(deps.clock()) } : {}),
  });
  return { ...page, rows: page.rows.map((view) => toInvoice(view, deps.publicOrigin)) };
}

export async function oneInvoice(deps: BillingDeps, id: string): Promise<Invoice | null> {
  if (!isRecordId(id)) return null;
  const view = await findInvoice(deps.db.orm, id);
  return view && toInvoice(view, deps.publicOrigin);
}

/** A subscriber's billing history, newest first, the latest `SUBSCRIBER_HISTORY_LIMIT` events. */
export async function subscriberEvents(
  deps: BillingDeps,
  subscriberId: string,
): Promise<SubscriberEvent[]> {
  if (!isRecordId(subscriberId)) throw badRequest(BILLING_MESSAGES.subscriberIdInvalid);
  const subscriber = await findSubscriberRow(deps.db.orm, subscriberId);
  if (!subscriber) throw notFound(BILLING_MESSAGES.subscriberNotFound);
  return listSubscriberEvents(deps.db.orm, subscriberId, SUBSCRIBER_HISTORY_LIMIT);
}
