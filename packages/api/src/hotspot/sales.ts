// Hotspot voucher sales (docs/rules/hotspot.md#sales): the list and its totals. A sale counts on
// `sold_at` (the first login; MikHmon's script date), days counted in WIB like payments. A voucher
// bought online is not listed: its money is its PAID payment, in the payments list, and counting it
// here too would count it twice (docs/rules/reports.md#how-it-is-counted).
import { and, eq, gte, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { hotspotSales, type HotspotSaleRow, type NewHotspotSaleRow } from '../db/schema';
import { listRecords, sortKey, type ListResult } from '../repositories/records';
import {
  likePattern,
  resolveListQuery,
  type ListQueryInput,
  type ResolvedListQuery,
} from '../schemas/list-query';
import { HOTSPOT_SALE_SORT_COLUMNS } from 'contracts/schemas';
import { wibDayStart, wibNextDayStart } from '../db/wib-days';

export const SALE_SORT_COLUMNS = ['firstLoginAt', 'user', 'profile', 'price'] as const;
export type SaleSortColumn = (typeof SALE_SORT_COLUMNS)[number];

export interface SalesFilter {
  /** `YYYY-MM-DD`, inclusive, WIB. */
  from?: string | undefined;
  to?: string | undefined;
  profile?: string | undefined;
}

function conditions(routerId: string, filter: SalesFilter, search: string | null): SQL[] {
  const out: (SQL | undefined)[] = [
    eq(hotspotSales.routerId, routerId),
    ne(hotspotSales.source, 'online'),
    filter.from ? gte(hotspotSales.soldAt, wibDayStart(filter.from)) : undefined,
    filter.to ? lt(hotspotSales.soldAt, wibNextDayStart(filter.to)) : undefined,
    filter.profile ? eq(hotspotSales.profile, filter.profile) : undefined,
  ];
  if (search !== null) {
    const pattern = likePattern(search);
    out.push(
      or(
        ilike(hotspotSales.userName, pattern),
        ilike(hotspotSales.profile, pattern),
        ilike(hotspotSales.macAddress, pattern),
        ilike(hotspotSales.address, pattern),
      ),
    );
  }
  return out.filter((c): c is SQL => c !== undefined);
}

export interface SalesPage extends ListResult<HotspotSaleRow> {
  totals: { count: number; revenue: number };
}

/** One page of a router's sales (or every row without paging) and the totals of the filter. */
export async function listSales(
  db: Executor,
  routerId: string,
  query: ResolvedListQuery<SaleSortColumn>,
  filter: SalesFilter,
): Promise<SalesPage> {
  const where = conditions(routerId, filter, query.search);
  const [page, [sums]] = await Promise.all([
    listRecords(
      db,
      hotspotSales,
      { ...query, search: null },
      {
        sortKeys: {
          firstLoginAt: sortKey(hotspotSales.soldAt),
          user: sortKey(hotspotSales.userName, { caseInsensitive: true }),
          profile: sortKey(hotspotSales.profile, { caseInsensitive: true }),
          price: sortKey(hotspotSales.price),
        },
        searchColumns: [],
        id: hotspotSales.id,
        filters: where,
      },
    ),
    db
      .select({
        count: sql<number>`count(*)::int`,
        revenue: sql<string>`coalesce(sum(${hotspotSales.price}), 0)::bigint`,
      })
      .from(hotspotSales)
      .where(and(...where)),
  ]);
  return { ...page, totals: { count: sums?.count ?? 0, revenue: Number(sums?.revenue ?? 0) } };
}

/** Every sale of a list query (paging ignored), in its sort, a page at a time (the CSV). */
export async function* saleBatches(
  db: Executor,
  routerId: string,
  input: ListQueryInput,
  filter: SalesFilter,
): AsyncGenerator<ReturnType<typeof toSale>[]> {
  const perPage = 500;
  for (let page = 1; ; page += 1) {
    const query = resolveListQuery({ ...input, page, perPage }, HOTSPOT_SALE_SORT_COLUMNS, {
      sortCol: 'firstLoginAt',
      sortDir: 'desc',
    });
    const { rows, total } = await listSales(db, routerId, query, filter);
    yield rows.map(toSale);
    if (rows.length === 0 || page * perPage >= total) break;
  }
}

/** A sale as the API answers it. */
export function toSale(row: HotspotSaleRow) {
  return {
    id: String(row.id),
    user: row.userName,
    profile: row.profile,
    price: row.price,
    // Null only for a voucher bought online and not logged in yet, which is never listed.
    firstLoginAt: (row.firstLoginAt ?? row.soldAt).toISOString(),
    macAddress: row.macAddress,
    address: row.address,
    batchId: row.batchId,
    source: row.source,
  };
}

/**
 * Inserts a sale unless its unique key (first use, MikHmon script, merchantRef) already holds one;
 * true when it was added.
 */
export async function insertSaleOnce(db: Executor, sale: NewHotspotSaleRow): Promise<boolean> {
  const rows = await db
    .insert(hotspotSales)
    .values(sale)
    .onConflictDoNothing()
    .returning({ id: hotspotSales.id });
  return rows.length > 0;
}
