// `/api/public/*`: what anyone may read, signed in or not (docs/rules/roles.md#server): the landing
// page's content and the images uploaded for it.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CMS_UPLOAD_MESSAGES } from 'contracts/messages';
import { PUBLIC_LANDING_PATH, PUBLIC_PATH, PUBLIC_UPLOADS_PATH } from 'contracts/paths';
import { PublicLandingSchema, UploadNameParams } from 'contracts/schemas';
import { landingCache } from '../../cms/landing';
import { findUploadByName } from '../../repositories/cms';
import { successStyle } from '../../schemas/envelopes';
import { errorResponses, notFound } from '../../schemas/errors';

/**
 * Browsers and proxies may reuse the landing answer this long without asking; after it they ask
 * with If-None-Match and get a 304 while nothing changed. Short, so a save shows within seconds
 * even in a browser that has the page cached; the server side is never stale (cms/landing.ts).
 */
export const LANDING_MAX_AGE_SECONDS = 10;

/** An upload's name as `POST /cms/uploads` makes it: 16 random bytes, base64url, an extension. */
const UPLOAD_NAME = /^[A-Za-z0-9_-]{22}\.(?:png|jpg|webp)$/;

/** Whether an If-None-Match header names `etag` (weak comparison, `*` included). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const bare = etag.replace(/^W\//, '');
  return (Array.isArray(header) ? header.join(',') : header)
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === bare);
}

export const publicRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const landing = landingCache(() => app.db.orm);
  const relative = (path: string) => path.slice(PUBLIC_PATH.length);

  app.get(
    relative(PUBLIC_LANDING_PATH),
    {
      config: successStyle,
      schema: {
        tags: ['public'],
        summary:
          'The landing page content (no sign-in): active items by order, at most 20 banners, 60 packages, 30 contacts; ETag, 304',
        response: { 200: PublicLandingSchema, 304: {}, ...errorResponses(500) },
      },
    },
    async (request, reply) => {
      const entry = await landing();
      reply.header('cache-control', `public, max-age=${LANDING_MAX_AGE_SECONDS}`);
      reply.header('etag', entry.etag);
      if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
        return reply.code(304).send();
      }
      // Already serialised (and tagged) once per version: sent as is.
      return reply.type('application/json; charset=utf-8').send(entry.body);
    },
  );

  app.get(
    `${relative(PUBLIC_UPLOADS_PATH)}/:name`,
    {
      schema: {
        tags: ['public'],
        summary: 'An uploaded image (no sign-in): its own type, nosniff, cached for a year',
        params: UploadNameParams,
        produces: ['image/png', 'image/jpeg', 'image/webp'],
        // 200 is the image's bytes (no JSON schema to serialise them with).
        response: { 200: {}, 304: {}, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const upload = UPLOAD_NAME.test(name) ? await findUploadByName(app.db.orm, name) : null;
      if (!upload) throw notFound(CMS_UPLOAD_MESSAGES.notFound);
      const etag = `"${upload.sha256.slice(0, 32)}"`;
      // The name is random and its bytes never change: cache it for good.
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('etag', etag);
      // An image, never a document: even opened directly it runs nothing and loads nothing.
      reply.header('content-security-policy', "default-src 'none'; sandbox");
      reply.header('content-disposition', `inline; filename="${name}"`);
      // The landing page may sit on another origin than the API (a CDN): let it show the image.
      reply.header('cross-origin-resource-policy', 'cross-origin');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return reply.type(upload.contentType).send(upload.data);
    },
  );
};
