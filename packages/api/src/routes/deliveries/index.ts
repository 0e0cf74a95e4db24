import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import { deliveries } from '../../db/schema';
import { checkFieldValue, DELIVERY_FIELDS, parseDate } from '../../import/delivery-fields';
import {
  mapDbErrors,
  pgErrorOf,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
} from '../../lib/db-errors';
import { integerId, isRecordId, type IdParser } from '../../lib/record-id';
import {
  clockTime,
  dayMonthYear,
  wallClockDateTime,
  wibDateTime,
  type CsvColumn,
} from '../../lib/csv';
import {
  capitalise,
  registerCsvRoute,
  registerRecordRoute,
  registerReviewRoutes,
  registerWriteRoutes,
} from '../../lib/record-routes';
import { bearerAuth } from '../../plugins/app/auth';
import {
  deleteDelivery,
  deliveryBatches,
  findDeliveryById,
  insertDelivery,
  listDeliveries,
  updateDelivery,
  type DeliveryValues,
} from '../../repositories/deliveries';
import { DEFAULT_PER_PAGE } from 'contracts/limits';
import { DELIVERY_MESSAGES } from 'contracts/messages';
import {
  CreateDeliveryBody,
  DELIVERY_SORT_COLUMNS,
  DeliveryIdParams,
  DeliveryListQuery,
  DeliveryListSchema,
  DeliverySchema,
  UpdateDeliveryBody,
  type Delivery,
} from 'contracts/schemas';
import {
  errorResponses,
  invalidField,
  notFound,
  ValidationFailedError,
  type ValidationIssue,
} from '../../schemas/errors';
import { resolveListQuery } from '../../schemas/list-query';
import { deliveryImportRoutes, type DeliveryImportOptions } from './import';

const TAG = 'deliveries';
const missing = () => notFound(DELIVERY_MESSAGES.notFound);
/** A delivery's id is its bigint key; the path parameter keeps its own description in the docs. */
const deliveryId: IdParser<number> = { ...integerId, params: DeliveryIdParams };

/**
 * The fields of a write body, checked exactly as an import file's cells are. `partial`: fields left
 * out keep their values (PUT); otherwise the required ones must be there (POST).
 */
function checkWriteBody(body: Record<string, unknown>, partial: boolean): DeliveryValues {
  const values: DeliveryValues = {};
  const issues: ValidationIssue[] = [];
  for (const field of DELIVERY_FIELDS) {
    const raw = body[field.key];
    if (raw === undefined && partial) continue;
    const text = raw === undefined || raw === null ? '' : String(raw);
    const checked = checkFieldValue(field, text);
    if (checked.ok) values[field.key] = checked.value;
    else issues.push({ path: field.key, message: checked.message });
  }
  if (issues.length > 0) throw new ValidationFailedError(issues);
  return values;
}

function checkCustomerId(customerId: string): string {
  if (!isRecordId(customerId)) throw invalidField('customerId', DELIVERY_MESSAGES.customerNotFound);
  return customerId;
}

/** A missing customer and a taken key, as the form's fields would show them. */
function mapWriteErrors(error: unknown): unknown {
  const pg = pgErrorOf(error);
  if (pg?.code === PG_FOREIGN_KEY_VIOLATION) {
    return invalidField('customerId', DELIVERY_MESSAGES.customerNotFound);
  }
  if (pg?.code === PG_UNIQUE_VIOLATION && pg.constraint === 'deliveries_customer_slip_seq_key') {
    return invalidField('seqProd', DELIVERY_MESSAGES.duplicateKey);
  }
  return error;
}

/**
 * The list's query checked beyond its schema (a customer id, real dates in order) and resolved:
 * what `GET /deliveries` and `/deliveries.csv` read.
 */
