import { PAYMENTS_LIST_PATH } from 'contracts/paths';
import type { Transaction } from 'contracts/types';
import { Button, Link as ChakraLink, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toIsoDay } from 'ui-kit/date-picker';
import { usePageTitle } from 'ui-kit/layout';
import { ResourceList, createListStore } from 'ui-kit/list';
import {
  PAYMENTS_EMPTY_TEXT,
  PAYMENTS_EXPORT_ERROR_MESSAGE,
  PAYMENTS_SEARCH_PLACEHOLDER,
  PAYMENT_QUERY,
  PaymentFilterFields,
  paymentColumns,
  paymentFilterParams,
  paymentsCsvFilename,
  readPaymentFilter,
  type PaymentFilter,
} from 'ui-kit/payments';
import { withQuery } from 'ui-kit/routing';
import { FilterBar, FilterSelect, type DataColumn } from 'ui-kit/table';
import { useRouters } from '../../../api/routers';

export const ALL_ROUTERS_LABEL = 'All routers';

/**
 * A transaction's detail (every field, the callbacks, retry provisioning) is its router's payments
 * page with the drawer open (`hotspot`, `?ref=`): one drawer, reached from both lists.
 */
export function transactionDetailPath(row: Pick<Transaction, 'routerId' | 'merchantRef'>): string {
  const ref = new URLSearchParams({ [PAYMENT_QUERY.detail]: row.merchantRef });
  return `/app/routers/${encodeURIComponent(row.routerId)}/payments?${ref.toString()}`;
}

function MerchantRefCell({ row }: { row: Transaction }): ReactElement {
  return (
    <ChakraLink asChild colorPalette="brand" textStyle="sm" wordBreak="break-all">
      <Link to={transactionDetailPath(row)}>{row.merchantRef}</Link>
    </ChakraLink>
  );
}

function RouterNameCell({ row }: { row: Transaction }): ReactElement {
  const routers = useRouters();
  const router = routers.rows.find((candidate) => String(candidate.id) === row.routerId);
  return <>{router?.routerName ?? '—'}</>;
}

// Columns at module scope: a new array each render would rebuild the table model. The Router
// column's id is the row's field, as an export names it.
const columns: DataColumn<Transaction>[] = [
  { id: 'routerId', label: 'Router', cell: (row) => <RouterNameCell row={row} /> },
  ...paymentColumns((row) => <MerchantRefCell row={row} />),
];

// The table id `payments-all` is also the column choices' key on the server (docs/rules/lists.md).
const store = createListStore<Transaction>('payments-all');

/**
 * `/app/payments`: every router's Tripay transactions, with a Router filter and column (the
 * dashboard's View Payments, docs/rules/reports.md). Read only: actions live on the router's page.
 */
export function AllPaymentsPage(): ReactElement {
  usePageTitle('Payments');
  const routers = useRouters();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const routerFilter = query.get(PAYMENT_QUERY.router);
  const router = routers.rows.find((candidate) => String(candidate.id) === routerFilter);
  const filter = readPaymentFilter(query);

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
            Payments: {routerName || 'all routers'}
          </Heading>
        </HStack>
        <Text color="fg.muted" textStyle="sm">
          Tripay transactions of the packages every router sells. Times in WIB (Asia/Jakarta).
        </Text>
      </Stack>

      <FilterBar>
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
        <PaymentFilterFields filter={filter} onChange={changeFilter} />
      </FilterBar>

      <ResourceList<Transaction>
        path={PAYMENTS_LIST_PATH}
        store={store}
        params={paymentFilterParams(filter, routerFilter)}
        columns={columns}
        label="Transactions"
        preferencesId="payments-all"
        exportFilename={() =>
          paymentsCsvFilename(routerName || 'all-routers', filter, toIsoDay(new Date()))
        }
        exportErrorText={PAYMENTS_EXPORT_ERROR_MESSAGE}
        getRowLabel={(row) => row.merchantRef}
        envelope="success"
        searchPlaceholder={PAYMENTS_SEARCH_PLACEHOLDER}
        emptyText={PAYMENTS_EMPTY_TEXT}
        actions={{ onView: (row) => navigate(transactionDetailPath(row)) }}
      />
    </Stack>
  );
}
