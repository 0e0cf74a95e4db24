// Route pieces shared by the generic resources (customers, users, deliveries, docs/rules/api.md#calls).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import { csvQuery } from 'contracts/schemas';
import type { FastifyBaseLogger, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { AuthUser } from '../plugins/app/auth';
import { bearerAuth } from '../plugins/app/auth';
import {
  currentStatus,
  setRecordStatus,
  type Executor,
  type RecordStatus,
  type ReviewableTable,
  type Tx,
} from '../repositories/records';
import { changedFields, named, type AuditFields, type SignedInActor } from '../lib/audit-log';
import {
  listEnvelope,
  PaginationSchema,
  resultEnvelope,
  successEnvelope,
  successStyle,
  writeEnvelope,
} from '../schemas/envelopes';
import { errorResponses, notFound, unauthorized } from '../schemas/errors';
import {
  paginationOf,
  resolveListQuery,
  type ListQueryInput,
  type ResolvedListQuery,
} from '../schemas/list-query';
import {
  csvBody,
  pickCsvColumns,
  sendCsv,
  wibDateTime,
  type CsvColumn,
  type CsvColumnHead,
} from '../lib/csv';
import { uuidId, type IdParser } from '../lib/record-id';

type RouteApp = Parameters<FastifyPluginAsyncTypebox>[0];

/** The signed-in user of a route behind `authenticate`/`requireAdmin` (the actor of a write). */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized('Authentication required');
  return request.user;
}

/**
 * The signed-in user as a use case's audit origin (what `request.audit` records): who acted and
 * from which address.
 */
export function actorOf(request: FastifyRequest): SignedInActor {
  const user = signedInUser(request);
  return { actorId: user.id, actorUsername: user.username, address: request.ip ?? null };
}

/**
 * preValidation hook: trims the body's top-level strings before the schema sees them, so that
 * '   ab  ' is the too-short 'ab' and what is stored has no stray spaces. Secrets are listed in
 * `except` and kept exactly as typed.
 */
export function trimBody(
  except: readonly string[] = [],
  options: { deep?: boolean } = {},
): preValidationAsyncHookHandler {
  return async (request) => {
    const body: unknown = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    const fields = body as Record<string, unknown>;
    for (const [key, value] of Object.entries(fields)) {
      if (except.includes(key)) continue;
      if (typeof value === 'string') fields[key] = value.trim();
      else if (options.deep && value && typeof value === 'object') trimNested(value, 0);
    }
  };
}

/** Trims the strings inside arrays and objects (a package's features, a company's stats), in place. */
function trimNested(value: object, depth: number): void {
  // Bodies are at most 1 MiB of JSON; the depth bound keeps a pathological one cheap.
  if (depth > 8) return;
  const entries = value as Record<string, unknown>;
  for (const [key, item] of Object.entries(entries)) {
    if (typeof item === 'string') entries[key] = item.trim();
    else if (item && typeof item === 'object') trimNested(item, depth + 1);
  }
}

/**
 * The answers' envelope: the generic resources' `{ result }` / `{ message, result }`, or
 * `'success'`: `{ success: true, data, message? }` (routers, dashboard, PPP, CMS), whose errors also
 * carry `{ success: false, error }` (docs/rules/api.md#envelopes).
 */
export type RecordEnvelope = 'generic' | 'success';

const routeConfig = (envelope: RecordEnvelope | undefined) =>
  envelope === 'success' ? { config: successStyle } : {};

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

export interface CsvRouteOptions<C extends CsvColumnHead> {
  /** OpenAPI tag of the resource. */
  tag: string;
  /** Docs summary. */
  summary: string;
  /** The JSON list's query-string schema; the CSV takes it and `columns` (contracts `csvQuery`). */
  listQuery: TObject;
  /** The download's name: `<name>-<YYYY-MM-DD>.csv`. */
  name: string;
  /** Every column of the file, in the default order; `columns` picks and orders them. */
  columns: readonly C[];
  /** The answers' envelope of errors (default: the generic resources'). */
  envelope?: RecordEnvelope;
  /**
   * The file's lines for the validated query and the picked columns, in the JSON list's order, a
   * chunk at a time (`csvBody`); a bad query throws at the first chunk, before the file starts.
   */
  body(query: Record<string, unknown>, columns: readonly C[]): AsyncIterable<string | Uint8Array>;
}

/**
 * `GET .csv` beside a list (`/customers` → `/customers.csv`, docs/rules/reports.md#csv-files): whoever
 * reads the list reads its CSV; the list's query without paging, plus `columns`.
 */
