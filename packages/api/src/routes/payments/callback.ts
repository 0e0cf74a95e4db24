// Tripay's payment callback (docs/rules/payments.md#callback): the raw body reaches the use case
// (src/payments/callback.ts) unparsed, since the signature is over the bytes as sent.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CALLBACK_EVENT_HEADER, CALLBACK_SIGNATURE_HEADER } from 'tripay';
import { tripayCallback } from '../../payments/callback';

const CALLBACK_BODY_LIMIT = 64 * 1024;
const headerText = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : null;

/** `/api/payments/tripay/callback` (docs/rules/payments.md#callback). */
export const tripayCallbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The signature is over the bytes as sent: every body reaches the handler as a Buffer, unparsed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: CALLBACK_BODY_LIMIT },
    (_r, body, done) => done(null, body),
  );

  app.post(
    '/tripay/callback',
    {
      bodyLimit: CALLBACK_BODY_LIMIT,
      schema: {
        tags: ['payments'],
        summary:
          "Tripay's payment callback: raw-body HMAC with the owning router's private key, then one status move",
        response: {
          200: Type.Object({ success: Type.Boolean(), message: Type.Optional(Type.String()) }),
          400: Type.Object({ success: Type.Literal(false), message: Type.Optional(Type.String()) }),
          403: Type.Object({ success: Type.Literal(false) }),
        },
      },
    },
    async (request, reply) => {
      const answer = await tripayCallback(
        app.payments,
        {
          raw: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          signature: headerText(request.headers[CALLBACK_SIGNATURE_HEADER]),
          event: headerText(request.headers[CALLBACK_EVENT_HEADER]),
          remoteAddress: request.ip,
        },
        request.log,
      );
      if (answer.queued) app.jobWorker.kick();
      return reply.code(answer.code).send(answer.body);
    },
  );
};
