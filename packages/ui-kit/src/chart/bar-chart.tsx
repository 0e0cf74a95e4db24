import { Box } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import {
  ChartFrame,
  ChartLegend,
  DEFAULT_CHART_HEIGHT,
  useElementWidth,
  type ChartStateProps,
} from './chart-frame';
import { axisColors } from './colors';
import { formatChartValue, type ChartUnit } from './units';

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
export function BarChart({
  title,
  categories,
  series,
  unit,
  height = DEFAULT_CHART_HEIGHT,
  loading,
  emptyText,
  muted,
}: BarChartProps): ReactElement {
  const empty = categories.length === 0 || series.length === 0;
  const [target, setTarget] = useState<HTMLDivElement | null>(null);
  const width = useElementWidth(target);
  const plot = useRef<uPlot | null>(null);
  const [hover, setHover] = useState<number | null>(null);

  const stacked = useMemo(() => stackValues(series, categories.length), [series, categories.length]);
  // uPlot paints series in order: the tallest (the top of the stack) first, each lower one over it.
  const data = useMemo(
    () =>
      [categories.map((_, i) => i), ...[...stacked].reverse()] as unknown as uPlot.AlignedData,
    [categories, stacked],
  );
  const dataRef = useRef(data);
  dataRef.current = data;
  const categoriesRef = useRef(categories);
  categoriesRef.current = categories;
  const shape = series.map((s) => `${s.label}|${s.color}`).join(',');

  useEffect(() => {
    if (!target || width === 0) return;
    const colors = axisColors(target);
    const bars = uPlot.paths.bars!({ size: [0.6, 64], gap: 1 });
    const options: uPlot.Options = {
      width,
      height: height - 4,
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
      hooks: { setCursor: [(u) => setHover(u.cursor.idx ?? null)] },
    };
    const chart = new uPlot(options, dataRef.current, target);
    plot.current = chart;
    return () => {
      chart.destroy();
      plot.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, shape, unit, height, width === 0]);

  useEffect(() => {
    plot.current?.setData(data, true);
  }, [data]);
  useEffect(() => {
    if (width > 0) plot.current?.setSize({ width, height: height - 4 });
  }, [width, height]);

  const totals = categories.map((_, i) => series.reduce((n, s) => n + (s.values[i] ?? 0), 0));
  const at = hover !== null && hover < categories.length ? hover : null;
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
  const table = (
    <table>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Category</th>
          {series.map((s) => (
            <th scope="col" key={s.label}>
              {s.label}
            </th>
          ))}
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {categories.map((category, i) => (
          <tr key={category}>
            <th scope="row">{category}</th>
            {series.map((s) => (
              <td key={s.label}>{formatChartValue(s.values[i] ?? 0, unit)}</td>
            ))}
            <td>{formatChartValue(totals[i] ?? 0, unit)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <ChartFrame
      title={title}
      height={height}
      loading={loading}
      empty={empty}
      emptyText={emptyText}
      muted={muted}
      summary={summary}
      table={table}
      legend={<ChartLegend entries={legend} />}
    >
      <Box ref={setTarget} width="100%" height="100%" data-chart="bar" />
    </ChartFrame>
  );
}
