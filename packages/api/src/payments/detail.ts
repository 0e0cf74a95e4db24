// A router's transaction as the admin sees it (docs/rules/payments.md): the row with every callback
// received for it, and the retry of a PAID transaction's provisioning.
import type { TransactionDetail } from 'contracts/schemas';
import type { Executor, Tx } from '../db/client';
import type { TransactionRow } from '../db/schema';
import type { AuditEntry } from '../lib/audit-log';
import { toTransaction } from '../repositories/routers';
import { callbacksOf, findRouterTransaction, findTransaction } from '../repositories/transactions';
import { routerOr404 } from '../routers/router-errors';
import { HttpError, notFound } from '../schemas/errors';
import type { PaymentService } from './service';

/** A router's transaction; 404 when the router or its transaction is not found. */
async function routerTransaction(
  db: Executor,
  routerId: string,
  merchantRef: string,
): Promise<TransactionRow> {
  const router = await routerOr404(db, routerId);
  const row = await findRouterTransaction(db, router.id, merchantRef);
  if (!row) throw notFound('Transaction not found');
  return row;
}

async function detailOf(db: Executor, row: TransactionRow): Promise<TransactionDetail> {
  const callbacks = await callbacksOf(db, row.id);
  return {
    ...toTransaction(row),
    callbacks: callbacks.map((c) => ({
      id: c.id,
      receivedAt: c.receivedAt.toISOString(),
      verdict: c.verdict,
      status: c.status,
      totalAmount: c.totalAmount,
      event: c.event,
      remoteAddress: c.remoteAddress,
      detail: c.detail,
      rawBody: c.rawBody,
    })),
  };
}

/** One transaction of a router with every callback received for it. */
export async function transactionDetail(
  db: Executor,
  routerId: string,
  merchantRef: string,
): Promise<TransactionDetail> {
  return detailOf(db, await routerTransaction(db, routerId, merchantRef));
}

/**
 * Tries a PAID transaction's provisioning again now, its audit row in the same transaction;
 * 409 unless it is PAID and not provisioned yet. `queued` wakes the job worker. Answers the
 * transaction as it is then.
 */
export async function retryProvisioning(
  service: PaymentService,
  routerId: string,
  merchantRef: string,
  hooks: { audit: (tx: Tx, entry: AuditEntry) => Promise<void>; queued: () => void },
): Promise<TransactionDetail> {
  const db = service.db.orm;
  const row = await routerTransaction(db, routerId, merchantRef);
  const retried = await service.retryProvisioning(row, (tx) =>
    hooks.audit(tx, {
      action: 'retry',
      resource: 'payment',
      resourceId: row.merchantRef,
      summary: `Retried the provisioning of payment ${row.merchantRef}`,
      before: { provisioning: row.provisioning },
      after: { provisioning: 'pending' },
    }),
  );
  if (!retried) {
    throw new HttpError(409, 'Only a PAID transaction not provisioned yet can be retried');
  }
  hooks.queued();
  return detailOf(db, (await findTransaction(db, row.merchantRef))!);
}
