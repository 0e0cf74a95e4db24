// `/hotspot/{routerId}/active` (docs/rules/hotspot.md): the router's hotspot sessions, live; a kick
// removes the session and the user's cookies (else the cookie logs the device straight back in).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { HOTSPOT_ACTIVE_COLUMNS } from 'contracts/lists';
import { HOTSPOT_MESSAGES } from 'contracts/messages';
import { HotspotActiveSchema, HotspotItemParams, HotspotRouterParams } from 'contracts/schemas';
import { kickHotspotUser, listHotspotActive } from 'routeros';
import { named } from '../../lib/audit-log';
import { bearerAuth } from '../../plugins/app/auth';
import { wholeListCsvRoute } from '../router-list-csv';
import { successEnvelope, successStyle } from '../../schemas/envelopes';
import { adminWrite, Done, itemId, onRouter, READ_ERRORS, TAG, WRITE_ERRORS } from './shared';

export const hotspotActiveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const loadActive = (routerId: string) =>
    onRouter(app, routerId, 'hotspot-active', (router) => listHotspotActive(router));

  app.get(
    '/:routerId/active',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary: 'Hotspot sessions of the router now',
        security: bearerAuth,
        params: HotspotRouterParams,
        response: { 200: successEnvelope(Type.Array(HotspotActiveSchema)), ...READ_ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      data: await loadActive(request.params.routerId),
    }),
  );

  wholeListCsvRoute(app, {
    url: '/:routerId/active.csv',
    tag: TAG,
    summary: "Hotspot sessions now as CSV: the search and sort of the console's list",
    params: HotspotRouterParams,
    errors: READ_ERRORS,
    name: 'hotspot-active',
    columns: HOTSPOT_ACTIVE_COLUMNS,
    load: loadActive,
  });

  app.delete(
    '/:routerId/active/:id',
    {
      ...adminWrite(app),
      schema: {
        tags: [TAG],
        summary: "Kick a hotspot session (admin): the session and the user's cookies are removed",
        security: bearerAuth,
        params: HotspotItemParams,
        response: { 200: Done, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const id = itemId(request.params.id);
      const [session, routerName] = await onRouter(
        app,
        request.params.routerId,
        'hotspot-active',
        async (router, row) => {
          const found = (await listHotspotActive(router)).find((active) => active.id === id);
          await kickHotspotUser(router, { activeId: id });
          return [found ?? null, row.routerName] as const;
        },
      );
      // The router agreed: the kick's audit row (no database write of ours to join).
      await request.auditAlone({
        action: 'kick',
        resource: 'hotspot_active',
        resourceId: id,
        summary: `Disconnected ${named('hotspot session', session?.user, id)} on ${named('router', routerName)}`,
        before: session,
      });
      return { success: true as const, message: HOTSPOT_MESSAGES.activeKicked };
    },
  );
};
