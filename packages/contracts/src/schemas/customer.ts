import { Type, type Static } from '@sinclair/typebox';
import { CUSTOMER_LIMITS } from '../limits';
import { CUSTOMER_FIELD_MESSAGES } from '../messages';
import { listQuery } from './list-query';
import { RecordStatusSchema, textField } from './record';

/** A customer (docs/rules/api.md#records) as the API returns it. */
export const CustomerSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    alias: Type.String(),
    address: Type.String({ description: "Free text; '' when there is none" }),
    status: RecordStatusSchema,
    createdAt: Type.String({ format: 'date-time' }),
    createdBy: Type.Union([Type.String(), Type.Null()]),
    updatedAt: Type.String({ format: 'date-time' }),
    updatedBy: Type.Union([Type.String(), Type.Null()]),
  },
  { title: 'Customer' },
);
export type Customer = Static<typeof CustomerSchema>;

const customerFields = {
  name: textField({
    minLength: CUSTOMER_LIMITS.name.min,
    maxLength: CUSTOMER_LIMITS.name.max,
    message: CUSTOMER_FIELD_MESSAGES.name,
    maxMessage: CUSTOMER_FIELD_MESSAGES.nameTooLong,
  }),
  alias: textField({
    minLength: CUSTOMER_LIMITS.alias.min,
    maxLength: CUSTOMER_LIMITS.alias.max,
    message: CUSTOMER_FIELD_MESSAGES.alias,
    maxMessage: CUSTOMER_FIELD_MESSAGES.aliasTooLong,
  }),
  address: textField({
    maxLength: CUSTOMER_LIMITS.address.max,
    message: CUSTOMER_FIELD_MESSAGES.address,
    maxMessage: CUSTOMER_FIELD_MESSAGES.addressTooLong,
  }),
};

// Unknown properties (an echoed `id`, `status`, `createdAt`) are dropped, not stored or refused:
// status changes only through approve/reject, and the audit columns only through the server.
export const CreateCustomerBody = Type.Object(
  {
    name: customerFields.name,
    alias: customerFields.alias,
    address: Type.Optional(customerFields.address),
  },
  { additionalProperties: false },
);
export type CreateCustomerInput = Static<typeof CreateCustomerBody>;

/** An update: each field given is validated as on create; a field left out keeps its value. */
export const UpdateCustomerBody = Type.Object(
  {
    name: Type.Optional(customerFields.name),
    alias: Type.Optional(customerFields.alias),
    address: Type.Optional(customerFields.address),
  },
  { additionalProperties: false },
);
export type UpdateCustomerInput = Static<typeof UpdateCustomerBody>;

export const CUSTOMER_SORT_COLUMNS = [
  'name',
  'alias',
  'address',
  'status',
  'createdAt',
  'updatedAt',
] as const;
export type CustomerSortColumn = (typeof CUSTOMER_SORT_COLUMNS)[number];

export const CustomerListQuery = listQuery(CUSTOMER_SORT_COLUMNS);
