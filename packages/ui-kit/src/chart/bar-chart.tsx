import { useMemo, useRef, type ReactElement } from 'react';
import uPlot from 'uplot';
import { DEFAULT_CHART_HEIGHT, type ChartStateProps } from './chart-frame';
import { formatChartValue, type ChartUnit } from './units';
import { ChartTable, UPlotFrame, useUPlot } from './uplot-chart';

export interface BarSeries {
  label: string;
  /** One value per category. */
  values: readonly number[];
  color: string;
}

export interface BarChartProps extends ChartStateProps {
  /** The bars, left to right (periods, sources…). */
  categories: readonly string[];
  /** Stacked bottom to top in this order. */
  series: readonly BarSeries[];
  unit: ChartUnit;
}

/** Per category, each series' top: the running sum bottom to top. */
export function stackValues(series: readonly BarSeries[], count: number): number[][] {
  const sums = new Array<number>(count).fill(0);
  return series.map((s) =>
    sums.map((sum, i) => {
      const next = sum + (s.values[i] ?? 0);
      sums[i] = next;
      return next;
    }),
  );
}

/**
 * A bar per category with the series stacked (a report's amount per period by source), drawn with
 * uPlot. Its width follows its container; the numbers are also in a visually hidden table.
 */
export function BarChart({ categories, series, unit, ...frame }: BarChartProps): ReactElement {
  const empty = categories.length === 0 || series.length === 0;

  const stacked = useMemo(
    () => stackValues(series, categories.length),
    [series, categories.length],
  );
  // uPlot paints series in order: the tallest (the top of the stack) first, each lower one over it.
  const data = useMemo(
    () => [categories.map((_, i) => i), ...[...stacked].reverse()] as unknown as uPlot.AlignedData,
    [categories, stacked],
  );
  const categoriesRef = useRef(categories);
  categoriesRef.current = categories;
  const shape = series.map((s) => `${s.label}|${s.color}`).join(',');

  const plot = useUPlot({
    kind: 'bar',
    data,
    height: frame.height ?? DEFAULT_CHART_HEIGHT,
    rebuild: [shape, unit],
    shape: (colors) => {
      const bars = uPlot.paths.bars!({ size: [0.6, 64], gap: 1 });
      return {
        series: [
          {},
          ...[...series].reverse().map((s) => ({
            label: s.label,
            stroke: s.color,
            fill: s.color,
            width: 0,
            paths: bars,
            points: { show: false },
          })),
        ],
        legend: { show: false },
        cursor: { y: false, points: { show: false } },
        scales: {
          x: {
            time: false,
            range: (u) => [-0.5, (u.data[0]?.length ?? 1) - 0.5],
          },
          y: { range: (_u, _min, max) => [0, max && max > 0 ? max * 1.1 : 1] },
        },
        axes: [
          {
            stroke: colors.text,
            grid: { show: false },
            ticks: { show: false },
            splits: (u) => (u.data[0] as number[]).slice(),
            values: (_u, splits) => splits.map((i) => categoriesRef.current[i] ?? ''),
          },
          {
            stroke: colors.text,
            grid: { stroke: colors.grid, width: 1 },
            ticks: { show: false },
            size: 72,
            values: (_u, splits) => splits.map((v) => formatChartValue(v, unit)),
          },
        ],
      };
    },
  });

  const totals = categories.map((_, i) => series.reduce((n, s) => n + (s.values[i] ?? 0), 0));
  const at = plot.hover !== null && plot.hover < categories.length ? plot.hover : null;
  const legend = series.map((s) => ({
    label: s.label,
    color: s.color,
    value: formatChartValue(
      at === null ? s.values.reduce((n, v) => n + v, 0) : (s.values[at] ?? 0),
      unit,
    ),
  }));
  let top = 0;
  totals.forEach((total, i) => {
    if (total > (totals[top] ?? 0)) top = i;
  });
  const summary = empty
    ? ''
    : `${categories.length} bars, ${series.map((s) => s.label).join(', ')} stacked; highest ${categories[top]} at ${formatChartValue(totals[top] ?? 0, unit)}`;
  const rows = categories.map((category, i) => ({
    key: category,
    label: category,
    cells: [
      ...series.map((s) => formatChartValue(s.values[i] ?? 0, unit)),
      formatChartValue(totals[i] ?? 0, unit),
    ],
  }));
  return (
    <UPlotFrame {...frame} plot={plot} empty={empty} summary={summary} legend={legend}>
      <ChartTable
        title={frame.title}
        rowHeader="Category"
        columns={[...series.map((s) => s.label), 'Total']}
        rows={rows}
      />
    </UPlotFrame>
  );
}
