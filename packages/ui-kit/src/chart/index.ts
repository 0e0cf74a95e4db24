// `ui-kit/chart`: the console's one chart library (uPlot, canvas), as React components. A federated
// singleton of its own (config/federation.cjs), like uPlot itself: only the pages that draw charts
// load it (router health, reports), never the dashboard's first paint.
export { TimeSeriesChart, type TimeSeries, type TimeSeriesChartProps } from './time-series-chart';
export { BarChart, stackValues, type BarChartProps, type BarSeries } from './bar-chart';
export { ChartLegend, useElementWidth, type ChartStateProps, type LegendEntry } from './chart-frame';
export { CHART_COLORS, withAlpha } from './colors';
export { CHART_TIME_ZONE, formatChartTime, formatChartValue, type ChartUnit } from './units';
