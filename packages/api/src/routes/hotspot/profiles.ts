// `/hotspot/{routerId}/profiles` (docs/rules/hotspot.md): the router's hotspot user profiles, live, with
// our settings (price, selling price, validity, expiry mode, lock MAC) kept by (router, name). HTTP
// only: the use cases are src/hotspot/profiles.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { HOTSPOT_PROFILE_COLUMNS } from 'contracts/lists';
import { HOTSPOT_MESSAGES } from 'contracts/messages';
import {
  CreateHotspotProfileBody,
  HotspotItemParams,
  HotspotProfileSchema,
  HotspotRouterParams,
  UpdateHotspotProfileBody,
} from 'contracts/schemas';
import {
  changeHotspotProfile,
  createHotspotProfile,
  deleteHotspotProfile,
  readHotspotProfiles,
} from '../../hotspot/profiles';
import { actorOf, trimBody } from '../record-routes';
import { bearerAuth } from '../../plugins/app/auth';
import { wholeListCsvRoute } from '../router-list-csv';
import { successEnvelope, successStyle } from '../../schemas/envelopes';
import { adminWrite, Done, hotspotDeps, itemId, READ_ERRORS, TAG, WRITE_ERRORS } from './shared';

export const hotspotProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:routerId/profiles',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary: 'Hotspot user profiles of the router, with price, validity and expiry',
        security: bearerAuth,
        params: HotspotRouterParams,
        response: { 200: successEnvelope(Type.Array(HotspotProfileSchema)), ...READ_ERRORS },
      },
    },
    async (request) => ({
      success: true as const,
      data: await readHotspotProfiles(hotspotDeps(app, request), request.params.routerId),
    }),
  );

  wholeListCsvRoute(app, {
    url: '/:routerId/profiles.csv',
    tag: TAG,
    summary:
      "Hotspot user profiles as CSV: the search and sort of the console's list, prices in Rp",
    params: HotspotRouterParams,
    errors: READ_ERRORS,
    name: 'hotspot-profiles',
    columns: HOTSPOT_PROFILE_COLUMNS,
    load: (routerId) => readHotspotProfiles(hotspotDeps(app), routerId),
  });

  app.post(
    '/:routerId/profiles',
    {
      ...adminWrite(app),
      preValidation: trimBody(),
      schema: {
        tags: [TAG],
        summary: 'Add a hotspot user profile (admin); our settings are kept by its name',
        security: bearerAuth,
        params: HotspotRouterParams,
        body: CreateHotspotProfileBody,
        response: { 201: successEnvelope(HotspotProfileSchema), ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const data = await createHotspotProfile(
        hotspotDeps(app, request),
        request.params.routerId,
        request.body,
        actorOf(request),
      );
      return reply
        .code(201)
        .send({ success: true as const, data, message: HOTSPOT_MESSAGES.profileAdded });
    },
  );

  app.put(
    '/:routerId/profiles/:id',
    {
      ...adminWrite(app),
      preValidation: trimBody(),
      schema: {
        tags: [TAG],
        summary: 'Change a hotspot user profile (admin); a rename keeps our settings',
        security: bearerAuth,
        params: HotspotItemParams,
        body: UpdateHotspotProfileBody,
        response: { 200: successEnvelope(HotspotProfileSchema), ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const id = itemId(request.params.id);
      const data = await changeHotspotProfile(
        hotspotDeps(app, request),
        request.params.routerId,
        id,
        request.body,
        actorOf(request),
      );
      return { success: true as const, data, message: HOTSPOT_MESSAGES.profileUpdated };
    },
  );

  app.delete(
    '/:routerId/profiles/:id',
    {
      ...adminWrite(app),
      schema: {
        tags: [TAG],
        summary: 'Delete a hotspot user profile (admin) and our settings of it',
        security: bearerAuth,
        params: HotspotItemParams,
        response: { 200: Done, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const id = itemId(request.params.id);
      await deleteHotspotProfile(
        hotspotDeps(app, request),
        request.params.routerId,
        id,
        actorOf(request),
      );
      return { success: true as const, message: HOTSPOT_MESSAGES.profileDeleted };
    },
  );
};
