// `/ppp/{routerId}/profiles` (docs/rules/routers.md#ppp-screen). HTTP only: the use cases are
// src/routers/ppp.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PPP_PROFILE_COLUMNS } from 'contracts/lists';
import { PPP_MESSAGES } from 'contracts/messages';
import {
  CreatePppProfileBody,
  PppItemParams,
  PppProfileSchema,
  PppRouterParams,
  UpdatePppProfileBody,
} from 'contracts/schemas';
import { actorOf, trimBody } from '../record-routes';
import { bearerAuth } from '../../plugins/app/auth';
import { changePppProfile, createPppProfile, readPppProfiles } from '../../routers/ppp';
import { successEnvelope } from '../../schemas/envelopes';
import {
  adminWrite,
  itemId,
  pppActionRoute,
  pppDeps,
  readWithCsv,
  TAG,
  WRITE_ERRORS,
} from './shared';

export const pppProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  readWithCsv(
    app,
    '/:routerId/profiles',
    'PPP profiles of the router',
    PppProfileSchema,
    readPppProfiles,
    { name: 'ppp-profiles', columns: PPP_PROFILE_COLUMNS },
  );

  app.post(
    '/:routerId/profiles',
    {
      ...adminWrite(app),
      preValidation: trimBody(),
      schema: {
        tags: [TAG],
        summary: 'Add a PPP profile (admin); shared users default 1',
        security: bearerAuth,
        params: PppRouterParams,
        body: CreatePppProfileBody,
        response: { 201: successEnvelope(PppProfileSchema), ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const profile = await createPppProfile(
        pppDeps(app),
        request.params.routerId,
        request.body,
        actorOf(request),
      );
      return reply
        .code(201)
        .send({ success: true as const, data: profile, message: PPP_MESSAGES.profileAdded });
    },
  );

  app.put(
    '/:routerId/profiles/:id',
    {
      ...adminWrite(app),
      preValidation: trimBody(),
      schema: {
        tags: [TAG],
        summary: 'Change a PPP profile (admin); renaming follows into its secrets',
        security: bearerAuth,
        params: PppItemParams,
        body: UpdatePppProfileBody,
        response: { 200: successEnvelope(PppProfileSchema), ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const id = itemId(request.params.id);
      const profile = await changePppProfile(
        pppDeps(app),
        request.params.routerId,
        id,
        request.body,
        actorOf(request),
      );
      return { success: true as const, data: profile, message: PPP_MESSAGES.profileUpdated };
    },
  );

  pppActionRoute(
    app,
    'DELETE',
    '/:routerId/profiles/:id',
    'Delete a PPP profile (admin); one still used by a secret is refused by the router',
    PPP_MESSAGES.profileDeleted,
    'delete-profile',
  );
};
