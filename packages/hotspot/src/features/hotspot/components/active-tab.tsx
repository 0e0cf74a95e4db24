import type { ReactElement } from 'react';
import { HOTSPOT_ACTIVE_COLUMNS } from 'contracts/lists';
import {
  ResourceList,
  createListStore,
  defaultCsvFilename,
  type ListStore,
  type RowAction,
} from 'ui-kit/list';
import { tableColumns, type DataColumn } from 'ui-kit/table';
import { failureWithReason } from '../../../lib/failure-text';
import { HOTSPOT_ACTIVE_REFRESH_MS, hotspotPaths } from '../api/hotspot';
import type { HotspotActive } from '../api/types';
import { HOTSPOT_TEXT } from '../lib/messages';
import { formatBytes, formatUptime } from '../lib/units';

const storesByRouter = new Map<string, ListStore<HotspotActive>>();
function activeListStore(routerId: string): ListStore<HotspotActive> {
  let store = storesByRouter.get(routerId);
  if (!store) {
    store = createListStore<HotspotActive>(`hotspot-active-${routerId}`, {
      sortCol: 'user',
      sortDir: 'ASC',
    });
    storesByRouter.set(routerId, store);
  }
  return store;
}

// Ids, headers and raw values are contracts/lists' (the API's CSV of the list uses the same).
const columns: DataColumn<HotspotActive>[] = tableColumns(HOTSPOT_ACTIVE_COLUMNS, {
  user: { sortable: true },
  address: { sortable: true },
  macAddress: { sortable: true },
  uptime: { sortable: true, cell: (row) => formatUptime(row.uptime) },
  bytesIn: { align: 'end', cell: (row) => formatBytes(row.bytesOut) },
  bytesOut: { align: 'end', cell: (row) => formatBytes(row.bytesIn) },
  loginBy: { hiddenByDefault: true },
});

const actions: RowAction<HotspotActive>[] = [
  {
    action: 'kick',
    confirm: {
      title: 'Kick session',
      message:
        'Disconnect this hotspot session now? Its login cookie is removed too, so the device has to log in again.',
      confirmLabel: 'Kick',
      tone: 'danger',
    },
    successMessage: HOTSPOT_TEXT.activeKicked,
    errorMessage: failureWithReason(HOTSPOT_TEXT.kickFailed),
  },
];

/** Active sessions, read again every 10 s while this tab is open. */
export function ActiveTab({ routerId }: { routerId: string }): ReactElement {
  return (
    <ResourceList<HotspotActive>
      path={hotspotPaths(routerId).active}
      store={activeListStore(routerId)}
      columns={columns}
      label="Active Sessions"
      preferencesId="hotspot-active"
      exportFilename={() => defaultCsvFilename('Hotspot active')}
      getRowLabel={(row) => row.user}
      envelope="success"
      clientSide
      refetchInterval={HOTSPOT_ACTIVE_REFRESH_MS}
      searchPlaceholder="Search user, address, MAC…"
      emptyText={HOTSPOT_TEXT.activeEmpty}
      actions={{ more: actions }}
    />
  );
}
