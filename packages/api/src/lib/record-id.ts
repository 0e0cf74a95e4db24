// Record ids in a path (`/:id`): one parser per kind of id, chosen by the resource. A value that
// cannot be an id of that kind is a record not found (404), exactly like an id nobody has: a form
// opened at a stale or mistyped URL says "not found" either way, and the value never reaches the
// database (PostgreSQL would refuse a malformed uuid with an error, a 500 if let through).
import { Type, type TObject, type TString } from '@sinclair/typebox';
import { ID_MAX_LENGTH } from 'contracts/limits';
import { RecordIdParams } from 'contracts/schemas';

export interface IdParser<Id> {
  /** The id, or null when `raw` cannot be one (answered as not found). */
  parse(raw: string): Id | null;
  /** The path parameters' schema (validation and OpenAPI). */
  params: TObject<{ id: TString }>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A uuid (customers, users), as given: PostgreSQL compares uuids whatever their case. */
export const uuidId: IdParser<string> = {
  parse: (raw) => (UUID.test(raw) ? raw : null),
  params: RecordIdParams,
};

/**
 * A positive whole number (a bigint key such as a delivery's), as a JS number: at most 15 digits so
 * that it is exact, without sign, leading zeros, spaces or exponent ('1e3' is not the id 1000).
 */
export const integerId: IdParser<number> = {
  parse: (raw) => (/^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null),
  params: Type.Object({
    id: Type.String({
      maxLength: ID_MAX_LENGTH,
      description: 'Record id (a positive whole number)',
    }),
  }),
};

/**
 * A RouterOS item id (`.id`): `*` and up to 8 hexadecimal digits, `*1A`. RouterOS writes the digits
 * in upper case; a lower-case one in a URL names the same item and is answered in RouterOS's form.
 * In a URL the `*` may come percent-encoded (`%2A1A`): the router decodes the path before this.
 */
export const routerOsId: IdParser<string> = {
  parse: (raw) => (/^\*[0-9a-f]{1,8}$/i.test(raw) ? `*${raw.slice(1).toUpperCase()}` : null),
  params: Type.Object({
    id: Type.String({
      maxLength: ID_MAX_LENGTH,
      description: 'RouterOS item id (`*` and hexadecimal digits, e.g. *1A)',
    }),
  }),
};

/** Whether `raw` can be a uuid record id (a reference in a body or query, e.g. `customerId`). */
export function isRecordId(raw: string): boolean {
  return uuidId.parse(raw) !== null;
}
