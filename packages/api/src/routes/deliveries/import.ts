// POST /api/deliveries/import (docs/rules/import.md#limits, docs/rules/api.md#calls): multipart with `file` and `customerId`, in
// either order. The file streams through the parser into a spool file as it uploads
// (src/import/delivery-import.ts); the database is touched once the upload is complete.
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ImportFileError } from '../../import/delivery-file-parser';
import {
  commitDeliveryImport,
  ImportCustomerMissingError,
  ImportRowsError,
  MAX_REPORTED_ERRORS,
  stageDeliveryFile,
  type ImportCounts,
  type StagedImport,
} from '../../import/delivery-import';
import { prepareSpoolDir, SpoolFullError, spoolBudget } from '../../import/spool';
import { signedInUser } from '../record-routes';
import { customerExists } from '../../repositories/customers';
import { bearerAuth } from '../../plugins/app/auth';
import { isRecordId } from '../../lib/record-id';
import { CUSTOMER_MESSAGES, IMPORT_FIELD_MESSAGES } from 'contracts/messages';
import { ImportErrorsSchema, ImportResultSchema } from 'contracts/schemas';
import {
  badRequest,
  errorResponses,
  HttpError,
  notFound,
  ValidationFailedError,
  type ValidationIssue,
} from '../../schemas/errors';

export interface DeliveryImportOptions {
  /** Largest file accepted (IMPORT_MAX_BYTES, default 50 MiB). */
  importMaxBytes: number;
  /** Bytes all running imports may spool at once (IMPORT_SPOOL_MAX_BYTES). */
  importSpoolMaxBytes: number;
  /** The spool lives in DATA_DIR/import-spool. */
  dataDir: string;
}

/** Room for the multipart envelope around the file: boundaries, part headers, the customerId. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * Imports staging at once in this process. Each holds a spool file and, while it commits, a
 * database connection: a burst of uploads must not take the pool from every other request.
 */
export const MAX_CONCURRENT_IMPORTS = 2;

const mebibytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;

export const IMPORT_MESSAGES = {
  selectFile: IMPORT_FIELD_MESSAGES.file,
  chooseCustomer: IMPORT_FIELD_MESSAGES.customerId,
  customerNotFound: CUSTOMER_MESSAGES.notFound,
  notMultipart: 'Send the import as multipart/form-data with the fields file and customerId',
  malformed: 'The upload was cut off or is not valid multipart/form-data; try again',
  oneFile: 'Send one file per import',
  tooLarge: (max: number) =>
    `The file is larger than ${mebibytes(max)}: split it and import the parts one after the other`,
  busy: 'Other imports are running. Try again in a moment.',
  spoolFull:
    'The server has no room to stage this import right now. Try again in a few minutes, or split the file.',
  done: (counts: ImportCounts, ignoredColumns: readonly string[]) =>
    `Imported ${counts.total} row${counts.total === 1 ? '' : 's'}: ${counts.inserted} new, ${counts.updated} updated, ${counts.unchanged} unchanged.` +
    (ignoredColumns.length > 0 ? ` Ignored columns: ${ignoredColumns.join(', ')}.` : ''),
  refused: (count: number, more: boolean) =>
    more
      ? `Nothing was imported: the file has more than ${MAX_REPORTED_ERRORS} problems (the first ${MAX_REPORTED_ERRORS} are listed).`
      : `Nothing was imported: the file has ${count} problem${count === 1 ? '' : 's'}.`,
} as const;

/** The multipart fields, for the OpenAPI document (see `swaggerTransform` below). */
const ImportMultipartBody = Type.Object({
  customerId: Type.String({
    format: 'uuid',
    description: 'The customer the rows belong to; send it before the file',
  }),
  file: Type.String({
    format: 'binary',
    description:
      'The delivery text file (tab, semicolon or comma separated, UTF-8, a header row naming the fields)',
  }),
});

/** The upload ended before its end (client gone, or a malformed body). */
class UploadError extends Error {
  override name = 'UploadError';
}

/** The file part as a stream that fails once it has passed the size limit. */
async function* limitedFile(file: MultipartFile['file'], maxBytes: number): AsyncGenerator<Buffer> {
  let complete = false;
  try {
    // Not destroyed when reading stops early (a refused file): destroying a part would leave the
    // multipart parser waiting on it; resumed instead, its remaining bytes are read and dropped.
    for await (const chunk of file.iterator({ destroyOnReturn: false })) yield chunk as Buffer;
    complete = true;
  } catch (error) {
    throw new UploadError('upload failed', { cause: error });
  } finally {
    if (!complete) file.resume();
  }
  // Busboy stops passing bytes on at the limit and marks the stream truncated: nothing past the
  // limit was read into memory.
  if (file.truncated) throw new HttpError(413, IMPORT_MESSAGES.tooLarge(maxBytes));
}

