/** `/api/customers` (DECISIONS §2), relative to shared-auth's `http` base. */
export const CUSTOMERS_PATH = '/customers';

/** A customer as the API returns it (SPEC §3 plus the DECISIONS §2 review status). */
export interface Customer {
  id: string;
  name: string;
  alias: string;
  /** Free text; '' (or null from an older server) when there is none. */
  address: string | null;
  status: string;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string | null;
  updatedBy: string | null;
}

/** What the customer form edits and sends (`POST` and `PUT` bodies). */
export interface CustomerValues {
  name: string;
  alias: string;
  address: string;
}

export const EMPTY_CUSTOMER: CustomerValues = { name: '', alias: '', address: '' };

export function toCustomerValues(customer: Customer): CustomerValues {
  return { name: customer.name, alias: customer.alias, address: customer.address ?? '' };
}

/**
 * The server's own length caps (packages/api `schemas/customer.ts`): the inputs stop there rather
 * than let the user type what the server will refuse.
 */
export const CUSTOMER_MAX_LENGTH = { name: 200, alias: 100, address: 500 } as const;
