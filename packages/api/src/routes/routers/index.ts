import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ROUTER_MESSAGES } from 'contracts/messages';
import { DEFAULT_HOTSPOT_DNS_NAME } from 'contracts/limits';
import {
  CreateRouterBody,
  RouterIdParams,
  RouterPaymentsQuery,
  RouterSchema,
  RouterTestResultSchema,
  TRANSACTION_SORT_COLUMNS,
  TransactionSchema,
  UpdateRouterBody,
  PaginationSchema,
} from 'contracts/schemas';
import type { NewRouterRow, RouterRow } from '../../db/schema';
import { removeJob } from '../../jobs/job-queue';
import { createdAudit, updatedAudit } from '../../lib/audit';
import { changedFields, named } from '../../lib/audit-log';
import { mapDbErrors, mapForeignKeyViolation } from '../../lib/db-errors';
import { signedInUser, trimBody } from '../../lib/record-routes';
import { bearerAuth } from '../../plugins/app/auth';
import {
  countRouterTransactions,
  deleteRouter,
  insertRouter,
  listRouterTransactions,
  toRouter,
  toTransaction,
  updateRouter,
} from '../../repositories/routers';
import { diagnose } from '../../routers/diagnosis';
import {
  MONITOR_JOB,
  scheduleCheckNow,
  scheduleRouterChecks,
  storeFailure,
  storeFindings,
} from '../../routers/monitor';
import type { RouterSecretField } from '../../routers/router-access';
import { routerOr404 } from '../../routers/router-errors';
import { successEnvelope, successStyle } from '../../schemas/envelopes';
import { errorResponses, HttpError, invalidField, notFound } from '../../schemas/errors';
import { paginationOf, resolveListQuery, type ListQueryInput } from '../../schemas/list-query';
import { isCalendarDay } from '../../lib/calendar-day';

const TAG = 'routers';

const SECRET_FIELDS = [
  'routerPass',
  'tripayMerchantCode',
  'tripayApiKey',
  'tripayPrivateKey',
] as const;
const SECRET_COLUMNS = {
  routerPass: 'routerPassEnc',
  tripayMerchantCode: 'tripayMerchantCodeEnc',
  tripayApiKey: 'tripayApiKeyEnc',
  tripayPrivateKey: 'tripayPrivateKeyEnc',
} as const satisfies Record<RouterSecretField, keyof NewRouterRow>;

/**
 * A router as the audit trail records it: its settings, not what the monitor finds (status,
 * counts), and of its secrets only whether they are set (sealed values never leave this module).
 */
