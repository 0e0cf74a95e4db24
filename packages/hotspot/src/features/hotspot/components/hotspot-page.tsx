import { Alert, Badge, Button, HStack, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { LuArrowLeft, LuRotateCw } from 'react-icons/lu';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { getErrorMessage } from 'shared-auth';
import { NotFound, usePageTitle } from 'ui-kit/layout';
import { RouterStatusBadge, useRouters } from '../../routers';
import {
  hotspotPaths,
  useHotspotActive,
  useHotspotProfiles,
  usePagedCount,
  useVoucherBatches,
} from '../api/hotspot';
import type { HotspotProfile, HotspotUser } from '../api/types';
import {
  USERS_QUERY,
  readTab,
  readUsersFilter,
  withChanges,
  type HotspotTab,
  type UsersFilter,
} from '../lib/hotspot-query';
import { HOTSPOT_TEXT } from '../lib/messages';
import { ActiveTab } from './active-tab';
import { GenerateDialog } from './generate-dialog';
import { ProfileDialog } from './profile-dialog';
import { ProfilesTab } from './profiles-tab';
import { SalesTab, type SalesPeriod } from './sales-tab';
import { UserDialog } from './user-dialog';
import { UsersTab } from './users-tab';
import { VouchersTab } from './vouchers-tab';
import { fromIsoDay } from 'ui-kit/date-picker';

interface DialogState<TRecord> {
  open: boolean;
  record: TRecord | null;
}

function TabLabel({
  label,
  count,
}: {
  label: string;
  count: number | null | undefined;
}): ReactElement {
  return (
    <>
      {label}
      <Badge variant="subtle" colorPalette="gray" aria-label={`${count ?? 'unknown'} rows`}>
        {count ?? '–'}
      </Badge>
    </>
  );
}

export function HotspotFetchFailure({
  reason,
  busy,
  onRetry,
}: {
  reason: string;
  busy: boolean;
  onRetry(): void;
}): ReactElement {
  return (
    <Alert.Root status="error" variant="subtle" role="alert" alignItems="start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{HOTSPOT_TEXT.fetchFailed}</Alert.Title>
        <Alert.Description>{reason}</Alert.Description>
      </Alert.Content>
      <Button
        size="sm"
        variant="outline"
        onClick={onRetry}
        flexShrink="0"
        loading={busy}
        loadingText="Retry"
      >
        <LuRotateCw aria-hidden />
        Retry
      </Button>
    </Alert.Root>
  );
}

const day = (value: string | null) => (fromIsoDay(value) ? value : null);

function readPeriod(query: URLSearchParams): SalesPeriod {
  const from = day(query.get('from'));
  let to = day(query.get('to'));
  if (!from || (to && to < from)) to = null;
  return { from, to: from ? (to ?? from) : null };
}

function HotspotScreen({ routerId }: { routerId: string }): ReactElement {
  usePageTitle('Hotspot');
  const router = useRouters().rows.find((candidate) => String(candidate.id) === routerId);
  const [query, setQuery] = useSearchParams();
  const tab = readTab(query.get('tab'));
  const paths = hotspotPaths(routerId);
  const users = usePagedCount(paths.users);
  const profiles = useHotspotProfiles(routerId);
  const active = useHotspotActive(routerId);
  const batches = useVoucherBatches(routerId);
  const batchCount = usePagedCount(paths.vouchers);
  const sales = usePagedCount(paths.sales);
  const [userDialog, setUserDialog] = useState<DialogState<HotspotUser>>({
    open: false,
    record: null,
  });
  const [profileDialog, setProfileDialog] = useState<DialogState<HotspotProfile>>({
    open: false,
    record: null,
  });
  const [generating, setGenerating] = useState(false);

  const change = (changes: Record<string, string | null>) =>
    setQuery((current) => withChanges(current, changes), { replace: true });

  // The router answers the live lists (profiles, active); when none of them comes back the reason
  // and Retry stand above the tabs (the tables show their own error too).
  const routerLists = [profiles, active];
  const failed = routerLists.filter((list) => list.isError);
  const usersFilter = readUsersFilter(query);
  const period = readPeriod(query);

  let failure: ReactNode = null;
  if (failed.length > 0) {
    failure = (
      <HotspotFetchFailure
        reason={getErrorMessage(failed[0]?.error)}
        busy={failed.some((list) => list.isFetching)}
        onRetry={() => failed.forEach((list) => list.refetch())}
      />
    );
  }
  const countOf = (list: { isLoading: boolean; isError: boolean; rows: unknown[] }) =>
    list.isLoading || list.isError ? null : list.rows.length;

  return (
    <Stack gap="4" p={{ base: '3', md: '6' }} minW="0">
      <Stack gap="2">
        <Button asChild variant="ghost" size="sm" alignSelf="start" ms="-2">
          <Link to="/app/routers">
            <LuArrowLeft aria-hidden />
            Routers
          </Link>
        </Button>
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
            Hotspot{router ? `: ${router.routerName}` : ''}
          </Heading>
          {router ? <RouterStatusBadge router={router} /> : null}
        </HStack>
        {router ? (
          <Text color="fg.muted" textStyle="sm">
            {router.routerHost}
          </Text>
        ) : null}
      </Stack>
      {failure}
      <Tabs.Root
        value={tab}
        onValueChange={(details) =>
          change({ tab: details.value === 'users' ? null : details.value })
        }
        variant="line"
        lazyMount
      >
        <Tabs.List overflowX="auto" overflowY="hidden">
          <Tabs.Trigger value="users" flexShrink="0">
            <TabLabel label="Users" count={users.data} />
          </Tabs.Trigger>
          <Tabs.Trigger value="profiles" flexShrink="0">
            <TabLabel label="User Profiles" count={countOf(profiles)} />
          </Tabs.Trigger>
          <Tabs.Trigger value="active" flexShrink="0">
            <TabLabel label="Active" count={countOf(active)} />
          </Tabs.Trigger>
          <Tabs.Trigger value="vouchers" flexShrink="0">
            <TabLabel label="Vouchers" count={batchCount.data} />
          </Tabs.Trigger>
          <Tabs.Trigger value="sales" flexShrink="0">
            <TabLabel label="Sales" count={sales.data} />
          </Tabs.Trigger>
        </Tabs.List>
        {/* Every panel exists (the tabs' aria-controls point at it); only the open one holds its
            table, so active sessions are polled only while their tab is open. */}
        <Tabs.Content value="users">
          {tab === 'users' ? (
            <UsersTab
              routerId={routerId}
              filter={usersFilter}
              profiles={profiles.rows}
              batches={batches.rows}
              onFilter={(changes: Partial<UsersFilter>) =>
                change(
                  Object.fromEntries(
                    Object.entries(changes).map(([key, value]) => [
                      USERS_QUERY[key as keyof UsersFilter],
                      value,
                    ]),
                  ),
                )
              }
              onAdd={() => setUserDialog({ open: true, record: null })}
              onEdit={(record) => setUserDialog({ open: true, record })}
            />
          ) : null}
        </Tabs.Content>
        <Tabs.Content value="profiles">
          {tab === 'profiles' ? (
            <ProfilesTab
              routerId={routerId}
              onAdd={() => setProfileDialog({ open: true, record: null })}
              onEdit={(record) => setProfileDialog({ open: true, record })}
            />
          ) : null}
        </Tabs.Content>
        <Tabs.Content value="active">
          {tab === 'active' ? <ActiveTab routerId={routerId} /> : null}
        </Tabs.Content>
        <Tabs.Content value="vouchers">
          {tab === 'vouchers' ? (
            <VouchersTab routerId={routerId} onGenerate={() => setGenerating(true)} />
          ) : null}
        </Tabs.Content>
        <Tabs.Content value="sales">
          {tab === 'sales' ? (
            <SalesTab
              routerId={routerId}
              routerName={router?.routerName ?? routerId}
              period={period}
              onPeriod={(next) => change({ from: next.from, to: next.to })}
            />
          ) : null}
        </Tabs.Content>
      </Tabs.Root>
      <UserDialog
        routerId={routerId}
        open={userDialog.open}
        user={userDialog.record}
        profiles={profiles.rows}
        onClose={() => setUserDialog((shown) => ({ ...shown, open: false }))}
      />
      <ProfileDialog
        routerId={routerId}
        open={profileDialog.open}
        profile={profileDialog.record}
        onClose={() => setProfileDialog((shown) => ({ ...shown, open: false }))}
      />
      <GenerateDialog
        routerId={routerId}
        open={generating}
        profiles={profiles.rows}
        onClose={() => setGenerating(false)}
      />
    </Stack>
  );
}

export type { HotspotTab };

/** `/app/routers/{routerId}/hotspot?tab=users|profiles|active|vouchers|sales` (docs/rules/hotspot.md). */
export function HotspotPage(): ReactElement {
  const { routerId } = useParams();
  if (!routerId) return <NotFound />;
  return <HotspotScreen key={routerId} routerId={routerId} />;
}
