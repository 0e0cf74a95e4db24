// `/ppp/{routerId}/secrets` (docs/rules/routers.md#ppp-screen). HTTP only: the use cases are
// src/routers/ppp.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PPP_SECRET_COLUMNS } from 'contracts/lists';
import { PPP_MESSAGES } from 'contracts/messages';
import {
  CreatePppSecretBody,
  PppItemParams,
  PppRouterParams,
  PppSecretSchema,
  UpdatePppSecretBody,
} from 'contracts/schemas';
import { actorOf, trimBody } from '../record-routes';
import { bearerAuth } from '../../plugins/app/auth';
import { changePppSecret, createPppSecret, readPppSecrets } from '../../routers/ppp';
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

export const pppSecretRoutes: FastifyPluginAsyncTypebox = async (app) => {
  readWithCsv(
    app,
    '/:routerId/secrets',
    'PPP secrets of the router',
    PppSecretSchema,
    readPppSecrets,
    { name: 'ppp-secrets', columns: PPP_SECRET_COLUMNS },
    { exactRows: true },
  );

  app.post(
    '/:routerId/secrets',
    {
      ...adminWrite(app),
      preValidation: trimBody(['password']),
      schema: {
        tags: [TAG],
        summary: 'Add a PPP secret (admin); a taken name is a validation_error on name',
        security: bearerAuth,
        params: PppRouterParams,
        body: CreatePppSecretBody,
        response: { 201: successEnvelope(PppSecretSchema), ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const secret = await createPppSecret(
        pppDeps(app),
        request.params.routerId,
        request.body,
        actorOf(request),
      );
      return reply
        .code(201)
        .send({ success: true as const, data: secret, message: PPP_MESSAGES.secretAdded });
    },
  );

  app.put(
    '/:routerId/secrets/:id',
    {
      ...adminWrite(app),
      preValidation: trimBody(['password']),
      schema: {
        tags: [TAG],
        summary: 'Change a PPP secret (admin); fields left out keep their values',
        security: bearerAuth,
        params: PppItemParams,
        body: UpdatePppSecretBody,
        response: { 200: successEnvelope(PppSecretSchema), ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const id = itemId(request.params.id);
      const secret = await changePppSecret(
        pppDeps(app),
        request.params.routerId,
        id,
        request.body,
        actorOf(request),
      );
      return { success: true as const, data: secret, message: PPP_MESSAGES.secretUpdated };
    },
  );

  pppActionRoute(
    app,
    'DELETE',
    '/:routerId/secrets/:id',
    'Delete a PPP secret (admin)',
    PPP_MESSAGES.secretDeleted,
    'delete-secret',
  );
  pppActionRoute(
    app,
    'POST',
    '/:routerId/secrets/:id/enable',
    'Enable a PPP secret (admin)',
    PPP_MESSAGES.secretEnabled,
    'enable-secret',
  );
  pppActionRoute(
    app,
    'POST',
    '/:routerId/secrets/:id/disable',
    'Disable a PPP secret (admin)',
    PPP_MESSAGES.secretDisabled,
    'disable-secret',
  );
};
