// What docs/rules/lists.md#delivery-table asks of the delivery table, written once as the tests' expectation:
// the unit tests and the e2e suite (e2e/tests/delivery.spec.ts) check the product against it. Plain data, no
// React, so Playwright can load it too. Deliberately not derived from delivery-columns.tsx: a test that
// read the labels from the code under test could not catch a wrong label.

/** Every column, in the rule's order, as [column id, header label]; slipNumber and seqProd are both 'Seq Prod'. */
export const SPEC_DELIVERY_COLUMNS: readonly (readonly [string, string])[] = [
  ['slipNumber', 'Seq Prod'],
  ['seqProd', 'Seq Prod'],
  ['orderNo', 'Order No'],
  ['partNumber', 'Part Number'],
  ['partName', 'Part Name'],
  ['colorCode', 'Color Code'],
  ['kdLotNo', 'Lot'],
  ['qty', 'Qty'],
  ['date', 'Date'],
  ['time', 'Time'],
  ['adjustDate', 'Adjust Date'],
  ['adjustTime', 'Adjust Time'],
  ['remarksBawah', 'remarks'],
  ['barcodeHpm', 'Barcode HPM'],
  ['barcodeKasai', 'Barcode Kasai'],
  ['customer.alias', 'Customer'],
  ['scanLt1ByName', 'Scan LT1 By'],
  ['scanLt1At', 'Scan LT1 At'],
  ['scanLt2ByName', 'Scan LT2 By'],
  ['scanLt2At', 'Scan LT2 At'],
  ['updatedBy', 'Updated By'],
  ['createdAt', 'Created At'],
  ['status', 'Status'],
];

/** The columns that start hidden (the column menu shows them). */
export const SPEC_HIDDEN_DELIVERY_COLUMNS: readonly string[] = [
  'orderNo',
  'adjustDate',
  'adjustTime',
  'barcodeKasai',
  'updatedBy',
  'createdAt',
];

/** The header row a user first sees: the visible columns, then the row menu's column. */
export const SPEC_VISIBLE_HEADERS: readonly string[] = [
  ...SPEC_DELIVERY_COLUMNS.filter(([id]) => !SPEC_HIDDEN_DELIVERY_COLUMNS.includes(id)).map(
    ([, label]) => label,
  ),
  'Actions',
];
