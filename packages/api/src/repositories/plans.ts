// Data access of billing plans (docs/rules/billing.md#plans): the list, one plan, its writes, and
// how many subscribers use it (a plan in use is not deleted).
import { eq, inArray, sql } from 'drizzle-orm';
import type { Plan, PlanSortColumn } from 'contracts/schemas';
import type { Executor } from '../db/client';
import { plans, subscribers, type NewPlanRow, type PlanRow } from '../db/schema';
import type { ResolvedListQuery } from '../schemas/list-query';
import { listRecords, sortKey, type ListResult, type ListSpec } from './records';

/** A plan and the number of subscribers on it. */
export interface PlanView {
  row: PlanRow;
  subscriberCount: number;
}

const PLAN_LIST: ListSpec<PlanSortColumn> = {
  sortKeys: {
    name: sortKey(plans.name, { caseInsensitive: true }),
    price: sortKey(plans.price),
    pppProfile: sortKey(plans.pppProfile, { caseInsensitive: true }),
    createdAt: sortKey(plans.createdAt),
    updatedAt: sortKey(plans.updatedAt),
  },
  searchColumns: [plans.name, plans.pppProfile, plans.description],
  id: plans.id,
};

/** Subscribers per plan, for the plans of one page (one grouped count, not one per plan). */
async function subscriberCounts(db: Executor, planIds: string[]): Promise<Map<string, number>> {
  if (planIds.length === 0) return new Map();
  const rows = await db
    .select({ planId: subscribers.planId, count: sql<number>`count(*)::int` })
    .from(subscribers)
    .where(inArray(subscribers.planId, planIds))
    .groupBy(subscribers.planId);
  return new Map(rows.map((row) => [row.planId, row.count]));
}

export async function listPlans(
  db: Executor,
  query: ResolvedListQuery<PlanSortColumn>,
): Promise<ListResult<PlanView>> {
  const { rows, total } = await listRecords(db, plans, query, PLAN_LIST);
  const counts = await subscriberCounts(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => ({ row, subscriberCount: counts.get(row.id) ?? 0 })),
    total,
  };
}

export async function findPlanRow(db: Executor, id: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
  return row ?? null;
}

export async function findPlan(db: Executor, id: string): Promise<PlanView | null> {
  const row = await findPlanRow(db, id);
  if (!row) return null;
  return { row, subscriberCount: await countPlanSubscribers(db, id) };
}

/**
 * The plan's row locked until the transaction ends: a subscriber insert naming it waits (its
 * foreign key takes a share lock), so a count read after this stays true until the delete.
 */
export async function lockPlan(db: Executor, id: string): Promise<PlanRow | null> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id)).for('update');
  return row ?? null;
}

export async function countPlanSubscribers(db: Executor, planId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(subscribers)
    .where(eq(subscribers.planId, planId));
  return row?.count ?? 0;
}

export async function insertPlan(db: Executor, values: NewPlanRow): Promise<PlanRow> {
  const [row] = await db.insert(plans).values(values).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export async function updatePlan(
  db: Executor,
  id: string,
  values: Partial<NewPlanRow>,
): Promise<PlanRow | null> {
  const [row] = await db.update(plans).set(values).where(eq(plans.id, id)).returning();
  return row ?? null;
}

export async function deletePlan(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(plans).where(eq(plans.id, id)).returning({ id: plans.id });
  return rows.length > 0;
}

export function toPlan({ row, subscriberCount }: PlanView): Plan {
  return {
    id: row.id,
    name: row.name,
    price: row.price,
    pppProfile: row.pppProfile,
    description: row.description,
    subscriberCount,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}
