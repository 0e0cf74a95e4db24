// What the PPP routes share (docs/rules/routers.md#ppp-screen): the use cases' dependencies, RouterOS
// item ids of the path, the tag, the error answers and the list reads with their CSV.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import type { ExportColumn } from 'contracts/lists';
import { PPP_MESSAGES } from 'contracts/messages';
import { PppItemParams, PppRouterParams } from 'contracts/schemas';
import { routerOsId } from '../../lib/record-id';
import { actorOf } from '../record-routes';
import { bearerAuth } from '../../plugins/app/auth';
import type { RouterDeps } from '../../routers/on-router';
import { pppItemAction, type PppActionName } from '../../routers/ppp';
import { wholeListCsvRoute } from '../router-list-csv';
import { successEnvelope, successStyle } from '../../schemas/envelopes';
import { errorResponses, notFound } from '../../schemas/errors';

type RouteApp = Parameters<FastifyPluginAsyncTypebox>[0];

export const TAG = 'ppp';
const READ_ERRORS = errorResponses(401, 404, 409, 502, 503, 504);
/** A CSV's query is validated (an unknown column or sort is a 400). */
const READ_ERRORS_CSV = errorResponses(400, 401, 404, 409, 502, 503, 504);
export const WRITE_ERRORS = errorResponses(400, 401, 403, 404, 409, 422, 502, 503, 504);
export const Done = Type.Object({ success: Type.Literal(true), message: Type.String() });

/** What a PPP use case takes of the app. */
export const pppDeps = (app: RouteApp): RouterDeps => ({
  db: app.db,
  routerAccess: app.routerAccess,
  clock: () => app.clock(),
});

/** A RouterOS item id of the path (`*1A`), or 404 for anything that cannot be one. */
export function itemId(raw: string): string {
  const id = routerOsId.parse(raw);
  if (id === null) throw notFound(PPP_MESSAGES.itemNotFound);
  return id;
}

export const adminWrite = (app: RouteApp) => ({
  onRequest: [app.requireAdmin],
  config: successStyle,
});

/**
 * A list read and its CSV (the password is no column: a secret never leaves in an export).
 * `exactRows`: the rows are built with exactly the item schema's fields in its order (routeros'
 * toPppSecret), so V8's JSON.stringify writes the bytes the schema's serialiser would, in half the
 * time and with far less garbage on 10,000 secrets (test/ppp-json.test.ts holds the two equal,
 * bench/routers.bench.ts measures it). Errors keep their schemas' serialisers.
 */
export function readWithCsv<TRow extends object>(
  app: RouteApp,
  path: string,
  summary: string,
  item: TSchema,
  list: (deps: RouterDeps, routerId: string) => Promise<TRow[]>,
  csv: { name: string; columns: readonly ExportColumn<TRow>[] },
  { exactRows = false }: { exactRows?: boolean } = {},
): void {
  app.get(
    path,
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary,
        security: bearerAuth,
        params: PppRouterParams,
        response: { 200: successEnvelope(Type.Array(item)), ...READ_ERRORS },
      },
    },
    async (request, reply) => {
      const data = await list(pppDeps(app), request.params.routerId);
      // A reply serialiser leaves the content type to the route (the schema's one sets it).
      if (exactRows) reply.type('application/json; charset=utf-8').serializer(JSON.stringify);
      return { success: true as const, data };
    },
  );
  wholeListCsvRoute(app, {
    url: `${path}.csv`,
    tag: TAG,
    summary: `${summary} as CSV: the search and sort of the console's list, no password`,
    params: PppRouterParams,
    errors: READ_ERRORS_CSV,
    name: csv.name,
    columns: csv.columns,
    load: (routerId) => list(pppDeps(app), routerId),
  });
}

/** A write on one item of the path that answers `Done` (a delete, enable, disable or kick). */
export function pppActionRoute(
  app: RouteApp,
  method: 'DELETE' | 'POST',
  path: string,
  summary: string,
  message: string,
  action: PppActionName,
): void {
  app.route({
    method,
    url: path,
    ...adminWrite(app),
    schema: {
      tags: [TAG],
      summary,
      security: bearerAuth,
      params: PppItemParams,
      response: { 200: Done, ...WRITE_ERRORS },
    },
    handler: async (request) => {
      const params = request.params as { routerId: string; id: string };
      const id = itemId(params.id);
      await pppItemAction(pppDeps(app), params.routerId, id, action, actorOf(request));
      return { success: true as const, message };
    },
  });
}
