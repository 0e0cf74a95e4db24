import { Badge, Button } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LuLock, LuPlus } from 'react-icons/lu';
import { formatRupiah } from 'ui-kit/format';
import {
  RequireWrite,
  ResourceList,
  createListStore,
  defaultCsvFilename,
  type ListStore,
  type RowAction,
} from 'ui-kit/list';
import type { DataColumn } from 'ui-kit/table';
import { failureWithReason } from '../../../lib/failure-text';
import { hotspotPaths } from '../api/hotspot';
import type { ExpiryMode, HotspotProfile } from '../api/types';
import { HOTSPOT_TEXT } from '../lib/messages';
import { describeValidity } from '../lib/validity';

const storesByRouter = new Map<string, ListStore<HotspotProfile>>();
export function profilesListStore(routerId: string): ListStore<HotspotProfile> {
  let store = storesByRouter.get(routerId);
  if (!store) {
    store = createListStore<HotspotProfile>(`hotspot-profiles-${routerId}`, {
      sortCol: 'name',
      sortDir: 'ASC',
    });
    storesByRouter.set(routerId, store);
  }
  return store;
}

export const EXPIRY_MODE_LABELS: Record<ExpiryMode, string> = {
  remove: 'Remove user',
  disable: 'Disable user',
  none: 'Keep user',
};

const columns: DataColumn<HotspotProfile>[] = [
  { id: 'name', label: 'Name', sortable: true },
  { id: 'rateLimit', label: 'Rate Limit', sortable: true, cell: (row) => row.rateLimit || '—' },
  { id: 'sharedUsers', label: 'Shared Users', sortable: true },
  {
    id: 'price',
    label: 'Price',
    sortable: true,
    align: 'end',
    cell: (row) => formatRupiah(row.price ?? 0),
  },
  {
    id: 'sellingPrice',
    label: 'Selling Price',
    sortable: true,
    align: 'end',
    cell: (row) =>
      row.sellingPrice === null || row.sellingPrice === undefined
        ? '—'
        : formatRupiah(row.sellingPrice),
  },
  {
    id: 'validity',
    label: 'Validity',
    sortable: true,
    accessor: (row) => describeValidity(row.validity),
  },
  {
    id: 'expiryMode',
    label: 'On expiry',
    accessor: (row) => EXPIRY_MODE_LABELS[row.expiryMode] ?? row.expiryMode,
  },
  {
    id: 'lockMac',
    label: 'Lock MAC',
    cell: (row) =>
      row.lockMac ? (
        <Badge colorPalette="blue" variant="subtle">
          <LuLock aria-hidden />
          Locked
        </Badge>
      ) : (
        'No'
      ),
  },
  { id: 'addressPool', label: 'Address Pool', hiddenByDefault: true },
  { id: 'sessionTimeout', label: 'Session Timeout', hiddenByDefault: true },
];

const actions: RowAction<HotspotProfile>[] = [
  {
    action: 'delete',
    successMessage: HOTSPOT_TEXT.profileDeleted,
    errorMessage: failureWithReason(HOTSPOT_TEXT.deleteProfileFailed),
  },
];

export function ProfilesTab({
  routerId,
  onAdd,
  onEdit,
}: {
  routerId: string;
  onAdd(): void;
  onEdit(profile: HotspotProfile): void;
}): ReactElement {
  return (
    <ResourceList<HotspotProfile>
      path={hotspotPaths(routerId).profiles}
      store={profilesListStore(routerId)}
      columns={columns}
      label="User Profiles"
      preferencesId="hotspot-profiles"
      exportFilename={() => defaultCsvFilename('Hotspot profiles')}
      getRowLabel={(row) => row.name}
      envelope="success"
      clientSide
      searchPlaceholder="Search profile…"
      emptyText={HOTSPOT_TEXT.profilesEmpty}
      toolbar={
        <RequireWrite>
          <Button colorPalette="brand" size="sm" onClick={onAdd}>
            <LuPlus aria-hidden />
            Add Profile
          </Button>
        </RequireWrite>
      }
      actions={{ onEdit, more: actions }}
    />
  );
}
