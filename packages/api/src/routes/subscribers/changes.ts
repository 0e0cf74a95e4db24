// `POST /api/subscribers/{id}/isolate|restore|terminate` (docs/rules/billing.md#isolation): an
// admin isolates, restores or terminates a subscriber. The answer is the subscriber afterwards:
// done on the router, or waiting for it (`routerChange` with the router's `routerChangeReason`;
// the billing job retries).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BILLING_MESSAGES } from 'contracts/messages';
import { RecordIdParams, SubscriberSchema } from 'contracts/schemas';
import { bearerAuth } from '../../plugins/app/auth';
import { successEnvelope, successStyle } from '../../schemas/envelopes';
import { errorResponses } from '../../schemas/errors';
import { billingCaller } from '../billing/caller';

const CHANGES = [
  {
    path: 'isolate',
    change: 'isolate',
    summary:
      "Isolate a subscriber (admin): its secret gets the router's isolate profile and its session is ended; waits while the router is down",
  },
  {
    path: 'restore',
    change: 'restore',
    summary:
      "Restore an isolated subscriber (admin): its secret gets the plan's profile back and its session is ended",
  },
  {
    path: 'terminate',
    change: 'terminate',
    summary:
      'Terminate a subscriber (admin): its secret is disabled, its unpaid invoices not yet due are voided, its history kept',
  },
] as const;

export const subscriberChangeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const { path, change, summary } of CHANGES) {
    app.post(
      `/:id/${path}`,
      {
        onRequest: [app.requireAdmin],
        config: successStyle,
        schema: {
          tags: ['billing'],
          summary,
          security: bearerAuth,
          params: RecordIdParams,
          response: {
            200: successEnvelope(SubscriberSchema),
            ...errorResponses(401, 403, 404, 409),
          },
        },
      },
      async (request) => {
        const subscriber = await app.billing.changeSubscriber(
          billingCaller(request),
          request.params.id,
          change,
        );
        return {
          success: true as const,
          data: subscriber,
          message:
            subscriber.routerChange === null
              ? BILLING_MESSAGES.subscriberChanged[change]
              : BILLING_MESSAGES.subscriberChangePending,
        };
      },
    );
  }
};
