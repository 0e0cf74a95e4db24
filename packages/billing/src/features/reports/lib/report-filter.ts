import type { ReportGroupBy, ReportSource } from 'contracts/types';
import { fromIsoDay } from 'ui-kit/date-picker';

/** The reports page's address keys: the API's own parameter names (docs/rules/reports.md). */
export const REPORT_QUERY = {
  from: 'from',
  to: 'to',
  groupBy: 'groupBy',
  routerId: 'routerId',
  source: 'source',
} as const;

export interface ReportFilter {
  from: string;
  to: string;
  groupBy: ReportGroupBy;
  routerId: string | null;
  source: ReportSource | null;
}

const GROUPS: readonly ReportGroupBy[] = ['day', 'month'];
const SOURCES: readonly ReportSource[] = ['online', 'voucher', 'invoice'];

/** Today in WIB as `YYYY-MM-DD` (the API's days are WIB whatever the browser's zone). */
export function wibToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The filter a link or a reload carries; anything the API would refuse falls back to the default
 * (this month so far, by day, every router and source), so a hand-edited link shows a report.
 */
export function readReportFilter(query: URLSearchParams, today = wibToday()): ReportFilter {
  const day = (key: string) => {
    const value = query.get(key);
    return fromIsoDay(value) ? value : null;
  };
  let from = day(REPORT_QUERY.from);
  let to = day(REPORT_QUERY.to);
  if (!from) from = `${today.slice(0, 8)}01`;
  if (!to || to < from) to = from > today ? from : today;
  const groupBy = query.get(REPORT_QUERY.groupBy);
  const source = query.get(REPORT_QUERY.source);
  const routerId = query.get(REPORT_QUERY.routerId);
  return {
    from,
    to,
    groupBy: GROUPS.includes(groupBy as ReportGroupBy) ? (groupBy as ReportGroupBy) : 'day',
    routerId: routerId && /^[0-9a-f-]{36}$/i.test(routerId) ? routerId : null,
    source: SOURCES.includes(source as ReportSource) ? (source as ReportSource) : null,
  };
}

/** The API's query for the filter (defaults left out). */
export function reportParams(filter: ReportFilter): Record<string, string> {
  return {
    from: filter.from,
    to: filter.to,
    groupBy: filter.groupBy,
    ...(filter.routerId ? { routerId: filter.routerId } : {}),
    ...(filter.source ? { source: filter.source } : {}),
  };
}