function deliveryListQuery(query: Static<typeof DeliveryListQuery>) {
  const customerId = query.customerId.trim();
  if (!isRecordId(customerId)) throw invalidField('customerId', DELIVERY_MESSAGES.chooseCustomer);
  const issues: ValidationIssue[] = [];
  for (const name of ['startDate', 'endDate'] as const) {
    const value = query[name];
    if (value !== undefined && !parseDate(value, name).ok) {
      issues.push({ path: name, message: `${name} ${value} is not a real date` });
    }
  }
  if (issues.length > 0) throw new ValidationFailedError(issues);
  if (query.startDate && query.endDate && query.endDate < query.startDate) {
    throw invalidField('endDate', DELIVERY_MESSAGES.endBeforeStart);
  }
  const resolved = resolveListQuery(query, DELIVERY_SORT_COLUMNS, {
    sortCol: 'createdAt',
    sortDir: 'desc',
  });
  return {
    paging: resolved.paging,
    input: {
      customerId,
      startDate: query.startDate ?? null,
      endDate: query.endDate ?? null,
      search: resolved.search,
      sortCol: resolved.sortCol,
      sortDir: resolved.sortDir,
    },
  };
}

/** docs/rules/lists.md#delivery-table: 'Created At' shows updatedAt when there is one. */
const shownCreatedAt = (row: Delivery) => row.updatedAt || row.createdAt;

/**
 * The delivery table's columns (docs/rules/lists.md#delivery-table): its ids, labels, order and
 * formats (days `DD/MM/YYYY`, clock times `HH:mm`, scan times as scanned, the audit time in WIB),
 * then who created the line.
 */
const CSV_COLUMNS: readonly CsvColumn<Delivery>[] = [
  { id: 'slipNumber', label: 'Seq Prod', value: (row) => row.slipNumber },
  { id: 'seqProd', label: 'Seq Prod', value: (row) => row.seqProd },
  { id: 'orderNo', label: 'Order No', value: (row) => row.orderNo },
  { id: 'partNumber', label: 'Part Number', value: (row) => row.partNumber },
  { id: 'partName', label: 'Part Name', value: (row) => row.partName },
  { id: 'colorCode', label: 'Color Code', value: (row) => row.colorCode },
  { id: 'kdLotNo', label: 'Lot', value: (row) => row.kdLotNo },
  { id: 'qty', label: 'Qty', value: (row) => row.qty },
  { id: 'date', label: 'Date', value: (row) => dayMonthYear(row.date) },
  { id: 'time', label: 'Time', value: (row) => clockTime(row.time) },
  { id: 'adjustDate', label: 'Adjust Date', value: (row) => dayMonthYear(row.adjustDate) },
  { id: 'adjustTime', label: 'Adjust Time', value: (row) => clockTime(row.adjustTime) },
  { id: 'remarksBawah', label: 'remarks', value: (row) => row.remarksBawah },
  { id: 'barcodeHpm', label: 'Barcode HPM', value: (row) => row.barcodeHpm },
  { id: 'barcodeKasai', label: 'Barcode Kasai', value: (row) => row.barcodeKasai },
  {
    id: 'customer.alias',
    label: 'Customer',
    value: (row) => row.customer.alias.trim() || row.customer.name.trim(),
  },
  { id: 'scanLt1ByName', label: 'Scan LT1 By', value: (row) => row.scanLt1ByName },
  { id: 'scanLt1At', label: 'Scan LT1 At', value: (row) => wallClockDateTime(row.scanLt1At) },
  { id: 'scanLt2ByName', label: 'Scan LT2 By', value: (row) => row.scanLt2ByName },
  { id: 'scanLt2At', label: 'Scan LT2 At', value: (row) => wallClockDateTime(row.scanLt2At) },
  { id: 'updatedBy', label: 'Updated By', value: (row) => row.updatedBy },
  { id: 'createdAt', label: 'Created At', value: (row) => wibDateTime(shownCreatedAt(row)) },
  { id: 'status', label: 'Status', value: (row) => capitalise(row.status) },
  { id: 'createdBy', label: 'Created By', value: (row) => row.createdBy },
];

export type DeliveryRoutesOptions = DeliveryImportOptions;

/**
 * `/api/deliveries` (docs/rules/api.md#calls): read by any signed-in user, written by admins; the text-file
 * import is `POST /api/deliveries/import` (./import.ts).
 */
