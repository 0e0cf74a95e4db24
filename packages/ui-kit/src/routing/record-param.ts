/** SPEC §2: an id param equal to `create` (any case) is create mode; any other non-empty value is a record id. */
export type RecordParam = { mode: 'create' } | { mode: 'edit'; id: string };

/** `null` for an empty param: the route treats it as not found. */
export function parseRecordParam(value: string | undefined): RecordParam | null {
  const id = (value ?? '').trim();
  if (!id) return null;
  if (id.toLowerCase() === 'create') return { mode: 'create' };
  return { mode: 'edit', id };
}
