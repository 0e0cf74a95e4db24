// What the hotspot routes share (docs/rules/hotspot.md): the use cases' dependencies, RouterOS item
// ids of the path, the tag and the error answers.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HOTSPOT_MESSAGES } from 'contracts/messages';
import type { HotspotDeps } from '../../hotspot/deps';
import { routerOsId } from '../../lib/record-id';
import { successStyle } from '../../schemas/envelopes';
import { errorResponses, notFound } from '../../schemas/errors';

export const TAG = 'hotspot';
export const READ_ERRORS = errorResponses(400, 401, 404, 409, 502, 503, 504);
export const WRITE_ERRORS = errorResponses(400, 401, 403, 404, 409, 422, 502, 503, 504);
export const Done = Type.Object({ success: Type.Literal(true), message: Type.String() });

/** What a hotspot use case takes of the app, logging under the request when there is one. */
export const hotspotDeps = (app: FastifyInstance, request?: FastifyRequest): HotspotDeps => ({
  db: app.db,
  routerAccess: app.routerAccess,
  clock: () => app.clock(),
  log: request?.log ?? app.log,
});

/** A RouterOS item id of the path (`*1A`), or 404 for anything that cannot be one. */
export function itemId(raw: string): string {
  const id = routerOsId.parse(raw);
  if (id === null) throw notFound(HOTSPOT_MESSAGES.itemNotFound);
  return id;
}

export const adminWrite = (app: FastifyInstance) => ({
  onRequest: [app.requireAdmin],
  config: successStyle,
});
