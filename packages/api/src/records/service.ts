// The generic records' writes (customers, users, deliveries and the CMS areas,
// docs/rules/api.md#calls): each opens one transaction for the record and its audit row
// (docs/rules/audit.md), so a refused or rolled-back write leaves no row. The step that writes the
// record is the resource's own; what is the same for every resource (the audit row, the 404 as
// null, the effects run once committed) is here, callable without HTTP.
import type { Database, Executor, Tx } from '../db/client';
import type { Actor } from '../lib/audit';
import { changedFields, named, type AuditFields, type AuditOrigin } from '../lib/audit-log';
import { writeAudit } from '../repositories/audit-log';
import {
  currentStatus,
  setRecordStatus,
  type RecordStatus,
  type ReviewableTable,
} from '../repositories/records';

/** What the records' writes take of the app. */
export interface RecordDeps {
  db: Database;
  /** The time records and audit rows are stamped with (tests move it). */
  clock: () => Date;
}

/** Runs `effect` once the transaction has committed (forget a cache only a committed change stales). */
export type AfterCommit = (effect: () => void | Promise<void>) => void;

/** A resource's own write, in the transaction its audit row is written in. */
export type RecordStep<T> = (tx: Tx, afterCommit: AfterCommit) => Promise<T>;

/** How a record shows in the audit trail: its resource name ('customer') and what a summary calls it. */
export interface RecordAudit<R, Id> {
  resource: string;
  /** The record in the summaries, lower case ('customer'). */
  noun: string;
  /** The record as answered, read in the write's transaction (the `before` of an update or delete). */
  current(db: Executor, id: Id): Promise<R | null>;
  name(record: R): string;
}

const fieldsOf = (record: unknown) => record as AuditFields;

/** One transaction for the write and its audit row; the `afterCommit` effects run once it committed. */
async function inTransaction<T>(deps: RecordDeps, work: RecordStep<T>): Promise<T> {
  const effects: (() => void | Promise<void>)[] = [];
  const result = await deps.db.transaction((tx) => work(tx, (effect) => effects.push(effect)));
  for (const effect of effects) await effect();
  return result;
}

/** Stores a new record by `step` and its 'create' audit row. */
export function createRecord<R, Id>(
  deps: RecordDeps,
  origin: AuditOrigin,
  audit: RecordAudit<R, Id>,
  step: RecordStep<R>,
): Promise<R> {
  return inTransaction(deps, async (tx, afterCommit) => {
    const record = await step(tx, afterCommit);
    const id = fieldsOf(record).id as string | number;
    await writeAudit(
      tx,
      origin,
      {
        action: 'create',
        resource: audit.resource,
        resourceId: id,
        summary: `Created ${named(audit.noun, audit.name(record), id)}`,
        after: fieldsOf(record),
      },
      deps.clock(),
    );
    return record;
  });
}

/**
 * Changes record `id` by `step` and writes its audit row (`action`: 'update', or what the change is,
 * a new password), with the fields that changed; null when there is no such record.
 */
export function updateRecord<R, Id extends string | number>(
  deps: RecordDeps,
  origin: AuditOrigin,
  audit: RecordAudit<R, Id>,
  id: Id,
  action: () => string,
  step: RecordStep<R | null>,
): Promise<R | null> {
  return inTransaction(deps, async (tx, afterCommit) => {
    const before = await audit.current(tx, id);
    if (!before) return null;
    const record = await step(tx, afterCommit);
    if (!record) return null;
    const done = action();
    await writeAudit(
      tx,
      origin,
      {
        action: done,
        resource: audit.resource,
        resourceId: id,
        summary: `${done === 'update' ? 'Changed' : 'Changed the password of'} ${named(audit.noun, audit.name(record), id)}`,
        ...changedFields(fieldsOf(before), fieldsOf(record)),
      },
      deps.clock(),
    );
    return record;
  });
}

/** Deletes record `id` by `step` and writes its audit row; false when there is no such record. */
export function deleteRecord<R, Id extends string | number>(
  deps: RecordDeps,
  origin: AuditOrigin,
  audit: RecordAudit<R, Id>,
  id: Id,
  step: RecordStep<boolean>,
): Promise<boolean> {
  return inTransaction(deps, async (tx, afterCommit) => {
    const before = await audit.current(tx, id);
    if (!(await step(tx, afterCommit))) return false;
    await writeAudit(
      tx,
      origin,
      {
        action: 'delete',
        resource: audit.resource,
        resourceId: id,
        summary: `Deleted ${named(audit.noun, before ? audit.name(before) : null, id)}`,
        before: before ? fieldsOf(before) : null,
      },
      deps.clock(),
    );
    return true;
  });
}

/** What a review changes and how it is named: the table, the record in summaries, its answer. */
export interface RecordReview<T extends ReviewableTable, Out, Id> {
  table: T;
  resource: string;
  /** The record in the summaries, lower case ('customer'). */
  noun: string;
  name(row: T['$inferSelect']): string;
  /** The answer's record, read in the transaction; null when it is gone meanwhile. */
  toOutput(row: T['$inferSelect'], db: Executor, id: Id): Out | null | Promise<Out | null>;
}

/**
 * Approves or rejects record `id`: its `status` and update audit, nothing else, and the audit row
 * (status before and after) in the same transaction; null when there is no such record.
 */
export function reviewRecord<T extends ReviewableTable, Out, Id extends string | number>(
  deps: RecordDeps,
  origin: AuditOrigin,
  actor: Actor,
  review: RecordReview<T, Out, Id>,
  id: Id,
  action: 'approve' | 'reject',
  status: Exclude<RecordStatus, 'pending'>,
): Promise<Out | null> {
  return deps.db.transaction(async (tx) => {
    const previous = await currentStatus(tx, review.table, id);
    const row = await setRecordStatus(tx, review.table, id, status, actor, deps.clock());
    if (!row) return null;
    await writeAudit(
      tx,
      origin,
      {
        action,
        resource: review.resource,
        resourceId: id,
        summary: `${action === 'approve' ? 'Approved' : 'Rejected'} ${named(review.noun, review.name(row), id)}`,
        before: { status: previous },
        after: { status },
      },
      deps.clock(),
    );
    return review.toOutput(row, tx, id);
  });
}
