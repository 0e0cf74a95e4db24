// `/hotspot/{routerId}/active` (docs/rules/hotspot.md): the router's hotspot sessions, live; a kick
// removes the session and the user's cookies (else the cookie logs the device straight back in).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { HOTSPOT_ACTIVE_COLUMNS } from 'contracts/lists';
import { HOTSPOT_MESSAGES } from 'contracts/messages';
import { HotspotActiveSchema, HotspotItemParams, HotspotRouterParams } from 'contracts/schemas';
import { kickHotspotSession, listHotspotSessions } from '../../hotspot/active';
import { actorOf } from '../record-routes';
import { bearerAuth } from '../../plugins/app/auth';
import { wholeListCsvRoute } from '../router-list-csv';
import { successEnvelope, successStyle } from '../../schemas/envelopes';
import { adminWrite, Done, hotspotDeps, itemId, READ_ERRORS, TAG, WRITE_ERRORS } from './shared';

export const hotspotActiveRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
      data: await listHotspotSessions(hotspotDeps(app, request), request.params.routerId),
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
    load: (routerId) => listHotspotSessions(hotspotDeps(app), routerId),
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
      await kickHotspotSession(
        hotspotDeps(app, request),
        request.params.routerId,
        id,
        actorOf(request),
      );
      return { success: true as const, message: HOTSPOT_MESSAGES.activeKicked };
    },
  );
};