export function registerCsvRoute<C extends CsvColumnHead>(
  app: RouteApp,
  options: CsvRouteOptions<C>,
): void {
  app.get(
    '.csv',
    {
      onRequest: [app.authenticate],
      ...routeConfig(options.envelope),
      schema: {
        tags: [options.tag],
        summary: options.summary,
        security: bearerAuth,
        querystring: csvQuery(options.listQuery),
        produces: ['text/csv'],
        response: { 200: Type.String(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const query = request.query as Record<string, unknown> & { columns?: string };
      const columns = pickCsvColumns(options.columns, query.columns);
      await sendCsv(reply, { name: options.name, columns, body: options.body(query, columns) });
      return reply;
    },
  );
}

export interface ReviewRoutesOptions<
  T extends ReviewableTable,
  S extends TSchema,
  Id extends string | number = string,
> {
  table: T;
  /** OpenAPI tag of the resource. */
  tag: string;
  /** The record in the messages: 'Customer' → 'Customer approved successfully'. */
  noun: string;
  /** The record as the API returns it. */
  schema: S;
  /** What an id in the path looks like (default: a uuid). */
  idParser?: IdParser<Id>;
  /** The audit trail's resource name ('customer') and the name a summary gives a record. */
  audit: { resource: string; name(row: T['$inferSelect']): string };
  /**
   * The answer's record: from the updated row, or read again when the answer joins other tables
   * (a delivery names its customer); null when it is gone meanwhile.
   */
  toOutput(
    row: T['$inferSelect'],
    db: Executor,
    id: Id,
  ): Static<S> | null | Promise<Static<S> | null>;
}

/** A value as the lists show it capitalised: a status badge, a role (`pending` → `Pending`). */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface ReviewedRecord {
  status: string;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

/**
 * The CSV columns a reviewed list (customers, users) ends with: the table's `Updated` and
 * `Status`, then `more` fields of the record, then the rest of its trail, labelled as the Lihat
 * dialog labels them.
 */
export function reviewedCsvColumns<T extends ReviewedRecord>(
  more: readonly CsvColumn<T>[] = [],
): CsvColumn<T>[] {
  return [
    { id: 'updatedAt', label: 'Updated', value: (row) => wibDateTime(row.updatedAt) },
    { id: 'status', label: 'Status', value: (row) => capitalise(row.status) },
    ...more,
    { id: 'createdAt', label: 'Created at', value: (row) => wibDateTime(row.createdAt) },
    { id: 'createdBy', label: 'Created by', value: (row) => row.createdBy },
    { id: 'updatedBy', label: 'Updated by', value: (row) => row.updatedBy },
  ];
}

export const reviewMessage = (noun: string, status: Exclude<RecordStatus, 'pending'>) =>
  `${noun} ${status} successfully`;

/**
 * `POST /:id/approve` and `POST /:id/reject` (admin): set `status` and the update audit, nothing
 * else, and answer `{ message, result }` (docs/rules/api.md). The audit row (action approve or
 * reject, status before and after) is written in the same transaction.
 */
export function registerReviewRoutes<
  T extends ReviewableTable,
  S extends TSchema,
  Id extends string | number = string,
>(app: RouteApp, options: ReviewRoutesOptions<T, S, Id>): void {
  // The route sees the record schema as a plain TSchema: the type provider cannot resolve a reply
  // type through the generic `S`; `toOutput` has already typed the result against it.
  const recordSchema: TSchema = options.schema;
  const idParser = options.idParser ?? (uuidId as unknown as IdParser<Id>);
  const transitions = [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const;
  for (const [action, status] of transitions) {
    app.post(
      `/:id/${action}`,
      {
        onRequest: [app.requireAdmin],
        schema: {
          tags: [options.tag],
          summary: `Mark a ${options.noun.toLowerCase()} ${status} (admin)`,
          security: bearerAuth,
          params: idParser.params,
          response: {
            200: writeEnvelope(recordSchema),
            ...errorResponses(401, 403, 404),
          },
        },
      },
      async (request) => {
        const actor = signedInUser(request);
        const id = idParser.parse(request.params.id);
        if (id === null) throw notFound(`${options.noun} not found`);
        const result = await app.db.transaction(async (tx) => {
          const previous = await currentStatus(tx, options.table, id);
          const row = await setRecordStatus(tx, options.table, id, status, actor, app.clock());
          if (!row) return null;
          await request.audit(tx, {
            action,
            resource: options.audit.resource,
            resourceId: id,
            summary: `${action === 'approve' ? 'Approved' : 'Rejected'} ${named(options.noun.toLowerCase(), options.audit.name(row), id)}`,
            before: { status: previous },
            after: { status },
          });
          return options.toOutput(row, tx, id);
        });
        if (!result) throw notFound(`${options.noun} not found`);
        return { message: reviewMessage(options.noun, status), result };
      },
    );
  }
}

/** A list in the success envelope: `{ success, data: [...], pagination }`. */
export const successListEnvelope = (item: TSchema) =>
  Type.Object({
    success: Type.Literal(true),
    data: Type.Array(item),
    pagination: PaginationSchema,
  });

/** `{ message }` of a delete, in OpenAPI. */
export const DeletedSchema = Type.Object({ message: Type.String() });

/** A delete in the success envelope: `{ success, data: { id }, message }`. */
export const SuccessDeletedSchema = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({ id: Type.String() }),
  message: Type.String(),
});

/**
 * What a write's own step gets: the checked body, the signed-in admin, the request's logger, and
 * `db`, the transaction its audit row is written in (every query of the step goes through it).
 */
export interface WriteContext<Body> {
  body: Body;
  actor: AuthUser;
  log: FastifyBaseLogger;
  db: Tx;
  /** Runs `effect` once the transaction has committed (forget a cache only a committed change stales). */
  afterCommit(effect: () => void | Promise<void>): void;
}

interface WriteRouteOptions {
  /** Docs summary of the route. */
  summary: string;
  /** Whether the route can answer 409 (a conflict it documents). */
  conflicts?: boolean;
}

export interface WriteRoutesOptions<
  S extends TSchema,
  CB extends TSchema,
  UB extends TSchema,
  Id extends string | number = string,
> {
  /** OpenAPI tag of the resource. */
  tag: string;
  /** The record in the logs: 'Customer' → 'Customer deleted'. */
  noun: string;
  /** The key of the record's id in the logs, e.g. 'customerId'. */
  logKey: string;
  /** The record as the API returns it. */
  schema: S;
  /** What an id in the path looks like (default: a uuid). */
  idParser?: IdParser<Id>;
  messages: { notFound: string; created: string; updated: string; deleted: string };
  /** Body fields kept exactly as typed (secrets); every other top-level string is trimmed. */
  untrimmed?: readonly string[];
  /** Trim the strings inside arrays and objects of the body too (lists of features, stats). */
  trimNested?: boolean;
  /** The answers' envelope (default: the generic resources'). */
  envelope?: RecordEnvelope;
  /**
   * The audit trail (src/repositories/audit-log.ts): the resource's name ('customer'), the record as
   * answered read in the write's transaction (the `before` of an update or delete), the name a
   * summary gives it, and the action of an update when it is not plain 'update' (a new password).
   */
  audit: {
    resource: string;
    current(db: Executor, id: Id): Promise<Static<S> | null>;
    name(record: Static<S>): string;
    updateAction?(body: Static<UB>): string;
  };
  /** `POST /`: stores the record and answers it (201). */
  create: WriteRouteOptions & {
    body: CB;
    run(context: WriteContext<Static<CB>>): Promise<Static<S>>;
  };
  /** `PUT /:id`: changes the record; null when there is no such record (404). */
  update: WriteRouteOptions & {
    body: UB;
    run(context: WriteContext<Static<UB>> & { id: Id }): Promise<Static<S> | null>;
  };
  /** `DELETE /:id`: false when there is no such record (404). */
  remove: WriteRouteOptions & {
    run(context: Omit<WriteContext<unknown>, 'body'> & { id: Id }): Promise<boolean>;
  };
}

/**
 * `POST /`, `PUT /:id` and `DELETE /:id` (admin), answering `{ message, result }` and `{ message }`
 * (docs/rules/api.md#calls). Each resource gives only what differs: its bodies, summaries and the
 * step that writes; the id parsing, trimming, 404 and envelopes are here.
 */
export function registerWriteRoutes<
  S extends TSchema,
  CB extends TSchema,
  UB extends TSchema,
  Id extends string | number = string,
>(app: RouteApp, options: WriteRoutesOptions<S, CB, UB, Id>): void {
  // The routes see the schemas as plain TSchemas: the type provider cannot resolve request and
  // reply types through the generics; `run` is typed against them instead.
  const recordSchema: TSchema = options.schema;
  const createBody: TSchema = options.create.body;
  const updateBody: TSchema = options.update.body;
  const idParser = options.idParser ?? (uuidId as unknown as IdParser<Id>);
  const missing = () => notFound(options.messages.notFound);
  const parseId = (raw: string): Id => {
    const id = idParser.parse(raw);
    if (id === null) throw missing();
    return id;
  };
  const trim = [trimBody(options.untrimmed, { deep: options.trimNested })];
  const conflict = (route: WriteRouteOptions) => (route.conflicts ? errorResponses(409) : {});
  const success = options.envelope === 'success';
  const config = routeConfig(options.envelope);
  const written = success
    ? Type.Object({ success: Type.Literal(true), data: recordSchema, message: Type.String() })
    : writeEnvelope(recordSchema);
  const answer = (message: string, record: unknown) =>
    success ? { success: true as const, data: record, message } : { message, result: record };
  const noun = options.noun.toLowerCase();
  const { audit } = options;
  const fieldsOf = (record: Static<S>) => record as unknown as AuditFields;
  /** One transaction for the write and its audit row; `afterCommit` effects run once it committed. */
  const inTransaction = async <T>(
    work: (db: Tx, afterCommit: WriteContext<unknown>['afterCommit']) => Promise<T>,
  ): Promise<T> => {
    const effects: (() => void | Promise<void>)[] = [];
    const result = await app.db.transaction((tx) => work(tx, (effect) => effects.push(effect)));
    for (const effect of effects) await effect();
    return result;
  };

  app.post(
    '/',
    {
      onRequest: [app.requireAdmin],
      preValidation: trim,
      ...config,
      schema: {
        tags: [options.tag],
        summary: options.create.summary,
        security: bearerAuth,
        body: createBody,
        response: {
          201: written,
          ...errorResponses(400, 401, 403),
          ...conflict(options.create),
        },
      },
    },
    async (request, reply) => {
      const actor = signedInUser(request);
      const body = request.body as Static<CB>;
      const result = await inTransaction(async (db, afterCommit) => {
        const record = await options.create.run({ body, actor, log: request.log, db, afterCommit });
        const id = fieldsOf(record).id as string | number;
        await request.audit(db, {
          action: 'create',
          resource: audit.resource,
          resourceId: id,
          summary: `Created ${named(noun, audit.name(record), id)}`,
          after: fieldsOf(record),
        });
        return record;
      });
      return reply.code(201).send(answer(options.messages.created, result));
    },
  );

  app.put(
    '/:id',
    {
      onRequest: [app.requireAdmin],
      preValidation: trim,
      ...config,
      schema: {
        tags: [options.tag],
        summary: options.update.summary,
        security: bearerAuth,
        params: idParser.params,
        body: updateBody,
        response: {
          200: written,
          ...errorResponses(400, 401, 403, 404),
          ...conflict(options.update),
        },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      const id = parseId(request.params.id);
      const body = request.body as Static<UB>;
      const result = await inTransaction(async (db, afterCommit) => {
        const before = await audit.current(db, id);
        if (!before) return null;
        const record = await options.update.run({
          body,
          actor,
          id,
          log: request.log,
          db,
          afterCommit,
        });
        if (!record) return null;
        const action = audit.updateAction?.(body) ?? 'update';
        await request.audit(db, {
          action,
          resource: audit.resource,
          resourceId: id,
          summary: `${action === 'update' ? 'Changed' : 'Changed the password of'} ${named(noun, audit.name(record), id)}`,
          ...changedFields(fieldsOf(before), fieldsOf(record)),
        });
        return record;
      });
      if (!result) throw missing();
      return answer(options.messages.updated, result);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: [app.requireAdmin],
      ...config,
      schema: {
        tags: [options.tag],
        summary: options.remove.summary,
        security: bearerAuth,
        params: idParser.params,
        response: {
          200: success ? SuccessDeletedSchema : DeletedSchema,
          ...errorResponses(401, 403, 404),
          ...conflict(options.remove),
        },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      const id = parseId(request.params.id);
      const deleted = await inTransaction(async (db, afterCommit) => {
        const before = await audit.current(db, id);
        if (!(await options.remove.run({ actor, id, log: request.log, db, afterCommit })))
          return false;
        await request.audit(db, {
          action: 'delete',
          resource: audit.resource,
          resourceId: id,
          summary: `Deleted ${named(noun, before ? audit.name(before) : null, id)}`,
          before: before ? fieldsOf(before) : null,
        });
        return true;
      });
      if (!deleted) throw missing();
      request.log.info({ [options.logKey]: id }, `${options.noun} deleted`);
      return success
        ? { success: true as const, data: { id: String(id) }, message: options.messages.deleted }
        : { message: options.messages.deleted };
    },
  );
}
