// Paying and voiding an invoice (docs/rules/billing.md#paying). Each is one transaction: the
// invoice leaves `unpaid` once (the conditional UPDATE decides between concurrent clicks, so a
// second payment is 409 whoever sends it), with its billing event and audit row beside it. A
// payment or void that leaves an isolated subscriber with nothing overdue wakes the billing job,
// which restores it (the job is the one place that changes a router).
import { BILLING_FIELD_MESSAGES, BILLING_MESSAGES } from 'contracts/messages';
import { wibDay } from 'contracts/format';
import type { Invoice, PayInvoiceInput, VoidInvoiceInput } from 'contracts/schemas';
import type { Tx } from '../db/client';
import type { InvoiceRow } from '../db/schema';
import { isRecordId } from '../lib/record-id';
import { findInvoice, recordBillingEvent, toInvoice } from '../repositories/invoices';
import {
  invoiceStatusOf,
  isolatedWithNothingOverdue,
  markInvoicePaid,
  markInvoiceVoid,
  type InvoicePayment,
} from '../repositories/invoice-payments';
import { BILLING_JOB, BILLING_JOB_KEY, wakeJob } from '../repositories/jobs';
import { conflict, invalidField, notFound } from '../schemas/errors';
import type { BillingCaller, BillingDeps } from './context';

const rupiah = (amount: number) => `Rp ${amount.toLocaleString('id-ID')}`;

/** Why an invoice that is not unpaid (any more) refuses a payment or a void. */
function refusal(status: InvoiceRow['status'] | null, action: 'pay' | 'void') {
  if (status === null) return notFound(BILLING_MESSAGES.invoiceNotFound);
  if (status === 'void') return conflict(BILLING_MESSAGES.invoiceIsVoid);
  return conflict(
    action === 'pay'
      ? BILLING_MESSAGES.invoiceAlreadyPaid
      : BILLING_MESSAGES.paidInvoiceNotVoidable,
  );
}

/** After a payment or void: an isolated subscriber with nothing overdue is restored by the job. */
async function wakeRestoreIfDue(tx: Tx, subscriberId: string, now: Date) {
  if (await isolatedWithNothingOverdue(tx, subscriberId, wibDay(now)))
    await wakeJob(tx, BILLING_JOB, BILLING_JOB_KEY);
}

/**
 * Settles an unpaid invoice in `tx`: paid for its own amount, the `invoice_paid` event, the
 * restore woken when due. Null when it is not unpaid (paid, void or gone) — the caller says why.
 * The Tripay path calls it too, from its job, with the transaction's merchantRef.
 */
export async function settleInvoice(
  tx: Tx,
  id: string,
  payment: InvoicePayment,
  now: Date,
): Promise<InvoiceRow | null> {
  const row = await markInvoicePaid(tx, id, payment);
  if (!row) return null;
  await recordBillingEvent(tx, {
    event: 'invoice_paid',
    subscriberId: row.subscriberId,
    invoiceId: row.id,
    at: now,
  });
  await wakeRestoreIfDue(tx, row.subscriberId, now);
  return row;
}

/**
 * An admin records a cash or transfer payment: once (409 for a second, also when 20 click at
 * once), for the invoice's amount, received by the signed-in user, at `paidAt` (default now; never
 * in the future). The note goes into the audit row.
 */
export async function payInvoice(
  deps: BillingDeps,
  caller: BillingCaller,
  id: string,
  body: PayInvoiceInput,
): Promise<Invoice> {
  if (!isRecordId(id)) throw notFound(BILLING_MESSAGES.invoiceNotFound);
  const now = deps.clock();
  const paidAt = body.paidAt === undefined ? now : new Date(body.paidAt);
  if (Number.isNaN(paidAt.getTime()) || paidAt.getTime() > now.getTime())
    throw invalidField('paidAt', BILLING_FIELD_MESSAGES.paidAt);
  const note = body.note ?? '';
  const row = await deps.db.transaction(async (tx) => {
    const paid = await settleInvoice(
      tx,
      id,
      {
        paidAt,
        method: body.method,
        receivedBy: caller.username,
        updatedBy: caller.username,
        updatedAt: now,
      },
      now,
    );
    if (!paid) throw refusal(await invoiceStatusOf(tx, id), 'pay');
    await caller.audit(tx, {
      action: 'pay',
      resource: 'invoice',
      resourceId: paid.id,
      summary: `Recorded ${body.method} payment of ${rupiah(paid.amount)} for invoice ${paid.number}`,
      before: { status: 'unpaid' },
      after: {
        status: 'paid',
        method: body.method,
        paidAt: paidAt.toISOString(),
        paidAmount: paid.paidAmount,
        receivedBy: caller.username,
        ...(note !== '' ? { note } : {}),
      },
    });
    return paid;
  });
  return viewOf(deps, row.id);
}

/**
 * An admin voids an unpaid invoice with a reason. A paid one is 409: money was received for it
 * and the reports count it; a void one is 409 too.
 */
export async function voidInvoice(
  deps: BillingDeps,
  caller: BillingCaller,
  id: string,
  body: VoidInvoiceInput,
): Promise<Invoice> {
  if (!isRecordId(id)) throw notFound(BILLING_MESSAGES.invoiceNotFound);
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    const voided = await markInvoiceVoid(tx, id, {
      reason: body.reason,
      updatedBy: caller.username,
      updatedAt: now,
    });
    if (!voided) throw refusal(await invoiceStatusOf(tx, id), 'void');
    await recordBillingEvent(tx, {
      event: 'invoice_voided',
      subscriberId: voided.subscriberId,
      invoiceId: voided.id,
      at: now,
    });
    await caller.audit(tx, {
      action: 'void',
      resource: 'invoice',
      resourceId: voided.id,
      summary: `Voided invoice ${voided.number}`,
      before: { status: 'unpaid' },
      after: { status: 'void', voidReason: body.reason },
    });
    // A void invoice is owed by nobody: it holds an isolation no more than a paid one.
    await wakeRestoreIfDue(tx, voided.subscriberId, now);
    return voided;
  });
  return viewOf(deps, row.id);
}

async function viewOf(deps: BillingDeps, id: string): Promise<Invoice> {
  const view = await findInvoice(deps.db.orm, id);
  if (!view) throw notFound(BILLING_MESSAGES.invoiceNotFound);
  return toInvoice(view, deps.publicOrigin);
}
