import { ROUTER_HEALTH_MESSAGES } from 'contracts/messages';
import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo, type ReactElement } from 'react';
import { CHART_COLORS, TimeSeriesChart, type TimeSeries } from 'ui-kit/chart';
import {
  LIVE_WINDOW_SECONDS,
  useLiveTraffic,
  type LiveStatus,
} from '../../../lib/use-live-traffic';

const STATUS_TEXT: Record<LiveStatus, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  'router-error': 'Router not answering',
  reconnecting: 'Reconnecting…',
  refused: 'Unavailable',
};

export interface LiveTrafficChartProps {
  routerId: string;
  routerName: string;
  /** The router's Traffic Interface; empty: the chart says how to set one. */
  trafficInterface: string;
  height?: number;
}

/** How to get a live chart for a router without a Traffic Interface. */
export function NoTrafficInterface(): ReactElement {
  return (
    <Stack
      borderWidth="1px"
      borderStyle="dashed"
      rounded="md"
      p="4"
      align="center"
      justify="center"
      minH="24"
      role="status"
    >
      <Text color="fg.muted" textStyle="sm" textAlign="center">
        {ROUTER_HEALTH_MESSAGES.noTrafficInterface}
      </Text>
    </Stack>
  );
}

/** The last minute of a router's Traffic Interface in bit/s, live from the server's stream. */
export function LiveTrafficChart({
  routerId,
  routerName,
  trafficInterface,
  height = 180,
}: LiveTrafficChartProps): ReactElement {
  const enabled = trafficInterface !== '';
  const live = useLiveTraffic(routerId, { enabled });
  const { times, series, range } = useMemo(() => {
    const t = live.samples.map((s) => Math.floor(Date.parse(s.at) / 1000));
    const rx: TimeSeries = {
      label: 'Download (rx)',
      values: live.samples.map((s) => s.rxBps),
      color: CHART_COLORS.blue,
      fill: true,
    };
    const tx: TimeSeries = {
      label: 'Upload (tx)',
      values: live.samples.map((s) => s.txBps),
      color: CHART_COLORS.green,
      fill: true,
    };
    const newest = t.at(-1) ?? Math.floor(Date.now() / 1000);
    return {
      times: t,
      series: [rx, tx],
      range: [newest - LIVE_WINDOW_SECONDS, newest] as [number, number],
    };
  }, [live.samples]);

  if (!enabled) return <NoTrafficInterface />;
  const palette =
    live.status === 'live' ? 'green' : live.status === 'connecting' ? 'gray' : 'orange';
  return (
    <Stack gap="2" minW="0" data-live-status={live.status}>
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette={palette} variant="subtle" aria-live="polite">
          {STATUS_TEXT[live.status]}
        </Badge>
        <Text textStyle="xs" color="fg.muted">
          {trafficInterface} · last {LIVE_WINDOW_SECONDS} s
        </Text>
        {live.message && live.status !== 'live' ? (
          <Text textStyle="xs" color="fg.error" role="alert">
            {live.status === 'reconnecting' && !live.message
              ? ROUTER_HEALTH_MESSAGES.liveReconnecting
              : live.message}
          </Text>
        ) : null}
      </HStack>
      <TimeSeriesChart
        title={`Live traffic of ${routerName}`}
        times={times}
        series={series}
        unit="bps"
        stepSeconds={1}
        timeRange={range}
        height={height}
        loading={live.status === 'connecting' && times.length === 0}
        emptyText={live.status === 'refused' ? live.message : 'Waiting for the first reading…'}
        muted={live.status === 'router-error'}
      />
    </Stack>
  );
}

// A lazy() import takes the default export.
export default LiveTrafficChart;
