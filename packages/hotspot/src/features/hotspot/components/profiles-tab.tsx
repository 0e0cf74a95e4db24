import { Badge, Button } from '@chakra-ui/react';
import { EXPIRY_MODE_LABELS, HOTSPOT_PROFILE_COLUMNS } from 'contracts/lists';
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
import { tableColumns, type DataColumn } from 'ui-kit/table';
import { failureWithReason } from '../../../lib/failure-text';
import { hotspotPaths } from '../api/hotspot';
import type { HotspotProfile } from '../api/types';
import { HOTSPOT_TEXT } from '../lib/messages';

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

export { EXPIRY_MODE_LABELS };

// Ids, headers and raw values are contracts/lists' (the API's CSV of the list uses the same).
const columns: DataColumn<HotspotProfile>[] = tableColumns(HOTSPOT_PROFILE_COLUMNS, {
  name: { sortable: true },
  rateLimit: { sortable: true, cell: (row) => row.rateLimit || '—' },
  sharedUsers: { sortable: true },
  price: { sortable: true, align: 'end', cell: (row) => formatRupiah(row.price ?? 0) },
  sellingPrice: {
    sortable: true,
    align: 'end',
    cell: (row) =>
      row.sellingPrice === null || row.sellingPrice === undefined
        ? '—'
        : formatRupiah(row.sellingPrice),
  },
  validity: { sortable: true },
  lockMac: {
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
  addressPool: { hiddenByDefault: true },
  sessionTimeout: { hiddenByDefault: true },
});

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
