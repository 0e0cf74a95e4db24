// A router's payments as the admin sees them (docs/rules/payments.md): the CSV export, one
// transaction with its callbacks, and retrying a PAID transaction's provisioning.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  RouterPaymentParams,
  RouterPaymentsQuery,
  TransactionDetailSchema,
  csvQuery,
} from 'contracts/schemas';
import { csvBody, pickCsvColumns, sendCsv } from '../../lib/csv';
import { retryProvisioning, transactionDetail } from '../../payments/detail';
import { bearerAuth } from '../../plugins/app/auth';
import { transactionBatches } from '../../repositories/transactions';
import { routerOr404 } from '../../routers/router-errors';
import { successStyle } from '../../schemas/envelopes';
import { errorResponses } from '../../schemas/errors';
import { TRANSACTION_CSV_COLUMNS } from './index';

const TAG = 'payments';

/** `/api/routers/{id}/payments.csv`, `/{id}/payments/{merchantRef}`, retry provisioning. */
export const routerPaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/payments.csv',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary:
          "A router's transactions as CSV: the filter of GET /routers/{id}/payments, every page",
        security: bearerAuth,
        params: Type.Object({ id: Type.String({ maxLength: 100 }) }),
        querystring: csvQuery(RouterPaymentsQuery),
        produces: ['text/csv'],
        response: { 200: Type.String(), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const router = await routerOr404(app.db.orm, request.params.id);
      const columns = pickCsvColumns(TRANSACTION_CSV_COLUMNS, request.query.columns);
      await sendCsv(reply, {
        name: 'payments',
        columns,
        body: csvBody(columns, transactionBatches(app.db.orm, router.id, request.query)),
      });
      return reply;
    },
  );

  app.get(
    '/:id/payments/:merchantRef',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary: 'One transaction with every callback received for it',
        security: bearerAuth,
        params: RouterPaymentParams,
        response: {
          200: Type.Object({ success: Type.Literal(true), data: TransactionDetailSchema }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await transactionDetail(app.db.orm, request.params.id, request.params.merchantRef),
    }),
  );

  app.post(
    '/:id/payments/:merchantRef/retry-provisioning',
    {
      onRequest: [app.authenticate, app.requireAdmin],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary: 'Admin: try creating the PPP account of a PAID transaction again now',
        security: bearerAuth,
        params: RouterPaymentParams,
        response: {
          200: Type.Object({ success: Type.Literal(true), data: TransactionDetailSchema }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await retryProvisioning(app.payments, request.params.id, request.params.merchantRef, {
        audit: (tx, entry) => request.audit(tx, entry),
        queued: () => app.jobWorker.kick(),
      }),
    }),
  );
};