export const deliveryImportRoutes: FastifyPluginAsyncTypebox<DeliveryImportOptions> = async (
  app,
  { importMaxBytes, importSpoolMaxBytes, dataDir },
) => {
  // multipart is registered here only: no other route takes uploads. One file, a few small fields.
  await app.register(multipart, {
    limits: { fileSize: importMaxBytes, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
  });
  const bodyLimit = importMaxBytes + MULTIPART_OVERHEAD_BYTES;
  // Spool files of a crashed process are removed here, at start (src/import/spool.ts).
  const spool = await prepareSpoolDir(dataDir);
  if (spool.removed.length > 0) {
    app.log.warn(
      { removed: spool.removed },
      'Removed import spool files left by a stopped process',
    );
  }
  const budget = spoolBudget(importSpoolMaxBytes);
  let running = 0;

  /** A failure of the multipart parser itself, as an answer the client can act on. */
  function multipartError(error: unknown): unknown {
    if (error instanceof HttpError) return error;
    if (error instanceof app.multipartErrors.FilesLimitError) {
      return badRequest(IMPORT_MESSAGES.oneFile);
    }
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
      return new HttpError(413, IMPORT_MESSAGES.tooLarge(importMaxBytes));
    }
    return badRequest(IMPORT_MESSAGES.malformed);
  }

  app.post(
    '/import',
    {
      onRequest: [app.requireAdmin],
      // The multipart parser streams and enforces `limits.fileSize`; this is the same limit for
      // the whole body, checked against Content-Length before a byte is read.
      bodyLimit,
      config: {
        // The body is read part by part in the handler, never validated as a whole: the OpenAPI
        // document alone gets its schema, so that generated clients can call the route.
        swaggerTransform: ({ schema, url }) => ({
          schema: { ...schema, body: ImportMultipartBody },
          url,
        }),
      },
      schema: {
        tags: ['deliveries'],
        summary:
          'Import a delivery text file for a customer (admin): multipart `file` + `customerId`; all rows or none',
        consumes: ['multipart/form-data'],
        security: bearerAuth,
        response: {
          200: ImportResultSchema,
          422: ImportErrorsSchema,
          ...errorResponses(400, 401, 403, 404, 413, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const actor = signedInUser(request);
      if (!request.isMultipart()) throw badRequest(IMPORT_MESSAGES.notMultipart);
      const declared = Number(request.headers['content-length']);
      if (Number.isFinite(declared) && declared > bodyLimit) {
        throw new HttpError(413, IMPORT_MESSAGES.tooLarge(importMaxBytes));
      }
      if (running >= MAX_CONCURRENT_IMPORTS) {
        throw new HttpError(429, IMPORT_MESSAGES.busy, { 'retry-after': '10' });
      }
      running += 1;
      let staged: StagedImport | null = null;
      try {
        let customerId: string | null = null;
        let customerChecked = false;
        const stageStarted = performance.now();
        const parts = request.parts();
        for (;;) {
          let next: Awaited<ReturnType<typeof parts.next>>;
          try {
            next = await parts.next();
          } catch (error) {
            throw multipartError(error);
          }
          if (next.done) break;
          const part = next.value;
          if (part.type === 'field') {
            if (part.fieldname !== 'customerId') continue;
            customerId = String(part.value).trim();
            if (!isRecordId(customerId)) {
              throw new ValidationFailedError([
                { path: 'customerId', message: IMPORT_MESSAGES.chooseCustomer },
              ]);
            }
            // The browser sends customerId first: an unknown customer is refused before the upload.
            if (!staged) {
              if (!(await customerExists(app.db.orm, customerId))) {
                throw notFound(IMPORT_MESSAGES.customerNotFound);
              }
              customerChecked = true;
            }
            continue;
          }
          if (part.fieldname !== 'file' || staged) {
            part.file.resume();
            continue;
          }
          staged = await stageDeliveryFile(limitedFile(part.file, importMaxBytes), {
            tmpDir: spool.dir,
            budget,
          });
        }
        const stageMs = performance.now() - stageStarted;

        const issues: ValidationIssue[] = [];
        if (!staged) issues.push({ path: 'file', message: IMPORT_MESSAGES.selectFile });
        if (!customerId)
          issues.push({ path: 'customerId', message: IMPORT_MESSAGES.chooseCustomer });
        if (!staged || !customerId) throw new ValidationFailedError(issues);
        if (!customerChecked && !(await customerExists(app.db.orm, customerId))) {
          throw notFound(IMPORT_MESSAGES.customerNotFound);
        }

        const ready: StagedImport = staged;
        const counts = await commitDeliveryImport(app.db, ready, {
          customerId,
          actor,
          now: app.clock(),
          beforeCommit: (session, done) =>
            request.audit(session, {
              action: 'import',
              resource: 'delivery',
              resourceId: null,
              summary: `Imported ${done.total} deliveries for customer ${customerId} (${done.inserted} new, ${done.updated} changed)`,
              after: { customerId, ...done },
            }),
          onTimings: (timings) =>
            request.log.info(
              {
                customerId,
                rows: ready.rows,
                stageMs: Math.round(stageMs),
                loadMs: Math.round(timings.loadMs),
                checkMs: Math.round(timings.checkMs),
                mergeMs: Math.round(timings.mergeMs),
              },
              'Deliveries import committed',
            ),
        });
        return {
          message: IMPORT_MESSAGES.done(counts, ready.ignoredColumns),
          result: { ...counts, ignoredColumns: ready.ignoredColumns },
        };
      } catch (error) {
        if (error instanceof ImportRowsError) {
          return reply.code(422).send({
            message: IMPORT_MESSAGES.refused(error.errors.length, error.more),
            errors: error.errors,
          });
        }
        if (error instanceof ImportFileError) throw badRequest(error.message);
        if (error instanceof ImportCustomerMissingError) {
          throw notFound(IMPORT_MESSAGES.customerNotFound);
        }
        if (error instanceof UploadError) throw badRequest(IMPORT_MESSAGES.malformed);
        if (error instanceof SpoolFullError) {
          request.log.warn({ spoolBytes: budget.used() }, 'Import refused: the spool is full');
          throw new HttpError(503, IMPORT_MESSAGES.spoolFull, { 'retry-after': '60' });
        }
        throw error;
      } finally {
        running -= 1;
        await staged?.dispose();
        // An answer given before the upload ended (a refused file, an unknown customer): read and
        // drop the rest of the body, so that the client is not left sending into a stalled socket
        // and the connection can serve its next request.
        if (!request.raw.readableEnded) {
          request.raw.unpipe();
          request.raw.resume();
        }
      }
    },
  );
};
