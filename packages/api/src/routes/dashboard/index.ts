import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { DashboardStatsSchema, RouterSchema } from 'contracts/schemas';
import { bearerAuth } from '../../plugins/app/auth';
import { dashboardStats, listRoutersWithCounts, toRouter } from '../../repositories/routers';
import { successEnvelope, successStyle } from '../../schemas/envelopes';
import { errorResponses } from '../../schemas/errors';

const TAG = 'dashboard';

/**
 * `/api/dashboard` (docs/rules/routers.md#dashboard): answered from the database, never waiting for a
 * router (the monitor keeps the routers' status there). Any signed-in user.
 */
export const dashboardRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/routers',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary: 'Every router with its monitor findings and transaction count, oldest first',
        security: bearerAuth,
        response: { 200: successEnvelope(Type.Array(RouterSchema)), ...errorResponses(401) },
      },
    },
    async () => {
      const rows = await listRoutersWithCounts(app.db.orm);
      return {
        success: true as const,
        data: rows.map(({ row, transactionCount }) => toRouter(row, transactionCount)),
      };
    },
  );

  app.get(
    '/stats',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary:
          'Router and transaction counts, revenue (sum of PAID amounts, rupiah), and the billing figures (subscribers, isolated, unpaid and overdue invoices, MRR)',
        security: bearerAuth,
        response: { 200: successEnvelope(DashboardStatsSchema), ...errorResponses(401) },
      },
    },
    async () => ({
      success: true as const,
      data: { ...(await dashboardStats(app.db.orm)), ...(await app.billing.dashboardFigures()) },
    }),
  );
};
