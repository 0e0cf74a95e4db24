// The public checkout (docs/rules/payments.md): `/api/public/…` payment channels, checkout and the
// buyer's status page. The use cases are src/payments/checkout.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CheckoutBody,
  CheckoutResultSchema,
  PaymentChannelSchema,
  PaymentChannelsQuery,
  PublicTransactionParams,
  PublicTransactionQuery,
  PublicTransactionSchema,
} from 'contracts/schemas';
import { checkout, paymentChannels, publicTransaction } from '../../payments/checkout';
import { successStyle } from '../../schemas/envelopes';
import { errorResponses } from '../../schemas/errors';

const TAG = 'payments';

/** `/api/public/…`: channels, checkout, the status page. */
export const publicPaymentRoutes: FastifyPluginAsyncTypebox<{
  publicOrigin: string | null;
  checkoutPerMinute: number;
}> = async (app, { publicOrigin, checkoutPerMinute }) => {
  app.get(
    '/payment-channels',
    {
      config: successStyle,
      schema: {
        tags: [TAG],
        summary: "Tripay's payment channels for a package sold online, with the buyer's fee",
        querystring: PaymentChannelsQuery,
        response: {
          200: Type.Object({ success: Type.Literal(true), data: Type.Array(PaymentChannelSchema) }),
          ...errorResponses(400, 502, 504),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await paymentChannels(app.payments, request.query.packageId),
    }),
  );

  app.post(
    '/checkout',
    {
      config: successStyle,
      schema: {
        tags: [TAG],
        summary:
          'Starts a purchase: a transaction here and a closed payment at Tripay; the amount is the package price',
        body: CheckoutBody,
        response: {
          201: Type.Object({ success: Type.Literal(true), data: CheckoutResultSchema }),
          ...errorResponses(400, 429, 502, 504),
        },
      },
    },
    async (request, reply) => {
      const data = await checkout(app.payments, request.body, {
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

  app.get(
    '/transactions/:merchantRef',
    {
      config: successStyle,
      schema: {
        tags: [TAG],
        summary: 'The status page: status, and the PPP account once provisioned (with the token)',
        params: PublicTransactionParams,
        querystring: PublicTransactionQuery,
        response: {
          200: Type.Object({ success: Type.Literal(true), data: PublicTransactionSchema }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const data = await publicTransaction(
        app.payments,
        request.params.merchantRef,
        request.query.t ?? '',
      );
      reply.header('cache-control', 'no-store');
      return { success: true as const, data };
    },
  );
};
