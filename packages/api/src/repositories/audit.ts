// Reading the audit trail (its one writer is src/repositories/audit-log.ts): the filtered list, newest first,
// and the same rows in batches for the CSV.
import { and, desc, asc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { audit, type AuditRow } from '../db/schema';
import { likePattern } from '../schemas/list-query';
import { wibDayStart, wibNextDayStart } from '../db/wib-days';

export type { AuditRow };

export interface AuditFilter {
  actor?: string;
  resource?: string;
  action?: string;
  /** First and last day, inclusive, in Asia/Jakarta (YYYY-MM-DD). */
  from?: string;
  to?: string;
  search?: string | null;
}

function conditions(filter: AuditFilter): SQL | undefined {
  const all: (SQL | undefined)[] = [
    filter.actor ? sql`lower(${audit.actorUsername}) = lower(${filter.actor})` : undefined,
    filter.resource ? eq(audit.resource, filter.resource) : undefined,
    filter.action ? eq(audit.action, filter.action) : undefined,
    filter.from ? gte(audit.at, wibDayStart(filter.from)) : undefined,
    filter.to ? lt(audit.at, wibNextDayStart(filter.to)) : undefined,
  ];
  if (filter.search) {
    const pattern = likePattern(filter.search);
    all.push(
      or(
        ilike(audit.summary, pattern),
        ilike(audit.actorUsername, pattern),
        ilike(audit.resourceId, pattern),
        ilike(audit.address, pattern),
      ),
    );
  }
  const present = all.filter((condition): condition is SQL => condition !== undefined);
  return present.length > 0 ? and(...present) : undefined;
}

/** One page of the trail (newest first unless `direction` is asc) and the count over the filter. */
export async function listAudit(
  db: Executor,
  filter: AuditFilter,
  page: { limit: number; offset: number },
  direction: 'asc' | 'desc',
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = conditions(filter);
  const order =
    direction === 'asc' ? [asc(audit.at), asc(audit.id)] : [desc(audit.at), desc(audit.id)];
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(audit)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(audit)
      .where(where),
  ]);
  return { rows, total: counted[0]?.total ?? 0 };
}

/**
 * Every row of the filter, newest first, `size` at a time (keyset on (at, id): each batch is one
 * indexed query, memory stays flat whatever the trail's length).
 */
export async function* auditBatches(
  db: Executor,
  filter: AuditFilter,
  size = 1000,
): AsyncGenerator<AuditRow[]> {
  let after: { at: Date; id: number } | null = null;
  for (;;) {
    const where = conditions(filter);
    const page: AuditRow[] = await db
      .select()
      .from(audit)
      .where(
        after
          ? and(
              where,
              sql`(${audit.at}, ${audit.id}) < (${after.at.toISOString()}::timestamptz, ${after.id})`,
            )
          : where,
      )
      .orderBy(desc(audit.at), desc(audit.id))
      .limit(size);
    if (page.length === 0) return;
    yield page;
    if (page.length < size) return;
    const last = page[page.length - 1] as AuditRow;
    after = { at: last.at, id: last.id };
  }
}
