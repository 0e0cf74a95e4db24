import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from '@sinclair/typebox';
import { checkFieldValue, DELIVERY_FIELDS, parseDate } from '../../lib/delivery-fields';
import {
  mapDbErrors,
  pgErrorOf,
  PG_FOREIGN_KEY_VIOLATION,
  PG_UNIQUE_VIOLATION,
} from '../../lib/db-errors';
import { integerId, isRecordId, type IdParser } from '../../lib/record-id';
import { type SqlCsvColumn } from '../../lib/csv';
import {
  registerCsvRoute,
  registerRecordRoute,
  registerReviewRoutes,
  registerWriteRoutes,
} from '../record-routes';
import { bearerAuth } from '../../plugins/app/auth';
import {
  deleteDelivery,
  deliveryCsvLines,
  deliveryTable,
  findDeliveryById,
  insertDelivery,
  listDeliveriesInSnapshot,
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

/**
 * The delivery table's columns (docs/rules/lists.md#delivery-table): its ids, labels and order, its
 * formats (days `DD/MM/YYYY`, clock times `HH:mm`, scan times as scanned, 'Created At' showing
 * `updatedAt` when there is one, in WIB), then who created the line. Written by PostgreSQL over
 * `deliveries d JOIN customers c` (a customer's million rows, lib/csv.ts `SqlCsvColumn`).
 */
export const DELIVERY_CSV_COLUMNS: readonly SqlCsvColumn[] = [
  { id: 'slipNumber', label: 'Seq Prod', sql: 'd.slip_number' },
  { id: 'seqProd', label: 'Seq Prod', sql: 'd.seq_prod' },
  { id: 'orderNo', label: 'Order No', sql: 'd.order_no' },
  { id: 'partNumber', label: 'Part Number', sql: 'd.part_number' },
  { id: 'partName', label: 'Part Name', sql: 'd.part_name' },
  { id: 'colorCode', label: 'Color Code', sql: 'd.color_code' },
  { id: 'kdLotNo', label: 'Lot', sql: 'd.kd_lot_no' },
  { id: 'qty', label: 'Qty', sql: 'd.qty' },
  { id: 'date', label: 'Date', sql: "to_char(d.date, 'DD/MM/YYYY')" },
  { id: 'time', label: 'Time', sql: "to_char(d.time, 'HH24:MI')" },
  { id: 'adjustDate', label: 'Adjust Date', sql: "to_char(d.adjust_date, 'DD/MM/YYYY')" },
  { id: 'adjustTime', label: 'Adjust Time', sql: "to_char(d.adjust_time, 'HH24:MI')" },
  { id: 'remarksBawah', label: 'remarks', sql: 'd.remarks_bawah' },
  { id: 'barcodeHpm', label: 'Barcode HPM', sql: 'd.barcode_hpm' },
  { id: 'barcodeKasai', label: 'Barcode Kasai', sql: 'd.barcode_kasai' },
  {
    id: 'customer.alias',
    label: 'Customer',
    sql: "coalesce(nullif(btrim(c.alias), ''), btrim(c.name))",
  },
  { id: 'scanLt1ByName', label: 'Scan LT1 By', sql: 'd.scan_lt1_by_name' },
  { id: 'scanLt1At', label: 'Scan LT1 At', sql: "to_char(d.scan_lt1_at, 'DD/MM/YYYY HH24:MI')" },
  { id: 'scanLt2ByName', label: 'Scan LT2 By', sql: 'd.scan_lt2_by_name' },
  { id: 'scanLt2At', label: 'Scan LT2 At', sql: "to_char(d.scan_lt2_at, 'DD/MM/YYYY HH24:MI')" },
  { id: 'updatedBy', label: 'Updated By', sql: 'd.updated_by' },
  {
    id: 'createdAt',
    label: 'Created At',
    sql: "to_char(coalesce(d.updated_at, d.created_at) AT TIME ZONE 'Asia/Jakarta', 'DD/MM/YYYY HH24:MI')",
  },
  { id: 'status', label: 'Status', sql: 'initcap(d.status::text)' },
  { id: 'createdBy', label: 'Created By', sql: 'd.created_by' },
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
      const list = await listDeliveriesInSnapshot(app.db, { ...resolved.input, page, perPage });
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
    columns: DELIVERY_CSV_COLUMNS,
    body: (query, columns) =>
      deliveryCsvLines(
        app.db,
        deliveryListQuery(query as Static<typeof DeliveryListQuery>).input,
        columns,
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
    table: deliveryTable,
    tag: TAG,
    noun: 'Delivery',
    schema: DeliverySchema,
    idParser: deliveryId,
    audit: { resource: 'delivery', name: (row) => row.slipNumber },
    toOutput: (_row, db, id) => findDeliveryById(db, id),
  });
};
