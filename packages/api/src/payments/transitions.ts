// The status machine of a transaction (docs/rules/payments.md#callback): what a callback or a
// reconciliation may move a transaction to. Tripay moves UNPAID to PAID, EXPIRED or FAILED, and a
// PAID one to REFUND; nothing else ever changes a status. The same status again is a repeat
// (answered `{ success: true }`, nothing changes); any other pair is ignored.
import type { TransactionRow } from '../db/schema';

export type TransactionStatus = TransactionRow['status'];

export const STATUSES: readonly TransactionStatus[] = [
  'UNPAID',
  'PAID',
  'EXPIRED',
  'FAILED',
  'REFUND',
];

/** The statuses each status may be reached from. */
export const ALLOWED_FROM: Readonly<Record<TransactionStatus, readonly TransactionStatus[]>> = {
  UNPAID: [],
  PAID: ['UNPAID'],
  EXPIRED: ['UNPAID'],
  FAILED: ['UNPAID'],
  REFUND: ['PAID'],
};

export type Transition = 'move' | 'repeat' | 'ignore';

/** What a report of `to` does to a transaction in `from`. */
export function transition(from: TransactionStatus, to: TransactionStatus): Transition {
  if (from === to) return 'repeat';
  return ALLOWED_FROM[to].includes(from) ? 'move' : 'ignore';
}

export function isTransactionStatus(value: unknown): value is TransactionStatus {
  return typeof value === 'string' && (STATUSES as readonly string[]).includes(value);
}
