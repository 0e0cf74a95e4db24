// `POST /api/cms/uploads` (docs/rules/cms.md#images): one image for an image field, multipart
// field `file`. Judged by its bytes (src/cms/image-inspect.ts), at most 5 MiB, stored in the
// database under a random name and served by `GET /api/public/uploads/{name}`.
//
// Orphans: an image nobody's field names any more (replaced, or its banner deleted) is not removed
// when that happens, because another record may name the same address; the maintenance round
// deletes uploads older than a day that no banner or company profile names (src/cms/uploads-gc.ts).
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { CMS_UPLOAD_MAX_BYTES } from 'contracts/limits';
import { CMS_UPLOAD_MESSAGES } from 'contracts/messages';
import { API_BASE_PATH, CMS_PATH, CMS_UPLOADS_PATH, PUBLIC_UPLOADS_PATH } from 'contracts/paths';
import { CmsUploadSchema, successEnvelope } from 'contracts/schemas';
import { inspectImage } from '../../cms/image-inspect';
import { storeUpload } from '../../cms/uploads';
import { bearerAuth } from '../../plugins/app/auth';
import { signedInUser } from '../record-routes';
import { successStyle } from '../../schemas/envelopes';
import { badRequest, errorResponses, HttpError } from '../../schemas/errors';

/** Room for the multipart envelope around the file: boundaries and the part's headers. */
const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

const UploadMultipartBody = Type.Object({
  file: Type.String({ format: 'binary', description: 'A PNG, JPEG or WebP image, at most 5 MiB' }),
});

const tooLarge = () => new HttpError(413, CMS_UPLOAD_MESSAGES.tooLarge);

/** The address an upload is served at, as an image field stores it (a path on this site). */
export const uploadUrl = (name: string) => `${API_BASE_PATH}${PUBLIC_UPLOADS_PATH}/${name}`;

export const cmsUploadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Registered here only (like the import's): one file and nothing else.
  await app.register(multipart, {
    limits: { fileSize: CMS_UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 },
  });
  const bodyLimit = CMS_UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES;

  app.post(
    CMS_UPLOADS_PATH.slice(CMS_PATH.length),
    {
      onRequest: [app.requireAdmin],
      bodyLimit,
      config: {
        ...successStyle,
        // The body is read as a stream in the handler: only the OpenAPI document gets its schema.
        swaggerTransform: ({ schema, url }) => ({
          schema: { ...schema, body: UploadMultipartBody },
          url,
        }),
      },
      schema: {
        tags: ['cms'],
        summary: 'Upload an image (admin): multipart `file`, PNG/JPEG/WebP by content, ≤ 5 MiB',
        consumes: ['multipart/form-data'],
        security: bearerAuth,
        response: {
          201: successEnvelope(CmsUploadSchema),
          ...errorResponses(400, 401, 403, 413, 415, 422),
        },
      },
    },
    async (request, reply) => {
      const actor = signedInUser(request);
      if (!request.isMultipart()) throw badRequest(CMS_UPLOAD_MESSAGES.file);
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > bodyLimit) throw tooLarge();

      let bytes: Buffer;
      try {
        const file = await request.file();
        if (!file || file.fieldname !== 'file') {
          file?.file.resume();
          throw badRequest(CMS_UPLOAD_MESSAGES.file);
        }
        bytes = await file.toBuffer();
      } catch (error) {
        if (error instanceof HttpError) throw error;
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw tooLarge();
        throw badRequest(CMS_UPLOAD_MESSAGES.file);
      }
      if (bytes.length === 0) throw badRequest(CMS_UPLOAD_MESSAGES.file);

      const inspected = inspectImage(bytes);
      if (!inspected.ok) {
        request.log.info({ reason: inspected.reason, bytes: bytes.length }, 'Upload refused');
        throw new HttpError(
          inspected.reason === 'notImage' ? 415 : 422,
          CMS_UPLOAD_MESSAGES[inspected.reason],
        );
      }
      const { image } = inspected;
      const { name } = await storeUpload(app.db, bytes, image, {
        actor,
        now: app.clock(),
        audit: (tx, entry) => request.audit(tx, entry),
      });
      request.log.info({ upload: name, bytes: bytes.length }, 'Image uploaded');
      return reply.code(201).send({
        success: true,
        message: CMS_UPLOAD_MESSAGES.uploaded,
        data: {
          url: uploadUrl(name),
          name,
          contentType: image.contentType,
          width: image.width,
          height: image.height,
          bytes: bytes.length,
        },
      });
    },
  );
};
