// `POST /:id/approve` and `POST /:id/reject` of the reviewed resources (docs/rules/api.md); the
// write and its audit row are the records service's (src/records/service.ts).
import type { Static, TSchema } from '@sinclair/typebox';
import { bearerAuth } from '../../plugins/app/auth';
import type { Executor, RecordStatus, ReviewableTable } from '../../repositories/records';
import { uuidId, type IdParser } from '../../lib/record-id';
import { reviewRecord } from '../../records/service';
import { writeEnvelope } from '../../schemas/envelopes';
import { errorResponses, notFound } from '../../schemas/errors';
import { actorOf, signedInUser, type RouteApp } from './shared';

export interface ReviewRoutesOptions<
  T extends ReviewableTable,
  S extends TSchema,
  Id extends string | number = string,
> {
  table: T;
  /** OpenAPI tag of the resource. */
  tag: string;
  /** The record in the messages: 'Customer' → 'Customer approved successfully'. */
  noun: string;
  /** The record as the API returns it. */
  schema: S;
  /** What an id in the path looks like (default: a uuid). */
  idParser?: IdParser<Id>;
  /** The audit trail's resource name ('customer') and the name a summary gives a record. */
  audit: { resource: string; name(row: T['$inferSelect']): string };
  /**
   * The answer's record: from the updated row, or read again when the answer joins other tables
   * (a delivery names its customer); null when it is gone meanwhile.
   */
  toOutput(
    row: T['$inferSelect'],
    db: Executor,
    id: Id,
  ): Static<S> | null | Promise<Static<S> | null>;
}

const reviewMessage = (noun: string, status: Exclude<RecordStatus, 'pending'>) =>
  `${noun} ${status} successfully`;

/**
 * `POST /:id/approve` and `POST /:id/reject` (admin): set `status` and the update audit, nothing
 * else, and answer `{ message, result }` (docs/rules/api.md). The audit row (action approve or
 * reject, status before and after) is written in the same transaction.
 */
export function registerReviewRoutes<
  T extends ReviewableTable,
  S extends TSchema,
  Id extends string | number = string,
>(app: RouteApp, options: ReviewRoutesOptions<T, S, Id>): void {
  // The route sees the record schema as a plain TSchema: the type provider cannot resolve a reply
  // type through the generic `S`; `toOutput` has already typed the result against it.
  const recordSchema: TSchema = options.schema;
  const idParser = options.idParser ?? (uuidId as unknown as IdParser<Id>);
  const transitions = [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const;
  for (const [action, status] of transitions) {
    app.post(
      `/:id/${action}`,
      {
        onRequest: [app.requireAdmin],
        schema: {
          tags: [options.tag],
          summary: `Mark a ${options.noun.toLowerCase()} ${status} (admin)`,
          security: bearerAuth,
          params: idParser.params,
          response: {
            200: writeEnvelope(recordSchema),
            ...errorResponses(401, 403, 404),
          },
        },
      },
      async (request) => {
        const actor = signedInUser(request);
        const id = idParser.parse(request.params.id);
        if (id === null) throw notFound(`${options.noun} not found`);
        const result = await reviewRecord(
          { db: app.db, clock: () => app.clock() },
          actorOf(request),
          actor,
          {
            table: options.table,
            resource: options.audit.resource,
            noun: options.noun.toLowerCase(),
            name: options.audit.name,
            toOutput: options.toOutput,
          },
          id,
          action,
          status,
        );
        if (!result) throw notFound(`${options.noun} not found`);
        return { message: reviewMessage(options.noun, status), result };
      },
    );
  }
}
