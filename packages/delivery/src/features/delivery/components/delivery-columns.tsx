import { Box } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { StatusBadge, type DetailField } from 'ui-kit/list';
import { columnValue, displayValue, type DataColumn } from 'ui-kit/table';
import type { Delivery } from 'contracts/types';
import {
  customerLabel,
  formatDeliveryDate,
  formatDeliveryTime,
  formatDeliveryTimestamp,
  formatQty,
} from '../lib/delivery-format';

/** Codes, dates and times read badly when broken over two lines. */
function NoWrap({ children }: { children: ReactNode }): ReactElement {
  return (
    <Box as="span" whiteSpace="nowrap">
      {children}
    </Box>
  );
}

function Numeric({ children }: { children: ReactNode }): ReactElement {
  return (
    <Box as="span" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
      {children}
    </Box>
  );
}

/** docs/rules/lists.md#delivery-table: 'Created At' shows updatedAt when there is one. */
function shownCreatedAt(row: Delivery): string | null {
  return row.updatedAt || row.createdAt;
}

/**
 * The delivery table's columns: the fields of docs/rules/lists.md#delivery-table, order and labels exactly (slipNumber and seqProd
 * are both 'Seq Prod' there, and stay so), then the Status badge of docs/rules/api.md#review-status. Module scope: the
 * table model is built once. Every real column sorts on the server by its camelCase name;
 * Customer does not (the API cannot sort by it, and one customer is shown at a time anyway).
 */
export const DELIVERY_COLUMNS: readonly DataColumn<Delivery>[] = [
  {
    id: 'slipNumber',
    label: 'Seq Prod',
    sortable: true,
    cell: (row) => <NoWrap>{row.slipNumber}</NoWrap>,
  },
  { id: 'seqProd', label: 'Seq Prod', sortable: true },
  { id: 'orderNo', label: 'Order No', sortable: true, hiddenByDefault: true },
  {
    id: 'partNumber',
    label: 'Part Number',
    sortable: true,
    cell: (row) => <NoWrap>{row.partNumber}</NoWrap>,
  },
  { id: 'partName', label: 'Part Name', sortable: true, minWidth: '16ch' },
  { id: 'colorCode', label: 'Color Code', sortable: true },
  { id: 'kdLotNo', label: 'Lot', sortable: true, cell: (row) => <NoWrap>{row.kdLotNo}</NoWrap> },
  {
    id: 'qty',
    label: 'Qty',
    sortable: true,
    align: 'end',
    cell: (row) => <Numeric>{formatQty(row.qty)}</Numeric>,
  },
  {
    id: 'date',
    label: 'Date',
    sortable: true,
    cell: (row) => <Numeric>{formatDeliveryDate(row.date)}</Numeric>,
  },
  {
    id: 'time',
    label: 'Time',
    sortable: true,
    cell: (row) => <Numeric>{formatDeliveryTime(row.time)}</Numeric>,
  },
  {
    id: 'adjustDate',
    label: 'Adjust Date',
    sortable: true,
    hiddenByDefault: true,
    cell: (row) => <Numeric>{formatDeliveryDate(row.adjustDate)}</Numeric>,
  },
  {
    id: 'adjustTime',
    label: 'Adjust Time',
    sortable: true,
    hiddenByDefault: true,
    cell: (row) => <Numeric>{formatDeliveryTime(row.adjustTime)}</Numeric>,
  },
  { id: 'remarksBawah', label: 'remarks', sortable: true, minWidth: '12ch' },
  {
    id: 'barcodeHpm',
    label: 'Barcode HPM',
    sortable: true,
    cell: (row) => <NoWrap>{row.barcodeHpm}</NoWrap>,
  },
  {
    id: 'barcodeKasai',
    label: 'Barcode Kasai',
    sortable: true,
    hiddenByDefault: true,
    cell: (row) => <NoWrap>{row.barcodeKasai}</NoWrap>,
  },
  {
    id: 'customer.alias',
    label: 'Customer',
    sortable: false,
    accessor: (row) => customerLabel(row.customer),
  },
  { id: 'scanLt1ByName', label: 'Scan LT1 By', sortable: true },
  {
    id: 'scanLt1At',
    label: 'Scan LT1 At',
    sortable: true,
    cell: (row) => <Numeric>{formatDeliveryTimestamp(row.scanLt1At)}</Numeric>,
  },
  { id: 'scanLt2ByName', label: 'Scan LT2 By', sortable: true },
  {
    id: 'scanLt2At',
    label: 'Scan LT2 At',
    sortable: true,
    cell: (row) => <Numeric>{formatDeliveryTimestamp(row.scanLt2At)}</Numeric>,
  },
  { id: 'updatedBy', label: 'Updated By', sortable: true, hiddenByDefault: true },
  {
    id: 'createdAt',
    label: 'Created At',
    // What the cell shows is what a click on the header orders by.
    sortable: true,
    sortKey: 'updatedAt',
    accessor: shownCreatedAt,
    hiddenByDefault: true,
    cell: (row) => <Numeric>{formatDeliveryTimestamp(shownCreatedAt(row))}</Numeric>,
  },
  {
    id: 'status',
    label: 'Status',
    sortable: true,
    cell: (row) => <StatusBadge status={row.status} />,
  },
];

/**
 * Lihat: every field of the record, labelled. The table's columns first (same labels and
 * formats), except that the detail can afford the audit trail in full: when and by whom the line
 * was created and last changed, each on its own line, and the customer's alias and name.
 */
export function deliveryDetailFields(row: Delivery): DetailField[] {
  const fields: DetailField[] = [];
  for (const column of DELIVERY_COLUMNS) {
    if (column.id === 'createdAt' || column.id === 'updatedBy') continue;
    if (column.id === 'customer.alias') {
      const alias = row.customer.alias.trim();
      const name = row.customer.name.trim();
      fields.push({
        label: column.label,
        value: alias && name && alias !== name ? `${alias} (${name})` : customerLabel(row.customer),
      });
      continue;
    }
    const raw = columnValue(column, row);
    // Empty stays empty (the dialog shows '—'), not a formatted cell with nothing in it.
    const empty = raw === null || raw === undefined || raw === '';
    fields.push({
      label: column.label,
      value: empty ? '' : column.cell ? column.cell(row) : displayValue(raw),
    });
  }
  fields.push(
    { label: 'Created At', value: formatDeliveryTimestamp(row.createdAt) },
    { label: 'Created By', value: row.createdBy ?? '' },
    { label: 'Updated At', value: formatDeliveryTimestamp(row.updatedAt) },
    { label: 'Updated By', value: row.updatedBy ?? '' },
  );
  return fields;
}