function auditedRouter(row: RouterRow) {
  return {
    routerName: row.routerName,
    routerHost: row.routerHost,
    routerUser: row.routerUser,
    routerDns: row.routerDns,
    trafficInterface: row.trafficInterface,
    useTls: row.useTls,
    hasPassword: row.routerPassEnc.length > 0,
    tripayConfigured: Boolean(
      row.tripayMerchantCodeEnc && row.tripayApiKeyEnc && row.tripayPrivateKeyEnc,
    ),
  };
}

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

  /** Sealed secrets of the body's non-empty secret fields (an empty one keeps the stored value). */
  const sealSecrets = (routerId: string, body: Partial<Record<RouterSecretField, string>>) => {
    const sealed: Partial<NewRouterRow> = {};
    for (const field of SECRET_FIELDS) {
      const value = body[field];
      if (value !== undefined && value !== '')
        sealed[SECRET_COLUMNS[field]] = access.seal(routerId, field, value);
    }
    return sealed;
  };

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
      preValidation: trimBody(SECRET_FIELDS),
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
      const { body } = request;
      const actor = signedInUser(request);
      const id = randomUUID();
      const row = await app.db.transaction(async (tx) => {
        const inserted = await insertRouter(tx, {
          id,
          routerName: body.routerName,
          routerHost: body.routerHost,
          routerUser: body.routerUser,
          routerPassEnc: access.seal(id, 'routerPass', body.routerPass),
          routerDns: body.routerDns ?? '',
          trafficInterface: body.trafficInterface ?? '',
          hotspotDnsName: body.hotspotDnsName ?? DEFAULT_HOTSPOT_DNS_NAME,
          useTls: body.useTls ?? false,
          ...sealSecrets(id, { ...body, routerPass: undefined }),
          ...createdAudit(actor, app.clock()),
        });
        await scheduleRouterChecks(tx, id, pollMs);
        await request.audit(tx, {
          action: 'create',
          resource: 'router',
          resourceId: id,
          summary: `Created ${named('router', inserted.routerName)}`,
          after: auditedRouter(inserted),
        });
        return inserted;
      });
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
      preValidation: trimBody(SECRET_FIELDS),
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
      const { body } = request;
      const changes: Partial<NewRouterRow> = {
        ...(body.routerName !== undefined ? { routerName: body.routerName } : {}),
        ...(body.routerHost !== undefined ? { routerHost: body.routerHost } : {}),
        ...(body.routerUser !== undefined ? { routerUser: body.routerUser } : {}),
        ...(body.routerDns !== undefined ? { routerDns: body.routerDns } : {}),
        ...(body.trafficInterface !== undefined ? { trafficInterface: body.trafficInterface } : {}),
        ...(body.hotspotDnsName !== undefined ? { hotspotDnsName: body.hotspotDnsName } : {}),
        ...(body.useTls !== undefined ? { useTls: body.useTls } : {}),
        ...sealSecrets(existing.id, body),
        ...updatedAudit(signedInUser(request), app.clock()),
      };
      const row = await app.db.transaction(async (tx) => {
        const updated = await updateRouter(tx, existing.id, changes);
        // New connection settings: check the router at the next tick, not in up to a whole round.
        const reconnect =
          body.routerHost !== undefined ||
          body.routerUser !== undefined ||
          body.useTls !== undefined ||
          Boolean(body.routerPass);
        if (updated && reconnect) await scheduleCheckNow(tx, existing.id);
        if (updated) {
          // A new secret shows as its field name only: the value is never stored in the trail.
          const secrets = SECRET_FIELDS.filter((field) =>
            Boolean(body[field as keyof typeof body]),
          );
          await request.audit(tx, {
            action: 'update',
            resource: 'router',
            resourceId: existing.id,
            summary: `Changed ${named('router', updated.routerName)}${secrets.length > 0 ? ` (new ${secrets.join(', ')})` : ''}`,
            ...changedFields(auditedRouter(existing), auditedRouter(updated)),
          });
        }
        return updated;
      });
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
      const deleted = await mapDbErrors(
        () =>
          app.db.transaction(async (tx) => {
            await removeJob(tx, MONITOR_JOB, row.id);
            const gone = await deleteRouter(tx, row.id);
            if (gone)
              await request.audit(tx, {
                action: 'delete',
                resource: 'router',
                resourceId: row.id,
                summary: `Deleted ${named('router', row.routerName)}`,
                before: auditedRouter(row),
              });
            return gone;
          }),
        (error) =>
          mapForeignKeyViolation(error, {
            byTable: { subscribers: ROUTER_MESSAGES.hasSubscribers },
            fallback: ROUTER_MESSAGES.hasTransactions,
          }),
      );
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
        response: {
          200: Type.Object({
            success: Type.Literal(true),
            data: Type.Array(TransactionSchema),
            pagination: PaginationSchema,
          }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const row = await routerOr404(app.db.orm, request.params.id);
      const { status, startDate, endDate } = request.query;
      for (const [field, day] of [
        ['startDate', startDate],
        ['endDate', endDate],
      ] as const) {
        if (day !== undefined && !isCalendarDay(day))
          throw invalidField(field, 'must be a date as YYYY-MM-DD');
      }
      if (startDate && endDate && endDate < startDate)
        throw invalidField('endDate', 'endDate must not be before startDate');
      const query = resolveListQuery(request.query as ListQueryInput, TRANSACTION_SORT_COLUMNS, {
        sortCol: 'createdAt',
        sortDir: 'desc',
      });
      const { rows, total } = await listRouterTransactions(app.db.orm, row.id, query, {
        ...(status ? { status } : {}),
        ...(startDate ? { startDate } : {}),
        ...(endDate ? { endDate } : {}),
      });
      return {
        success: true as const,
        data: rows.map(toTransaction),
        pagination: paginationOf(query.paging, total),
      };
    },
  );
};
