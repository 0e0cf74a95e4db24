// `POST /api/invoices/{id}/pay|void` (docs/rules/billing.md#paying): an admin records a cash or
// transfer payment once (409 for a second), or voids an unpaid invoice with a reason.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BILLING_MESSAGES } from 'contracts/messages';
import { InvoiceSchema, PayInvoiceBody, RecordIdParams, VoidInvoiceBody } from 'contracts/schemas';
import { trimBody } from '../record-routes';
import { bearerAuth } from '../../plugins/app/auth';
import { successEnvelope, successStyle } from '../../schemas/envelopes';
import { errorResponses } from '../../schemas/errors';
import { billingCaller } from '../billing/caller';

const TAG = 'billing';

export const invoicePaymentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:id/pay',
    {
      onRequest: [app.requireAdmin],
      config: successStyle,
      preValidation: trimBody(),
      schema: {
        tags: [TAG],
        summary:
          'Record a cash or transfer payment of an unpaid invoice (admin): its amount, received by the signed-in user; 409 when paid or void',
        security: bearerAuth,
        params: RecordIdParams,
        body: PayInvoiceBody,
        response: {
          200: successEnvelope(InvoiceSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const invoice = await app.billing.payInvoice(
        billingCaller(request),
        request.params.id,
        request.body,
      );
      return { success: true as const, data: invoice, message: BILLING_MESSAGES.invoicePaid };
    },
  );

  app.post(
    '/:id/void',
    {
      onRequest: [app.requireAdmin],
      config: successStyle,
      preValidation: trimBody(),
      schema: {
        tags: [TAG],
        summary: 'Void an unpaid invoice with a reason (admin); 409 when paid or already void',
        security: bearerAuth,
        params: RecordIdParams,
        body: VoidInvoiceBody,
        response: {
          200: successEnvelope(InvoiceSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const invoice = await app.billing.voidInvoice(
        billingCaller(request),
        request.params.id,
        request.body,
      );
      return { success: true as const, data: invoice, message: BILLING_MESSAGES.invoiceVoided };
    },
  );
};
