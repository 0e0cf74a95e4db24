// Routers, their monitor findings and the transaction counts the dashboard shows.
import { asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Router, Transaction, TransactionSortColumn } from 'contracts/schemas';
import type { Executor } from '../db/client';
import {
  routers,
  transactions,
  type NewRouterRow,
  type RouterRow,
  type TransactionRow,
} from '../db/schema';
import type { ResolvedListQuery } from '../schemas/list-query';
import { listRecords, sortKey, type ListResult, type ListSpec } from './records';
import { wibDayStart, wibNextDayStart } from '../db/wib-days';

export async function findRouterById(db: Executor, id: string): Promise<RouterRow | null> {
  const rows = await db.select().from(routers).where(eq(routers.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Every router's name by its id (a list across routers names each row's router). */
export async function routerNamesById(db: Executor): Promise<Map<string, string>> {
  const rows = await db.select({ id: routers.id, name: routers.routerName }).from(routers);
  return new Map(rows.map((router) => [router.id, router.name]));
}

export async function insertRouter(db: Executor, values: NewRouterRow): Promise<RouterRow> {
  const rows = await db.insert(routers).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export async function updateRouter(
  db: Executor,
  id: string,
  values: Partial<NewRouterRow>,
): Promise<RouterRow | null> {
  const rows = await db.update(routers).set(values).where(eq(routers.id, id)).returning();
  return rows[0] ?? null;
}

/** True when a row was deleted; a router with transactions fails with a foreign-key error. */
export async function deleteRouter(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(routers).where(eq(routers.id, id)).returning({ id: routers.id });
  return rows.length > 0;
}

export async function countRouterTransactions(db: Executor, routerId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(transactions)
    .where(eq(transactions.routerId, routerId));
  return rows[0]?.n ?? 0;
}

/** Every router, oldest first, each with its number of transactions (one query). */
export async function listRoutersWithCounts(
  db: Executor,
): Promise<{ row: RouterRow; transactionCount: number }[]> {
  const counts = db
    .select({
      routerId: transactions.routerId,
      n: sql<number>`count(*)::int`.as('n'),
    })
    .from(transactions)
    .groupBy(transactions.routerId)
    .as('counts');
  const rows = await db
    .select({ row: routers, transactionCount: sql<number>`coalesce(${counts.n}, 0)::int` })
    .from(routers)
    .leftJoin(counts, eq(counts.routerId, routers.id))
    .orderBy(asc(routers.createdAt), asc(routers.id));
  return rows;
}

/** The dashboard's numbers (docs/rules/routers.md#dashboard): one round trip. */
export async function dashboardStats(db: Executor) {
  const rows = await db.execute<{
    total_routers: number;
    online_routers: number;
    total_transactions: number;
    completed_transactions: number;
    total_amount: string | number;
    pending_transactions: number;
    voucher_sales: number;
    voucher_revenue: string | number;
  }>(sql`
    SELECT
      (SELECT count(*)::int FROM routers) AS total_routers,
      (SELECT count(*)::int FROM routers WHERE is_online) AS online_routers,
      count(t.id)::int AS total_transactions,
      (count(*) FILTER (WHERE t.status = 'PAID'))::int AS completed_transactions,
      coalesce(sum(t.amount) FILTER (WHERE t.status = 'PAID'), 0)::bigint AS total_amount,
      (count(*) FILTER (WHERE t.status = 'UNPAID'))::int AS pending_transactions,
      (SELECT coalesce(sum(count), 0)::int FROM sales_daily_totals WHERE source = 'voucher')
        AS voucher_sales,
      (SELECT coalesce(sum(amount), 0)::bigint FROM sales_daily_totals WHERE source = 'voucher')
        AS voucher_revenue
    FROM transactions t`);
  const row = (rows as unknown as { rows: Record<string, unknown>[] }).rows[0] ?? {};
  const n = (value: unknown) => Number(value ?? 0);
  const totalRouters = n(row.total_routers);
  const onlineRouters = n(row.online_routers);
  return {
    totalRouters,
    onlineRouters,
    offlineRouters: totalRouters - onlineRouters,
    totalTransactions: n(row.total_transactions),
    completedTransactions: n(row.completed_transactions),
    totalAmount: n(row.total_amount),
    pendingTransactions: n(row.pending_transactions),
    // Hotspot voucher sales as the sales lists and the report's voucher source count them (first
    // uses and MikHmon's; a voucher bought online is in completedTransactions and totalAmount), read
    // from the report's daily totals (migration 0017), not from a million sales.
    voucherSales: n(row.voucher_sales),
    voucherRevenue: n(row.voucher_revenue),
  };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A router as every read returns it: secrets only as `hasPassword` / `tripayConfigured`. */
export function toRouter(row: RouterRow, transactionCount: number): Router {
  return {
    id: row.id,
    routerName: row.routerName,
    routerHost: row.routerHost,
    routerUser: row.routerUser,
    routerDns: row.routerDns,
    trafficInterface: row.trafficInterface,
    hotspotDnsName: row.hotspotDnsName,
    useTls: row.useTls,
    isolateProfile: row.isolateProfile,
    hasPassword: row.routerPassEnc.length > 0,
    tripayConfigured: Boolean(
      row.tripayMerchantCodeEnc && row.tripayApiKeyEnc && row.tripayPrivateKeyEnc,
    ),
    isOnline: row.isOnline,
    stats: { pppSecret: row.pppSecretCount, pppActive: row.pppActiveCount },
    transactionCount,
    lastSeenAt: iso(row.lastSeenAt),
    lastCheckedAt: iso(row.lastCheckedAt),
    lastError: row.lastError,
    identity: row.identity,
    version: row.version,
    uptime: row.uptime,
    cpuLoad: row.cpuLoad,
    freeMemory: row.freeMemory,
    totalMemory: row.totalMemory,
    createdBy: row.createdBy,
    updatedBy: row.updatedBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const TRANSACTION_LIST: Omit<ListSpec<TransactionSortColumn>, 'filters'> = {
  sortKeys: {
    merchantRef: sortKey(transactions.merchantRef),
    status: sortKey(transactions.status),
    amount: sortKey(transactions.amount),
    customerName: sortKey(transactions.customerName, { caseInsensitive: true }),
    packageName: sortKey(transactions.packageName, { caseInsensitive: true }),
    paidAt: sortKey(transactions.paidAt),
    createdAt: sortKey(transactions.createdAt),
    updatedAt: sortKey(transactions.updatedAt),
  },
  searchColumns: [
    transactions.merchantRef,
    transactions.customerName,
    transactions.customerPhone,
    transactions.customerEmail,
    transactions.packageName,
    sql`coalesce(${transactions.pppUsername}, '')`,
    sql`coalesce(${transactions.reference}, '')`,
  ],
  id: transactions.id,
};

export function listRouterTransactions(
  db: Executor,
  /** null: every router's (the dashboard's View Payments). */
  routerId: string | null,
  query: ResolvedListQuery<TransactionSortColumn>,
  filter: { status?: string; startDate?: string; endDate?: string },
): Promise<ListResult<TransactionRow>> {
  return listRecords(db, transactions, query, {
    ...TRANSACTION_LIST,
    filters: [
      routerId === null ? undefined : eq(transactions.routerId, routerId),
      filter.status
        ? eq(transactions.status, filter.status as TransactionRow['status'])
        : undefined,
      filter.startDate ? gte(transactions.createdAt, wibDayStart(filter.startDate)) : undefined,
      filter.endDate ? lt(transactions.createdAt, wibNextDayStart(filter.endDate)) : undefined,
    ],
  });
}

export function toTransaction(row: TransactionRow): Transaction {
  return {
    id: row.id,
    routerId: row.routerId,
    packageId: row.packageId,
    packageName: row.packageName,
    merchantRef: row.merchantRef,
    reference: row.reference,
    status: row.status,
    amount: row.amount,
    method: row.method,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    customerEmail: row.customerEmail,
    pppProfile: row.pppProfile,
    pppUsername: row.pppUsername,
    provisioning: row.provisioning,
    provisionError: row.provisionError,
    expiresAt: iso(row.expiresAt),
    paidAt: iso(row.paidAt),
    provisionedAt: iso(row.provisionedAt),
    secretExpiresAt: iso(row.secretExpiresAt),
    flag: row.flag,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
