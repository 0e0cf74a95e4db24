// What the hotspot routes share (docs/rules/hotspot.md): the router of the path through its pooled
// manager with §5's fault rules, RouterOS item ids, the tag and the error answers.
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { HOTSPOT_MESSAGES } from 'contracts/messages';
import type { RouterOsManager } from 'routeros';
import type { RouterRow } from '../../db/schema';
import { routerOsId } from '../../lib/record-id';
import { routerHttpError, routerOr404, type HotspotItemKind } from '../../routers/router-errors';
import { successStyle } from '../../schemas/envelopes';
import { errorResponses, HttpError, notFound } from '../../schemas/errors';

export const TAG = 'hotspot';
export const READ_ERRORS = errorResponses(400, 401, 404, 409, 502, 503, 504);
export const WRITE_ERRORS = errorResponses(400, 401, 403, 404, 409, 422, 502, 503, 504);
export const Done = Type.Object({ success: Type.Literal(true), message: Type.String() });

/**
 * Runs `work` on the router of `routerId` (404 when there is none). A router's failure becomes its
 * answer: a trap a 4xx with the router's words, unreachable 502, timeout 504 — never 401/403. Our
 * own HttpErrors pass through.
 */
export async function onRouter<T>(
  app: FastifyInstance,
  routerId: string,
  kind: HotspotItemKind,
  work: (router: RouterOsManager, row: RouterRow) => Promise<T>,
): Promise<T> {
  const row = await routerOr404(app.db.orm, routerId);
  try {
    return await work(app.routerAccess.manager(row), row);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw routerHttpError(error, kind, row.routerName);
  }
}

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
