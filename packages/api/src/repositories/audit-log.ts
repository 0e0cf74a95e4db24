// The audit trail's one writer (docs/rules/audit.md). Every write route calls
// `request.audit(tx, entry)` (plugins/app/audit.ts) with the transaction of the write it describes,
// so that a refused or rolled-back write leaves no row and a committed one always has its row.
// A write on a router (PPP, hotspot) has no database write of its own: its row is written after
// the router agreed, in a transaction of its own. The entries are src/lib/audit-log.ts.
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { audit, type NewAuditRow } from '../db/schema';
import {
  withoutSecrets,
  line,
  type AuditEntry,
  type AuditFields,
  type AuditOrigin,
} from '../lib/audit-log';

/**
 * Where a row goes: the write's Drizzle transaction, or a raw session's transaction (the deliveries
 * import runs on one).
 */
export type AuditTarget = Tx | { query(text: string, params?: unknown[]): Promise<unknown> };

function auditRow(origin: AuditOrigin, entry: AuditEntry, at: Date): NewAuditRow {
  return {
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
}

/**
 * Adds one audit row in `target`, the transaction of the write it describes. With writeAudits, the
 * only functions that insert into `audit`; nothing updates or deletes (the table's trigger refuses
 * both).
 */
export async function writeAudit(
  target: AuditTarget,
  origin: AuditOrigin,
  entry: AuditEntry,
  at: Date,
): Promise<void> {
  const row = auditRow(origin, entry, at);
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
 * Adds the audit rows of many writes done in one transaction (`tx`), in one statement: the billing
 * job's batch of a month's invoices, a router's isolations. Each row is the one writeAudit writes.
 */
export async function writeAudits(
  tx: Tx,
  rows: readonly { origin: AuditOrigin; entry: AuditEntry; at: Date }[],
): Promise<void> {
  if (rows.length === 0) return;
  // The rows as one JSON parameter: a thousand rows are one bound value, not ten thousand.
  const json = JSON.stringify(
    rows.map(({ origin, entry, at }) => {
      const row = auditRow(origin, entry, at);
      return {
        at: at.toISOString(),
        actor_id: row.actorId,
        actor_username: row.actorUsername,
        address: row.address,
        action: row.action,
        resource: row.resource,
        resource_id: row.resourceId,
        summary: row.summary,
        before: row.before,
        after: row.after,
      };
    }),
  );
  await tx.execute(sql`
    INSERT INTO audit (at, actor_id, actor_username, address, action, resource, resource_id,
                       summary, before, after)
    SELECT at, actor_id, actor_username, address, action, resource, resource_id, summary,
           before, after
      FROM jsonb_to_recordset(${json}::jsonb) AS r(at timestamptz, actor_id uuid,
           actor_username text, address text, action text, resource text, resource_id text,
           summary text, before jsonb, after jsonb)`);
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
