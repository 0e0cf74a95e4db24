// The audit trail (docs/rules/audit.md): `GET /audit` and `GET /audit.csv`, admin only.
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { SEARCH_MAX_LENGTH } from '../limits';
import { AUDIT_ACTION_LABELS, AUDIT_RESOURCE_LABELS } from '../messages';
import { listQuery } from './list-query';
import { calendarDay } from './calendar-day';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** What was done (a new kind of write adds its action to AUDIT_ACTION_LABELS). */
export const AUDIT_ACTIONS = Object.keys(
  AUDIT_ACTION_LABELS,
) as (keyof typeof AUDIT_ACTION_LABELS)[];
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/** What it was done to. */
export const AUDIT_RESOURCES = Object.keys(
  AUDIT_RESOURCE_LABELS,
) as (keyof typeof AUDIT_RESOURCE_LABELS)[];
export type AuditResource = keyof typeof AUDIT_RESOURCE_LABELS;

/** Changed fields by name: their values before and after (JSON values; secrets never present). */
const FieldsSchema = nullable(Type.Record(Type.String(), Type.Unknown()));

export const AuditEntrySchema = Type.Object(
  {
    id: Type.String({ description: 'Increasing: a later row has a greater id' }),
    at: Type.String({ format: 'date-time' }),
    actorId: nullable(Type.String()),
    actorUsername: nullable(Type.String({ description: 'As typed, for a failed sign-in' })),
    address: nullable(Type.String({ description: "The client's address" })),
    action: Type.String(),
    resource: Type.String(),
    resourceId: nullable(Type.String()),
    summary: Type.String(),
    before: FieldsSchema,
    after: FieldsSchema,
  },
  { title: 'AuditEntry' },
);
export type AuditEntry = Static<typeof AuditEntrySchema>;

export const AUDIT_SORT_COLUMNS = ['at'] as const;

const day = (what: string) => calendarDay(what, 'a day in Asia/Jakarta');

const oneOf = (values: readonly string[]) =>
  Type.Unsafe<string>({
    type: 'string',
    enum: [...values],
    'x-message': `must be one of ${values.join(', ')}`,
  });

/**
 * `GET /audit`: newest first; `actor` (a username, exact, any case), `resource`, `action`,
 * `from`/`to` (WIB days), `search` (summary, username, resource id, address). Without `page`, the
 * first page: the trail grows without end, its whole is the CSV.
 */
export const AuditListQuery = listQuery(AUDIT_SORT_COLUMNS, {
  actor: Type.Optional(Type.String({ maxLength: SEARCH_MAX_LENGTH })),
  resource: Type.Optional(oneOf(AUDIT_RESOURCES)),
  action: Type.Optional(oneOf(AUDIT_ACTIONS)),
  from: Type.Optional(day('First day')),
  to: Type.Optional(day('Last day')),
});
export type AuditListQueryInput = Static<typeof AuditListQuery>;
