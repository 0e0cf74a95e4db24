// Invoices paid online (docs/rules/billing.md#paying-online): the public pay page's view of an
// invoice, and the job that settles an invoice when the Tripay transaction paying it became PAID.
// Payments never imports billing: it queues INVOICE_SETTLE_JOB (key = merchantRef) in the
// transaction that moved to PAID, and the job registry runs this handler. The job is one row per
// merchantRef and the settling update is conditional on `unpaid`, so however many callbacks and
// reconciliations report the PAID, the invoice is settled once.
import { BILLING_MESSAGES } from 'contracts/messages';
import type { PublicInvoice } from 'contracts/schemas';
import { writeAudit } from '../repositories/audit-log';
import { findInvoiceByPayToken } from '../repositories/invoice-payments';
import { findInvoice } from '../repositories/invoices';
import { completeJob, type ClaimedJob } from '../repositories/jobs';
import { findTransaction, updateTransaction } from '../repositories/transactions';
import { notFound } from '../schemas/errors';
import type { BillingDeps } from './context';
import { settleInvoice } from './payments';

/** The pay page: the invoice and the subscriber's first name, nothing else; 404 for a bad token. */
export async function publicInvoice(deps: BillingDeps, token: string): Promise<PublicInvoice> {
  const found = await findInvoiceByPayToken(deps.db.orm, token);
  if (!found) throw notFound(BILLING_MESSAGES.invoiceNotFound);
  const { row } = found;
  return {
    number: row.number,
    period: row.period,
    amount: row.amount,
    dueDate: row.dueDate,
    status: row.status,
    firstName: found.subscriberName.trim().split(/\s+/)[0] ?? '',
  };
}

/** The system as the audit row's actor: nobody signed in. */
const SYSTEM = { actorId: null, actorUsername: null, address: null };

/** The INVOICE_SETTLE_JOB handler. */
export function invoiceSettleHandler(deps: BillingDeps) {
  return async (job: ClaimedJob, workerId: string): Promise<void> => {
    const db = deps.db.orm;
    const payment = await findTransaction(db, job.jobKey);
    if (payment?.status === 'PAID' && payment.invoiceId && payment.paidAt) {
      const invoiceId = payment.invoiceId;
      const paidAt = payment.paidAt;
      const now = deps.clock();
      await deps.db.transaction(async (tx) => {
        const settled = await settleInvoice(
          tx,
          invoiceId,
          {
            paidAt,
            method: 'tripay',
            merchantRef: payment.merchantRef,
            receivedBy: null,
            updatedBy: null,
            updatedAt: now,
          },
          now,
        );
        if (settled) {
          await writeAudit(
            tx,
            SYSTEM,
            {
              action: 'pay',
              resource: 'invoice',
              resourceId: settled.id,
              summary: `Invoice ${settled.number} paid online (${payment.merchantRef})`,
              before: { status: 'unpaid' },
              after: {
                status: 'paid',
                method: 'tripay',
                merchantRef: payment.merchantRef,
                paidAt: paidAt.toISOString(),
                paidAmount: settled.paidAmount,
              },
            },
            now,
          );
        } else if ((await findInvoice(tx, invoiceId))?.row.merchantRef !== payment.merchantRef) {
          // (Settled by this very transaction before — a run that died before completing — is
          // nothing to report.) Paid meanwhile at the counter (or by another checkout), or voided: the money came in
          // twice, which a person sorts out; the transaction says so.
          await updateTransaction(tx, payment.id, {
            flag: 'PAID for an invoice that was no longer unpaid',
          });
        }
      });
    }
    await completeJob(db, job, workerId);
  };
}
