import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ROUTER_MESSAGES } from 'contracts/messages';
import {
  CreateRouterBody,
  RouterIdParams,
  RouterPaymentsQuery,
  RouterSchema,
  RouterTestResultSchema,
  UpdateRouterBody,
} from 'contracts/schemas';
import { signedInUser, trimBody } from '../record-routes';
import { bearerAuth } from '../../plugins/app/auth';
import { countRouterTransactions, toRouter } from '../../repositories/routers';
import { diagnose } from '../../routers/diagnosis';
import { storeFailure, storeFindings } from '../../routers/monitor';
import { routerOr404 } from '../../routers/router-errors';
import {
  createRouter,
  removeRouter,
  ROUTER_SECRET_FIELDS,
  updateRouterSettings,
  type RouterWrite,
} from '../../routers/router-records';
import { paymentsListPage, paymentsListResponse } from '../payments/list';
import { successEnvelope, successStyle } from '../../schemas/envelopes';
import { errorResponses, HttpError, notFound } from '../../schemas/errors';

const TAG = 'routers';

/**
 * `/api/routers` (docs/rules/routers.md#calls): writes admin-only; the connection test and a router's
 * transactions for any signed-in user. Secrets are sealed on the way in and never answered.
 */
export const routerRoutes: FastifyPluginAsyncTypebox<{
  pollMs: number;
  testTimeoutMs: number;
}> = async (app, { pollMs, testTimeoutMs }) => {
  const access = app.routerAccess;
  const writeEnvelope = successEnvelope(RouterSchema);

  const writeOf = (request: FastifyRequest): RouterWrite => ({
    db: app.db,
    access,
    actor: signedInUser(request),
    now: app.clock(),
    audit: (tx, entry) => request.audit(tx, entry),
  });

  app.get(
    '/:id',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary: 'One router (secrets only as hasPassword / tripayConfigured)',
        security: bearerAuth,
        params: RouterIdParams,
        response: { 200: writeEnvelope, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const row = await routerOr404(app.db.orm, request.params.id);
      return {
        success: true as const,
        data: toRouter(row, await countRouterTransactions(app.db.orm, row.id)),
      };
    },
  );

  app.post(
    '/',
    {
      onRequest: [app.requireAdmin],
      preValidation: trimBody(ROUTER_SECRET_FIELDS),
      config: successStyle,
      schema: {
        tags: [TAG],
        summary: 'Add a router (admin); its first check is scheduled at once',
        security: bearerAuth,
        body: CreateRouterBody,
        response: { 201: writeEnvelope, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const id = randomUUID();
      const row = await createRouter(writeOf(request), id, request.body, pollMs);
      request.log.info({ routerId: id }, 'Router added');
      return reply
        .code(201)
        .send({ success: true as const, data: toRouter(row, 0), message: ROUTER_MESSAGES.created });
    },
  );

  app.put(
    '/:id',
    {
      onRequest: [app.requireAdmin],
      preValidation: trimBody(ROUTER_SECRET_FIELDS),
      config: successStyle,
      schema: {
        tags: [TAG],
        summary: 'Change a router (admin); a blank password or Tripay field keeps the stored one',
        security: bearerAuth,
        params: RouterIdParams,
        body: UpdateRouterBody,
        response: { 200: writeEnvelope, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const existing = await routerOr404(app.db.orm, request.params.id);
      const row = await updateRouterSettings(writeOf(request), existing, request.body);
      if (!row) throw notFound(ROUTER_MESSAGES.notFound);
      return {
        success: true as const,
        data: toRouter(row, await countRouterTransactions(app.db.orm, row.id)),
        message: ROUTER_MESSAGES.updated,
      };
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: [app.requireAdmin],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary: "Delete a router (admin); 409 'Router has transactions' while it has any",
        security: bearerAuth,
        params: RouterIdParams,
        response: {
          200: Type.Object({ success: Type.Literal(true), message: Type.String() }),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const row = await routerOr404(app.db.orm, request.params.id);
      if ((await countRouterTransactions(app.db.orm, row.id)) > 0)
        throw new HttpError(409, ROUTER_MESSAGES.hasTransactions);
      const deleted = await removeRouter(app.db, row, (tx, entry) => request.audit(tx, entry));
      if (!deleted) throw notFound(ROUTER_MESSAGES.notFound);
      await access.forget(row.id);
      request.log.info({ routerId: row.id }, 'Router deleted');
      return { success: true as const, message: ROUTER_MESSAGES.deleted };
    },
  );

  app.post(
    '/:id/test',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary:
          'Connect now (10 s limit): identity, version, uptime, PPP counts, latency; 502/504 with the reason',
        security: bearerAuth,
        params: RouterIdParams,
        response: {
          200: successEnvelope(RouterTestResultSchema),
          ...errorResponses(401, 404, 409, 502, 503, 504),
        },
      },
    },
    async (request) => {
      const row = await routerOr404(app.db.orm, request.params.id);
      try {
        const found = await access.test(row, testTimeoutMs);
        await storeFindings(app.db, row.id, found);
        return {
          success: true as const,
          message: ROUTER_MESSAGES.testOk,
          data: {
            identity: found.identity,
            version: found.version,
            uptime: found.uptime,
            pppSecret: found.pppSecret,
            pppActive: found.pppActive,
            latencyMs: found.latencyMs,
          },
        };
      } catch (error) {
        const diagnosis = diagnose(error, row.routerName);
        if (diagnosis.kind === 'other') request.log.warn({ err: error }, 'Router test failed');
        await storeFailure(app.db, row.id, diagnosis.message);
        throw new HttpError(diagnosis.status, diagnosis.message);
      }
    },
  );

  app.get(
    '/:id/payments',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary:
          "A router's transactions: search, sort, page, status, startDate/endDate (days in Asia/Jakarta)",
        security: bearerAuth,
        params: RouterIdParams,
        querystring: RouterPaymentsQuery,
        response: paymentsListResponse,
      },
    },
    async (request) => {
      const row = await routerOr404(app.db.orm, request.params.id);
      return paymentsListPage(app, row.id, request.query);
    },
  );
};
