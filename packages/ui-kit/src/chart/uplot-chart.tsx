import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import {
  ChartFrame,
  ChartLegend,
  useElementWidth,
  type ChartStateProps,
  type LegendEntry,
} from './chart-frame';
import { axisColors } from './colors';

/** A drawing made by {@link useUPlot}: where it draws, and the index under the cursor. */
export interface UPlot {
  kind: string;
  setTarget(element: HTMLDivElement | null): void;
  hover: number | null;
}

/** What a chart gives uPlot; the size and the cursor hook are {@link useUPlot}'s. */
export type UPlotShape = Omit<uPlot.Options, 'width' | 'height' | 'hooks'>;

/**
 * One uPlot drawing in an element that follows its container's width: made when the element is
 * measured and again when `rebuild` (the drawing's shape: series, unit…) or the height changes;
 * new data goes in by setData, a new width by setSize. `hover` is the index under the cursor.
 */
export function useUPlot({
  kind,
  data,
  height,
  shape,
  rebuild,
}: {
  /** `data-chart` of the drawing's element ('bar', 'time-series'). */
  kind: string;
  data: uPlot.AlignedData;
  height: number;
  /** The options, from the axis colours of the element drawn in. */
  shape(colors: { text: string; grid: string }): UPlotShape;
  rebuild: readonly unknown[];
}): UPlot {
  const [target, setTarget] = useState<HTMLDivElement | null>(null);
  const width = useElementWidth(target);
  const plot = useRef<uPlot | null>(null);
  const [hover, setHover] = useState<number | null>(null);
  const dataRef = useRef(data);
  dataRef.current = data;

  useEffect(() => {
    if (!target || width === 0) return;
    const options: uPlot.Options = {
      ...shape(axisColors(target)),
      width,
      height: height - 4,
      hooks: { setCursor: [(u) => setHover(u.cursor.idx ?? null)] },
    };
    const chart = new uPlot(options, dataRef.current, target);
    plot.current = chart;
    return () => {
      chart.destroy();
      plot.current = null;
    };
    // width changes go through setSize below; the shape rebuilds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [target, height, width === 0, ...rebuild]);

  useEffect(() => {
    plot.current?.setData(data, true);
  }, [data]);
  useEffect(() => {
    if (width > 0) plot.current?.setSize({ width, height: height - 4 });
  }, [width, height]);

  return { kind, setTarget, hover };
}

/** The numbers of a chart as a table (read by screen readers; the drawing's text alternative). */
export function ChartTable({
  title,
  rowHeader,
  columns,
  rows,
}: {
  title: string;
  /** The first column's heading ('Time (WIB)', 'Category'). */
  rowHeader: string;
  columns: readonly string[];
  rows: readonly { key: string | number; label: string; cells: readonly string[] }[];
}): ReactElement {
  return (
    <table>
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{rowHeader}</th>
          {columns.map((column) => (
            <th scope="col" key={column}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {row.cells.map((cell, i) => (
              <td key={columns[i] ?? i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * {@link ChartFrame} around a uPlot drawing: its legend, the element {@link useUPlot} draws in, and
 * `children` as the text alternative's table ({@link ChartTable}).
 */
export function UPlotFrame({
  plot,
  legend,
  children,
  ...frame
}: ChartStateProps & {
  plot: UPlot;
  legend: readonly LegendEntry[];
  empty: boolean;
  summary: string;
  children: ReactNode;
}): ReactElement {
  return (
    <ChartFrame {...frame} table={children} legend={<ChartLegend entries={legend} />}>
      <Box ref={plot.setTarget} width="100%" height="100%" data-chart={plot.kind} />
    </ChartFrame>
  );
}
