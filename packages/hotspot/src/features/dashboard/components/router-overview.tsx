import {
  Box,
  Button,
  Card,
  DataList,
  HStack,
  Heading,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import { LuActivity, LuReceipt, LuUsers, LuWifi } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { formatNumber } from 'ui-kit/format';
import type { Router } from '../../../api/types';
import {
  RouterLastSeen,
  RouterStatusBadge,
  countText,
  lastSeenText,
} from '../../../lib/router-status';

function routerLink(router: Router, page: 'ppp' | 'payments' | 'hotspot'): string {
  return `/app/routers/${encodeURIComponent(String(router.id))}/${page}`;
}

// Live charts (ui-kit/chart, uPlot) load only once the Detailed View shows one, never with /app.
const LiveTrafficPanel = lazy(() =>
  import('../../router-health').then((module) => ({ default: module.LiveTrafficPanel })),
);

/** At most this many live charts at once: each is a stream the browser keeps open. */
export const MAX_LIVE_ROUTERS = 3;

/** Health, Manage PPP, Manage Hotspot and Payments, per router (docs/rules/routers.md#dashboard). */
function RouterLinks({ router }: { router: Router }): ReactElement {
  return (
    <HStack gap="2" wrap="wrap">
      <Button asChild size="xs" variant="outline" aria-label={`Health of ${router.routerName}`}>
        <Link to={`/app/routers/${encodeURIComponent(String(router.id))}`}>
          <LuActivity aria-hidden />
          Health
        </Link>
      </Button>
      <Button asChild size="xs" variant="outline" aria-label={`Manage PPP of ${router.routerName}`}>
        <Link to={routerLink(router, 'ppp')}>
          <LuUsers aria-hidden />
          Manage PPP
        </Link>
      </Button>
      <Button
        asChild
        size="xs"
        variant="outline"
        aria-label={`Manage Hotspot of ${router.routerName}`}
      >
        <Link to={routerLink(router, 'hotspot')}>
          <LuWifi aria-hidden />
          Manage Hotspot
        </Link>
      </Button>
      <Button asChild size="xs" variant="outline" aria-label={`Payments of ${router.routerName}`}>
        <Link to={routerLink(router, 'payments')}>
          <LuReceipt aria-hidden />
          Payments
        </Link>
      </Button>
    </HStack>
  );
}

/** Router Overview: a card per router. */
export function RouterOverview({ routers }: { routers: readonly Router[] }): ReactElement {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
      {routers.map((router) => (
        <Card.Root
          key={router.id}
          as="article"
          aria-label={router.routerName}
          size="sm"
          variant="outline"
        >
          <Card.Header>
            <HStack justify="space-between" align="start">
              <Heading as="h3" size="sm" wordBreak="break-word">
                {router.routerName}
              </Heading>
              <RouterStatusBadge router={router} />
            </HStack>
            <Text textStyle="xs" color="fg.muted" wordBreak="break-all">
              {router.routerHost}
            </Text>
          </Card.Header>
          <Card.Body gap="2">
            <DataList.Root orientation="horizontal" size="sm" gap="1">
              <DataList.Item>
                <DataList.ItemLabel minW="32">PPP Users</DataList.ItemLabel>
                <DataList.ItemValue>{countText(router.stats?.pppSecret)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel minW="32">Active</DataList.ItemLabel>
                <DataList.ItemValue>{countText(router.stats?.pppActive)}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel minW="32">Transactions</DataList.ItemLabel>
                <DataList.ItemValue>{countText(router.transactionCount ?? 0)}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            <RouterLastSeen router={router} />
          </Card.Body>
          <Card.Footer>
            <RouterLinks router={router} />
          </Card.Footer>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

function memoryText(router: Router): string {
  const { freeMemory, totalMemory } = router;
  if (typeof totalMemory !== 'number' || totalMemory <= 0) return '-';
  const mib = (bytes: number) => formatNumber(Math.round(bytes / 1024 / 1024));
  if (typeof freeMemory !== 'number') return `${mib(totalMemory)} MiB`;
  return `${mib(totalMemory - freeMemory)} / ${mib(totalMemory)} MiB`;
}

/** Detailed View: one row per router with the monitor's measurements. */
export function RouterDetails({ routers }: { routers: readonly Router[] }): ReactElement {
  // The first router with a traffic interface is watched from the start; the rest on request.
  const [watched, setWatched] = useState<string[]>(() =>
    routers
      .filter((router) => router.trafficInterface)
      .slice(0, 1)
      .map((router) => String(router.id)),
  );
  const toggle = (id: string) =>
    setWatched((current) =>
      current.includes(id)
        ? current.filter((x) => x !== id)
        : [...current, id].slice(-MAX_LIVE_ROUTERS),
    );
  const live = watched
    .map((id) => routers.find((router) => String(router.id) === id))
    .filter((router): router is Router => router !== undefined);
  const headers = [
    'Router',
    'Status',
    'Identity',
    'Version',
    'Uptime',
    'CPU',
    'Memory',
    'PPP Users',
    'Active',
    'Last Seen',
    'Last Error',
    'Live',
    'Links',
  ];
  return (
    <Stack gap="4">
      <Box overflowX="auto" borderWidth="1px" rounded="md" tabIndex={0} aria-label="Router details">
        <Table.Root size="sm" aria-label="Router details" striped>
          <Table.Header>
            <Table.Row>
              {headers.map((header) => (
                <Table.ColumnHeader key={header} whiteSpace="nowrap">
                  {header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {routers.map((router) => (
              <Table.Row key={router.id}>
                <Table.Cell fontWeight="medium" whiteSpace="nowrap">
                  {router.routerName}
                </Table.Cell>
                <Table.Cell>
                  <RouterStatusBadge router={router} />
                </Table.Cell>
                <Table.Cell>{router.identity || '-'}</Table.Cell>
                <Table.Cell>{router.version || '-'}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{router.uptime || '-'}</Table.Cell>
                <Table.Cell>
                  {typeof router.cpuLoad === 'number' ? `${router.cpuLoad}%` : '-'}
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{memoryText(router)}</Table.Cell>
                <Table.Cell>{countText(router.stats?.pppSecret)}</Table.Cell>
                <Table.Cell>{countText(router.stats?.pppActive)}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{lastSeenText(router)}</Table.Cell>
                <Table.Cell color="fg.error" maxW="64" title={router.lastError ?? undefined}>
                  <Text lineClamp={2}>{router.lastError || ''}</Text>
                </Table.Cell>
                <Table.Cell>
                  {router.trafficInterface ? (
                    <Button
                      size="xs"
                      variant={watched.includes(String(router.id)) ? 'solid' : 'outline'}
                      aria-pressed={watched.includes(String(router.id))}
                      aria-label={`Live traffic of ${router.routerName}`}
                      onClick={() => toggle(String(router.id))}
                    >
                      Live
                    </Button>
                  ) : (
                    <Text
                      textStyle="xs"
                      color="fg.muted"
                      title="Set a Traffic Interface with Edit router"
                    >
                      no interface
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <RouterLinks router={router} />
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {live.length > 0 ? (
        <Suspense fallback={null}>
          <LiveTrafficPanel routers={live} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
