// The audit trail's one writer (docs/rules/audit.md). Every write route calls
// `request.audit(tx, entry)` (plugins/app/audit.ts) with the transaction of the write it describes,
// so that a refused or rolled-back write leaves no row and a committed one always has its row.
// A write on a router (PPP, hotspot) has no database write of its own: its row is written after
// the router agreed, in a transaction of its own.
import { audit, type NewAuditRow } from '../db/schema';
import type { Database, Tx } from '../db/client';

/**
 * Where a row goes: the write's Drizzle transaction, or a raw session's transaction (the deliveries
 * import runs on one).
 */
export type AuditTarget = Tx | { query(text: string, params?: unknown[]): Promise<unknown> };

/** Who acted and from where; a failed sign-in names the username typed and no id. */
export interface AuditOrigin {
  actorId: string | null;
  actorUsername: string | null;
  address: string | null;
}

/** A signed-in actor: the audit origin, and the name a use case records as a row's writer. */
export interface SignedInActor extends AuditOrigin {
  actorUsername: string;
}

export type AuditFields = Record<string, unknown>;

export interface AuditEntry {
  /** What was done: create, update, delete, approve, reject, sign_in, … (AUDIT_ACTIONS). */
  action: string;
  /** What it was done to: customer, user, router, ppp_secret, … (AUDIT_RESOURCES). */
  resource: string;
  resourceId?: string | number | null;
  /** One line a person reads in the list: 'Changed customer "Budi"'. */
  summary: string;
  /** The record before (a delete, only the changed fields of an update); secrets are dropped. */
  before?: object | null;
  /** The record after (a create, only the changed fields of an update); secrets are dropped. */
  after?: object | null;
}

/**
 * Field names never stored, at any depth: passwords, router and Tripay secrets, tokens, hashes.
 * Matched on the name without case, `_` or `-`, so `router_pass` and `routerPass` are the same.
 */
const SECRET_FIELD =
  /pass(word|wd)?$|password|secret$|token|tripay|apikey|privatekey|hash|signature|authorization|cookie|^key$/;

export const isSecretField = (name: string) =>
  SECRET_FIELD.test(name.toLowerCase().replace(/[_-]/g, ''));

/** A copy of `value` without any secret field (objects and arrays walked, depth bounded). */
export function withoutSecrets(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Date) return value.toISOString();
  // Records are small; a bound keeps a pathological one cheap (deeper levels are dropped).
  if (depth > 6) return null;
  if (Array.isArray(value)) return value.map((item) => withoutSecrets(item, depth + 1));
  const copy: AuditFields = {};
  for (const [key, item] of Object.entries(value)) {
    if (item === undefined || isSecretField(key)) continue;
    copy[key] = withoutSecrets(item, depth + 1);
  }
  return copy;
}

/** Fields every update changes and the row itself already says (who, when). */
const BOOKKEEPING = new Set(['updatedAt', 'updatedBy']);

/**
 * Only what an update changed: the fields of `before` and `after` whose values differ (compared as
 * JSON), each side holding its own value. Both null when nothing changed.
 */
export function changedFields(
  before: object | null | undefined,
  after: object | null | undefined,
): { before: AuditFields | null; after: AuditFields | null } {
  const old = (withoutSecrets(before ?? {}) ?? {}) as AuditFields;
  const now = (withoutSecrets(after ?? {}) ?? {}) as AuditFields;
  const was: AuditFields = {};
  const is: AuditFields = {};
  for (const key of new Set([...Object.keys(old), ...Object.keys(now)])) {
    if (BOOKKEEPING.has(key)) continue;
    if (JSON.stringify(old[key]) === JSON.stringify(now[key])) continue;
    if (key in old) was[key] = old[key];
    if (key in now) is[key] = now[key];
  }
  const changed = Object.keys(was).length + Object.keys(is).length > 0;
  return { before: changed ? was : null, after: changed ? is : null };
}

/** Summaries and names are one line of bounded length (a name can be long, an address too). */
const line = (text: string, max: number) => text.replace(/\s+/g, ' ').trim().slice(0, max);

/**
 * Adds one audit row in `target`, the transaction of the write it describes. The only function that
 * inserts into `audit`; nothing updates or deletes (the table's trigger refuses both).
 */
export async function writeAudit(
  target: AuditTarget,
  origin: AuditOrigin,
  entry: AuditEntry,
  at: Date,
): Promise<void> {
  const row: NewAuditRow = {
    at,
    actorId: origin.actorId,
    actorUsername: origin.actorUsername === null ? null : line(origin.actorUsername, 100),
    address: origin.address,
    action: entry.action,
    resource: entry.resource,
    resourceId:
      entry.resourceId === undefined || entry.resourceId === null ? null : String(entry.resourceId),
    summary: line(entry.summary, 300),
    before: entry.before ? (withoutSecrets(entry.before) as AuditFields) : null,
    after: entry.after ? (withoutSecrets(entry.after) as AuditFields) : null,
  };
  if ('insert' in target) {
    await target.insert(audit).values(row);
    return;
  }
  await target.query(
    `INSERT INTO audit (at, actor_id, actor_username, address, action, resource, resource_id, summary, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb)`,
    [
      at.toISOString(),
      row.actorId,
      row.actorUsername,
      row.address,
      row.action,
      row.resource,
      row.resourceId,
      row.summary,
      row.before ? JSON.stringify(row.before) : null,
      row.after ? JSON.stringify(row.after) : null,
    ],
  );
}

/**
 * Adds one audit row in a transaction of its own: for a write with no database write to join (a
 * router agreed to a PPP change or a kick; a failed sign-in).
 */
export function writeAuditAlone(
  db: Database,
  origin: AuditOrigin,
  entry: AuditEntry,
  clock: () => Date,
): Promise<void> {
  return db.transaction((tx) => writeAudit(tx, origin, entry, clock()));
}

/** `Customer "Budi"`: how a summary names a record (its name, quoted; the id when it has none). */
export function named(noun: string, name: unknown, id?: unknown): string {
  const label = typeof name === 'string' && name !== '' ? `"${line(name, 80)}"` : String(id ?? '');
  return `${noun} ${label}`.trim();
}
