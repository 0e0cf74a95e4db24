// The chart components' states and text alternatives. jsdom has no canvas: uPlot is replaced by a
// recorder of what it was asked to draw (the drawing itself is uPlot's; what is tested is ours).
import { render, screen, within } from '@testing-library/react';
import { UiProvider } from '../../provider/ui-provider';
import { BarChart, stackValues } from '../bar-chart';
import { TimeSeriesChart } from '../time-series-chart';
import { formatAxisTime, formatChartTime, formatChartValue } from '../units';

type PointsShown = (u: { data: unknown[][] }, seriesIndex: number) => boolean;
interface Drawn {
  options: {
    series: { label?: string; points?: { show?: boolean | PointsShown } }[];
    bands?: { series: number[] }[];
    scales?: { x?: { range?: (u: unknown, min: number, max: number) => [number, number] } };
  };
  data: unknown[][];
  sizes: { width: number; height: number }[];
  destroyed: boolean;
}
const drawn: Drawn[] = [];

jest.mock('uplot', () => {
  class FakePlot {
    cursor = { idx: null };
    record: Drawn;
    constructor(options: Drawn['options'], data: unknown[][]) {
      this.record = { options, data, sizes: [], destroyed: false };
      drawn.push(this.record);
    }
    setData(data: unknown[][]) {
      this.record.data = data;
    }
    setSize(size: { width: number; height: number }) {
      this.record.sizes.push(size);
    }
    setScale() {}
    destroy() {
      this.record.destroyed = true;
    }
    static tzDate(date: Date) {
      return date;
    }
    static paths = { bars: () => () => null };
  }
  return { __esModule: true, default: FakePlot };
});

// jsdom lays nothing out: give every element a width so the chart draws.
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 640,
    height: 200,
    top: 0,
    left: 0,
    right: 640,
    bottom: 200,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
});
beforeEach(() => {
  drawn.length = 0;
});

const wrap = (ui: React.ReactElement) => render(<UiProvider>{ui}</UiProvider>);
const T0 = Date.UTC(2026, 10, 28, 3, 0, 0) / 1000;

