// A use case's work on one router (docs/rules/routers.md#ppp-screen): the router of a path id through
// its pooled manager, its failures turned into answers a screen can act on. Shared by the PPP and
// hotspot services, which take what they need of the app as `RouterDeps` so a test can call them
// without HTTP.
import type { RouterOsManager } from 'routeros';
import type { Database } from '../db/client';
import type { RouterRow } from '../db/schema';
import { HttpError } from '../schemas/errors';
import type { RouterAccess } from './router-access';
import {
  routerHttpError,
  routerOr404,
  type HotspotItemKind,
  type PppItemKind,
} from './router-errors';

/** What a router use case needs of the app (a Fastify instance has each of them). */
export interface RouterDeps {
  db: Database;
  routerAccess: Pick<RouterAccess, 'manager'>;
  /** The time records and audit rows are stamped with (tests move it). */
  clock: () => Date;
}

/**
 * Runs `work` on the router of `routerId` (404 when there is none). A router's failure becomes its
 * answer: a trap a 4xx with the router's words, unreachable 502, timeout 504 — never 401/403. Our
 * own HttpErrors pass through.
 */
export async function onRouter<T>(
  deps: RouterDeps,
  routerId: string,
  kind: PppItemKind | HotspotItemKind,
  work: (router: RouterOsManager, row: RouterRow) => Promise<T>,
): Promise<T> {
  return onRouterRow(deps, await routerOr404(deps.db.orm, routerId), kind, work);
}

/** `onRouter` for a router already read (one a body names, checked as that body's field). */
export async function onRouterRow<T>(
  deps: Pick<RouterDeps, 'routerAccess'>,
  row: RouterRow,
  kind: PppItemKind | HotspotItemKind,
  work: (router: RouterOsManager, row: RouterRow) => Promise<T>,
): Promise<T> {
  try {
    return await work(deps.routerAccess.manager(row), row);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw routerHttpError(error, kind, row.routerName);
  }
}
