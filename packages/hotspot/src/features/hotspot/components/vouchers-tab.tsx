import { Button, Link as ChakraLink } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { VOUCHER_BATCH_COLUMNS } from 'contracts/lists';
import { LuTicket } from 'react-icons/lu';
import { Link, useNavigate } from 'react-router-dom';
import { formatNumber, formatWibDateTime } from 'ui-kit/format';
import { RequireWrite, ResourceList, createListStore, type ListStore } from 'ui-kit/list';
import { tableColumns, type DataColumn } from 'ui-kit/table';
import { hotspotPaths } from '../api/hotspot';
import type { VoucherBatch } from '../api/types';
import { HOTSPOT_TEXT } from '../lib/messages';

const storesByRouter = new Map<string, ListStore<VoucherBatch>>();
function batchesListStore(routerId: string): ListStore<VoucherBatch> {
  let store = storesByRouter.get(routerId);
  if (!store) {
    store = createListStore<VoucherBatch>(`hotspot-batches-${routerId}`, {
      sortCol: 'createdAt',
      sortDir: 'DESC',
    });
    storesByRouter.set(routerId, store);
  }
  return store;
}

export const batchPagePath = (routerId: string, batchId: string) =>
  `/app/routers/${encodeURIComponent(routerId)}/hotspot/vouchers/${encodeURIComponent(batchId)}`;

export const batchPrintPath = (routerId: string, batchId: string, layout = 'a4') =>
  `${batchPagePath(routerId, batchId)}/print?layout=${layout}&unused=1`;

// Ids and headers are contracts/lists' (the API's CSV of the list writes the same columns).
function columnsFor(routerId: string): DataColumn<VoucherBatch>[] {
  return tableColumns(VOUCHER_BATCH_COLUMNS, {
    createdAt: {
      sortable: true,
      cell: (row) => (
        <ChakraLink asChild color="fg.info" textDecoration="underline">
          <Link to={batchPagePath(routerId, row.id)}>{formatWibDateTime(row.createdAt)}</Link>
        </ChakraLink>
      ),
    },
    profile: { sortable: true },
    count: { sortable: true, align: 'end', cell: (row) => formatNumber(row.count) },
    unused: { align: 'end', cell: (row) => formatNumber(row.unused) },
    createdBy: { cell: (row) => row.createdBy ?? '—' },
    note: { cell: (row) => row.note || '—' },
  });
}
const columnsByRouter = new Map<string, DataColumn<VoucherBatch>[]>();
const columnsOf = (routerId: string) => {
  let columns = columnsByRouter.get(routerId);
  if (!columns) {
    columns = columnsFor(routerId);
    columnsByRouter.set(routerId, columns);
  }
  return columns;
};

export function VouchersTab({
  routerId,
  onGenerate,
}: {
  routerId: string;
  onGenerate(): void;
}): ReactElement {
  const navigate = useNavigate();
  return (
    <ResourceList<VoucherBatch>
      path={hotspotPaths(routerId).vouchers}
      store={batchesListStore(routerId)}
      columns={columnsOf(routerId)}
      label="Voucher Batches"
      preferencesId="hotspot-vouchers"
      getRowLabel={(row) => `${row.profile} ${formatWibDateTime(row.createdAt)}`}
      envelope="success"
      searchPlaceholder="Search profile, note…"
      emptyText={HOTSPOT_TEXT.batchesEmpty}
      toolbar={
        <RequireWrite>
          <Button colorPalette="brand" size="sm" onClick={onGenerate}>
            <LuTicket aria-hidden />
            Generate
          </Button>
        </RequireWrite>
      }
      actions={{ onView: (row) => navigate(batchPagePath(routerId, row.id)) }}
    />
  );
}
