// The audit trail's entries (docs/rules/audit.md): what a write route records, without secrets and,
// for an update, only what changed. Its one writer is src/repositories/audit-log.ts.

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
export const line = (text: string, max: number) => text.replace(/\s+/g, ' ').trim().slice(0, max);

/** `Customer "Budi"`: how a summary names a record (its name, quoted; the id when it has none). */
export function named(noun: string, name: unknown, id?: unknown): string {
  const label = typeof name === 'string' && name !== '' ? `"${line(name, 80)}"` : String(id ?? '');
  return `${noun} ${label}`.trim();
}
