// `/api/public/invoices/{token}…` (docs/rules/billing.md#paying-online): the pay page of an invoice
// for whoever holds its link: the invoice with the subscriber's first name, Tripay's channels, and
// the checkout (the amount is the invoice's). A bad token is 404, like an unknown one.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CheckoutResultSchema,
  InvoiceCheckoutBody,
  PaymentChannelSchema,
  PayTokenParams,
  PublicInvoiceSchema,
} from 'contracts/schemas';
import { invoiceChannels, invoiceCheckout } from '../../payments/invoice-checkout';
import { successStyle } from '../../schemas/envelopes';
import { errorResponses } from '../../schemas/errors';

const TAG = 'billing';

export const publicInvoiceRoutes: FastifyPluginAsyncTypebox<{
  publicOrigin: string | null;
  checkoutPerMinute: number;
}> = async (app, { publicOrigin, checkoutPerMinute }) => {
  app.get(
    '/invoices/:token',
    {
      config: successStyle,
      schema: {
        tags: [TAG],
        summary:
          "An invoice's pay page: number, period, amount, due date, status and the subscriber's first name",
        params: PayTokenParams,
        response: {
          200: Type.Object({ success: Type.Literal(true), data: PublicInvoiceSchema }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const data = await app.billing.publicInvoice(request.params.token);
      reply.header('cache-control', 'no-store');
      return { success: true as const, data };
    },
  );

  app.get(
    '/invoices/:token/channels',
    {
      config: successStyle,
      schema: {
        tags: [TAG],
        summary: "Tripay's payment channels for an unpaid invoice, with the payer's fee",
        params: PayTokenParams,
        response: {
          200: Type.Object({ success: Type.Literal(true), data: Type.Array(PaymentChannelSchema) }),
          ...errorResponses(400, 404, 409, 502, 504),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await invoiceChannels(app.payments, request.params.token),
    }),
  );

  app.post(
    '/invoices/:token/checkout',
    {
      config: successStyle,
      schema: {
        tags: [TAG],
        summary:
          "Pays an unpaid invoice online: a closed payment at Tripay on the subscriber's router's merchant, for the invoice's amount",
        params: PayTokenParams,
        body: InvoiceCheckoutBody,
        response: {
          201: Type.Object({ success: Type.Literal(true), data: CheckoutResultSchema }),
          ...errorResponses(400, 404, 409, 429, 502, 504),
        },
      },
    },
    async (request, reply) => {
      const data = await invoiceCheckout(app.payments, request.params.token, request.body, {
        address: request.ip,
        now: app.clock(),
        perMinute: checkoutPerMinute,
        origin: publicOrigin ?? `${request.protocol}://${request.host}`,
        log: request.log,
      });
      reply.code(201);
      return { success: true as const, data };
    },
  );
};
