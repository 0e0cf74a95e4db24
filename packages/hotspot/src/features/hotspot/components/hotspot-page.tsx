import { useState, type ReactElement } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { fromIsoDay } from 'ui-kit/date-picker';
import { NotFound, usePageTitle } from 'ui-kit/layout';
import { withQuery } from 'ui-kit/routing';
import { RouterScreen, RouterTabs, useRecordDialog, useRouterOf } from '../../../lib/router-screen';
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

const HOTSPOT_TABS: Record<HotspotTab, string> = {
  users: 'Users',
  profiles: 'User Profiles',
  active: 'Active',
  vouchers: 'Vouchers',
  sales: 'Sales',
};

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
    setQuery((current) => withQuery(current, changes), { replace: true });

  const usersFilter = readUsersFilter(query);
  const period = readPeriod(query);
  const countOf = (list: { isLoading: boolean; isError: boolean; rows: unknown[] }) =>
    list.isLoading || list.isError ? null : list.rows.length;

  return (
    <RouterScreen
      title="Hotspot"
      router={router}
      padding="3"
      // The router answers the live lists (profiles, active); when one of them does not come back
      // the reason and Retry stand above the tabs (the tables show their own error too).
      failure={{ title: HOTSPOT_TEXT.fetchFailed, lists: [profiles, active] }}
    >
      <RouterTabs
        value={tab}
        onChange={(value) => change({ tab: value === 'users' ? null : value })}
        lazyMount
        labels={HOTSPOT_TABS}
        counts={{
          users: users.data,
          profiles: countOf(profiles),
          active: countOf(active),
          vouchers: batchCount.data,
          sales: sales.data,
        }}
        panels={{
          users: (
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
              {...userDialog.actions}
            />
          ),
          profiles: <ProfilesTab routerId={routerId} {...profileDialog.actions} />,
          active: <ActiveTab routerId={routerId} />,
          vouchers: <VouchersTab routerId={routerId} onGenerate={() => setGenerating(true)} />,
          sales: (
            <SalesTab
              routerId={routerId}
              routerName={router?.routerName ?? routerId}
              period={period}
              onPeriod={(next) => change({ from: next.from, to: next.to })}
            />
          ),
        }}
      />
      <UserDialog
        routerId={routerId}
        user={userDialog.record}
        profiles={profiles.rows}
        {...userDialog.shown}
      />
      <ProfileDialog routerId={routerId} profile={profileDialog.record} {...profileDialog.shown} />
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
