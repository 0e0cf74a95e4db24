import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { customers } from '../../db/schema';
import { createdAudit, updatedAudit } from '../../lib/audit';
import { mapDbErrors, mapForeignKeyViolation } from '../../lib/db-errors';
import {
  DeletedSchema,
  registerReadRoutes,
  registerReviewRoutes,
  signedInUser,
  trimBody,
} from '../../lib/record-routes';
import { bearerAuth } from '../../plugins/app/auth';
import {
  deleteCustomer,
  findCustomerById,
  insertCustomer,
  listCustomers,
  toCustomer,
  updateCustomer,
} from '../../repositories/customers';
import { CUSTOMER_MESSAGES } from 'contracts/messages';
import {
  CreateCustomerBody,
  CUSTOMER_SORT_COLUMNS,
  CustomerListQuery,
  CustomerSchema,
  UpdateCustomerBody,
} from 'contracts/schemas';
import { writeEnvelope } from '../../schemas/envelopes';
import { errorResponses, notFound } from '../../schemas/errors';
import { uuidId } from '../../lib/record-id';

const TAG = 'customers';
const missing = () => notFound(CUSTOMER_MESSAGES.notFound);

/** `/api/customers` (docs/rules/api.md#calls): read by any signed-in user, written by admins. */
export const customerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerReadRoutes(app, {
    tag: TAG,
    noun: 'Customer',
    schema: CustomerSchema,
    listQuery: CustomerListQuery,
    sortColumns: CUSTOMER_SORT_COLUMNS,
    defaultSortCol: 'createdAt',
    listSummary:
      'List customers: search (name, alias, address), sort, page; without page every row',
    list: listCustomers,
    find: findCustomerById,
    toOutput: toCustomer,
  });

  app.post(
    '/',
    {
      onRequest: [app.requireAdmin],
      preValidation: [trimBody()],
      schema: {
        tags: [TAG],
        summary: 'Create a customer (admin); it starts pending',
        security: bearerAuth,
        body: CreateCustomerBody,
        response: { 201: writeEnvelope(CustomerSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const actor = signedInUser(request);
      const row = await insertCustomer(app.db.orm, {
        name: request.body.name,
        alias: request.body.alias,
        address: request.body.address ?? '',
        ...createdAudit(actor, app.clock()),
      });
      request.log.info({ customerId: row.id }, 'Customer created');
      return reply.code(201).send({ message: CUSTOMER_MESSAGES.created, result: toCustomer(row) });
    },
  );

  app.put(
    '/:id',
    {
      onRequest: [app.requireAdmin],
      preValidation: [trimBody()],
      schema: {
        tags: [TAG],
        summary: 'Change a customer (admin); fields left out keep their values',
        security: bearerAuth,
        params: uuidId.params,
        body: UpdateCustomerBody,
        response: { 200: writeEnvelope(CustomerSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      const id = uuidId.parse(request.params.id);
      if (id === null) throw missing();
      const { name, alias, address } = request.body;
      const row = await updateCustomer(app.db.orm, id, {
        ...(name !== undefined ? { name } : {}),
        ...(alias !== undefined ? { alias } : {}),
        ...(address !== undefined ? { address } : {}),
        ...updatedAudit(actor, app.clock()),
      });
      if (!row) throw missing();
      return { message: CUSTOMER_MESSAGES.updated, result: toCustomer(row) };
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags: [TAG],
        summary: 'Delete a customer (admin); 409 while it still has deliveries',
        security: bearerAuth,
        params: uuidId.params,
        response: { 200: DeletedSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      const id = uuidId.parse(request.params.id);
      if (id === null) throw missing();
      const deleted = await mapDbErrors(
        () => deleteCustomer(app.db.orm, id),
        (error) =>
          mapForeignKeyViolation(error, {
            byTable: { deliveries: CUSTOMER_MESSAGES.hasDeliveries },
            fallback: CUSTOMER_MESSAGES.inUse,
          }),
      );
      if (!deleted) throw missing();
      request.log.info({ customerId: id }, 'Customer deleted');
      return { message: CUSTOMER_MESSAGES.deleted };
    },
  );

  registerReviewRoutes(app, {
    table: customers,
    tag: TAG,
    noun: 'Customer',
    schema: CustomerSchema,
    toOutput: toCustomer,
  });
};