describe('TimeSeriesChart', () => {
  it('shows a busy skeleton while loading and draws nothing', () => {
    wrap(<TimeSeriesChart title="Traffic" times={[]} series={[]} unit="bps" loading />);
    expect(screen.getByRole('status', { name: 'Traffic: loading' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(drawn).toHaveLength(0);
  });

  it('says what it waits for when there is nothing to draw (also when every value is a gap)', () => {
    wrap(
      <TimeSeriesChart
        title="CPU"
        times={[T0, T0 + 60]}
        series={[{ label: 'CPU', values: [null, null], color: '#3b82f6' }]}
        unit="percent"
        emptyText="Collecting: first points in a minute"
      />,
    );
    expect(screen.getByRole('status', { name: 'CPU' })).toHaveTextContent(
      'Collecting: first points in a minute',
    );
    expect(drawn).toHaveLength(0);
  });

  it('draws its series with a band, and says the numbers in words and in a table', () => {
    wrap(
      <TimeSeriesChart
        title="Live traffic"
        times={[T0, T0 + 60, T0 + 120]}
        series={[
          {
            label: 'Download',
            values: [1_000_000, 48_200_000, null],
            color: '#3b82f6',
            fill: true,
          },
          {
            label: 'Upload',
            values: [500, 2_000, 9_000_000],
            color: '#22c55e',
            band: { min: [100, 1_000, 8_000_000], max: [900, 3_000, 10_000_000] },
          },
        ]}
        unit="bps"
      />,
    );
    const image = screen.getByRole('img');
    expect(image).toHaveAccessibleName(
      'Live traffic: Download latest 48.2 Mbit/s, lowest 1 Mbit/s, highest 48.2 Mbit/s; Upload latest 9 Mbit/s, lowest 500 bit/s, highest 9 Mbit/s',
    );
    const table = screen.getByRole('table', { name: 'Live traffic' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[2]).toHaveTextContent(`${formatChartTime(T0 + 60)}48.2 Mbit/s2 kbit/s`);
    expect(rows[3]).toHaveTextContent('–');
    // One drawing: time, Download, Upload, Upload's max and min; the band between the last two.
    expect(drawn).toHaveLength(1);
    expect(drawn[0]!.data).toHaveLength(5);
    expect(drawn[0]!.options.series.map((s) => s.label)).toEqual([
      undefined,
      'Download',
      'Upload',
      'Upload max',
      'Upload min',
    ]);
    expect(drawn[0]!.options.bands).toEqual([expect.objectContaining({ series: [3, 4] })]);
  });

  it('one sample: the axis spans the window given, and the lone value shows as a point', () => {
    const window: [number, number] = [T0 - 86_400 + 60, T0 + 60];
    const view = wrap(
      <TimeSeriesChart
        title="CPU"
        times={[T0]}
        series={[{ label: 'CPU', values: [35], color: '#f97316' }]}
        unit="percent"
        timeRange={window}
      />,
    );
    const { options } = drawn[0]!;
    // uPlot would widen one instant to years around it; the window holds instead.
    expect(options.scales?.x?.range?.(null, T0, T0)).toEqual(window);
    const shown = (data: unknown[][]) => {
      const show = options.series[1]!.points?.show;
      return typeof show === 'function' ? show({ data }, 1) : show;
    };
    // A line needs two points: one or two samples are drawn as dots, a longer history as a line.
    expect(shown([[T0]])).toBe(true);
    expect(shown([[T0, T0 + 60]])).toBe(true);
    expect(shown([[T0, T0 + 60, T0 + 120]])).toBe(false);
    view.unmount();
  });

  it('takes new data without drawing anew, and greys old values', () => {
    const series = (values: number[]) => [{ label: 'CPU', values, color: '#f97316' }];
    const view = wrap(
      <TimeSeriesChart title="CPU" times={[T0]} series={series([10])} unit="percent" muted />,
    );
    expect(screen.getByRole('img').parentElement).toHaveAttribute('data-muted', 'true');
    view.rerender(
      <UiProvider>
        <TimeSeriesChart
          title="CPU"
          times={[T0, T0 + 60]}
          series={series([10, 37])}
          unit="percent"
        />
      </UiProvider>,
    );
    expect(drawn).toHaveLength(1);
    expect(drawn[0]!.data[1]).toEqual([10, 37]);
    expect(screen.getByRole('img')).toHaveAccessibleName(/latest 37%/);
    view.unmount();
    expect(drawn[0]!.destroyed).toBe(true);
  });
});

describe('BarChart', () => {
  const categories = ['Sep', 'Oct', 'Nov'];
  const series = [
    { label: 'Vouchers', values: [100, 0, 50], color: '#3b82f6' },
    { label: 'Online', values: [20, 30, 400], color: '#22c55e' },
  ];

  it('stacks each series on the ones below it', () => {
    expect(stackValues(series, 3)).toEqual([
      [100, 0, 50],
      [120, 30, 450],
    ]);
  });

  it('draws the top of the stack first, and tells the totals in words and a table', () => {
    wrap(<BarChart title="Sales" categories={categories} series={series} unit="count" />);
    expect(drawn).toHaveLength(1);
    expect(drawn[0]!.options.series.map((s) => s.label)).toEqual([undefined, 'Online', 'Vouchers']);
    expect(drawn[0]!.data).toEqual([
      [0, 1, 2],
      [120, 30, 450],
      [100, 0, 50],
    ]);
    expect(screen.getByRole('img')).toHaveAccessibleName(
      'Sales: 3 bars, Vouchers, Online stacked; highest Nov at 450',
    );
    const rows = within(screen.getByRole('table', { name: 'Sales' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'CategoryVouchersOnlineTotal',
      'Sep10020120',
      'Oct03030',
      'Nov50400450',
    ]);
  });

  it('has loading and empty states', () => {
    const view = wrap(<BarChart title="Sales" categories={[]} series={[]} unit="count" loading />);
    expect(screen.getByRole('status', { name: 'Sales: loading' })).toBeInTheDocument();
    view.rerender(
      <UiProvider>
        <BarChart title="Sales" categories={[]} series={[]} unit="count" emptyText="No sales" />
      </UiProvider>,
    );
    expect(screen.getByRole('status', { name: 'Sales' })).toHaveTextContent('No sales');
    expect(drawn).toHaveLength(0);
  });
});

describe('units', () => {
  it('reads bit/s, bytes, percent, counts and milliseconds like a person would', () => {
    expect(formatChartValue(0, 'bps')).toBe('0 bit/s');
    expect(formatChartValue(999, 'bps')).toBe('999 bit/s');
    expect(formatChartValue(1_500, 'bps')).toBe('1.5 kbit/s');
    expect(formatChartValue(48_213_000, 'bps')).toBe('48.2 Mbit/s');
    expect(formatChartValue(1_200_000_000, 'bps')).toBe('1.2 Gbit/s');
    expect(formatChartValue(512 * 1024 * 1024, 'bytes')).toBe('512 MiB');
    expect(formatChartValue(37.4, 'percent')).toBe('37%');
    expect(formatChartValue(2.25, 'percent')).toBe('2.3%');
    expect(formatChartValue(1204, 'count')).toBe('1,204');
    expect(formatChartValue(12.6, 'ms')).toBe('13 ms');
    expect(formatChartValue(null, 'bps')).toBe('–');
  });

  it('shows times in WIB', () => {
    // 03:00 UTC is 10:00 WIB.
    expect(formatChartTime(T0)).toBe('10:00');
    expect(formatChartTime(T0 + 5, 1)).toBe('10:00:05');
    expect(formatChartTime(T0, 86_400)).toBe('28 Nov 2026');
    expect(formatAxisTime(T0 + 5, 5)).toBe('10:00:05');
    expect(formatAxisTime(T0, 3600)).toBe('10:00');
    expect(formatAxisTime(T0, 86_400)).toBe('28 Nov');
  });
});
