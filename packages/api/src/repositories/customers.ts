import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { customers, type CustomerRow, type NewCustomerRow } from '../db/schema';
import type { ResolvedListQuery } from '../schemas/list-query';
import type { Customer, CustomerSortColumn } from 'contracts/schemas';
import { listRecords, recordBatches, sortKey, type ListResult, type ListSpec } from './records';

/** The table the review routes approve and reject customers in. */
export { customers as customerTable };

const CUSTOMER_LIST: ListSpec<CustomerSortColumn> = {
  sortKeys: {
    name: sortKey(customers.name, { caseInsensitive: true }),
    alias: sortKey(customers.alias, { caseInsensitive: true }),
    address: sortKey(customers.address, { caseInsensitive: true }),
    status: sortKey(customers.status),
    createdAt: sortKey(customers.createdAt),
    updatedAt: sortKey(customers.updatedAt),
  },
  searchColumns: [customers.name, customers.alias, customers.address],
  id: customers.id,
};

export function listCustomers(
  db: Executor,
  query: ResolvedListQuery<CustomerSortColumn>,
): Promise<ListResult<CustomerRow>> {
  return listRecords(db, customers, query, CUSTOMER_LIST);
}

/** Every customer of a list query (paging ignored), in its order, in batches (the CSV). */
export function customerBatches(
  db: Executor,
  query: ResolvedListQuery<CustomerSortColumn>,
  size?: number,
): AsyncGenerator<CustomerRow[]> {
  return recordBatches(db, customers, query, CUSTOMER_LIST, size);
}

export async function findCustomerById(db: Executor, id: string): Promise<CustomerRow | null> {
  const rows = await db.select().from(customers).where(eq(customers.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function customerExists(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, id))
    .limit(1);
  return rows.length > 0;
}

export async function insertCustomer(db: Executor, values: NewCustomerRow): Promise<CustomerRow> {
  const rows = await db.insert(customers).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export async function updateCustomer(
  db: Executor,
  id: string,
  values: Partial<Pick<NewCustomerRow, 'name' | 'alias' | 'address'>> &
    Pick<NewCustomerRow, 'updatedBy' | 'updatedAt'>,
): Promise<CustomerRow | null> {
  const rows = await db.update(customers).set(values).where(eq(customers.id, id)).returning();
  return rows[0] ?? null;
}

/** True when a row was deleted. A row still referenced (deliveries) fails with 23503 or 23001 (RESTRICT on PostgreSQL 18). */
export async function deleteCustomer(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(customers)
    .where(eq(customers.id, id))
    .returning({ id: customers.id });
  return rows.length > 0;
}

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    name: row.name,
    alias: row.alias,
    address: row.address,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}
