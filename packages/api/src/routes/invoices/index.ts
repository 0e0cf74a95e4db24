// `/api/invoices` (docs/rules/billing.md#invoices): the list (filters subscriberId, routerId, status,
// period, overdue; search by number or subscriber; the filter's totals) and one invoice, for any signed-in user.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BILLING_MESSAGES } from 'contracts/messages';
import {
  INVOICE_SORT_COLUMNS,
  InvoiceListQuery,
  InvoiceSchema,
  InvoiceTotalsSchema,
  RecordIdParams,
} from 'contracts/schemas';
import { successListEnvelope } from '../record-routes';
import { bearerAuth } from '../../plugins/app/auth';
import { successEnvelope, successStyle } from '../../schemas/envelopes';
import { errorResponses, notFound } from '../../schemas/errors';
import { invoiceFilters } from '../billing/list-filters';
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
          "List invoices: search (number, subscriber), filters subscriberId, routerId (the subscriber's router), status, period, overdue; sort, page; totals of the whole filtered set",
        security: bearerAuth,
        querystring: InvoiceListQuery,
        response: {
          200: successListEnvelope(InvoiceSchema, { totals: InvoiceTotalsSchema }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const query = resolveListQuery(request.query, INVOICE_SORT_COLUMNS, {
        sortCol: 'issuedAt',
        sortDir: 'desc',
      });
      const page = await app.billing.invoices(query, invoiceFilters(request.query));
      return {
        success: true as const,
        data: page.rows,
        pagination: paginationOf(query.paging, page.total),
        totals: page.totals,
      };
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
