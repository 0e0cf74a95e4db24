// `POST /api/subscribers/{id}/invoices { period }` (docs/rules/billing.md#invoices): an admin issues
// one period's invoice by hand; a second one for the period is 409. `GET /api/subscribers/{id}/events`:
// the subscriber's billing history, read by any signed-in user.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BILLING_MESSAGES } from 'contracts/messages';
import { Type } from '@sinclair/typebox';
import {
  InvoiceSchema,
  IssueInvoiceBody,
  RecordIdParams,
  SubscriberEventSchema,
} from 'contracts/schemas';
import { trimBody } from '../record-routes';
import { bearerAuth } from '../../plugins/app/auth';
import { successEnvelope, successStyle } from '../../schemas/envelopes';
import { errorResponses } from '../../schemas/errors';
import { billingCaller } from '../billing/caller';

export const subscriberInvoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/events',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: ['billing'],
        summary:
          "A subscriber's billing history, newest first (the latest 100): invoices issued, paid, voided, reminders, isolation changes",
        security: bearerAuth,
        params: RecordIdParams,
        response: {
          200: successEnvelope(Type.Array(SubscriberEventSchema)),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.billing.subscriberEvents(request.params.id),
    }),
  );

  app.post(
    '/:id/invoices',
    {
      onRequest: [app.requireAdmin],
      config: successStyle,
      preValidation: trimBody(),
      schema: {
        tags: ['billing'],
        summary:
          "Issue a period's invoice by hand (admin): the plan's price, due on the billing day; 409 when the period has one",
        security: bearerAuth,
        params: RecordIdParams,
        body: IssueInvoiceBody,
        response: {
          201: successEnvelope(InvoiceSchema),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request, reply) => {
      const invoice = await app.billing.issueInvoice(
        billingCaller(request),
        request.params.id,
        request.body.period,
      );
      return reply
        .code(201)
        .send({ success: true as const, data: invoice, message: BILLING_MESSAGES.invoiceIssued });
    },
  );
};
