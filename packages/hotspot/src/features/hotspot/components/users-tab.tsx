import { Button, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { HOTSPOT_USER_COLUMNS } from 'contracts/lists';
import { LuPlus } from 'react-icons/lu';
import { http } from 'shared-auth';
import { formatWibDateTime } from 'ui-kit/format';
import {
  RequireWrite,
  ResourceList,
  createListStore,
  defaultCsvFilename,
  type ListStore,
  type RowAction,
} from 'ui-kit/list';
import { FilterBar, FilterSelect, tableColumns, type DataColumn } from 'ui-kit/table';
import { failureWithReason } from '../../../lib/failure-text';
import { hotspotPaths } from '../api/hotspot';
import type { HotspotProfile, HotspotUser, VoucherBatch } from '../api/types';
import { HOTSPOT_TEXT } from '../lib/messages';
import { formatBytes, formatUptime } from '../lib/units';
import type { UsersFilter } from '../lib/hotspot-query';
import {
  USER_STATUSES,
  USER_STATUS_LOOK,
  UserStatusBadge,
  isUserStatus,
} from './user-status-badge';

const storesByRouter = new Map<string, ListStore<HotspotUser>>();
export function usersListStore(routerId: string): ListStore<HotspotUser> {
  let store = storesByRouter.get(routerId);
  if (!store) {
    store = createListStore<HotspotUser>(`hotspot-users-${routerId}`, {
      sortCol: 'name',
      sortDir: 'ASC',
    });
    storesByRouter.set(routerId, store);
  }
  return store;
}

const wib = (value: string | null) => (value ? formatWibDateTime(value) : '—');

// Ids and headers are contracts/lists' (the API's CSV of the list writes the same columns).
const columns: DataColumn<HotspotUser>[] = tableColumns(HOTSPOT_USER_COLUMNS, {
  name: { sortable: true },
  profile: { sortable: true },
  status: { cell: (row) => <UserStatusBadge status={row.status} /> },
  uptime: { cell: (row) => formatUptime(row.uptime) },
  bytes: {
    align: 'end',
    cell: (row) => formatBytes(Number(row.bytesIn ?? 0) + Number(row.bytesOut ?? 0)),
  },
  firstLoginAt: { sortable: true, cell: (row) => wib(row.firstLoginAt) },
  expiresAt: { sortable: true, cell: (row) => wib(row.expiresAt) },
  macAddress: { hiddenByDefault: true },
  limitUptime: { hiddenByDefault: true },
});

const isDisabled = (row: HotspotUser) => row.disabled || row.status === 'disabled';

function usersActions(routerId: string): RowAction<HotspotUser>[] {
  return [
    {
      action: 'enable',
      when: isDisabled,
      successMessage: HOTSPOT_TEXT.userEnabled,
      errorMessage: failureWithReason(HOTSPOT_TEXT.enableUserFailed),
    },
    {
      action: 'disable',
      when: (row) => !isDisabled(row),
      successMessage: HOTSPOT_TEXT.userDisabled,
      errorMessage: failureWithReason(HOTSPOT_TEXT.disableUserFailed),
    },
    {
      action: 'reset',
      label: 'Reset',
      confirm: {
        title: 'Reset hotspot user',
        message:
          'Clear this user’s uptime and data counters and its first login? Its validity starts again at the next login.',
        tone: 'danger',
      },
      request: async (row) =>
        (
          await http.post<object>(
            `${hotspotPaths(routerId).users}/${encodeURIComponent(row.id)}/reset`,
          )
        ).data,
      successMessage: HOTSPOT_TEXT.userReset,
      errorMessage: failureWithReason(HOTSPOT_TEXT.resetUserFailed),
    },
    {
      action: 'delete',
      successMessage: HOTSPOT_TEXT.userDeleted,
      errorMessage: failureWithReason(HOTSPOT_TEXT.deleteUserFailed),
    },
  ];
}
const actionsByRouter = new Map<string, RowAction<HotspotUser>[]>();
const actionsFor = (routerId: string) => {
  let actions = actionsByRouter.get(routerId);
  if (!actions) {
    actions = usersActions(routerId);
    actionsByRouter.set(routerId, actions);
  }
  return actions;
};

export function UsersTab({
  routerId,
  filter,
  profiles,
  batches,
  onFilter,
  onAdd,
  onEdit,
}: {
  routerId: string;
  filter: UsersFilter;
  profiles: readonly HotspotProfile[];
  batches: readonly VoucherBatch[];
  onFilter(changes: Partial<UsersFilter>): void;
  onAdd(): void;
  onEdit(user: HotspotUser): void;
}): ReactElement {
  const store = usersListStore(routerId);
  const change = (changes: Partial<UsersFilter>) => {
    store.getState().setPage(1);
    onFilter(changes);
  };
  const batchKnown =
    filter.batchId !== null && !batches.some((batch) => batch.id === filter.batchId);
  return (
    <Stack gap="4">
      <FilterBar>
        <FilterSelect
          label="Profile"
          width="200px"
          size="sm"
          value={filter.profile}
          allLabel="All profiles"
          options={profiles.map((profile) => ({ value: profile.name, label: profile.name }))}
          onChange={(profile) => change({ profile })}
        />
        <FilterSelect
          label="Batch"
          width="200px"
          size="sm"
          value={filter.batchId}
          allLabel="All batches"
          options={[
            ...(batchKnown && filter.batchId
              ? [{ value: filter.batchId, label: `Batch ${filter.batchId}` }]
              : []),
            ...batches.map((batch) => ({
              value: batch.id,
              label: `${formatWibDateTime(batch.createdAt)} · ${batch.profile} (${batch.count})`,
            })),
          ]}
          onChange={(batchId) => change({ batchId })}
        />
        <FilterSelect
          label="Status"
          width="200px"
          size="sm"
          value={filter.status}
          allLabel="All statuses"
          options={USER_STATUSES.map((status) => ({
            value: status,
            label: USER_STATUS_LOOK[status].label,
          }))}
          onChange={(value) => change({ status: isUserStatus(value) ? value : null })}
        />
      </FilterBar>
      <Text color="fg.muted" textStyle="xs">
        First login and expiry in WIB (Asia/Jakarta).
      </Text>
      <UsersList
        routerId={routerId}
        store={store}
        params={{
          profile: filter.profile ?? undefined,
          batchId: filter.batchId ?? undefined,
          status: filter.status ?? undefined,
        }}
        onAdd={onAdd}
        onEdit={onEdit}
      />
    </Stack>
  );
}

/** The paged users list of a router (the Users tab, a batch's vouchers). */
export function UsersList({
  routerId,
  store,
  params,
  label = 'Hotspot Users',
  onAdd,
  onEdit,
}: {
  routerId: string;
  store: ListStore<HotspotUser>;
  params: Record<string, string | undefined>;
  label?: string;
  onAdd?: () => void;
  onEdit?: (user: HotspotUser) => void;
}): ReactElement {
  return (
    <ResourceList<HotspotUser>
      path={hotspotPaths(routerId).users}
      store={store}
      params={params}
      columns={columns}
      label={label}
      preferencesId="hotspot-users"
      exportFilename={() => defaultCsvFilename('Hotspot users')}
      getRowLabel={(row) => row.name}
      envelope="success"
      searchPlaceholder="Search username, comment, MAC…"
      emptyText={HOTSPOT_TEXT.usersEmpty}
      toolbar={
        onAdd ? (
          <RequireWrite>
            <Button colorPalette="brand" size="sm" onClick={onAdd}>
              <LuPlus aria-hidden />
              Add User
            </Button>
          </RequireWrite>
        ) : undefined
      }
      actions={{ onEdit, more: actionsFor(routerId) }}
    />
  );
}
