// Online payments (docs/rules/payments.md), a file per audience: public.ts (the checkout and the
// status page), callback.ts (Tripay's callback), admin.ts (a router's payments: CSV, detail,
// retry provisioning). Here: the payments lists' CSV columns, shared by both lists' exports.
import type { Transaction } from 'contracts/schemas';
import type { CsvColumn } from '../../lib/csv';

/** A payments list's CSV columns, by the transaction's field names (`columns` picks them). */
export const TRANSACTION_CSV_COLUMNS: readonly CsvColumn<Transaction>[] = (
  [
    ['createdAt', 'Dibuat'],
    ['merchantRef', 'Merchant ref'],
    ['reference', 'Referensi Tripay'],
    ['status', 'Status'],
    ['amount', 'Jumlah (Rp)'],
    ['method', 'Metode'],
    ['customerName', 'Nama'],
    ['customerPhone', 'HP'],
    ['customerEmail', 'Email'],
    ['packageName', 'Paket'],
    ['pppUsername', 'User PPP'],
    ['provisioning', 'Provisioning'],
    ['paidAt', 'Dibayar'],
    ['secretExpiresAt', 'Berlaku sampai'],
  ] as const
).map(([id, label]) => ({ id, label, value: (transaction) => transaction[id] }));
