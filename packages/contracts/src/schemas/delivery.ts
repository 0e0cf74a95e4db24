import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DELIVERY_LIMITS, IMPORT_ERROR_LIMIT, ID_MAX_LENGTH } from '../limits';
import { IMPORT_FIELD_MESSAGES } from '../messages';
import { DELIVERY_FIELDS } from './delivery-fields';
import { PaginationSchema } from './envelopes';
import { listQuery } from './list-query';
import { RecordStatusSchema } from './record';
import { calendarDay } from './calendar-day';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const text = (description?: string) => nullable(Type.String(description ? { description } : {}));

/** A delivery (docs/rules/lists.md#delivery-table and docs/rules/api.md#records) as the API returns it. */
export const DeliverySchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    customerId: Type.String({ format: 'uuid' }),
    customer: Type.Object({ alias: Type.String(), name: Type.String() }),
    slipNumber: Type.String(),
    seqProd: Type.String(),
    orderNo: text(),
    partNumber: Type.String(),
    partName: text(),
    colorCode: text(),
    kdLotNo: text(),
    qty: Type.Integer({ minimum: 0 }),
    date: Type.String({ description: 'YYYY-MM-DD' }),
    time: text('HH:mm:ss'),
    adjustDate: text('YYYY-MM-DD'),
    adjustTime: text('HH:mm:ss'),
    remarksBawah: text(),
    barcodeHpm: text(),
    barcodeKasai: text(),
    scanLt1ByName: text(),
    scanLt1At: text("YYYY-MM-DDTHH:mm:ss, the factory's wall-clock time (no zone)"),
    scanLt2ByName: text(),
    scanLt2At: text("YYYY-MM-DDTHH:mm:ss, the factory's wall-clock time (no zone)"),
    status: RecordStatusSchema,
    createdAt: Type.String({ format: 'date-time' }),
    createdBy: text(),
    updatedAt: Type.String({ format: 'date-time' }),
    updatedBy: text(),
  },
  { title: 'Delivery' },
);
export type Delivery = Static<typeof DeliverySchema>;

/** Every column of the delivery table of docs/rules/lists.md#delivery-table that is a column of `deliveries`, in its order. */
export const DELIVERY_SORT_COLUMNS = [
  'slipNumber',
  'seqProd',
  'orderNo',
  'partNumber',
  'partName',
  'colorCode',
  'kdLotNo',
  'qty',
  'date',
  'time',
  'adjustDate',
  'adjustTime',
  'remarksBawah',
  'barcodeHpm',
  'barcodeKasai',
  'scanLt1ByName',
  'scanLt1At',
  'scanLt2ByName',
  'scanLt2At',
  'updatedBy',
  'createdAt',
  'updatedAt',
  'status',
] as const;
export type DeliverySortColumn = (typeof DELIVERY_SORT_COLUMNS)[number];

const isoDate = (what: string) => calendarDay(what, 'on the delivery date');

export const DeliveryListQuery = listQuery(DELIVERY_SORT_COLUMNS, {
  customerId: Type.String({
    maxLength: ID_MAX_LENGTH,
    description: "The customer whose deliveries to list (required: the screen's customer selector)",
    'x-message': IMPORT_FIELD_MESSAGES.customerId,
  }),
  startDate: Type.Optional(isoDate('First day')),
  endDate: Type.Optional(isoDate('Last day')),
});

/** A list answer's paging; `totalCapped`: searches count at most DELIVERY_SEARCH_COUNT_LIMIT. */
export const DeliveryPaginationSchema = Type.Object({
  ...PaginationSchema.properties,
  totalCapped: Type.Boolean({
    description:
      'true when the search matched more rows than are counted: `total` is then a lower bound',
  }),
});

export const DeliveryListSchema = Type.Object({
  result: Type.Array(DeliverySchema),
  pagination: DeliveryPaginationSchema,
});

/**
 * A field of a write: any JSON value the form may send (a string, a number for qty, null or '' for
 * an empty optional field). The real checks are the import's (`checkFieldValue`), run by the route
 * so that a value is accepted or refused exactly as it would be in a file.
 */
const writeField = (description: string) =>
  Type.Union([Type.String({ maxLength: DELIVERY_LIMITS.writeValue }), Type.Number(), Type.Null()], {
    description,
  });

const fieldDescriptions: Record<string, string> = {
  qty: 'A whole number, 0 or more',
  date: 'YYYY-MM-DD or DD/MM/YYYY',
  time: 'HH:mm[:ss]',
  datetime: 'YYYY-MM-DD HH:mm[:ss] or DD/MM/YYYY HH:mm[:ss] (T also separates)',
  text: 'Text, trimmed; empty means none',
};

const writeProperties = Object.fromEntries(
  DELIVERY_FIELDS.map((f) => [
    f.key,
    Type.Optional(
      writeField(
        f.required ? `${fieldDescriptions[f.kind]}; required` : (fieldDescriptions[f.kind] ?? ''),
      ),
    ),
  ]),
);

/**
 * POST: the customer and the fields of a delivery. Every field is checked by the route (required
 * ones must be there); unknown properties (an echoed id, status or audit column) are dropped.
 */
export const CreateDeliveryBody = Type.Object(
  {
    customerId: Type.String({
      maxLength: ID_MAX_LENGTH,
      'x-message': IMPORT_FIELD_MESSAGES.customerId,
    }),
    ...writeProperties,
  },
  { additionalProperties: false },
);

/** PUT: the fields to change; a field left out keeps its value. `customerId` moves the delivery. */
export const UpdateDeliveryBody = Type.Object(
  {
    customerId: Type.Optional(
      Type.String({ maxLength: ID_MAX_LENGTH, 'x-message': IMPORT_FIELD_MESSAGES.customerId }),
    ),
    ...writeProperties,
  },
  { additionalProperties: false },
);

/** Path parameter of one delivery: its id. Anything that is not an id is a delivery not found. */
export const DeliveryIdParams = Type.Object({
  id: Type.String({
    maxLength: ID_MAX_LENGTH,
    description: 'Delivery id (a positive whole number)',
  }),
});

export const ImportResultSchema = Type.Object({
  message: Type.String(),
  result: Type.Object({
    inserted: Type.Integer({ minimum: 0 }),
    updated: Type.Integer({ minimum: 0 }),
    unchanged: Type.Integer({ minimum: 0 }),
    total: Type.Integer({ minimum: 0 }),
    ignoredColumns: Type.Array(Type.String(), {
      description: 'Header columns that name no delivery field: their cells were not imported',
    }),
  }),
});

export const ImportErrorsSchema = Type.Object(
  {
    message: Type.String(),
    errors: Type.Array(
      Type.Object({
        line: Type.Integer({ minimum: 1, description: '1-based; the header is line 1' }),
        column: nullable(Type.String({ description: 'The field; null for the whole line' })),
        message: Type.String(),
      }),
    ),
  },
  {
    title: 'ImportErrors',
    description: `The first ${IMPORT_ERROR_LIMIT} problems of a refused file, by line`,
  },
);
