// `GET /` and `GET /:id` of the generic resources, and the list's `GET .csv` beside them
// (docs/rules/api.md#lists).
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import { bearerAuth } from '../../plugins/app/auth';
import type { Executor } from '../../repositories/records';
import { csvBody, type CsvColumn } from '../../lib/csv';
import { uuidId, type IdParser } from '../../lib/record-id';
import {
  listEnvelope,
  PaginationSchema,
  resultEnvelope,
  successEnvelope,
} from '../../schemas/envelopes';
import { errorResponses, notFound } from '../../schemas/errors';
import {
  paginationOf,
  resolveListQuery,
  type ListQueryInput,
  type ResolvedListQuery,
} from '../../schemas/list-query';
import { registerCsvRoute } from './csv';
import { routeConfig, type RecordEnvelope, type RouteApp } from './shared';

/**
 * A list in the success envelope: `{ success, data: [...], pagination }`, and with `totals` the
 * sums over every row the filter matches beside `pagination` (the shape of the hotspot sales list).
 */
export function successListEnvelope(item: TSchema): ReturnType<typeof listShape>;
export function successListEnvelope<T extends TSchema>(
  item: TSchema,
  options: { totals: T },
): ReturnType<typeof totalsShape<T>>;
export function successListEnvelope(item: TSchema, options?: { totals: TSchema }) {
  return options ? totalsShape(item, options.totals) : listShape(item);
}
const listShape = (item: TSchema) =>
  Type.Object({
    success: Type.Literal(true),
    data: Type.Array(item),
    pagination: PaginationSchema,
  });
const totalsShape = <T extends TSchema>(item: TSchema, totals: T) =>
  Type.Object({ ...listShape(item).properties, totals });
export interface RecordRouteOptions<Row, S extends TSchema, Id = string> {
  /** OpenAPI tag of the resource. */
  tag: string;
  /** The record in the messages and docs: 'Customer' → 'Customer not found', 'One customer'. */
  noun: string;
  /** The record as the API returns it. */
  schema: S;
  /** What an id in the path looks like (default: a uuid). */
  idParser?: IdParser<Id>;
  find(db: Executor, id: Id): Promise<Row | null>;
  toOutput(row: Row): Static<S>;
  /** The answers' envelope (default: the generic resources'). */
  envelope?: RecordEnvelope;
}

export interface ReadRoutesOptions<
  Row,
  S extends TSchema,
  C extends readonly string[],
  Id = string,
> extends RecordRouteOptions<Row, S, Id> {
  /** The list's query-string schema (`listQuery(columns)`), and the columns it may sort by. */
  listQuery: TObject;
  sortColumns: C;
  /** The default sort, newest first (docs/rules/api.md#lists: created_at DESC). */
  defaultSortCol: C[number];
  /** The default direction, `desc` unless given (the CMS lists: by display order, ascending). */
  defaultSortDir?: 'asc' | 'desc';
  /** Docs summary of `GET /`: what the search covers. */
  listSummary: string;
  list(db: Executor, query: ResolvedListQuery<C[number]>): Promise<{ rows: Row[]; total: number }>;
  /**
   * `GET .csv` beside the list (`/customers.csv`): the list's rows for its query, every page,
   * streamed in `batches` (`recordBatches`) through the columns of the console's table.
   */
  csv?: {
    /** The download's name: `<name>-<YYYY-MM-DD>.csv`. */
    name: string;
    columns: readonly CsvColumn<Static<S>>[];
    batches(db: Executor, query: ResolvedListQuery<C[number]>): AsyncIterable<readonly Row[]>;
  };
}

/**
 * `GET /:id` for any signed-in user: `{ result }`, or 404 '<noun> not found' for an id nobody has
 * and for a value that cannot be an id (see lib/record-id.ts).
 */
export function registerRecordRoute<Row, S extends TSchema, Id = string>(
  app: RouteApp,
  options: RecordRouteOptions<Row, S, Id>,
): void {
  // The route sees the record schema as a plain TSchema: the type provider cannot resolve a reply
  // type through the generic `S`; `toOutput` has already typed the result against it.
  const recordSchema: TSchema = options.schema;
  const idParser = options.idParser ?? (uuidId as unknown as IdParser<Id>);
  const success = options.envelope === 'success';
  app.get(
    '/:id',
    {
      onRequest: [app.authenticate],
      ...routeConfig(options.envelope),
      schema: {
        tags: [options.tag],
        summary: `One ${options.noun.toLowerCase()}`,
        security: bearerAuth,
        params: idParser.params,
        response: {
          200: success ? successEnvelope(recordSchema) : resultEnvelope(recordSchema),
          ...errorResponses(401, 404),
        },
      },
    },
    async (request) => {
      const id = idParser.parse(request.params.id);
      const row = id === null ? null : await options.find(app.db.orm, id);
      if (!row) throw notFound(`${options.noun} not found`);
      const record = options.toOutput(row);
      return success ? { success: true as const, data: record } : { result: record };
    },
  );
}

/**
 * `GET /` (search, sort, page; newest first by default) and `GET /:id`, for any signed-in user
 * (docs/rules/api.md#lists).
 */
export function registerReadRoutes<
  Row,
  S extends TSchema,
  const C extends readonly string[],
  Id = string,
>(app: RouteApp, options: ReadRoutesOptions<Row, S, C, Id>): void {
  const recordSchema: TSchema = options.schema;
  const success = options.envelope === 'success';
  app.get(
    '/',
    {
      onRequest: [app.authenticate],
      ...routeConfig(options.envelope),
      schema: {
        tags: [options.tag],
        summary: options.listSummary,
        security: bearerAuth,
        querystring: options.listQuery,
        response: {
          200: success ? successListEnvelope(recordSchema) : listEnvelope(recordSchema),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const query = resolveListQuery(request.query as ListQueryInput, options.sortColumns, {
        sortCol: options.defaultSortCol,
        sortDir: options.defaultSortDir ?? 'desc',
      });
      const { rows, total } = await options.list(app.db.orm, query);
      const records = rows.map((row) => options.toOutput(row));
      const pagination = paginationOf(query.paging, total);
      return success
        ? { success: true as const, data: records, pagination }
        : { result: records, pagination };
    },
  );
  const { csv } = options;
  if (csv) {
    registerCsvRoute(app, {
      tag: options.tag,
      summary: `${options.listSummary.split(':')[0] ?? options.listSummary} as CSV: the list's query, every row`,
      listQuery: options.listQuery,
      name: csv.name,
      columns: csv.columns,
      envelope: options.envelope,
      body: (query, columns) => {
        const resolved = resolveListQuery(query as ListQueryInput, options.sortColumns, {
          sortCol: options.defaultSortCol,
          sortDir: options.defaultSortDir ?? 'desc',
        });
        const records = mapBatches(csv.batches(app.db.orm, resolved), (row) =>
          options.toOutput(row),
        );
        return csvBody(columns, records);
      },
    });
  }
  registerRecordRoute(app, options);
}

/** Each batch of `batches` through `map`. */
async function* mapBatches<Row, Out>(
  batches: AsyncIterable<readonly Row[]>,
  map: (row: Row) => Out,
): AsyncGenerator<Out[]> {
  for await (const batch of batches) yield batch.map(map);
}
