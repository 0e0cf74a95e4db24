import { PAYMENTS_LIST_PATH, routerPaymentsPath } from 'contracts/paths';
import { TRANSACTION_STATUSES } from 'contracts/limits';
import type { Transaction } from 'contracts/types';
import { Box, Button, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { DateRangePicker, rangeToFilters, toIsoDay, useUrlDateRange } from 'ui-kit/date-picker';
import { formatRupiah, formatWibDateTime } from 'ui-kit/format';
import { NotFound, usePageTitle } from 'ui-kit/layout';
import { ResourceList, createListStore, type ListStore } from 'ui-kit/list';
import { withQuery } from 'ui-kit/routing';
import { FilterBar, FilterSelect, type DataColumn } from 'ui-kit/table';
import { useRouters } from '../../routers';
import { EXPORT_ERROR_MESSAGE, csvFilename } from '../api/payments';
import {
  PAYMENT_QUERY,
  isTransactionStatus,
  readPaymentFilter,
  type PaymentFilter,
} from '../lib/payment-filter';
import { ProvisioningCell, StatusCell } from './payment-badges';
import { PaymentDetailDrawer } from './payment-detail-drawer';

export const PAYMENTS_EMPTY_TEXT = 'No transactions found';
export const ALL_STATUSES_LABEL = 'All statuses';
export const ALL_ROUTERS_LABEL = 'All routers';

const LinkButton = chakra('button');

/** The merchant ref opens the transaction's drawer; the address keeps it (`?ref=`), so it can be shared. */
function MerchantRefCell({ row }: { row: Transaction }): ReactElement {
  const [query, setQuery] = useSearchParams();
  // Every router's list (no router in the path) keeps the row's router beside its ref.
  const inRouter = useParams().routerId !== undefined;
  return (
    <LinkButton
      type="button"
      color="fg.info"
      textDecoration="underline"
      textAlign="start"
      textStyle="sm"
      wordBreak="break-all"
      cursor="pointer"
      onClick={() =>
        setQuery(
          withQuery(query, {
            [PAYMENT_QUERY.detail]: row.merchantRef,
            ...(inRouter ? {} : { [PAYMENT_QUERY.detailRouter]: row.routerId }),
          }),
        )
      }
    >
      {row.merchantRef}
    </LinkButton>
  );
}

function BuyerCell({ row }: { row: Transaction }): ReactElement {
  return (
    <Stack gap="0" minW="0">
      <Text fontWeight="medium">{row.customerName}</Text>
      <Text textStyle="xs" color="fg.muted">
        {row.customerPhone}
      </Text>
      <Text textStyle="xs" color="fg.muted" wordBreak="break-all">
        {row.customerEmail}
      </Text>
    </Stack>
  );
}

// Columns at module scope: a new array each render would rebuild the table model.
const columns: DataColumn<Transaction>[] = [
  {
    id: 'merchantRef',
    label: 'Merchant Ref',
    sortable: true,
    cell: (row) => <MerchantRefCell row={row} />,
  },
  { id: 'status', label: 'Status', sortable: true, cell: (row) => <StatusCell row={row} /> },
  {
    id: 'amount',
    label: 'Amount',
    sortable: true,
    align: 'end',
    cell: (row) => formatRupiah(row.amount),
  },
  { id: 'customerName', label: 'Buyer', sortable: true, cell: (row) => <BuyerCell row={row} /> },
  { id: 'packageName', label: 'Package', sortable: true },
  { id: 'pppUsername', label: 'PPP Username', cell: (row) => row.pppUsername ?? '—' },
  {
    id: 'provisioning',
    label: 'Provisioning',
    cell: (row) => <ProvisioningCell row={row} />,
  },
  {
    id: 'createdAt',
    label: 'Created',
    sortable: true,
    cell: (row) => formatWibDateTime(row.createdAt),
  },
  {
    id: 'paidAt',
    label: 'Paid',
    sortable: true,
    cell: (row) => (row.paidAt ? formatWibDateTime(row.paidAt) : '—'),
  },
  { id: 'method', label: 'Method', hiddenByDefault: true },
  { id: 'reference', label: 'Tripay Reference', hiddenByDefault: true },
];

function RouterNameCell({ row }: { row: Transaction }): ReactElement {
  const routers = useRouters();
  const router = routers.rows.find((candidate) => String(candidate.id) === row.routerId);
  return <>{router?.routerName ?? '—'}</>;
}

/** Every router's list names each row's router (its id is the row's field, as an export names it). */
const allRouterColumns: DataColumn<Transaction>[] = [
  { id: 'routerId', label: 'Router', cell: (row) => <RouterNameCell row={row} /> },
  ...columns,
];

/** The store key of every router's list (`/app/payments`). */
const ALL_ROUTERS = '*';

// One view state per router (docs/rules/lists.md#list-state).
const storesByRouter = new Map<string, ListStore<Transaction>>();
export function paymentListStore(routerId: string): ListStore<Transaction> {
  let store = storesByRouter.get(routerId);
  if (!store) {
    store = createListStore<Transaction>(
      routerId === ALL_ROUTERS ? 'payments-all' : `payments-${routerId}`,
    );
    storesByRouter.set(routerId, store);
  }
  return store;
}

const filterParams = (filter: PaymentFilter, routerFilter: string | null = null) => ({
  status: filter.status,
  startDate: filter.startDate,
  endDate: filter.endDate,
  ...(routerFilter ? { routerId: routerFilter } : {}),
});

/**
 * `/app/routers/{routerId}/payments`: the router's transactions (docs/rules/payments.md#transactions-screen);
 * with `allRouters`, `/app/payments`: every router's, with a Router filter and column (the
 * dashboard's View Payments, docs/rules/reports.md).
 */
export function PaymentsPage({ allRouters = false }: { allRouters?: boolean }): ReactElement {
  usePageTitle('Payments');
  const params = useParams();
  const routerId = allRouters ? ALL_ROUTERS : params.routerId;
  const routers = useRouters();
  const [query, setQuery] = useSearchParams();
  const routerFilter = allRouters ? query.get(PAYMENT_QUERY.router) : null;
  const router = routers.rows.find(
    (candidate) => String(candidate.id) === (allRouters ? routerFilter : routerId),
  );
  const filter = readPaymentFilter(query);
  const openRef = query.get(PAYMENT_QUERY.detail);
  const openRouter = allRouters ? query.get(PAYMENT_QUERY.detailRouter) : routerId;
  const open = (row: Transaction) =>
    setQuery((current) =>
      withQuery(current, {
        [PAYMENT_QUERY.detail]: row.merchantRef,
        ...(allRouters ? { [PAYMENT_QUERY.detailRouter]: row.routerId } : {}),
      }),
    );

  // The picker keeps its half-chosen range ([from, null] between the two clicks); the address
  // holds the filter it means, and gives the range back on a reload, a shared link or Back.
  const [range, setRange] = useUrlDateRange(filter.startDate, filter.endDate);

  if (!routerId) return <NotFound />;
  const store = paymentListStore(routerId);

  function changeFilter(
    changes: Partial<Record<keyof PaymentFilter | 'routerId', string | null>>,
  ): void {
    store.getState().setPage(1);
    setQuery((current) => withQuery(current, changes), { replace: true });
  }

  const routerName = router?.routerName ?? '';
  return (
    <Stack gap="4" p={{ base: '3', md: '6' }} minW="0">
      <Stack gap="2">
        <Button asChild variant="ghost" size="sm" alignSelf="start" ms="-2">
          <Link to="/app">
            <LuArrowLeft aria-hidden />
            Dashboard
          </Link>
        </Button>
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
            Payments{routerName ? `: ${routerName}` : allRouters ? ': all routers' : ''}
          </Heading>
        </HStack>
        <Text color="fg.muted" textStyle="sm">
          {allRouters
            ? 'Tripay transactions of the packages every router sells.'
            : 'Tripay transactions of the packages this router sells.'}{' '}
          Times in WIB (Asia/Jakarta).
        </Text>
      </Stack>

      <FilterBar>
        {allRouters && (
          <FilterSelect
            label="Router"
            value={routerFilter}
            allLabel={ALL_ROUTERS_LABEL}
            options={routers.rows.map((candidate) => ({
              value: String(candidate.id),
              label: candidate.routerName,
            }))}
            onChange={(routerId) => changeFilter({ routerId })}
          />
        )}
        <FilterSelect
          label="Status"
          value={filter.status}
          allLabel={ALL_STATUSES_LABEL}
          options={TRANSACTION_STATUSES.map((status) => ({ value: status, label: status }))}
          onChange={(status) =>
            changeFilter({ status: isTransactionStatus(status) ? status : null })
          }
        />
        <Box flex={{ md: '1 1 260px' }} maxW={{ md: '320px' }} minW="0">
          <DateRangePicker
            value={range}
            onChange={(next) => {
              setRange(next);
              changeFilter(rangeToFilters(next));
            }}
          />
        </Box>
      </FilterBar>

      <ResourceList<Transaction>
        key={routerId}
        path={allRouters ? PAYMENTS_LIST_PATH : routerPaymentsPath(routerId)}
        store={store}
        params={filterParams(filter, routerFilter)}
        columns={allRouters ? allRouterColumns : columns}
        label="Transactions"
        preferencesId={allRouters ? 'payments-all' : 'payments'}
        exportFilename={() =>
          csvFilename(
            routerName || (allRouters ? 'all-routers' : routerId),
            filter,
            toIsoDay(new Date()),
          )
        }
        exportErrorText={EXPORT_ERROR_MESSAGE}
        getRowLabel={(row) => row.merchantRef}
        envelope="success"
        searchPlaceholder="Search ref, buyer, phone, package…"
        emptyText={PAYMENTS_EMPTY_TEXT}
        actions={{ onView: open }}
      />

      <PaymentDetailDrawer
        routerId={openRouter ?? ''}
        merchantRef={openRouter ? openRef : null}
        onClose={() =>
          setQuery((current) =>
            withQuery(current, {
              [PAYMENT_QUERY.detail]: null,
              [PAYMENT_QUERY.detailRouter]: null,
            }),
          )
        }
      />
    </Stack>
  );
}
