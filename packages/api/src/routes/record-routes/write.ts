// `POST /`, `PUT /:id` and `DELETE /:id` of the generic resources (docs/rules/api.md#calls); each
// write and its audit row are one call of the records service (src/records/service.ts).
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../plugins/app/auth';
import { bearerAuth } from '../../plugins/app/auth';
import type { Executor, Tx } from '../../repositories/records';
import { uuidId, type IdParser } from '../../lib/record-id';
import {
  createRecord,
  deleteRecord,
  updateRecord,
  type AfterCommit,
  type RecordAudit,
} from '../../records/service';
import { writeEnvelope } from '../../schemas/envelopes';
import { errorResponses, notFound } from '../../schemas/errors';
import {
  actorOf,
  routeConfig,
  signedInUser,
  trimBody,
  type RecordEnvelope,
  type RouteApp,
} from './shared';

/** `{ message }` of a delete, in OpenAPI. */
const DeletedSchema = Type.Object({ message: Type.String() });

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
  afterCommit: AfterCommit;
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
  const deps = { db: app.db, clock: () => app.clock() };
  const audit: RecordAudit<Static<S>, Id> = {
    resource: options.audit.resource,
    noun: options.noun.toLowerCase(),
    current: options.audit.current,
    name: options.audit.name,
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
      const result = await createRecord(deps, actorOf(request), audit, (db, afterCommit) =>
        options.create.run({ body, actor, log: request.log, db, afterCommit }),
      );
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
      const result = await updateRecord(
        deps,
        actorOf(request),
        audit,
        id,
        () => options.audit.updateAction?.(body) ?? 'update',
        (db, afterCommit) =>
          options.update.run({ body, actor, id, log: request.log, db, afterCommit }),
      );
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
      const deleted = await deleteRecord(deps, actorOf(request), audit, id, (db, afterCommit) =>
        options.remove.run({ actor, id, log: request.log, db, afterCommit }),
      );
      if (!deleted) throw missing();
      request.log.info({ [options.logKey]: id }, `${options.noun} deleted`);
      return success
        ? { success: true as const, data: { id: String(id) }, message: options.messages.deleted }
        : { message: options.messages.deleted };
    },
  );
}
