// `/api/billing/settings` (docs/rules/billing.md#settings): read by any signed-in user, changed by
// an admin; the WhatsApp token is write-only (read back as waTokenSet).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BILLING_MESSAGES } from 'contracts/messages';
import { BillingSettingsSchema, UpdateBillingSettingsBody } from 'contracts/schemas';
import { trimBody } from '../record-routes';
import { bearerAuth } from '../../plugins/app/auth';
import { successEnvelope, successStyle } from '../../schemas/envelopes';
import { errorResponses } from '../../schemas/errors';
import { billingCaller } from './caller';

const TAG = 'billing';

export const billingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/settings',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary: 'The billing settings',
        security: bearerAuth,
        response: { 200: successEnvelope(BillingSettingsSchema), ...errorResponses(401) },
      },
    },
    async () => ({ success: true as const, data: await app.billing.settings() }),
  );

  app.put(
    '/settings',
    {
      onRequest: [app.requireAdmin],
      config: successStyle,
      preValidation: trimBody(['waToken']),
      schema: {
        tags: [TAG],
        summary:
          "Change the billing settings (admin); fields left out keep their values, waToken '' clears it",
        security: bearerAuth,
        body: UpdateBillingSettingsBody,
        response: {
          200: successEnvelope(BillingSettingsSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.billing.changeSettings(billingCaller(request), request.body),
      message: BILLING_MESSAGES.settingsUpdated,
    }),
  );
};
