import { Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { LuImport } from 'react-icons/lu';
import { DateRangePicker, rangeToFilters, toIsoDay, useUrlDateRange } from 'ui-kit/date-picker';
import { formatNumber, formatRupiah, formatWibDateTime } from 'ui-kit/format';
import {
  ActionButton,
  ResourceList,
  createListStore,
  fileSlug,
  periodSlug,
  type ListStore,
} from 'ui-kit/list';
import type { DataColumn } from 'ui-kit/table';
import {
  hotspotPaths,
  importMikhmon,
  mikhmonImportText,
  useRefreshHotspot,
  useSalesTotals,
} from '../api/hotspot';
import type { HotspotSale, MikhmonImportResult } from '../api/types';
import { failureWithReason } from '../../../lib/failure-text';
import { HOTSPOT_TEXT } from '../lib/messages';

const storesByRouter = new Map<string, ListStore<HotspotSale>>();
function salesListStore(routerId: string): ListStore<HotspotSale> {
  let store = storesByRouter.get(routerId);
  if (!store) {
    store = createListStore<HotspotSale>(`hotspot-sales-${routerId}`, {
      sortCol: 'firstLoginAt',
      sortDir: 'DESC',
    });
    storesByRouter.set(routerId, store);
  }
  return store;
}

const columns: DataColumn<HotspotSale>[] = [
  {
    id: 'firstLoginAt',
    label: 'Sold (first login)',
    sortable: true,
    cell: (row) => formatWibDateTime(row.firstLoginAt),
  },
  { id: 'user', label: 'User', sortable: true },
  { id: 'profile', label: 'Profile', sortable: true },
  {
    id: 'price',
    label: 'Price',
    sortable: true,
    align: 'end',
    cell: (row) => formatRupiah(row.price),
  },
  { id: 'macAddress', label: 'MAC' },
  { id: 'address', label: 'Address', hiddenByDefault: true },
  { id: 'batchId', label: 'Batch', hiddenByDefault: true, cell: (row) => row.batchId ?? '—' },
];

/** The sales tab's period, the API's `from`/`to` (inclusive WIB days). */
export interface SalesPeriod {
  from: string | null;
  to: string | null;
}

const periodParams = (period: SalesPeriod): Record<string, string> =>
  Object.fromEntries(
    Object.entries({ from: period.from, to: period.to }).filter(
      (entry): entry is [string, string] => Boolean(entry[1]),
    ),
  );

export function salesCsvName(routerName: string, period: SalesPeriod, today: string): string {
  const days = periodSlug(period.from, period.to, today);
  return `hotspot-sales-${fileSlug(routerName, 'router')}-${days}.csv`;
}

/** A period total: its label above its figure. */
function Total({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: ReactNode;
}): ReactElement {
  return (
    <Stack gap="0" role="group" aria-label={label}>
      <Text textStyle="xs" color="fg.muted">
        {label}
      </Text>
      <Text textStyle="lg" fontWeight="semibold" data-testid={testId}>
        {children}
      </Text>
    </Stack>
  );
}

export function SalesTab({
  routerId,
  routerName,
  period,
  onPeriod,
}: {
  routerId: string;
  routerName: string;
  period: SalesPeriod;
  onPeriod(period: SalesPeriod): void;
}): ReactElement {
  const store = salesListStore(routerId);
  const params = periodParams(period);
  const totals = useSalesTotals(routerId, params);
  const refresh = useRefreshHotspot(routerId);
  // The picker keeps a half-chosen range; the address holds the period it means (as payments do).
  const [range, setRange] = useUrlDateRange(period.from, period.to);

  return (
    <Stack gap="4">
      <Flex
        direction={{ base: 'column', md: 'row' }}
        gap={{ base: '3', md: '4' }}
        align={{ md: 'flex-end' }}
      >
        <Box flex={{ md: '1 1 260px' }} maxW={{ md: '320px' }} minW="0">
          <DateRangePicker
            value={range}
            onChange={(next) => {
              setRange(next);
              store.getState().setPage(1);
              const { startDate, endDate } = rangeToFilters(next);
              onPeriod({ from: startDate, to: endDate });
            }}
          />
        </Box>
        <HStack gap="6" ms={{ md: 'auto' }} wrap="wrap">
          <Total label="Vouchers sold" testId="sales-count">
            {totals.data ? formatNumber(totals.data.count) : '–'}
          </Total>
          <Total label="Revenue" testId="sales-amount">
            {totals.data ? formatRupiah(totals.data.revenue) : '–'}
          </Total>
          {/* Admins only (the API's rule): MikHmon's prices, sales and batches, read off the router. */}
          <ActionButton<{ id: string }>
            path={hotspotPaths(routerId).sales}
            row={{ id: routerId }}
            variant="outline"
            action={{
              action: 'import-mikhmon',
              label: 'Import from MikHmon',
              icon: <LuImport aria-hidden />,
              confirm: false,
              hideWhenReadOnly: true,
              request: () => importMikhmon(routerId),
              successMessage: (response) =>
                mikhmonImportText(response.data as MikhmonImportResult | undefined),
              errorMessage: failureWithReason(HOTSPOT_TEXT.importFailed),
            }}
            onSuccess={() => void refresh()}
          />
        </HStack>
      </Flex>
      <Text color="fg.muted" textStyle="xs">
        A voucher is sold at its first login. Days and times in WIB (Asia/Jakarta).
      </Text>
      <ResourceList<HotspotSale>
        path={hotspotPaths(routerId).sales}
        store={store}
        params={params}
        columns={columns}
        label="Sales"
        preferencesId="hotspot-sales"
        exportFilename={() => salesCsvName(routerName, period, toIsoDay(new Date()))}
        exportErrorText={HOTSPOT_TEXT.exportFailed}
        getRowLabel={(row) => row.user}
        envelope="success"
        searchPlaceholder="Search user, profile, MAC…"
        emptyText={HOTSPOT_TEXT.salesEmpty}
      />
    </Stack>
  );
}
