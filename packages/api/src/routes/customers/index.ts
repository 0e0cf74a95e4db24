import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createdAudit, updatedAudit } from '../../lib/audit';
import { mapDbErrors, mapForeignKeyViolation } from '../../lib/db-errors';
import type { CsvColumn } from '../../lib/csv';
import {
  registerReadRoutes,
  registerReviewRoutes,
  registerWriteRoutes,
  reviewedCsvColumns,
} from '../record-routes';
import {
  customerBatches,
  customerTable,
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
  type Customer,
} from 'contracts/schemas';

const TAG = 'customers';

/** The customer list's columns (docs/rules/lists.md#customer-list), then the rest of the record. */
const CSV_COLUMNS: readonly CsvColumn<Customer>[] = [
  { id: 'name', label: 'Name', value: (row) => row.name },
  { id: 'alias', label: 'Alias', value: (row) => row.alias },
  { id: 'address', label: 'Address', value: (row) => row.address },
  ...reviewedCsvColumns<Customer>(),
];

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
    csv: { name: 'customers', columns: CSV_COLUMNS, batches: customerBatches },
  });

  registerWriteRoutes(app, {
    tag: TAG,
    noun: 'Customer',
    logKey: 'customerId',
    schema: CustomerSchema,
    messages: CUSTOMER_MESSAGES,
    audit: {
      resource: 'customer',
      current: async (db, id) => {
        const row = await findCustomerById(db, id);
        return row && toCustomer(row);
      },
      name: (customer) => customer.name,
    },
    create: {
      summary: 'Create a customer (admin); it starts pending',
      body: CreateCustomerBody,
      run: async ({ body, actor, log, db }) => {
        const row = await insertCustomer(db, {
          name: body.name,
          alias: body.alias,
          address: body.address ?? '',
          ...createdAudit(actor, app.clock()),
        });
        log.info({ customerId: row.id }, 'Customer created');
        return toCustomer(row);
      },
    },
    update: {
      summary: 'Change a customer (admin); fields left out keep their values',
      body: UpdateCustomerBody,
      run: async ({ body: { name, alias, address }, actor, id, db }) => {
        const row = await updateCustomer(db, id, {
          ...(name !== undefined ? { name } : {}),
          ...(alias !== undefined ? { alias } : {}),
          ...(address !== undefined ? { address } : {}),
          ...updatedAudit(actor, app.clock()),
        });
        return row && toCustomer(row);
      },
    },
    remove: {
      summary: 'Delete a customer (admin); 409 while it still has deliveries',
      conflicts: true,
      run: ({ id, db }) =>
        mapDbErrors(
          () => deleteCustomer(db, id),
          (error) =>
            mapForeignKeyViolation(error, {
              byTable: { deliveries: CUSTOMER_MESSAGES.hasDeliveries },
              fallback: CUSTOMER_MESSAGES.inUse,
            }),
        ),
    },
  });

  registerReviewRoutes(app, {
    table: customerTable,
    tag: TAG,
    noun: 'Customer',
    schema: CustomerSchema,
    audit: { resource: 'customer', name: (row) => row.name },
    toOutput: toCustomer,
  });
};
