// `/api/billing/templates` and `/api/billing/settings/test` (docs/rules/notify.md#events-and-templates):
// every event's message template for any signed-in user; an admin saves one (a variable the event
// does not fill is a 400 naming it), previews one, and sends a test message through the settings.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { NOTIFY_MESSAGES } from 'contracts/messages';
import {
  SettingsTestBody,
  SettingsTestResultSchema,
  TemplateEventParams,
  TemplatePreviewBody,
  TemplatePreviewSchema,
  TemplateSchema,
  UpdateTemplateBody,
} from 'contracts/schemas';
import type { FastifyRequest } from 'fastify';
import type { NotifyCaller } from '../../notify/service';
import { bearerAuth } from '../../plugins/app/auth';
import { successEnvelope, successStyle } from '../../schemas/envelopes';
import { errorResponses } from '../../schemas/errors';
import { signedInUser, trimBody } from '../record-routes';

const TAG = 'billing';

const notifyCaller = (request: FastifyRequest): NotifyCaller => ({
  username: signedInUser(request).username,
  audit: (tx, entry) => request.audit(tx, entry),
});

export const billingTemplateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/templates',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary: "Every event's message template, with the variables it may use",
        security: bearerAuth,
        response: { 200: successEnvelope(Type.Array(TemplateSchema)), ...errorResponses(401) },
      },
    },
    async () => ({ success: true as const, data: await app.notify.templates() }),
  );

  app.put(
    '/templates/:event',
    {
      onRequest: [app.requireAdmin],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary:
          "Save an event's message template (admin); a variable the event does not fill is a 400 naming it",
        security: bearerAuth,
        params: TemplateEventParams,
        body: UpdateTemplateBody,
        response: { 200: successEnvelope(TemplateSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.notify.updateTemplate(
        notifyCaller(request),
        request.params.event,
        request.body,
      ),
      message: NOTIFY_MESSAGES.templateUpdated,
    }),
  );

  app.post(
    '/templates/:event/preview',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary:
          'The message a template sends: body (default the saved one) with the data of an invoice (invoiceId) or sample data; changes nothing',
        security: bearerAuth,
        params: TemplateEventParams,
        body: TemplatePreviewBody,
        response: { 200: successEnvelope(TemplatePreviewSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.notify.preview(request.params.event, request.body),
    }),
  );

  app.post(
    '/settings/test',
    {
      onRequest: [app.requireAdmin],
      config: successStyle,
      preValidation: trimBody(),
      schema: {
        tags: [TAG],
        summary:
          "Send one test message now through the saved settings (admin); answers the gateway's result",
        security: bearerAuth,
        body: SettingsTestBody,
        response: {
          200: successEnvelope(SettingsTestResultSchema),
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const result = await app.notify.testSend(notifyCaller(request), request.body);
      return {
        success: true as const,
        data: result,
        message: result.ok ? NOTIFY_MESSAGES.testSent : NOTIFY_MESSAGES.testFailed,
      };
    },
  );
};
