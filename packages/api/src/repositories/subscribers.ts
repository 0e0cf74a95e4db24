// Data access of subscribers (docs/rules/billing.md#subscribers): the list with its filters, one
// subscriber with its router's and plan's names, the writes, and which PPP usernames of a router
// are subscribers already (one subscriber per router and username).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Subscriber, SubscriberListItem, SubscriberSortColumn } from 'contracts/schemas';
import type { SubscriberStatus } from 'contracts/limits';
import type { Executor } from '../db/client';
import {
  invoices,
  plans,
  routers,
  subscribers,
  type NewSubscriberRow,
  type SubscriberRow,
} from '../db/schema';
import type { ResolvedListQuery } from '../schemas/list-query';
import { listRecords, sortKey, type ListResult, type ListSpec } from './records';

/** A subscriber with what the list shows of its router and plan. */
export interface SubscriberView {
  row: SubscriberRow;
  routerName: string;
  planName: string;
  planPrice: number;
}

export interface SubscriberFilters {
  routerId?: string | undefined;
  planId?: string | undefined;
  status?: SubscriberStatus | undefined;
  /** true: only subscribers with an unpaid invoice past its due date. */
  overdue?: boolean | undefined;
}

/*
 * What a subscriber owes, as expressions on the list's row (`subscribers`, unaliased), so that the
 * page's figures, the sort and the overdue filter are one definition. `today` is `YYYY-MM-DD` in
 * WIB. The unpaid invoices of a subscriber are one range of invoices_unpaid_subscriber_idx
 * (migration 0023).
 */
const unpaid = (what: SQL, extra?: SQL) =>
  sql`(SELECT ${what} FROM ${invoices} WHERE ${invoices.subscriberId} = ${subscribers.id} AND ${invoices.status} = 'unpaid'${extra ? sql` AND ${extra}` : sql``})`;

const unpaidAmount = sql`coalesce(${unpaid(sql`sum(${invoices.amount})`)}, 0)`;
const unpaidCount = unpaid(sql`count(*)`);
const overdueOf = (today: string) =>
  sql`EXISTS ${unpaid(sql`1`, sql`${invoices.dueDate} < ${today}::date`)}`;

/**
 * The oldest unpaid invoice's due date; else the first billing day from today (and from
 * billingStart) whose period has no invoice yet (one paid or voided ahead is skipped), looked for
 * a year ahead; null for a terminated subscriber.
 */
const nextDueDateOf = (today: string) => {
  const from = sql`greatest(${today}::date, ${subscribers.billingStart})`;
  const inMonth = sql`(date_trunc('month', ${from})::date + (${subscribers.billingDay} - 1))`;
  // The first billing day on or after `from` (a billing day is at most the 28th: any month has it).
  const first = sql`(CASE WHEN ${inMonth} >= ${from} THEN ${inMonth} ELSE (${inMonth} + interval '1 month')::date END)`;
  const invoiced = (due: SQL) =>
    sql`EXISTS (SELECT 1 FROM ${invoices} WHERE ${invoices.subscriberId} = ${subscribers.id} AND ${invoices.period} = to_char(${due}, 'YYYY-MM'))`;
  const second = sql`(${first} + interval '1 month')::date`;
  // The current period paid (or voided) is common, so the month after is tried at once; two or
  // more months ahead are rare, and only then are the months after walked, a year at most.
  const later = sql`(SELECT c.due FROM (SELECT (${first} + make_interval(months => k))::date AS due FROM generate_series(2, 12) AS k) c
     WHERE NOT ${invoiced(sql`c.due`)} ORDER BY c.due LIMIT 1)`;
  return sql`CASE WHEN ${subscribers.status} = 'terminated' THEN NULL
    ELSE coalesce(${unpaid(sql`min(${invoices.dueDate})`)},
                  CASE WHEN NOT ${invoiced(first)} THEN ${first}
                       WHEN NOT ${invoiced(second)} THEN ${second}
                       ELSE ${later} END) END`;
};

/** A list row's figures (docs/rules/billing.md#subscribers). */
export interface SubscriberDues {
  nextDueDate: string | null;
  unpaidAmount: number;
  unpaidCount: number;
  overdue: boolean;
}

const subscriberList = (
  filters: SubscriberFilters,
  today: string,
): ListSpec<SubscriberSortColumn> => {
  const conditions: (SQL | undefined)[] = [
    filters.routerId === undefined ? undefined : eq(subscribers.routerId, filters.routerId),
    filters.planId === undefined ? undefined : eq(subscribers.planId, filters.planId),
    filters.status === undefined ? undefined : eq(subscribers.status, filters.status),
    filters.overdue ? overdueOf(today) : undefined,
  ];
  return {
    sortKeys: {
      name: sortKey(subscribers.name, { caseInsensitive: true }),
      phone: sortKey(subscribers.phone),
      pppUsername: sortKey(subscribers.pppUsername, { caseInsensitive: true }),
      billingDay: sortKey(subscribers.billingDay),
      status: sortKey(subscribers.status),
      nextDueDate: { expression: nextDueDateOf(today), nullable: true },
      unpaidAmount: { expression: unpaidAmount, nullable: false },
      createdAt: sortKey(subscribers.createdAt),
      updatedAt: sortKey(subscribers.updatedAt),
    },
    searchColumns: [
      subscribers.name,
      subscribers.phone,
      subscribers.pppUsername,
      subscribers.address,
      subscribers.email,
    ],
    id: subscribers.id,
    filters: conditions,
  };
};

