import type { Customer } from 'contracts/types';

/** What the customer form edits and sends (`POST` and `PUT` bodies). */
export interface CustomerValues {
  name: string;
  alias: string;
  address: string;
}

export const EMPTY_CUSTOMER: CustomerValues = { name: '', alias: '', address: '' };

export function toCustomerValues(customer: Customer): CustomerValues {
  return { name: customer.name, alias: customer.alias, address: customer.address };
}
