import { ROUTER_MESSAGES } from 'contracts/messages';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  HStack,
  Heading,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LuChartColumn, LuReceipt, LuRotateCw, LuRouter } from 'react-icons/lu';
import { Link } from 'react-router-dom';
import { getErrorMessage } from 'shared-auth';
import { PageSkeleton, usePageTitle } from 'ui-kit/layout';
import { DASHBOARD_REFRESH_MS, useDashboardStats, useRouters } from '../../../api/routers';
import { RouterDetails, RouterOverview } from './router-overview';
import { BillingCards, StatCards } from './stat-cards';

export const DASHBOARD_FETCH_ERROR = ROUTER_MESSAGES.dashboardFailed;

/** Quick actions (docs/rules/routers.md#dashboard; docs/rules/reports.md enables View Payments and Reports). */
function QuickActions(): ReactElement {
  return (
    <Card.Root size="sm" variant="outline" as="section" aria-labelledby="quick-actions">
      <Card.Header>
        <Heading as="h2" size="sm" id="quick-actions">
          Quick Actions
        </Heading>
      </Card.Header>
      <Card.Body>
        <HStack gap="2" wrap="wrap">
          <Button asChild colorPalette="brand" size="sm">
            <Link to="/app/routers">
              <LuRouter aria-hidden />
              Manage Routers
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to="/app/payments">
              <LuReceipt aria-hidden />
              View Payments
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to="/app/reports">
              <LuChartColumn aria-hidden />
              Reports
            </Link>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

function NoRouters(): ReactElement {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="md">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuRouter />
        </EmptyState.Indicator>
        <EmptyState.Title>No routers found</EmptyState.Title>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** `/app` (index): router and transaction statistics, refreshed every 30 s (docs/rules/routers.md#dashboard). */
export function DashboardPage(): ReactElement {
  usePageTitle('Dashboard');
  const stats = useDashboardStats({ refetchInterval: DASHBOARD_REFRESH_MS });
  const routers = useRouters({ refetchInterval: DASHBOARD_REFRESH_MS });

  const failure = stats.isError ? stats.error : routers.isError ? routers.error : null;
  const retry = () => {
    if (stats.isError) void stats.refetch();
    if (routers.isError) routers.refetch();
  };

  if (stats.isLoading && routers.isLoading) return <PageSkeleton />;
  const noRouters = routers.rows.length === 0 && !routers.isLoading && !routers.isError;

  return (
    <Stack gap="5" p={{ base: '4', md: '6' }} minW="0">
      <Stack gap="0">
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
          Dashboard
        </Heading>
        <Text color="fg.muted" textStyle="sm">
          Routers and transactions at a glance
        </Text>
      </Stack>
      {failure ? (
        <Alert.Root status="error" variant="subtle" role="alert" alignItems="start">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{DASHBOARD_FETCH_ERROR}</Alert.Title>
            <Alert.Description>{getErrorMessage(failure)}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={retry} flexShrink="0">
            <LuRotateCw aria-hidden />
            Retry
          </Button>
        </Alert.Root>
      ) : null}
      {stats.isError && !stats.data ? null : <StatCards stats={stats.data} />}
      <BillingCards stats={stats.data} />
      {/* lazyMount: the Detailed View (and its live charts) mounts only when it is opened. */}
      <Tabs.Root defaultValue="overview" variant="line" lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="overview">Router Overview</Tabs.Trigger>
          <Tabs.Trigger value="details">Detailed View</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="overview">
          {noRouters ? <NoRouters /> : <RouterOverview routers={routers.rows} />}
        </Tabs.Content>
        <Tabs.Content value="details">
          {noRouters ? <NoRouters /> : <RouterDetails routers={routers.rows} />}
        </Tabs.Content>
      </Tabs.Root>
      <QuickActions />
    </Stack>
  );
}
