// Sales reports (docs/rules/reports.md): money in per WIB day or month, per router, by source. Aggregated
// in SQL over the rows of the range only (transactions_paid_at_idx, hotspot_sales_sold_at_idx), so a
// month by day reads that month's rows once whatever the table holds.
import { sql, type SQL } from 'drizzle-orm';
import type { ReportGroupBy, ReportSource, SalesReport, SalesReportRow } from 'contracts/types';
import { sqlRows, type Executor } from '../db/client';

export interface SalesReportFilter {
  /** `YYYY-MM-DD`, inclusive, WIB. */
  from: string;
  to: string;
  groupBy: ReportGroupBy;
  routerId?: string | undefined;
  source?: ReportSource | undefined;
}

const DAY_START = (day: string) => sql`(${day}::date)::timestamp AT TIME ZONE 'Asia/Jakarta'`;
const NEXT_DAY_START = (day: string) =>
  sql`((${day}::date + 1)::timestamp) AT TIME ZONE 'Asia/Jakarta'`;

/** The WIB period of a timestamp column as text: `YYYY-MM-DD` or `YYYY-MM`. */
const periodOf = (column: SQL, groupBy: ReportGroupBy) =>
  sql`to_char(${column} AT TIME ZONE 'Asia/Jakarta', ${groupBy === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'})`;

/**
 * online: PAID transactions by `paid_at` (what the payments list shows as paid). voucher: hotspot
 * sales by `sold_at` (the first login, or MikHmon's script date), as the sales list counts them,
 * except the sales of source 'online': those are vouchers bought online, already counted as their
 * PAID transaction — counting both would count that money twice.
 */
function sourceQuery(source: ReportSource, filter: SalesReportFilter): SQL {
  const router = (column: SQL) =>
    filter.routerId ? sql` AND ${column} = ${filter.routerId}::uuid` : sql``;
  if (source === 'online') {
    return sql`SELECT ${periodOf(sql`paid_at`, filter.groupBy)} AS period, router_id,
        'online' AS source, count(*)::int AS count, sum(amount)::bigint AS amount
      FROM transactions
      WHERE status = 'PAID' AND paid_at >= ${DAY_START(filter.from)}
        AND paid_at < ${NEXT_DAY_START(filter.to)}${router(sql`router_id`)}
      GROUP BY 1, 2`;
  }
  return sql`SELECT ${periodOf(sql`sold_at`, filter.groupBy)} AS period, router_id,
      'voucher' AS source, count(*)::int AS count, sum(price)::bigint AS amount
    FROM hotspot_sales
    WHERE source <> 'online' AND sold_at >= ${DAY_START(filter.from)}
      AND sold_at < ${NEXT_DAY_START(filter.to)}${router(sql`router_id`)}
    GROUP BY 1, 2`;
}

/** The report's rows (period, then router name, then source) and their totals. */
export async function salesReport(db: Executor, filter: SalesReportFilter): Promise<SalesReport> {
  const sources: ReportSource[] = filter.source ? [filter.source] : ['online', 'voucher'];
  const union = sql.join(
    sources.map((source) => sql`(${sourceQuery(source, filter)})`),
    sql` UNION ALL `,
  );
  const rows = await sqlRows<{
    period: string;
    router_id: string;
    router_name: string | null;
    source: ReportSource;
    count: number;
    amount: string | number;
  }>(
    db,
    sql`SELECT s.period, s.router_id, r.router_name, s.source, s.count, s.amount
      FROM (${union}) s LEFT JOIN routers r ON r.id = s.router_id
      ORDER BY s.period, lower(coalesce(r.router_name, '')), s.router_id, s.source`,
  );
  const out: SalesReportRow[] = rows.map((row) => ({
    period: row.period,
    routerId: row.router_id,
    routerName: row.router_name ?? '',
    source: row.source,
    count: Number(row.count),
    amount: Number(row.amount),
  }));
  return {
    rows: out,
    totals: {
      count: out.reduce((sum, row) => sum + row.count, 0),
      amount: out.reduce((sum, row) => sum + row.amount, 0),
    },
  };
}
