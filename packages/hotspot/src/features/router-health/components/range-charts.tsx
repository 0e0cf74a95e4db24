import { ROUTER_HEALTH_MESSAGES } from 'contracts/messages';
import type { MetricsRange } from 'contracts/limits';
import type { MetricPoint, Outage, RouterMetrics } from 'contracts/types';
import { Box, Card, Heading, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import {
  CHART_COLORS,
  CHART_TIME_ZONE,
  TimeSeriesChart,
  type ChartUnit,
  type TimeSeries,
} from 'ui-kit/chart';
import { formatWibDateTime } from 'ui-kit/format';

/** `2 h 5 min`, `45 s`. */
export function durationText(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  return [days ? `${days} d` : '', hours ? `${hours} h` : '', rest ? `${rest} min` : '']
    .filter(Boolean)
    .join(' ');
}

const pick = (points: readonly MetricPoint[], f: (p: MetricPoint) => number | null) =>
  points.map(f);

interface ChartSpec {
  key: string;
  title: string;
  unit: ChartUnit;
  series: TimeSeries[];
  yRange?: [number, number];
}

function chartSpecs(points: readonly MetricPoint[]): ChartSpec[] {
  const used = (p: { freeMemory: number | null; totalMemory: number | null }) =>
    p.freeMemory === null || p.totalMemory === null ? null : p.totalMemory - p.freeMemory;
  return [
    {
      key: 'cpu',
      title: 'CPU load',
      unit: 'percent',
      yRange: [0, 100],
      series: [
        {
          label: 'CPU',
          values: pick(points, (p) => p.cpuLoad),
          color: CHART_COLORS.orange,
          band: {
            min: pick(points, (p) => p.min?.cpuLoad ?? null),
            max: pick(points, (p) => p.max?.cpuLoad ?? null),
          },
        },
      ],
    },
    {
      key: 'memory',
      title: 'Memory used',
      unit: 'bytes',
      series: [
        { label: 'Used', values: pick(points, used), color: CHART_COLORS.purple, fill: true },
        { label: 'Total', values: pick(points, (p) => p.totalMemory), color: CHART_COLORS.grey },
      ],
    },
    {
      key: 'users',
      title: 'Active users',
      unit: 'count',
      series: [
        { label: 'PPP', values: pick(points, (p) => p.pppActive), color: CHART_COLORS.teal },
        { label: 'Hotspot', values: pick(points, (p) => p.hotspotActive), color: CHART_COLORS.red },
      ],
    },
    {
      key: 'traffic',
      title: 'Traffic',
      unit: 'bps',
      series: [
        {
          label: 'Download (rx)',
          values: pick(points, (p) => p.rxBps),
          color: CHART_COLORS.blue,
          fill: true,
        },
        {
          label: 'Upload (tx)',
          values: pick(points, (p) => p.txBps),
          color: CHART_COLORS.green,
          fill: true,
        },
      ],
    },
  ];
}

/**
 * The note while the history is shorter than the range picked: `Collecting since 14:05 WIB`, with
 * the day when the first sample is not from today (docs/rules/routers.md#router-health).
 */
export function collectingSinceText(firstAt: number, rangeLabel: string, now = Date.now()): string {
  const day = (ms: number) =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      timeZone: CHART_TIME_ZONE,
    }).format(new Date(ms));
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: CHART_TIME_ZONE,
  }).format(new Date(firstAt * 1000));
  const since = day(firstAt * 1000) === day(now) ? time : `${day(firstAt * 1000)} ${time}`;
  return `Collecting since ${since} WIB: the charts fill the ${rangeLabel} as samples arrive`;
}

/** CPU, memory, active users and traffic over the range picked. */
export function RangeCharts({
  metrics,
  timeRange,
  loading,
  muted,
  trafficInterface,
}: {
  metrics: RouterMetrics | undefined;
  /** The range picked, [from, to] in Unix seconds: every chart's time axis spans it. */
  timeRange: [number, number];
  loading: boolean;
  muted: boolean;
  trafficInterface: string;
}): ReactElement {
  const points = metrics?.points ?? [];
  const times = points.map((p) => Math.floor(Date.parse(p.at) / 1000));
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      {chartSpecs(points).map((spec) => (
        <Card.Root key={spec.key} size="sm" variant="outline" as="section" aria-label={spec.title}>
          <Card.Header>
            <Heading as="h3" size="sm">
              {spec.title}
            </Heading>
          </Card.Header>
          <Card.Body minW="0">
            <TimeSeriesChart
              title={spec.title}
              times={times}
              series={spec.series}
              unit={spec.unit}
              yRange={spec.yRange}
              timeRange={timeRange}
              stepSeconds={metrics?.stepSeconds}
              loading={loading && !metrics}
              muted={muted}
              emptyText={
                spec.key === 'traffic' && !trafficInterface && points.length > 0
                  ? ROUTER_HEALTH_MESSAGES.noTrafficInterface
                  : ROUTER_HEALTH_MESSAGES.collecting
              }
            />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/** Outages in the range, newest first, in WIB. */
export function OutageList({
  outages,
  range,
}: {
  outages: readonly Outage[];
  range: MetricsRange;
}): ReactElement {
  if (outages.length === 0) {
    return (
      <Text color="fg.muted" textStyle="sm">
        No outages in the last {range}.
      </Text>
    );
  }
  return (
    // Focusable: on a phone the table scrolls sideways, and a keyboard must reach it (WCAG 2.1.1).
    <Box overflowX="auto" borderWidth="1px" rounded="md" tabIndex={0} aria-label="Outages list">
      <Table.Root size="sm" aria-label="Outages">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>From</Table.ColumnHeader>
            <Table.ColumnHeader>To</Table.ColumnHeader>
            <Table.ColumnHeader>Length</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {outages.map((outage) => (
            <Table.Row key={outage.from}>
              <Table.Cell whiteSpace="nowrap">{formatWibDateTime(outage.from)}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {outage.to ? formatWibDateTime(outage.to) : 'still offline'}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {durationText(
                  (outage.to ? Date.parse(outage.to) : Date.now()) - Date.parse(outage.from),
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

export function availabilityText(value: number | null | undefined): string {
  if (value === null || value === undefined) return '–';
  return `${value >= 99.95 && value < 100 ? value.toFixed(2) : Number(value.toFixed(1))}%`;
}

export function StatBlock({
  label,
  value,
  hint,
}: {
  label: string;
  value: string;
  hint?: string;
}): ReactElement {
  return (
    <Stack gap="0" role="group" aria-label={label}>
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text textStyle="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
      {hint ? (
        <Text textStyle="xs" color="fg.muted">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}
