import type { Invoice } from 'contracts/types';
import { Link as ChakraLink } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { formatCalendarDay, formatRupiah, formatWibDateTime } from 'ui-kit/format';
import type { RowAction } from 'ui-kit/list';
import type { DataColumn } from 'ui-kit/table';
import { METHOD_LABELS, PAY_LINK_COPIED, copyPayLink, formatPeriod } from '../api/invoices';
import { InvoiceStatusBadge } from './invoice-status-badge';

export const RECEIPT_LABEL = 'Receipt';

/** The invoice's receipt page, whoever reads it (docs/rules/roles.md: plain users print receipts). */
export const receiptPath = (invoice: Pick<Invoice, 'id'>) =>
  `/app/billing/invoices/${encodeURIComponent(invoice.id)}/receipt`;

function NumberCell({ row }: { row: Invoice }): ReactElement {
  return (
    <ChakraLink asChild colorPalette="brand" fontWeight="medium" whiteSpace="nowrap">
      <Link to={receiptPath(row)} aria-label={`${RECEIPT_LABEL} ${row.number}`}>
        {row.number}
      </Link>
    </ChakraLink>
  );
}

function SubscriberCell({ row }: { row: Invoice }): ReactElement {
  return (
    <ChakraLink asChild>
      <Link to={`/app/billing/subscribers/${encodeURIComponent(row.subscriberId)}`}>
        {row.subscriberName}
      </Link>
    </ChakraLink>
  );
}

const number: DataColumn<Invoice> = {
  id: 'number',
  label: 'Number',
  sortable: true,
  cell: (row) => <NumberCell row={row} />,
};
const rest: DataColumn<Invoice>[] = [
  { id: 'period', label: 'Period', sortable: true, cell: (row) => formatPeriod(row.period) },
  {
    id: 'amount',
    label: 'Amount',
    sortable: true,
    align: 'end',
    cell: (row) => formatRupiah(row.amount),
  },
  {
    id: 'status',
    label: 'Status',
    sortable: true,
    cell: (row) => <InvoiceStatusBadge status={row.status} />,
  },
  {
    id: 'dueDate',
    label: 'Due',
    sortable: true,
    cell: (row) => formatCalendarDay(row.dueDate),
  },
  {
    id: 'paidAt',
    label: 'Paid',
    cell: (row) => (row.paidAt ? formatWibDateTime(row.paidAt) : '—'),
  },
  { id: 'method', label: 'Method', cell: (row) => (row.method ? METHOD_LABELS[row.method] : '—') },
  {
    id: 'receivedBy',
    label: 'Received By',
    hiddenByDefault: true,
    cell: (row) => row.receivedBy ?? '—',
  },
  {
    id: 'issuedAt',
    label: 'Issued',
    sortable: true,
    hiddenByDefault: true,
    cell: (row) => formatWibDateTime(row.issuedAt),
  },
  {
    id: 'voidReason',
    label: 'Void Reason',
    hiddenByDefault: true,
    cell: (row) => row.voidReason ?? '—',
  },
];

// Module scope: a new array each render would rebuild the table model.
/** The invoices list: every subscriber's. */
export const invoiceColumns: DataColumn<Invoice>[] = [
  number,
  { id: 'subscriberName', label: 'Subscriber', cell: (row) => <SubscriberCell row={row} /> },
  ...rest,
];
/** A subscriber's page: its own invoices, no subscriber column. */
export const subscriberInvoiceColumns: DataColumn<Invoice>[] = [number, ...rest];

/** The row menu's Copy pay link: an unpaid invoice's public pay page, for anyone who reads it. */
export const copyPayLinkAction: RowAction<Invoice> = {
  action: 'copy-pay-link',
  label: 'Copy pay link',
  write: false,
  when: (row) => row.status === 'unpaid' && row.payUrl !== null,
  request: copyPayLink,
  successMessage: PAY_LINK_COPIED,
};
