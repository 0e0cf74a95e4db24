import { Type, type TSchema } from '@sinclair/typebox';

// The response envelopes of docs/rules/api.md#envelopes, kept as SPEC.md has them so either side can be swapped.

export const PaginationSchema = Type.Object({
  page: Type.Integer({ minimum: 1 }),
  perPage: Type.Integer({ minimum: 1 }),
  total: Type.Integer({ minimum: 0 }),
  totalPages: Type.Integer({ minimum: 0 }),
});

/** Generic resources, one record: `{ result }`. */
export const resultEnvelope = <T extends TSchema>(item: T) => Type.Object({ result: item });

/** Generic resources, a list: `{ result: [...], pagination }`. Without `page` the list is whole. */
export const listEnvelope = <T extends TSchema>(item: T) =>
  Type.Object({ result: Type.Array(item), pagination: PaginationSchema });

/** Generic resources, a write: `{ message, result }`. */
export const writeEnvelope = <T extends TSchema>(item: T) =>
  Type.Object({ message: Type.String(), result: item });

/** A message alone (logout, delete). */
export const MessageSchema = Type.Object({ message: Type.String() });

/** Routers, dashboard, PPP, CMS: `{ success: true, data }`. */
export const successEnvelope = <T extends TSchema>(data: T) =>
  Type.Object({ success: Type.Literal(true), data, message: Type.Optional(Type.String()) });