export const deliveryRoutes: FastifyPluginAsyncTypebox<DeliveryRoutesOptions> = async (
  app,
  options,
) => {
  await app.register(deliveryImportRoutes, {
    importMaxBytes: options.importMaxBytes,
    importSpoolMaxBytes: options.importSpoolMaxBytes,
    dataDir: options.dataDir,
  });

  app.get(
    '/',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: [TAG],
        summary:
          "One page of a customer's deliveries: date range, search (visible text columns), sort; without page the first page",
        security: bearerAuth,
        querystring: DeliveryListQuery,
        response: { 200: DeliveryListSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const query = request.query;
      const resolved = deliveryListQuery(query);
      // Deliveries always page: "every row" of a customer can be a million (docs/rules/api.md#lists: the
      // no-page rule exists for the customer selector).
      const page = resolved.paging?.page ?? 1;
      const perPage = resolved.paging?.perPage ?? query.perPage ?? DEFAULT_PER_PAGE;
      // One snapshot for the total and the page: the reversed read of the last pages relies on the
      // total being the one the rows were counted in.
      const list = await app.db.transaction(
        (tx) => listDeliveries(tx, { ...resolved.input, page, perPage }),
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
      return {
        result: list.rows,
        pagination: {
          page,
          perPage,
          total: list.total,
          totalPages: Math.ceil(list.total / perPage),
          totalCapped: list.totalCapped,
        },
      };
    },
  );

  registerCsvRoute(app, {
    tag: TAG,
    summary:
      "A customer's deliveries as CSV: the list's query (customer, date range, search, sort), every row, streamed",
    listQuery: DeliveryListQuery,
    name: 'deliveries',
    columns: CSV_COLUMNS,
    batches: (query) =>
      deliveryBatches(
        app.db.orm,
        deliveryListQuery(query as Static<typeof DeliveryListQuery>).input,
      ),
  });

  registerRecordRoute(app, {
    tag: TAG,
    noun: 'Delivery',
    schema: DeliverySchema,
    idParser: deliveryId,
    find: findDeliveryById,
    // The repository's read is already the answer's shape (it joins the customer).
    toOutput: (delivery) => delivery,
  });

  registerWriteRoutes(app, {
    tag: TAG,
    noun: 'Delivery',
    logKey: 'deliveryId',
    schema: DeliverySchema,
    idParser: deliveryId,
    messages: DELIVERY_MESSAGES,
    audit: {
      resource: 'delivery',
      current: findDeliveryById,
      name: (delivery) => delivery.slipNumber,
    },
    create: {
      summary: 'Create a delivery (admin), checked like an import row; it starts pending',
      body: CreateDeliveryBody,
      run: async ({ body, actor, log, db }) => {
        const customerId = checkCustomerId(body.customerId);
        const values = checkWriteBody(body, false);
        const now = app.clock();
        const id = await mapDbErrors(
          () => insertDelivery(db, customerId, values, actor, now),
          mapWriteErrors,
        );
        const created = await findDeliveryById(db, id);
        if (!created) throw missing();
        log.info({ deliveryId: id, customerId }, 'Delivery created');
        return created;
      },
    },
    update: {
      summary: 'Change a delivery (admin); fields left out keep their values, customerId moves it',
      body: UpdateDeliveryBody,
      run: async ({ body, actor, id, db }) => {
        const customerId =
          body.customerId === undefined ? undefined : checkCustomerId(body.customerId);
        const values = checkWriteBody(body, true);
        const now = app.clock();
        const changed = await mapDbErrors(
          () =>
            updateDelivery(db, id, { ...(customerId ? { customerId } : {}), values }, actor, now),
          mapWriteErrors,
        );
        return changed ? findDeliveryById(db, id) : null;
      },
    },
    remove: {
      summary: 'Delete a delivery (admin)',
      run: ({ id, db }) => deleteDelivery(db, id),
    },
  });

  registerReviewRoutes(app, {
    table: deliveries,
    tag: TAG,
    noun: 'Delivery',
    schema: DeliverySchema,
    idParser: deliveryId,
    audit: { resource: 'delivery', name: (row) => row.slipNumber },
    toOutput: (_row, db, id) => findDeliveryById(db, id),
  });
};
