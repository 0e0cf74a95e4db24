/**
 * A record route's parameter (`/app/customer/:id`, `/app/cms/banners/:id`), read by one rule
 * everywhere (docs/rules/lists.md): `create` in any case is create mode, any other non-empty
 * value is a record id, and an empty one is no record at all (not found).
 */
export type RecordParam = { mode: 'create' } | { mode: 'edit'; id: string };

/** `null` for an empty param: the route treats it as not found. */
export function parseRecordParam(value: string | null | undefined): RecordParam | null {
  const id = (value ?? '').trim();
  if (!id) return null;
  if (id.toLowerCase() === 'create') return { mode: 'create' };
  return { mode: 'edit', id };
}

/** Whether a route parameter means create mode; the same rule as `parseRecordParam`. */
export function isCreateParam(value: string | null | undefined): boolean {
  return parseRecordParam(value)?.mode === 'create';
}

/** A parsed param passes through; a raw one is parsed. */
export function toRecordParam(value: RecordParam | string | null | undefined): RecordParam | null {
  return typeof value === 'object' && value !== null ? value : parseRecordParam(value);
}
