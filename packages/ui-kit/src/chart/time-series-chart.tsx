import { useMemo, useRef, type ReactElement } from 'react';
import uPlot from 'uplot';
import { DEFAULT_CHART_HEIGHT, type ChartStateProps } from './chart-frame';
import { withAlpha } from './colors';
import { CHART_TIME_ZONE, formatAxisTime, formatChartTime, formatChartValue } from './units';
import type { ChartUnit } from './units';
import { ChartTable, UPlotFrame, useUPlot } from './uplot-chart';

export interface TimeSeries {
  label: string;
  /** One value per time; null is a gap. */
  values: readonly (number | null)[];
  /** A CSS colour the canvas can paint (hex or rgb). */
  color: string;
  /** Fill the area under the line. */
  fill?: boolean;
  /** A min/max band drawn around the line (one value per time each). */
  band?: { min: readonly (number | null)[]; max: readonly (number | null)[] };
}

export interface TimeSeriesChartProps extends ChartStateProps {
  /** Unix seconds, ascending. */
  times: readonly number[];
  series: readonly TimeSeries[];
  unit: ChartUnit;
  /** Seconds between points: how times read in the table and the legend. */
  stepSeconds?: number;
  /** Fixed value range of the y axis (default: from 0 to the data's maximum). */
  yRange?: [number, number];
  /**
   * Fixed time range in Unix seconds: a live window that slides, or the range picked (without it
   * the axis spans the data, and one sample alone widens to years around it).
   */
  timeRange?: [number, number];
}

/** Up to this many times, the values are drawn as dots as well as a line. */
const FEW_POINTS = 2;

/** Latest non-null value of a series. */
function last(values: readonly (number | null)[]): number | null {
  for (let i = values.length - 1; i >= 0; i--) if (values[i] != null) return values[i] as number;
  return null;
}

function extent(values: readonly (number | null)[]): { min: number | null; max: number | null } {
  let min: number | null = null;
  let max: number | null = null;
  for (const v of values) {
    if (v == null) continue;
    if (min === null || v < min) min = v;
    if (max === null || v > max) max = v;
  }
  return { min, max };
}

/**
 * A time-series line (or area) chart of one or more series in one unit, with an optional min/max
 * band per series, drawn with uPlot. Times read in WIB; values in human units. Its width follows
 * its container.
 */
export function TimeSeriesChart({
  times,
  series,
  unit,
  stepSeconds = 60,
  yRange,
  timeRange,
  ...frame
}: TimeSeriesChartProps): ReactElement {
  const empty = times.length === 0 || series.every((s) => s.values.every((v) => v == null));

  const data = useMemo(() => {
    const columns: (readonly (number | null)[])[] = [times];
    for (const s of series) {
      columns.push(s.values);
      if (s.band) columns.push(s.band.max, s.band.min);
    }
    return columns as unknown as uPlot.AlignedData;
  }, [times, series]);

  // The drawing's shape: rebuilt when series, unit or size class change; data goes in by setData.
  const shape = series
    .map((s) => `${s.label}|${s.color}|${s.fill ? 1 : 0}|${s.band ? 1 : 0}`)
    .join(',');
  // uPlot calls a scale's range function on every setData: it must see the current window, not
  // the one the chart was made with (a live chart's window slides every second).
  const timeRangeRef = useRef(timeRange);
  timeRangeRef.current = timeRange;
  const plot = useUPlot({
    kind: 'time-series',
    data,
    height: frame.height ?? DEFAULT_CHART_HEIGHT,
    rebuild: [shape, unit, yRange?.[0], yRange?.[1], timeRange === undefined],
    shape: (colors) => {
      const uSeries: uPlot.Series[] = [{}];
      const bands: uPlot.Band[] = [];
      for (const s of series) {
        const index = uSeries.length;
        uSeries.push({
          label: s.label,
          stroke: s.color,
          width: 1.5,
          fill: s.fill ? withAlpha(s.color, 0.12) : undefined,
          // A new router's first samples: a line needs more than two points to be seen across a
          // range of hours or days, so the first one or two are drawn as dots.
          points: { show: (u) => u.data[0].length <= FEW_POINTS, size: 7, fill: s.color },
          spanGaps: false,
        });
        if (s.band) {
          uSeries.push({ label: `${s.label} max`, stroke: 'transparent', points: { show: false } });
          uSeries.push({ label: `${s.label} min`, stroke: 'transparent', points: { show: false } });
          bands.push({ series: [index + 1, index + 2], fill: withAlpha(s.color, 0.15) });
        }
      }
      return {
        series: uSeries,
        bands,
        legend: { show: false },
        cursor: { y: false, points: { size: 6 } },
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), CHART_TIME_ZONE),
        scales: {
          x: {
            time: true,
            ...(timeRange
              ? {
                  range: (_u: uPlot, min: number, max: number): uPlot.Range.MinMax =>
                    timeRangeRef.current ?? [min, max],
                }
              : {}),
          },
          y: {
            range: (_u, min, max) =>
              yRange ?? [Math.min(0, min ?? 0), max && max > 0 ? max * 1.1 : 1],
          },
        },
        axes: [
          {
            stroke: colors.text,
            grid: { stroke: colors.grid, width: 1 },
            ticks: { show: false },
            // One line per tick in WIB (uPlot's own labels add a second line and a 12-hour clock).
            space: 64,
            values: (_u, splits, _axis, _space, increment) =>
              splits.map((v) => formatAxisTime(v, increment)),
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

  const at = plot.hover !== null && plot.hover < times.length ? plot.hover : null;
  const legend = series.map((s) => ({
    label: s.label,
    color: s.color,
    value: formatChartValue(at === null ? last(s.values) : (s.values[at] ?? null), unit),
  }));
  const summary = series
    .map((s) => {
      const { min, max } = extent(s.values);
      return `${s.label} latest ${formatChartValue(last(s.values), unit)}, lowest ${formatChartValue(min, unit)}, highest ${formatChartValue(max, unit)}`;
    })
    .join('; ');
  const rows = times.map((time, i) => ({
    key: time,
    label: formatChartTime(time, stepSeconds),
    cells: series.map((s) => formatChartValue(s.values[i] ?? null, unit)),
  }));
  return (
    <UPlotFrame {...frame} plot={plot} empty={empty} summary={summary} legend={legend}>
      <ChartTable
        title={frame.title}
        rowHeader="Time (WIB)"
        columns={series.map((s) => s.label)}
        rows={rows}
      />
    </UPlotFrame>
  );
}