/** The router and plan names of `rows`, two lookups for a whole page. */
async function withNames(db: Executor, rows: SubscriberRow[]): Promise<SubscriberView[]> {
  if (rows.length === 0) return [];
  const routerIds = [...new Set(rows.map((row) => row.routerId))];
  const planIds = [...new Set(rows.map((row) => row.planId))];
  const [routerRows, planRows] = await Promise.all([
    db
      .select({ id: routers.id, name: routers.routerName })
      .from(routers)
      .where(inArray(routers.id, routerIds)),
    db
      .select({ id: plans.id, name: plans.name, price: plans.price })
      .from(plans)
      .where(inArray(plans.id, planIds)),
  ]);
  const routerNames = new Map(routerRows.map((r) => [r.id, r.name]));
  const planById = new Map(planRows.map((p) => [p.id, p]));
  return rows.map((row) => ({
    row,
    routerName: routerNames.get(row.routerId) ?? '',
    planName: planById.get(row.planId)?.name ?? '',
    planPrice: planById.get(row.planId)?.price ?? 0,
  }));
}

/** The figures of `rows` (a page), one statement. */
async function duesOf(
  db: Executor,
  rows: SubscriberRow[],
  today: string,
): Promise<Map<string, SubscriberDues>> {
  if (rows.length === 0) return new Map();
  const figures = await db
    .select({
      id: subscribers.id,
      nextDueDate: sql<string | null>`(${nextDueDateOf(today)})::text`,
      unpaidAmount: sql<string>`(${unpaidAmount})::text`,
      unpaidCount: sql<number>`(${unpaidCount})::int`,
      overdue: sql<boolean>`${overdueOf(today)}`,
    })
    .from(subscribers)
    .where(
      inArray(
        subscribers.id,
        rows.map((row) => row.id),
      ),
    );
  return new Map(
    figures.map((row) => [
      row.id,
      {
        nextDueDate: row.nextDueDate,
        unpaidAmount: Number(row.unpaidAmount),
        unpaidCount: Number(row.unpaidCount),
        overdue: row.overdue === true,
      },
    ]),
  );
}

/** A list row: the subscriber and what it owes. */
export interface SubscriberListView extends SubscriberView {
  dues: SubscriberDues;
}

const NO_DUES: SubscriberDues = {
  nextDueDate: null,
  unpaidAmount: 0,
  unpaidCount: 0,
  overdue: false,
};

/** A page of the list; what each subscriber owes is judged by `today` (`YYYY-MM-DD`, WIB). */
export async function listSubscribers(
  db: Executor,
  query: ResolvedListQuery<SubscriberSortColumn>,
  filters: SubscriberFilters,
  today: string,
): Promise<ListResult<SubscriberListView>> {
  const { rows, total } = await listRecords(db, subscribers, query, subscriberList(filters, today));
  const [views, dues] = await Promise.all([withNames(db, rows), duesOf(db, rows, today)]);
  return {
    rows: views.map((view) => ({ ...view, dues: dues.get(view.row.id) ?? NO_DUES })),
    total,
  };
}

export async function findSubscriberRow(db: Executor, id: string): Promise<SubscriberRow | null> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id)).limit(1);
  return row ?? null;
}

export async function findSubscriber(db: Executor, id: string): Promise<SubscriberView | null> {
  const row = await findSubscriberRow(db, id);
  return row ? ((await withNames(db, [row]))[0] ?? null) : null;
}

export async function viewsOf(db: Executor, rows: SubscriberRow[]): Promise<SubscriberView[]> {
  return withNames(db, rows);
}

/** Which of `usernames` are subscribers of the router already. */
export async function subscribedUsernames(
  db: Executor,
  routerId: string,
  usernames: readonly string[],
): Promise<Set<string>> {
  if (usernames.length === 0) return new Set();
  const rows = await db
    .select({ username: subscribers.pppUsername })
    .from(subscribers)
    .where(
      and(eq(subscribers.routerId, routerId), inArray(subscribers.pppUsername, [...usernames])),
    );
  return new Set(rows.map((row) => row.username));
}

/** Rows per INSERT: a statement takes at most 65,535 parameters, and a row carries about ten. */
const INSERT_BATCH_ROWS = 1000;

/** Inserts `values` in order (an import's thousands of rows in a few statements). */
export async function insertSubscribers(
  db: Executor,
  values: NewSubscriberRow[],
): Promise<SubscriberRow[]> {
  const rows: SubscriberRow[] = [];
  for (let start = 0; start < values.length; start += INSERT_BATCH_ROWS) {
    const batch = values.slice(start, start + INSERT_BATCH_ROWS);
    rows.push(...(await db.insert(subscribers).values(batch).returning()));
  }
  return rows;
}

export async function updateSubscriber(
  db: Executor,
  id: string,
  values: Partial<NewSubscriberRow>,
): Promise<SubscriberRow | null> {
  const [row] = await db.update(subscribers).set(values).where(eq(subscribers.id, id)).returning();
  return row ?? null;
}

export async function deleteSubscriber(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .delete(subscribers)
    .where(eq(subscribers.id, id))
    .returning({ id: subscribers.id });
  return rows.length > 0;
}

export async function countSubscriberInvoices(db: Executor, id: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(invoices)
    .where(eq(invoices.subscriberId, id));
  return row?.count ?? 0;
}

export function toSubscriber({ row, routerName, planName, planPrice }: SubscriberView): Subscriber {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    address: row.address,
    routerId: row.routerId,
    routerName,
    pppUsername: row.pppUsername,
    planId: row.planId,
    planName,
    planPrice,
    billingDay: row.billingDay,
    billingStart: row.billingStart,
    status: row.status,
    notes: row.notes,
    routerChange: row.routerChange,
    routerChangeReason: row.routerChangeReason,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
}

export function toSubscriberListItem(view: SubscriberListView): SubscriberListItem {
  return { ...toSubscriber(view), ...view.dues };
}
