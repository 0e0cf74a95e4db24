import { routerPaymentsPath } from 'contracts/paths';
import { Badge, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LuArrowLeft } from 'react-icons/lu';
import { Link, useParams } from 'react-router-dom';
import { formatListDate, formatRupiah } from 'ui-kit/format';
import { NotFound, usePageTitle } from 'ui-kit/layout';
import { ResourceList, createListStore, type ListStore } from 'ui-kit/list';
import type { DataColumn } from 'ui-kit/table';
import type { Transaction } from '../../../api/types';
import { useRouters } from '../../routers';

const STATUS_PALETTE: Record<string, string> = {
  PAID: 'green',
  UNPAID: 'orange',
  EXPIRED: 'gray',
  FAILED: 'red',
  REFUND: 'purple',
};

function TransactionStatus({ status }: { status: string }): ReactElement {
  return (
    <Badge colorPalette={STATUS_PALETTE[status] ?? 'gray'} variant="subtle">
      {status}
    </Badge>
  );
}

// Columns at module scope: a new array each render would rebuild the table model.
const columns: DataColumn<Transaction>[] = [
  { id: 'merchantRef', label: 'Merchant Ref', sortable: true },
  { id: 'customerName', label: 'Customer', sortable: true },
  { id: 'customerPhone', label: 'Phone' },
  { id: 'packageName', label: 'Package' },
  {
    id: 'amount',
    label: 'Amount',
    sortable: true,
    align: 'end',
    cell: (row) => formatRupiah(row.amount),
  },
  { id: 'method', label: 'Method' },
  {
    id: 'status',
    label: 'Status',
    sortable: true,
    cell: (row) => <TransactionStatus status={row.status} />,
  },
  {
    id: 'paidAt',
    label: 'Paid At',
    sortable: true,
    cell: (row) => (row.paidAt ? formatListDate(row.paidAt) : ''),
  },
  {
    id: 'createdAt',
    label: 'Created At',
    sortable: true,
    cell: (row) => (row.createdAt ? formatListDate(row.createdAt) : ''),
  },
  { id: 'reference', label: 'Tripay Reference', hiddenByDefault: true },
  { id: 'customerEmail', label: 'Email', hiddenByDefault: true },
];

// One view state per router (docs/rules/lists.md#list-state).
const storesByRouter = new Map<string, ListStore<Transaction>>();
function storeFor(routerId: string): ListStore<Transaction> {
  let store = storesByRouter.get(routerId);
  if (!store) {
    store = createListStore<Transaction>(`payments-${routerId}`);
    storesByRouter.set(routerId, store);
  }
  return store;
}

/** `/app/routers/{routerId}/payments`: the router's transactions (docs/rules/payments.md#transactions-screen). */
export function PaymentsPage(): ReactElement {
  usePageTitle('Payments');
  const { routerId } = useParams();
  const router = useRouters().rows.find((candidate) => String(candidate.id) === routerId);
  if (!routerId) return <NotFound />;
  return (
    <Stack gap="4" p={{ base: '4', md: '6' }} minW="0">
      <Stack gap="2">
        <Button asChild variant="ghost" size="sm" alignSelf="start" ms="-2">
          <Link to="/app">
            <LuArrowLeft aria-hidden />
            Dashboard
          </Link>
        </Button>
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
            Payments{router ? `: ${router.routerName}` : ''}
          </Heading>
        </HStack>
        <Text color="fg.muted" textStyle="sm">
          Tripay transactions of the packages this router sells
        </Text>
      </Stack>
      <ResourceList<Transaction>
        key={routerId}
        path={routerPaymentsPath(routerId)}
        store={storeFor(routerId)}
        columns={columns}
        label="Transactions"
        getRowLabel={(row) => row.merchantRef}
        envelope="success"
        searchPlaceholder="Search merchant ref, customer…"
        actions={{ view: true }}
        detailTitle="Transaction"
      />
    </Stack>
  );
}
