import { ROUTER_HEALTH_MESSAGES, ROUTER_MESSAGES } from 'contracts/messages';
import { METRICS_RANGE_SECONDS, METRICS_RANGES, type MetricsRange } from 'contracts/limits';
import { Alert, Button, Card, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactElement } from 'react';
import { LuArrowLeft, LuReceipt, LuUsers, LuWifi } from 'react-icons/lu';
import { Link, useParams } from 'react-router-dom';
import { getErrorMessage } from 'shared-auth';
import { NotFound, PageSkeleton, usePageTitle } from 'ui-kit/layout';
import { useRouters } from '../../../api/routers';
import { useRouterMetrics } from '../../../api/router-health';
import type { Router } from '../../../api/types';
import { RouterLastSeen, RouterStatusBadge } from '../../../lib/router-status';
import { LiveTrafficChart } from './live-traffic-chart';
import {
  availabilityText,
  collectingSinceText,
  OutageList,
  RangeCharts,
  StatBlock,
} from './range-charts';

const RANGE_LABELS: Record<MetricsRange, string> = {
  '1h': '1 h',
  '24h': '24 h',
  '7d': '7 d',
  '30d': '30 d',
  '365d': '365 d',
};

function RangePicker({
  value,
  onChange,
}: {
  value: MetricsRange;
  onChange(range: MetricsRange): void;
}): ReactElement {
  return (
    <HStack gap="1" role="group" aria-label="Range" wrap="wrap">
      {METRICS_RANGES.map((range) => (
        <Button
          key={range}
          size="xs"
          variant={range === value ? 'solid' : 'outline'}
          colorPalette={range === value ? 'brand' : 'gray'}
          aria-pressed={range === value}
          onClick={() => onChange(range)}
        >
          {RANGE_LABELS[range]}
        </Button>
      ))}
    </HStack>
  );
}

function HealthScreen({ router }: { router: Router }): ReactElement {
  usePageTitle(router.routerName);
  const [range, setRange] = useState<MetricsRange>('24h');
  const metrics = useRouterMetrics(String(router.id), range);
  const data = metrics.data;
  const offline = !router.isOnline;
  const noSamples = data !== undefined && data.points.length === 0;
  // The axes span the range picked, ending when the samples were read (docs/rules/routers.md#router-health):
  // a young router's few points sit at the right end instead of stretching over the whole width.
  const end = Math.floor((metrics.dataUpdatedAt || Date.now()) / 1000);
  const timeRange: [number, number] = [end - METRICS_RANGE_SECONDS[range], end];
  const firstAt = data?.points[0] ? Date.parse(data.points[0].at) / 1000 : null;
  const collectingSince =
    firstAt !== null && firstAt > timeRange[0] + (data?.stepSeconds ?? 0) ? firstAt : null;
  const id = encodeURIComponent(String(router.id));

  return (
    <Stack gap="5" p={{ base: '4', md: '6' }} minW="0">
      <Stack gap="2">
        <Button asChild size="xs" variant="ghost" alignSelf="start">
          <Link to="/app/routers">
            <LuArrowLeft aria-hidden />
            Routers
          </Link>
        </Button>
        <HStack justify="space-between" align="start" wrap="wrap" gap="3">
          <Stack gap="0.5">
            <HStack gap="2">
              <Heading as="h1" size={{ base: 'lg', md: 'xl' }} wordBreak="break-word">
                {router.routerName}
              </Heading>
              <RouterStatusBadge router={router} />
            </HStack>
            <Text textStyle="sm" color="fg.muted" wordBreak="break-word">
              {router.routerHost}
              {router.identity ? ` · ${router.identity}` : ''}
              {router.version ? ` · RouterOS ${router.version}` : ''}
            </Text>
            <RouterLastSeen router={router} />
          </Stack>
          <HStack gap="2" wrap="wrap">
            <Button asChild size="sm" variant="outline">
              <Link to={`/app/routers/${id}/ppp`}>
                <LuUsers aria-hidden />
                Manage PPP
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to={`/app/routers/${id}/hotspot`}>
                <LuWifi aria-hidden />
                Manage Hotspot
              </Link>
            </Button>
            <Button asChild size="sm" variant="outline">
              <Link to={`/app/routers/${id}/payments`}>
                <LuReceipt aria-hidden />
                Payments
              </Link>
            </Button>
          </HStack>
        </HStack>
      </Stack>

      {offline ? (
        <Alert.Root status="warning" variant="subtle" alignItems="start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{ROUTER_HEALTH_MESSAGES.offlineNow}</Alert.Title>
            {router.lastError ? <Alert.Description>{router.lastError}</Alert.Description> : null}
          </Alert.Content>
        </Alert.Root>
      ) : null}

      <Card.Root size="sm" variant="outline" as="section" aria-labelledby="live-traffic">
        <Card.Header>
          <Heading as="h2" size="sm" id="live-traffic">
            Live traffic
          </Heading>
        </Card.Header>
        <Card.Body minW="0">
          <LiveTrafficChart
            routerId={String(router.id)}
            routerName={router.routerName}
            trafficInterface={router.trafficInterface}
          />
        </Card.Body>
      </Card.Root>

      <Stack gap="3" as="section" aria-labelledby="history">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <Heading as="h2" size="md" id="history">
            History
          </Heading>
          <RangePicker value={range} onChange={setRange} />
        </HStack>
        {metrics.isError ? (
          <Alert.Root status="error" variant="subtle" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{ROUTER_HEALTH_MESSAGES.metricsFailed}</Alert.Title>
              <Alert.Description>{getErrorMessage(metrics.error)}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        {noSamples ? (
          <Alert.Root status="info" variant="subtle" role="status">
            <Alert.Indicator />
            <Alert.Title>{ROUTER_HEALTH_MESSAGES.collecting}</Alert.Title>
          </Alert.Root>
        ) : null}
        {collectingSince !== null ? (
          <Text textStyle="sm" color="fg.muted" role="status">
            {collectingSinceText(collectingSince, RANGE_LABELS[range])}
          </Text>
        ) : null}
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          <StatBlock
            label="Availability"
            value={availabilityText(data?.availability)}
            hint={`of the rounds in the last ${RANGE_LABELS[range]}`}
          />
          <StatBlock label="Outages" value={data ? String(data.outages.length) : '–'} />
        </SimpleGrid>
        <RangeCharts
          metrics={data}
          timeRange={timeRange}
          loading={metrics.isLoading}
          muted={offline}
          trafficInterface={router.trafficInterface}
        />
        <Stack gap="2">
          <Heading as="h3" size="sm">
            Outages
          </Heading>
          <OutageList outages={data?.outages ?? []} range={range} />
        </Stack>
      </Stack>
    </Stack>
  );
}

/** `/app/routers/{routerId}`: a router's live traffic, history, availability and outages. */
export function RouterHealthPage(): ReactElement {
  const { routerId = '' } = useParams();
  const routers = useRouters();
  const router = routers.rows.find((candidate) => String(candidate.id) === routerId);
  if (routers.isLoading) return <PageSkeleton />;
  if (routers.isError && !router) {
    return (
      <Alert.Root status="error" variant="subtle" role="alert" m="6">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{ROUTER_MESSAGES.fetchFailed}</Alert.Title>
          <Alert.Description>{getErrorMessage(routers.error)}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (!router) return <NotFound />;
  return <HealthScreen router={router} />;
}

export default RouterHealthPage;
