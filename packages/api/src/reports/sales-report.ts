// Sales reports (docs/rules/reports.md): money in per WIB day or month, per router, by source. Read
// from sales_daily_totals (migration 0017: one row per WIB day, router and source, kept by triggers
// in the same transaction as each payment and sale), never from the raw rows: a month by day reads
// at most 31 × routers × 2 rows however many sales the tables hold.
import { sql } from 'drizzle-orm';
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

/** The report's rows (period, then router name, then source) and their totals. */
export async function salesReport(db: Executor, filter: SalesReportFilter): Promise<SalesReport> {
  const router = filter.routerId ? sql` AND router_id = ${filter.routerId}::uuid` : sql``;
  const source = filter.source ? sql` AND source = ${filter.source}` : sql``;
  const days = sql`day BETWEEN ${filter.from}::date AND ${filter.to}::date${router}${source}`;
  // A day whose sales were all taken back (a refund, a deleted sale) keeps a row of zero: not a row
  // of the report, as the lists would show nothing for it. By day the rows are the report's rows
  // (the key is day, router, source); by month they are summed first.
  const periods =
    filter.groupBy === 'day'
      ? sql`SELECT day AS start, router_id, source, count, amount
              FROM sales_daily_totals WHERE ${days} AND count > 0`
      : sql`SELECT date_trunc('month', day::timestamp)::date AS start, router_id, source,
                   sum(count) AS count, sum(amount) AS amount
              FROM sales_daily_totals WHERE ${days}
             GROUP BY 1, 2, 3 HAVING sum(count) > 0`;
  const rows = await sqlRows<{
    period: string;
    router_id: string;
    router_name: string | null;
    source: ReportSource;
    count: number;
    amount: string | number;
  }>(
    db,
    sql`SELECT to_char(s.start, ${filter.groupBy === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'}) AS period,
               s.router_id, r.router_name, s.source, s.count::int AS count,
               s.amount::bigint AS amount
          FROM (${periods}) s LEFT JOIN routers r ON r.id = s.router_id
         ORDER BY s.start, lower(coalesce(r.router_name, '')), s.router_id, s.source`,
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
