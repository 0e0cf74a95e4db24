// `/api/messages` (docs/rules/notify.md#the-outbox): the outbox for any signed-in user (filters
// status, channel, event, subscriberId, from/to; search by recipient, text, subscriber), its CSV,
// and an admin's retry of a failed message.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { BILLING_MESSAGES, NOTIFY_MESSAGES } from 'contracts/messages';
import { MESSAGES_PATH } from 'contracts/paths';
import {
  csvQuery,
  isCalendarDay,
  CALENDAR_DAY_MESSAGE,
  MESSAGE_SORT_COLUMNS,
  MessageListQuery,
  OutboxMessageSchema,
  RecordIdParams,
  type MessageListQueryInput,
  type OutboxMessage,
} from 'contracts/schemas';
import { listBatches } from '../../billing/exports';
import { csvBody, pickCsvColumns, sendCsv, wibDateTime, type CsvColumn } from '../../lib/csv';
import { isRecordId } from '../../lib/record-id';
import type { NotifyCaller } from '../../notify/service';
import { bearerAuth } from '../../plugins/app/auth';
import { successEnvelope, successStyle } from '../../schemas/envelopes';
import { errorResponses, invalidField } from '../../schemas/errors';
import { paginationOf, resolveListQuery } from '../../schemas/list-query';
import { signedInUser, successListEnvelope } from '../record-routes';

const TAG = 'billing';
const DEFAULT_SORT = { sortCol: 'createdAt', sortDir: 'desc' } as const;

const MESSAGE_CSV_COLUMNS: readonly CsvColumn<OutboxMessage>[] = [
  { id: 'createdAt', label: 'Queued', value: (row) => wibDateTime(row.createdAt) },
  { id: 'event', label: 'Event', value: (row) => row.event },
  { id: 'channel', label: 'Channel', value: (row) => row.channel },
  { id: 'to', label: 'To', value: (row) => row.to },
  { id: 'subscriberName', label: 'Subscriber', value: (row) => row.subscriberName ?? '' },
  { id: 'invoiceNumber', label: 'Invoice', value: (row) => row.invoiceNumber ?? '' },
  { id: 'status', label: 'Status', value: (row) => row.status },
  { id: 'attempts', label: 'Attempts', value: (row) => row.attempts },
  { id: 'lastError', label: 'Last error', value: (row) => row.lastError ?? '' },
  { id: 'providerId', label: 'Gateway id', value: (row) => row.providerId ?? '' },
  { id: 'sentAt', label: 'Sent', value: (row) => wibDateTime(row.sentAt) },
  { id: 'body', label: 'Text', value: (row) => row.body },
];

/** The list's filters, checked: an id that is no id and a day that is no day name their field. */
function filtersOf(query: MessageListQueryInput) {
  const { status, channel, event, subscriberId, from, to } = query;
  if (subscriberId !== undefined && subscriberId !== '' && !isRecordId(subscriberId))
    throw invalidField('subscriberId', BILLING_MESSAGES.subscriberNotFound);
  for (const [path, day] of [
    ['from', from],
    ['to', to],
  ] as const)
    if (day !== undefined && !isCalendarDay(day)) throw invalidField(path, CALENDAR_DAY_MESSAGE);
  return {
    ...(status !== undefined ? { status } : {}),
    ...(channel !== undefined ? { channel } : {}),
    ...(event !== undefined ? { event } : {}),
    ...(subscriberId ? { subscriberId } : {}),
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
  };
}

export const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    MESSAGES_PATH,
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary:
          'List the outbox: search (recipient, text, subscriber), filters status, channel, event, subscriberId, from/to; sort, page',
        security: bearerAuth,
        querystring: MessageListQuery,
        response: { 200: successListEnvelope(OutboxMessageSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const filters = filtersOf(request.query);
      const query = resolveListQuery(request.query, MESSAGE_SORT_COLUMNS, DEFAULT_SORT);
      const { rows, total } = await app.notify.messages(query, filters);
      return { success: true as const, data: rows, pagination: paginationOf(query.paging, total) };
    },
  );

  app.get(
    `${MESSAGES_PATH}.csv`,
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary: 'GET /messages as CSV: the same filters, search and sort, every page',
        security: bearerAuth,
        querystring: csvQuery(MessageListQuery),
        produces: ['text/csv'],
        response: { 200: Type.String(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const filters = filtersOf(request.query);
      const columns = pickCsvColumns(MESSAGE_CSV_COLUMNS, request.query.columns);
      const batches = listBatches(request.query, MESSAGE_SORT_COLUMNS, DEFAULT_SORT, (query) =>
        app.notify.messages(query, filters),
      );
      await sendCsv(reply, { name: 'messages', columns, body: csvBody(columns, batches) });
      return reply;
    },
  );

  app.post(
    `${MESSAGES_PATH}/:id/retry`,
    {
      onRequest: [app.requireAdmin],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary:
          'Queue a failed message again with its attempts reset (admin); 409 when it is not failed',
        security: bearerAuth,
        params: RecordIdParams,
        response: {
          200: successEnvelope(OutboxMessageSchema),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const caller: NotifyCaller = {
        username: signedInUser(request).username,
        audit: (tx, entry) => request.audit(tx, entry),
      };
      const message = await app.notify.retry(caller, request.params.id);
      // Sent at the next look rather than the next poll.
      app.jobWorker.kick();
      return { success: true as const, data: message, message: NOTIFY_MESSAGES.messageRequeued };
    },
  );
};
