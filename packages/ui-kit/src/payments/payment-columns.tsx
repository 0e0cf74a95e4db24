import type { Transaction } from 'contracts/types';
import { Stack, Text } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { formatRupiah, formatWibDateTime } from 'ui-kit/format';
import type { DataColumn } from 'ui-kit/table';
import { ProvisioningCell, StatusCell } from './payment-badges';

export const PAYMENTS_EMPTY_TEXT = 'No transactions found';
export const ALL_STATUSES_LABEL = 'All statuses';
export const PAYMENTS_SEARCH_PLACEHOLDER = 'Search ref, buyer, phone, package…';

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

/**
 * The columns of a Tripay payments list (docs/rules/payments.md#transactions-screen), a router's
 * and every router's alike; the Merchant Ref cell is the list's own (the way to the detail). Build
 * them once at module scope: a new array each render would rebuild the table model.
 */
export function paymentColumns(
  merchantRefCell: (row: Transaction) => ReactNode,
): DataColumn<Transaction>[] {
  return [
    { id: 'merchantRef', label: 'Merchant Ref', sortable: true, cell: merchantRefCell },
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
}
