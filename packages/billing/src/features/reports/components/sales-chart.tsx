import type { SalesReportRow } from 'contracts/types';
import type { ReactElement } from 'react';
import { BarChart, CHART_COLORS, type BarSeries } from 'ui-kit/chart';

export const SOURCE_LABELS = {
  online: 'Online payments',
  voucher: 'Voucher sales',
  invoice: 'Paid invoices',
} as const;

/** The report's amounts per period (every router added up), one series per source. */
export function chartData(rows: readonly SalesReportRow[]): {
  categories: string[];
  series: BarSeries[];
} {
  const categories = [...new Set(rows.map((row) => row.period))].sort();
  const index = new Map(categories.map((period, i) => [period, i]));
  const sums = {
    online: categories.map(() => 0),
    voucher: categories.map(() => 0),
    invoice: categories.map(() => 0),
  };
  for (const row of rows) sums[row.source][index.get(row.period)!]! += row.amount;
  const series: BarSeries[] = [
    { label: SOURCE_LABELS.online, values: sums.online, color: CHART_COLORS.blue },
    { label: SOURCE_LABELS.voucher, values: sums.voucher, color: CHART_COLORS.orange },
    // Subscribers' invoices, when there are any: a voucher shop's chart keeps its two series.
    ...(sums.invoice.some((amount) => amount > 0)
      ? [{ label: SOURCE_LABELS.invoice, values: sums.invoice, color: CHART_COLORS.green }]
      : []),
  ];
  return { categories, series };
}

/** A bar per period stacked by source (its own module: uPlot loads with the reports page only). */
export default function SalesChart({
  rows,
  loading,
}: {
  rows: readonly SalesReportRow[];
  loading: boolean;
}): ReactElement {
  const { categories, series } = chartData(rows);
  return (
    <BarChart
      // A new set of periods is a new chart: uPlot keeps the axis labels it was made with.
      key={categories.join()}
      title="Revenue per period (Rp)"
      categories={categories}
      series={series}
      unit="count"
      height={260}
      loading={loading}
      emptyText="No sales in this range"
    />
  );
}
