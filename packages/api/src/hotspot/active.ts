// A router's hotspot sessions (docs/rules/hotspot.md), live; a kick removes the session and the
// user's cookies (else the cookie logs the device straight back in).
import type { HotspotActive } from 'contracts/schemas';
import { kickHotspotUser, listHotspotActive } from 'routeros';
import { named, type AuditOrigin } from '../lib/audit-log';
import { writeAuditAlone } from '../repositories/audit-log';
import { onRouter, type RouterDeps } from '../routers/on-router';

/** `GET /hotspot/{routerId}/active` and its CSV. */
export const listHotspotSessions = (deps: RouterDeps, routerId: string): Promise<HotspotActive[]> =>
  onRouter(deps, routerId, 'hotspot-active', (router) => listHotspotActive(router));

/** `DELETE /hotspot/{routerId}/active/{id}`: the kick, then its audit row once the router agreed. */
export async function kickHotspotSession(
  deps: RouterDeps,
  routerId: string,
  id: string,
  actor: AuditOrigin,
): Promise<void> {
  const [session, routerName] = await onRouter(
    deps,
    routerId,
    'hotspot-active',
    async (router, row) => {
      const found = (await listHotspotActive(router)).find((active) => active.id === id);
      await kickHotspotUser(router, { activeId: id });
      return [found ?? null, row.routerName] as const;
    },
  );
  // No database write of ours to join: the row has a transaction of its own.
  await writeAuditAlone(
    deps.db,
    actor,
    {
      action: 'kick',
      resource: 'hotspot_active',
      resourceId: id,
      summary: `Disconnected ${named('hotspot session', session?.user, id)} on ${named('router', routerName)}`,
      before: session,
    },
    deps.clock,
  );
}
