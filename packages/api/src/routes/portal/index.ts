// `/api/portal/*` (docs/rules/portal.md): the subscriber portal, for a phone signed in with a code
// sent by WhatsApp. Public routes: the code and the sign-in; the rest need the portal cookie (a
// staff bearer token is not one: 401) and read only that phone's data.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  PortalInvoiceParams,
  PortalInvoiceSchema,
  PortalLoginBody,
  PortalMeSchema,
  PortalOtpBody,
  PortalReceiptSchema,
  PortalVoucherSchema,
  successEnvelope,
} from 'contracts/schemas';
import { successStyle } from '../../schemas/envelopes';
import { errorResponses } from '../../schemas/errors';
import { clearPortalCookie, portalToken, setPortalCookie } from './cookie';

const TAG = 'portal';
const Done = Type.Object({ success: Type.Literal(true) });
const portalCookieAuth = [{ portalCookie: [] as string[] }];

declare module 'fastify' {
  interface FastifyRequest {
    /** The phone (62…) of the request's portal session; set by the portal routes' hook. */
    portalPhone: string | null;
  }
}

export const portalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.decorateRequest('portalPhone', null);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  /** preHandler of the signed-in routes: the cookie's session, extended once a day. */
  const requirePortal = async (
    request: FastifyRequest,
    reply: Parameters<typeof setPortalCookie>[1],
  ) => {
    const token = portalToken(request);
    const use = await app.portal.session(token);
    request.portalPhone = use.phone;
    if (use.extendedTo && token) {
      setPortalCookie(request, reply, token, use.extendedTo, app.clock());
    }
  };
  const phoneOf = (request: FastifyRequest): string => {
    if (!request.portalPhone) throw new Error('portal route without its session hook');
    return request.portalPhone;
  };

  app.post(
    '/otp',
    {
      config: successStyle,
      schema: {
        tags: [TAG],
        summary:
          "Sends a 6-digit sign-in code to a subscriber's WhatsApp (and email); the same answer for any phone",
        body: PortalOtpBody,
        response: { 200: Done, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await app.portal.requestCode(request.body.phone, request.ip);
      return { success: true as const };
    },
  );

  app.post(
    '/login',
    {
      config: successStyle,
      schema: {
        tags: [TAG],
        summary:
          'Signs a phone in with its newest code (5 minutes, 5 tries, once): sets the portal cookie',
        body: PortalLoginBody,
        response: {
          200: successEnvelope(Type.Object({ expiresAt: Type.String({ format: 'date-time' }) })),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request, reply) => {
      const { token, expiresAt } = await app.portal.signIn(request.body.phone, request.body.code);
      setPortalCookie(request, reply, token, expiresAt, app.clock());
      return { success: true as const, data: { expiresAt: expiresAt.toISOString() } };
    },
  );

  app.post(
    '/logout',
    {
      config: successStyle,
      schema: {
        tags: [TAG],
        summary: 'Ends the portal session and clears its cookie (the same answer without one)',
        security: portalCookieAuth,
        response: { 200: Done },
      },
    },
    async (request, reply) => {
      await app.portal.signOut(portalToken(request));
      clearPortalCookie(request, reply);
      return { success: true as const };
    },
  );

  app.get(
    '/me',
    {
      config: successStyle,
      preHandler: requirePortal,
      schema: {
        tags: [TAG],
        summary: "The signed-in phone's subscriptions: plan, price, status, PPP username, router",
        security: portalCookieAuth,
        response: { 200: successEnvelope(PortalMeSchema), ...errorResponses(401) },
      },
    },
    async (request) => ({ success: true as const, data: await app.portal.me(phoneOf(request)) }),
  );

  app.get(
    '/invoices',
    {
      config: successStyle,
      preHandler: requirePortal,
      schema: {
        tags: [TAG],
        summary: "The invoices of the signed-in phone's subscriptions, newest period first",
        security: portalCookieAuth,
        response: { 200: successEnvelope(Type.Array(PortalInvoiceSchema)), ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.portal.invoices(phoneOf(request)),
    }),
  );

  app.get(
    '/invoices/:id/receipt',
    {
      config: successStyle,
      preHandler: requirePortal,
      schema: {
        tags: [TAG],
        summary: "A paid invoice's receipt (another phone's invoice is 404)",
        security: portalCookieAuth,
        params: PortalInvoiceParams,
        response: { 200: successEnvelope(PortalReceiptSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.portal.receipt(phoneOf(request), request.params.id),
    }),
  );

  app.get(
    '/vouchers',
    {
      config: successStyle,
      preHandler: requirePortal,
      schema: {
        tags: [TAG],
        summary: 'The hotspot vouchers bought online with the signed-in phone',
        security: portalCookieAuth,
        response: { 200: successEnvelope(Type.Array(PortalVoucherSchema)), ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await app.portal.vouchers(phoneOf(request)),
    }),
  );
};
