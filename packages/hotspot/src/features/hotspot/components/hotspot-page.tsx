import { useState, type ReactElement } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { fromIsoDay } from 'ui-kit/date-picker';
import { NotFound, usePageTitle } from 'ui-kit/layout';
import {
  RouterListsFailure,
  RouterScreen,
  RouterTabs,
  useRecordDialog,
  useRouterOf,
} from '../../../lib/router-screen';
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

const day = (value: string | null) => (fromIsoDay(value) ? value : null);

function readPeriod(query: URLSearchParams): SalesPeriod {
  const from = day(query.get('from'));
  let to = day(query.get('to'));
  if (!from || (to && to < from)) to = null;
  return { from, to: from ? (to ?? from) : null };
}

function HotspotScreen({ routerId }: { routerId: string }): ReactElement {
  usePageTitle('Hotspot');
  const router = useRouterOf(routerId);
  const [query, setQuery] = useSearchParams();
  const tab = readTab(query.get('tab'));
  const paths = hotspotPaths(routerId);
  const users = usePagedCount(paths.users);
  const profiles = useHotspotProfiles(routerId);
  const active = useHotspotActive(routerId);
  const batches = useVoucherBatches(routerId);
  const batchCount = usePagedCount(paths.vouchers);
  const sales = usePagedCount(paths.sales);
  const userDialog = useRecordDialog<HotspotUser>();
  const profileDialog = useRecordDialog<HotspotProfile>();
  const [generating, setGenerating] = useState(false);

  const change = (changes: Record<string, string | null>) =>
    setQuery((current) => withChanges(current, changes), { replace: true });

  const usersFilter = readUsersFilter(query);
  const period = readPeriod(query);
  const countOf = (list: { isLoading: boolean; isError: boolean; rows: unknown[] }) =>
    list.isLoading || list.isError ? null : list.rows.length;

  return (
    <RouterScreen title="Hotspot" router={router} padding="3">
      {/* The router answers the live lists (profiles, active); when none of them comes back the
          reason and Retry stand above the tabs (the tables show their own error too). */}
      <RouterListsFailure title={HOTSPOT_TEXT.fetchFailed} lists={[profiles, active]} />
      <RouterTabs
        value={tab}
        onChange={(value) => change({ tab: value === 'users' ? null : value })}
        lazyMount
        tabs={[
          {
            value: 'users',
            label: 'Users',
            count: users.data,
            content: () => (
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
                onAdd={userDialog.add}
                onEdit={userDialog.edit}
              />
            ),
          },
          {
            value: 'profiles',
            label: 'User Profiles',
            count: countOf(profiles),
            content: () => (
              <ProfilesTab
                routerId={routerId}
                onAdd={profileDialog.add}
                onEdit={profileDialog.edit}
              />
            ),
          },
          {
            value: 'active',
            label: 'Active',
            count: countOf(active),
            content: () => <ActiveTab routerId={routerId} />,
          },
          {
            value: 'vouchers',
            label: 'Vouchers',
            count: batchCount.data,
            content: () => (
              <VouchersTab routerId={routerId} onGenerate={() => setGenerating(true)} />
            ),
          },
          {
            value: 'sales',
            label: 'Sales',
            count: sales.data,
            content: () => (
              <SalesTab
                routerId={routerId}
                routerName={router?.routerName ?? routerId}
                period={period}
                onPeriod={(next) => change({ from: next.from, to: next.to })}
              />
            ),
          },
        ]}
      />
      <UserDialog
        routerId={routerId}
        open={userDialog.open}
        user={userDialog.record}
        profiles={profiles.rows}
        onClose={userDialog.close}
      />
      <ProfileDialog
        routerId={routerId}
        open={profileDialog.open}
        profile={profileDialog.record}
        onClose={profileDialog.close}
      />
      <GenerateDialog
        routerId={routerId}
        open={generating}
        profiles={profiles.rows}
        onClose={() => setGenerating(false)}
      />
    </RouterScreen>
  );
}

export type { HotspotTab };

/** `/app/routers/{routerId}/hotspot?tab=users|profiles|active|vouchers|sales` (docs/rules/hotspot.md). */
export function HotspotPage(): ReactElement {
  const { routerId } = useParams();
  if (!routerId) return <NotFound />;
  return <HotspotScreen key={routerId} routerId={routerId} />;
}
