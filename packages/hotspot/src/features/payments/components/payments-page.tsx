import { routerPaymentsPath } from 'contracts/paths';
import type { Transaction } from 'contracts/types';
import { Button, HStack, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { toIsoDay } from 'ui-kit/date-picker';
import { NotFound, usePageTitle } from 'ui-kit/layout';
import { ResourceList, createListStore, type ListStore } from 'ui-kit/list';
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
import { FilterBar } from 'ui-kit/table';
import { useRouters } from '../../routers';
import { PaymentDetailDrawer } from './payment-detail-drawer';

const LinkButton = chakra('button');

/** The merchant ref opens the transaction's drawer; the address keeps it (`?ref=`), so it can be shared. */
function MerchantRefCell({ row }: { row: Transaction }): ReactElement {
  const [query, setQuery] = useSearchParams();
  return (
    <LinkButton
      type="button"
      color="fg.info"
      textDecoration="underline"
      textAlign="start"
      textStyle="sm"
      wordBreak="break-all"
      cursor="pointer"
      onClick={() => setQuery(withQuery(query, { [PAYMENT_QUERY.detail]: row.merchantRef }))}
    >
      {row.merchantRef}
    </LinkButton>
  );
}

// Columns at module scope: a new array each render would rebuild the table model.
const columns = paymentColumns((row) => <MerchantRefCell row={row} />);

// One view state per router (docs/rules/lists.md#list-state).
const storesByRouter = new Map<string, ListStore<Transaction>>();
export function paymentListStore(routerId: string): ListStore<Transaction> {
  let store = storesByRouter.get(routerId);
  if (!store) {
    store = createListStore<Transaction>(`payments-${routerId}`);
    storesByRouter.set(routerId, store);
  }
  return store;
}

/**
 * `/app/routers/{routerId}/payments`: the router's transactions (docs/rules/payments.md#transactions-screen).
 * `?ref=` opens a transaction's drawer: the way in from every router's list (`/app/payments`, remote
 * `billing`), whose Merchant Ref links here.
 */
export function PaymentsPage(): ReactElement {
  usePageTitle('Payments');
  const { routerId } = useParams();
  const routers = useRouters();
  const [query, setQuery] = useSearchParams();
  const router = routers.rows.find((candidate) => String(candidate.id) === routerId);
  const filter = readPaymentFilter(query);
  const openRef = query.get(PAYMENT_QUERY.detail);
  const open = (row: Transaction) =>
    setQuery((current) => withQuery(current, { [PAYMENT_QUERY.detail]: row.merchantRef }));

  if (!routerId) return <NotFound />;
  const store = paymentListStore(routerId);

  function changeFilter(changes: Partial<Record<keyof PaymentFilter, string | null>>): void {
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
            Payments{routerName ? `: ${routerName}` : ''}
          </Heading>
        </HStack>
        <Text color="fg.muted" textStyle="sm">
          Tripay transactions of the packages this router sells. Times in WIB (Asia/Jakarta).
        </Text>
      </Stack>

      <FilterBar>
        <PaymentFilterFields filter={filter} onChange={changeFilter} />
      </FilterBar>

      <ResourceList<Transaction>
        key={routerId}
        path={routerPaymentsPath(routerId)}
        store={store}
        params={paymentFilterParams(filter)}
        columns={columns}
        label="Transactions"
        preferencesId="payments"
        exportFilename={() =>
          paymentsCsvFilename(routerName || routerId, filter, toIsoDay(new Date()))
        }
        exportErrorText={PAYMENTS_EXPORT_ERROR_MESSAGE}
        getRowLabel={(row) => row.merchantRef}
        envelope="success"
        searchPlaceholder={PAYMENTS_SEARCH_PLACEHOLDER}
        emptyText={PAYMENTS_EMPTY_TEXT}
        actions={{ onView: open }}
      />

      <PaymentDetailDrawer
        routerId={routerId}
        merchantRef={openRef}
        onClose={() => setQuery((current) => withQuery(current, { [PAYMENT_QUERY.detail]: null }))}
      />
    </Stack>
  );
}
