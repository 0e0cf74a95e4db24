// `/api/subscribers` (docs/rules/billing.md#subscribers): read by any signed-in user, written by
// admins, in the `{ success, data }` envelope. Each write is one call of the billing service, which
// reaches the router (link or make the PPP secret) and records the change with its audit row.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BILLING_MESSAGES } from 'contracts/messages';
import {
  CreateSubscriberBody,
  ImportSubscribersBody,
  RecordIdParams,
  SUBSCRIBER_SORT_COLUMNS,
  SubscriberCreatedSchema,
  SubscriberListItemSchema,
  SubscriberListQuery,
  SubscriberSchema,
  SubscribersImportedSchema,
  UpdateSubscriberBody,
} from 'contracts/schemas';
import {
  registerRecordRoute,
  SuccessDeletedSchema,
  successListEnvelope,
  trimBody,
} from '../record-routes';
import { bearerAuth } from '../../plugins/app/auth';
import { findSubscriber, toSubscriber } from '../../repositories/subscribers';
import { successEnvelope, successStyle } from '../../schemas/envelopes';
import { errorResponses } from '../../schemas/errors';
import { paginationOf, resolveListQuery } from '../../schemas/list-query';
import { billingCaller } from '../billing/caller';
import { subscriberFilters } from '../billing/list-filters';
import { subscriberChangeRoutes } from './changes';
import { subscriberInvoiceRoutes } from './invoices';

const TAG = 'billing';
/** Writes reach the router: 502 unreachable, 504 timed out, 422 a refusal in its words. */
const WRITE_ERRORS = errorResponses(400, 401, 403, 404, 409, 422, 502, 504);

export const subscriberRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary:
          'List subscribers with what each owes (next due date, unpaid amount and count, overdue): search (name, phone, PPP username, address, email), filters routerId, planId, status, overdue; sort, page',
        security: bearerAuth,
        querystring: SubscriberListQuery,
        response: {
          200: successListEnvelope(SubscriberListItemSchema),
          ...errorResponses(400, 401),
        },
      },
    },
    async (request) => {
      const query = resolveListQuery(request.query, SUBSCRIBER_SORT_COLUMNS, {
        sortCol: 'createdAt',
        sortDir: 'desc',
      });
      const { rows, total } = await app.billing.subscribers(
        query,
        subscriberFilters(request.query),
      );
      return {
        success: true as const,
        data: rows,
        pagination: paginationOf(query.paging, total),
      };
    },
  );

  registerRecordRoute(app, {
    tag: TAG,
    noun: 'Subscriber',
    schema: SubscriberSchema,
    envelope: 'success',
    find: findSubscriber,
    toOutput: toSubscriber,
  });

  const adminWrite = { onRequest: [app.requireAdmin], config: successStyle };

  app.post(
    '/',
    {
      ...adminWrite,
      preValidation: trimBody(),
      schema: {
        tags: [TAG],
        summary:
          "Add a subscriber (admin): links the router's PPP secret pppUsername, or with createSecret makes one (the plan's profile, a random password answered once)",
        security: bearerAuth,
        body: CreateSubscriberBody,
        response: { 201: successEnvelope(SubscriberCreatedSchema), ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const created = await app.billing.createSubscriber(billingCaller(request), request.body);
      return reply.code(201).send({
        success: true as const,
        data: {
          ...toSubscriber(created.view),
          ...(created.pppPassword === undefined ? {} : { pppPassword: created.pppPassword }),
        },
        message: BILLING_MESSAGES.subscriberCreated,
      });
    },
  );

  app.post(
    '/import',
    {
      ...adminWrite,
      preValidation: trimBody([], { deep: true }),
      schema: {
        tags: [TAG],
        summary:
          "Make subscribers of the router's existing PPP secrets (admin), all or nothing; names from the secrets' comments",
        security: bearerAuth,
        body: ImportSubscribersBody,
        response: { 201: successEnvelope(SubscribersImportedSchema), ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const views = await app.billing.importSubscribers(billingCaller(request), request.body);
      return reply.code(201).send({
        success: true as const,
        data: { imported: views.length, subscribers: views.map(toSubscriber) },
        message: BILLING_MESSAGES.subscribersImported(views.length),
      });
    },
  );

  app.put(
    '/:id',
    {
      ...adminWrite,
      preValidation: trimBody(),
      schema: {
        tags: [TAG],
        summary:
          'Change a subscriber (admin); fields left out keep their values; router and PPP username stay',
        security: bearerAuth,
        params: RecordIdParams,
        body: UpdateSubscriberBody,
        response: { 200: successEnvelope(SubscriberSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const view = await app.billing.updateSubscriber(
        billingCaller(request),
        request.params.id,
        request.body,
      );
      return {
        success: true as const,
        data: toSubscriber(view),
        message: BILLING_MESSAGES.subscriberUpdated,
      };
    },
  );

  app.delete(
    '/:id',
    {
      ...adminWrite,
      schema: {
        tags: [TAG],
        summary:
          'Delete a subscriber (admin): the record only, its PPP secret stays; 409 once it has invoices',
        security: bearerAuth,
        params: RecordIdParams,
        response: { 200: SuccessDeletedSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await app.billing.deleteSubscriber(billingCaller(request), request.params.id);
      return {
        success: true as const,
        data: { id: request.params.id },
        message: BILLING_MESSAGES.subscriberDeleted,
      };
    },
  );

  await app.register(subscriberInvoiceRoutes);
  await app.register(subscriberChangeRoutes);
};
