// The online sales' transactions and the callbacks Tripay sent for them (docs/rules/payments.md).
import { and, asc, eq } from 'drizzle-orm';
import type { Static } from '@sinclair/typebox';
import {
  TRANSACTION_SORT_COLUMNS,
  type RouterPaymentsQuery,
  type Transaction,
} from 'contracts/schemas';
import type { Executor } from '../db/client';
import {
  paymentCallbacks,
  routers,
  transactions,
  type CallbackVerdict,
  type NewTransactionRow,
  type PaymentCallbackRow,
  type TransactionRow,
} from '../db/schema';
import { checkDayRange } from '../lib/calendar-day';
import { resolveListQuery, type ListQueryInput } from '../schemas/list-query';
import { listRouterTransactions, toTransaction } from './routers';

export interface CallbackRecord {
  merchantRef: string | null;
  event: string | null;
  signature: string | null;
  status: string | null;
  totalAmount: number | null;
  rawBody: string;
  remoteAddress: string | null;
  detail?: string;
}

/**
 * PostgreSQL text cannot hold NUL: a forged callback carrying one would fail the insert (a 500).
 * NUL is kept visible as U+FFFD; everything else is stored as received.
 */
const storable = <T extends string | null | undefined>(text: T): T =>
  (typeof text === 'string' ? text.replaceAll('\u0000', '\uFFFD') : text) as T;

export async function recordCallback(
  db: Executor,
  record: CallbackRecord,
  verdict: CallbackVerdict,
  transactionId: string | null,
): Promise<void> {
  await db.insert(paymentCallbacks).values({
    merchantRef: storable(record.merchantRef?.slice(0, 200) ?? null),
    transactionId,
    event: storable(record.event?.slice(0, 200) ?? null),
    signature: storable(record.signature?.slice(0, 200) ?? null),
    status: storable(record.status?.slice(0, 50) ?? null),
    totalAmount:
      record.totalAmount !== null && Number.isSafeInteger(record.totalAmount)
        ? record.totalAmount
        : null,
    rawBody: storable(record.rawBody.slice(0, 65_536)),
    remoteAddress: record.remoteAddress,
    verdict,
    detail: storable(record.detail?.slice(0, 1000) ?? null),
  });
}

export async function findTransaction(
  db: Executor,
  merchantRef: string,
): Promise<TransactionRow | null> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(eq(transactions.merchantRef, merchantRef));
  return row ?? null;
}

/** One router's transaction by its merchantRef; null when it is another router's or none. */
export async function findRouterTransaction(
  db: Executor,
  routerId: string,
  merchantRef: string,
): Promise<TransactionRow | null> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.routerId, routerId), eq(transactions.merchantRef, merchantRef)));
  return row ?? null;
}

/** Every callback received for a transaction, oldest first. */
export function callbacksOf(db: Executor, transactionId: string): Promise<PaymentCallbackRow[]> {
  return db
    .select()
    .from(paymentCallbacks)
    .where(eq(paymentCallbacks.transactionId, transactionId))
    .orderBy(asc(paymentCallbacks.receivedAt), asc(paymentCallbacks.id));
}

export async function insertTransaction(
  db: Executor,
  values: NewTransactionRow,
): Promise<TransactionRow> {
  const [row] = await db.insert(transactions).values(values).returning();
  return row!;
}

export async function updateTransaction(
  db: Executor,
  id: string,
  values: Partial<NewTransactionRow>,
): Promise<void> {
  await db.update(transactions).set(values).where(eq(transactions.id, id));
}

/** The hotspot's DNS name of a router (its login page's host); null when the router is gone. */
export async function hotspotDnsNameOf(db: Executor, routerId: string): Promise<string | null> {
  const [router] = await db
    .select({ dnsName: routers.hotspotDnsName })
    .from(routers)
    .where(eq(routers.id, routerId));
  return router?.dnsName ?? null;
}

/**
 * Every transaction a payments list's filter matches, in its sort, a page at a time: one
 * router's, or every router's (`routerId` null).
 */
export async function* transactionBatches(
  db: Executor,
  routerId: string | null,
  input: Static<typeof RouterPaymentsQuery>,
): AsyncGenerator<Transaction[]> {
  checkDayRange(input, 'startDate', 'endDate');
  const { status, startDate, endDate } = input;
  const filter = {
    ...(status ? { status } : {}),
    ...(startDate ? { startDate } : {}),
    ...(endDate ? { endDate } : {}),
  };
  const perPage = 100;
  for (let page = 1; ; page += 1) {
    const query = resolveListQuery(
      { ...(input as ListQueryInput), page, perPage },
      TRANSACTION_SORT_COLUMNS,
      { sortCol: 'createdAt', sortDir: 'desc' },
    );
    const { rows, total } = await listRouterTransactions(db, routerId, query, filter);
    yield rows.map(toTransaction);
    if (rows.length === 0 || page * perPage >= total) break;
  }
}
