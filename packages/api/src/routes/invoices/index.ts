// `/api/invoices` (docs/rules/billing.md#invoices): the list (filters subscriberId, status, period,
// overdue; search by number or subscriber) and one invoice, for any signed-in user.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BILLING_MESSAGES } from 'contracts/messages';
import {
  INVOICE_SORT_COLUMNS,
  InvoiceListQuery,
  InvoiceSchema,
  RecordIdParams,
} from 'contracts/schemas';
import { isRecordId } from '../../lib/record-id';
import { successListEnvelope } from '../record-routes';
import { bearerAuth } from '../../plugins/app/auth';
import { successEnvelope, successStyle } from '../../schemas/envelopes';
import { errorResponses, invalidField, notFound } from '../../schemas/errors';
import { paginationOf, resolveListQuery } from '../../schemas/list-query';

const TAG = 'billing';

export const invoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary:
          'List invoices: search (number, subscriber), filters subscriberId, status, period, overdue; sort, page',
        security: bearerAuth,
        querystring: InvoiceListQuery,
        response: { 200: successListEnvelope(InvoiceSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { subscriberId, status, period, overdue } = request.query;
      if (subscriberId !== undefined && !isRecordId(subscriberId))
        throw invalidField('subscriberId', BILLING_MESSAGES.subscriberNotFound);
      const query = resolveListQuery(request.query, INVOICE_SORT_COLUMNS, {
        sortCol: 'issuedAt',
        sortDir: 'desc',
      });
      const { rows, total } = await app.billing.invoices(query, {
        ...(subscriberId !== undefined ? { subscriberId } : {}),
        ...(status !== undefined ? { status } : {}),
        ...(period !== undefined ? { period } : {}),
        ...(overdue !== undefined ? { overdue } : {}),
      });
      return { success: true as const, data: rows, pagination: paginationOf(query.paging, total) };
    },
  );

  app.get(
    '/:id',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary: 'One invoice',
        security: bearerAuth,
        params: RecordIdParams,
        response: { 200: successEnvelope(InvoiceSchema), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const invoice = await app.billing.invoice(request.params.id);
      if (!invoice) throw notFound(BILLING_MESSAGES.invoiceNotFound);
      return { success: true as const, data: invoice };
    },
  );
};
