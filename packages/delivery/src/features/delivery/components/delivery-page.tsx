import { Box, Button, EmptyState, Flex, Stack, Text } from '@chakra-ui/react';
import { useEffect, useId, useState, type ReactElement } from 'react';
import { LuTruck, LuUpload } from 'react-icons/lu';
import { useStore } from 'zustand';
import {
  DateRangePicker,
  filtersToRange,
  rangeToFilters,
  type DateRange,
} from 'ui-kit/date-picker';
import { usePageTitle } from 'ui-kit/layout';
import {
  RequireWrite,
  ResourceList,
  defaultCsvFilename,
  useAllRecords,
  useCanWrite,
} from 'ui-kit/list';
import { CUSTOMERS_PATH, DELIVERIES_PATH } from 'contracts/paths';
import type { Delivery } from 'contracts/types';
import type { CustomerOption } from '../api/delivery.types';
import { customerLabel } from '../lib/delivery-format';
import { DELIVERY_FILTERS, useDeliveryListStore } from '../stores/delivery-list-store';
import { CustomerSelect } from './customer-select';
import { DELIVERY_COLUMNS, deliveryDetailFields } from './delivery-columns';
import { IMPORT_LABEL, ImportDialog } from './import-dialog';

export const DELIVERY_TITLE = 'Delivery';
export const DELIVERY_TABLE_LABEL = 'Deliveries';
/** Shown instead of a table while no customer is chosen (docs/rules/lists.md#delivery-table: the table waits). */
export const CHOOSE_CUSTOMER_PROMPT = 'Choose a customer to see its deliveries';
export const IMPORT_NEEDS_CUSTOMER =
  'Choose a customer first: the file is imported for one customer.';

function rowLabel(row: Delivery): string {
  return `slip ${row.slipNumber}, Seq Prod ${row.seqProd}`;
}

/**
 * `/app/delivery` (docs/rules/lists.md#delivery-table): choose a customer and optionally a date range, then its
 * delivery lines with search, sort, column menu, selection, paging and the row menu; admins import
 * a text file for the chosen customer.
 */
export function DeliveryPage(): ReactElement {
  usePageTitle(DELIVERY_TITLE);
  const canWrite = useCanWrite();
  const filters = useStore(useDeliveryListStore, (state) => state.filters);
  const setFilter = useStore(useDeliveryListStore, (state) => state.setFilter);
  const customers = useAllRecords<CustomerOption>(CUSTOMERS_PATH);
  const [importOpen, setImportOpen] = useState(false);
  const importReasonId = useId();

  const rawCustomerId = filters[DELIVERY_FILTERS.customer];
  const customerId = typeof rawCustomerId === 'string' && rawCustomerId ? rawCustomerId : null;
  const customer = customers.rows.find((row) => row.id === customerId) ?? null;

  // The picker keeps its own half-chosen range ([from, null] between the two clicks); the store
  // holds the filter it means, and gives the range back when the screen is opened again.
  const [range, setRange] = useState<DateRange>(() =>
    filtersToRange(filters[DELIVERY_FILTERS.startDate], filters[DELIVERY_FILTERS.endDate]),
  );
  function changeRange(next: DateRange): void {
    setRange(next);
    const { startDate, endDate } = rangeToFilters(next);
    const store = useDeliveryListStore.getState();
    store.setFilter(DELIVERY_FILTERS.startDate, startDate);
    store.setFilter(DELIVERY_FILTERS.endDate, endDate);
  }

  // A customer remembered from earlier in the session may have been deleted since.
  const customersReady = !customers.isLoading && !customers.isError;
  useEffect(() => {
    if (customersReady && customerId && !customers.rows.some((row) => row.id === customerId)) {
      setFilter(DELIVERY_FILTERS.customer, null);
    }
  }, [customersReady, customerId, customers.rows, setFilter]);

  return (
    <Stack gap={{ base: '3', md: '4' }} p={{ base: '3', md: '6' }} minW="0">
      <Flex
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'stretch', md: 'flex-end' }}
        gap={{ base: '3', md: '4' }}
        wrap={{ md: 'wrap' }}
      >
        <Box flex={{ md: '1 1 260px' }} maxW={{ md: '360px' }} minW="0">
          <CustomerSelect
            customers={customers.rows}
            value={customerId}
            onChange={(id) => setFilter(DELIVERY_FILTERS.customer, id)}
            isLoading={customers.isLoading}
            error={customers.isError ? customers.error : undefined}
            onRetry={customers.refetch}
          />
        </Box>
        <Box flex={{ md: '1 1 260px' }} maxW={{ md: '320px' }} minW="0">
          <DateRangePicker value={range} onChange={changeRange} />
        </Box>
        <RequireWrite>
          <Box ms={{ md: 'auto' }}>
            <Button
              colorPalette="brand"
              w={{ base: 'full', md: 'auto' }}
              disabled={!customer}
              title={customer ? undefined : IMPORT_NEEDS_CUSTOMER}
              aria-describedby={customer ? undefined : importReasonId}
              onClick={() => setImportOpen(true)}
            >
              <LuUpload aria-hidden />
              {IMPORT_LABEL}
            </Button>
            {customer ? null : (
              <Text id={importReasonId} srOnly>
                {IMPORT_NEEDS_CUSTOMER}
              </Text>
            )}
          </Box>
        </RequireWrite>
      </Flex>

      {customerId ? (
        <ResourceList<Delivery>
          // Another customer's lines are another list: "Loading.." rather than the last customer's
          // rows dimmed, and no selection carried over.
          key={customerId}
          path={DELIVERIES_PATH}
          store={useDeliveryListStore}
          columns={DELIVERY_COLUMNS}
          label={DELIVERY_TABLE_LABEL}
          preferencesId="deliveries"
          // The file names its customer: deliveries-<alias>-<day>.csv.
          exportFilename={() => defaultCsvFilename(`deliveries ${customerLabel(customer)}`)}
          getRowLabel={rowLabel}
          enabled={Boolean(customerId)}
          searchPlaceholder="Search slip, part, lot…"
          actions={{ delete: true, view: true, approve: true, reject: true }}
          detailFields={deliveryDetailFields}
          detailTitle="Delivery detail"
        />
      ) : (
        <EmptyState.Root
          bg="bg"
          borderWidth="1px"
          borderColor="border"
          rounded="md"
          shadow="xs"
          py={{ base: '10', md: '16' }}
        >
          <EmptyState.Content>
            <EmptyState.Indicator>
              <LuTruck />
            </EmptyState.Indicator>
            <Stack textAlign="center" gap="1" maxW="md">
              <EmptyState.Title as="h2">{CHOOSE_CUSTOMER_PROMPT}</EmptyState.Title>
              <EmptyState.Description>
                Deliveries are kept per customer. Pick one under Choose customer; a date range
                narrows the list down
                {canWrite ? ', and Import adds a file of deliveries for that customer.' : '.'}
              </EmptyState.Description>
            </Stack>
          </EmptyState.Content>
        </EmptyState.Root>
      )}

      <RequireWrite>
        <ImportDialog open={importOpen} onClose={() => setImportOpen(false)} customer={customer} />
      </RequireWrite>
    </Stack>
  );
}
