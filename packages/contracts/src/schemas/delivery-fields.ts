// The fields of a delivery (docs/rules/lists.md#delivery-table and docs/rules/import.md#file-format) as an import file and the API carry them: the write
// schemas are built from this list, and the API's import and checks read it too.

export type FieldKind = 'text' | 'qty' | 'date' | 'time' | 'datetime';

export interface DeliveryField {
  /** SPEC's field name, the API's property and the canonical header. */
  readonly key: string;
  /** The column of `deliveries`. */
  readonly column: string;
  readonly kind: FieldKind;
  /** Required in a file and in the API: an empty cell is an error. */
  readonly required: boolean;
}

const field = <const K extends string>(key: K, column: string, kind: FieldKind, required = false) =>
  ({ key, column, kind, required }) as const;

/** Every field, in the order the staging table and the COPY lines carry them. */
export const DELIVERY_FIELDS = [
  field('slipNumber', 'slip_number', 'text', true),
  field('seqProd', 'seq_prod', 'text', true),
  field('orderNo', 'order_no', 'text'),
  field('partNumber', 'part_number', 'text', true),
  field('partName', 'part_name', 'text'),
  field('colorCode', 'color_code', 'text'),
  field('kdLotNo', 'kd_lot_no', 'text'),
  field('qty', 'qty', 'qty', true),
  field('date', 'date', 'date', true),
  field('time', 'time', 'time'),
  field('adjustDate', 'adjust_date', 'date'),
  field('adjustTime', 'adjust_time', 'time'),
  field('remarksBawah', 'remarks_bawah', 'text'),
  field('barcodeHpm', 'barcode_hpm', 'text'),
  field('barcodeKasai', 'barcode_kasai', 'text'),
  field('scanLt1ByName', 'scan_lt1_by_name', 'text'),
  field('scanLt1At', 'scan_lt1_at', 'datetime'),
  field('scanLt2ByName', 'scan_lt2_by_name', 'text'),
  field('scanLt2At', 'scan_lt2_at', 'datetime'),
] as const satisfies readonly DeliveryField[];

export type DeliveryFieldKey = (typeof DELIVERY_FIELDS)[number]['key'];
