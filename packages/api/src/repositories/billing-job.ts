// What the billing job reads and writes (docs/rules/billing.md#the-billing-job): the periods due to
// be issued, the subscribers to isolate or restore, and the router changes waiting for their router.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { sqlRows } from '../db/client';

/** Ids as one array parameter (`{a,b}`): one bound value however many, where a list would be one each. */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

export type RouterChange = 'isolate' | 'restore' | 'terminate';

export interface DuePeriod {
  subscriberId: string;
  period: string;
}

/**
 * Every (subscriber, period) whose invoice is due to be issued by `today` (`YYYY-MM-DD`, WIB) and
 * has none: the period's due date (the billing day of that month) is at most `leadDays` away, is
 * not before the subscriber's billingStart, and the subscriber is not terminated. Periods missed
 * while no instance ran come back here until issued. Columns: subscriber_id, period, due, price
 * (the plan's price now), earliest due first, at most `limit`.
 */
const dueInvoices = (today: string, leadDays: number, limit: number) => sql`
    SELECT s.id AS subscriber_id, p.period, p.due, pl.price
      FROM subscribers s
      JOIN plans pl ON pl.id = s.plan_id
     CROSS JOIN LATERAL (
           SELECT to_char(m, 'YYYY-MM') AS period,
                  (m::date + (s.billing_day - 1)) AS due
             FROM generate_series(date_trunc('month', s.billing_start::timestamp),
                                  date_trunc('month', (${today}::date + ${leadDays}::int)::timestamp),
                                  interval '1 month') AS m) p
     WHERE s.status <> 'terminated'
       AND p.due >= s.billing_start
       AND p.due <= ${today}::date + ${leadDays}::int
       -- NOT IN over the whole table hashes it once (a correlated NOT EXISTS may be planned as a
       -- scan of invoices per subscriber while the table's statistics are young).
       AND (s.id, p.period) NOT IN (SELECT i.subscriber_id, i.period FROM invoices i)
     ORDER BY p.due, s.id
     LIMIT ${limit}`;

export async function duePeriods(
  db: Executor,
  today: string,
  leadDays: number,
  limit = 1_000_000,
): Promise<DuePeriod[]> {
  const rows = await sqlRows<{ subscriber_id: string; period: string }>(
    db,
    dueInvoices(today, leadDays, limit),
  );
  return rows.map((row) => ({ subscriberId: row.subscriber_id, period: row.period }));
}

/**
 * Takes the counter of `month` (`YYYY-MM`, the month of issue) and keeps it locked until the
 * transaction ends, as takeInvoiceNumber does, without taking a number: the last number given.
 */
export async function lockInvoiceCounter(tx: Executor, month: string): Promise<number> {
  const [row] = await sqlRows<{ last_number: number }>(
    tx,
    sql`
    INSERT INTO invoice_counters (month, last_number) VALUES (${month}, 0)
    ON CONFLICT (month) DO UPDATE SET last_number = invoice_counters.last_number
    RETURNING last_number`,
  );
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return Number(row.last_number);
}

/** Sets the counter of `month` (locked by lockInvoiceCounter in this transaction). */
export async function setInvoiceCounter(tx: Executor, month: string, last: number): Promise<void> {
  await tx.execute(sql`UPDATE invoice_counters SET last_number = ${last} WHERE month = ${month}`);
}

export interface IssuedInBatch {
  id: string;
  subscriberId: string;
  subscriberName: string;
  period: string;
  number: string;
  amount: number;
  dueDate: string;
}

/**
 * Issues up to `tokens.length` of the invoices due (dueInvoices) in one statement, numbered
 * `base + 1`, `base + 2`, … in the month of issue in the order they are due; `base` is the
 * month's counter, locked by this transaction. A (subscriber, period) another issuer committed
 * meanwhile is skipped (ON CONFLICT), so fewer rows than `candidates` means numbers were skipped:
 * the caller then rolls back and tries again. Each invoice gets its pay token from `tokens`.
 */
export async function insertDueInvoices(
  tx: Executor,
  batch: {
    today: string;
    leadDays: number;
    month: string;
    base: number;
    tokens: readonly string[];
    issuedAt: Date;
    by: string;
  },
): Promise<{ candidates: number; issued: IssuedInBatch[] }> {
  const [year, monthNumber] = batch.month.split('-');
  const prefix = `INV/${year}/${monthNumber}/`;
  const at = batch.issuedAt.toISOString();
  // Pay tokens are base64url: no comma, quote or brace to escape in an array literal.
  const tokens = `{${batch.tokens.join(',')}}`;
  const rows = await sqlRows<{
    candidates: number;
    id: string | null;
    subscriber_id: string;
    name: string;
    period: string;
    number: string;
    amount: number | string;
    due_date: string | Date;
  }>(
    tx,
    sql`
    WITH due AS (${dueInvoices(batch.today, batch.leadDays, batch.tokens.length)}),
    numbered AS (
      SELECT due.*, row_number() OVER (ORDER BY due.due, due.subscriber_id) AS rn FROM due),
    made AS (
      INSERT INTO invoices (number, subscriber_id, period, amount, issued_at, due_date, pay_token,
                            created_by, updated_by, created_at, updated_at)
      SELECT ${prefix} || lpad((${batch.base}::int + rn)::text,
                               greatest(5, length((${batch.base}::int + rn)::text)), '0'),
             subscriber_id, period, price, ${at}::timestamptz, due, (${tokens}::text[])[rn],
             ${batch.by}, ${batch.by}, ${at}::timestamptz, ${at}::timestamptz
        FROM numbered
       ORDER BY rn
      ON CONFLICT (subscriber_id, period) DO NOTHING
      RETURNING id, subscriber_id, period, number, amount, due_date)
    SELECT c.candidates, made.id, made.subscriber_id, s.name, made.period, made.number,
           made.amount, to_char(made.due_date, 'YYYY-MM-DD') AS due_date
      FROM (SELECT count(*)::int AS candidates FROM numbered) c
      LEFT JOIN made ON true
      LEFT JOIN subscribers s ON s.id = made.subscriber_id
     ORDER BY length(made.number), made.number`,
  );
  const candidates = Number(rows[0]?.candidates ?? 0);
  const issued = rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      id: row.id as string,
      subscriberId: row.subscriber_id,
      subscriberName: row.name,
      period: row.period,
      number: row.number,
      amount: Number(row.amount),
      dueDate: String(row.due_date),
    }));
  return { candidates, issued };
}

/**
 * Marks for isolation every active subscriber with an invoice still unpaid `graceDays` after its
 * due date (and after an admin's restore's exemption), unless a change already waits; returns
 * how many. The change itself (router, status, audit, event) is done by the router step.
 */
export async function markOverdueForIsolation(
  db: Executor,
  today: string,
  graceDays: number,
  at: Date,
): Promise<number> {
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`
    UPDATE subscribers s
       SET router_change = 'isolate', router_change_by = NULL,
           router_change_since = ${at.toISOString()}::timestamptz, router_change_reason = NULL
     WHERE s.status = 'active' AND s.router_change IS NULL
       AND s.id IN (SELECT i.subscriber_id FROM invoices i
                     WHERE i.status = 'unpaid' AND i.due_date + ${graceDays}::int < ${today}::date)
       AND (s.isolation_exempt_through IS NULL
            OR EXISTS (SELECT 1 FROM invoices i
                        WHERE i.subscriber_id = s.id AND i.status = 'unpaid'
                          AND i.due_date + ${graceDays}::int < ${today}::date
                          AND i.due_date > s.isolation_exempt_through))
    RETURNING s.id`,
  );
  return rows.length;
}

/**
 * Marks for restoration every subscriber the job isolated whose overdue invoices (unpaid, due
 * before `today`) are all paid or void; an admin's isolation waits for an admin's restore.
 */
export async function markPaidForRestore(db: Executor, today: string, at: Date): Promise<number> {
  const rows = await sqlRows<{ id: string }>(
    db,
    sql`
    UPDATE subscribers s
       SET router_change = 'restore', router_change_by = NULL,
           router_change_since = ${at.toISOString()}::timestamptz, router_change_reason = NULL
     WHERE s.status = 'isolated' AND s.router_change IS NULL AND NOT s.isolated_manually
       AND s.id NOT IN (SELECT i.subscriber_id FROM invoices i
                         WHERE i.status = 'unpaid' AND i.due_date < ${today}::date)
    RETURNING s.id`,
  );
  return rows.length;
}

/** A change waiting for its router, with what the router step needs to do it. */
export interface PendingChange {
  subscriberId: string;
  subscriberName: string;
  pppUsername: string;
  change: RouterChange;
  changeBy: string | null;
  /** The plan's profile (restore) and the router's isolate profile (isolate). */
  planProfile: string;
  isolateProfile: string;
}

/** The routers that have changes waiting. */
export async function routersWithPendingChanges(db: Executor): Promise<string[]> {
  const rows = await sqlRows<{ router_id: string }>(
    db,
    sql`SELECT DISTINCT router_id FROM subscribers WHERE router_change IS NOT NULL`,
  );
  return rows.map((row) => row.router_id);
}

/** Whether changes wait for the router `routerId`. */
export async function hasPendingChanges(db: Executor, routerId: string): Promise<boolean> {
  const rows = await sqlRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM subscribers
         WHERE router_id = ${routerId} AND router_change IS NOT NULL LIMIT 1`,
  );
  return rows.length > 0;
}

export async function pendingChangesOf(db: Executor, routerId: string): Promise<PendingChange[]> {
  const rows = await sqlRows<{
    id: string;
    name: string;
    ppp_username: string;
    router_change: RouterChange;
    router_change_by: string | null;
    ppp_profile: string;
    isolate_profile: string;
  }>(
    db,
    sql`
    SELECT s.id, s.name, s.ppp_username, s.router_change, s.router_change_by, p.ppp_profile,
           r.isolate_profile
      FROM subscribers s
      JOIN plans p ON p.id = s.plan_id
      JOIN routers r ON r.id = s.router_id
     WHERE s.router_id = ${routerId} AND s.router_change IS NOT NULL
     ORDER BY s.router_change_since, s.id`,
  );
  return rows.map((row) => ({
    subscriberId: row.id,
    subscriberName: row.name,
    pppUsername: row.ppp_username,
    change: row.router_change,
    changeBy: row.router_change_by,
    planProfile: row.ppp_profile,
    isolateProfile: row.isolate_profile,
  }));
}

/**
 * The router took these changes: each subscriber gets its status and its change is cleared, only
 * if that change still waits (another instance, or a newer request, did not get there first), in
 * one statement. Returns the subscribers this call did: the caller then writes their audit rows
 * and events in the same transaction.
 */
export async function completeChanges(
  tx: Executor,
  changes: readonly { subscriberId: string; change: RouterChange }[],
  at: Date,
): Promise<Set<string>> {
  if (changes.length === 0) return new Set();
  const rows = await sqlRows<{ id: string }>(
    tx,
    sql`
    UPDATE subscribers s
       SET status = CASE c.change WHEN 'isolate' THEN 'isolated' WHEN 'restore' THEN 'active'
                                  ELSE 'terminated' END,
           router_change = NULL, router_change_by = NULL,
           router_change_since = NULL, router_change_reason = NULL,
           updated_at = ${at.toISOString()}::timestamptz
      FROM unnest(${uuidArray(changes.map((c) => c.subscriberId))}::uuid[],
                  ${`{${changes.map((c) => c.change).join(',')}}`}::text[]) AS c(id, change)
     WHERE s.id = c.id AND s.router_change = c.change
    RETURNING s.id`,
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * The router refused or could not be reached: the changes keep waiting, with the reason (a row
 * that already holds it is left alone, so a router down for hours writes nothing each run).
 */
export async function keepChangePending(
  db: Executor,
  subscriberIds: readonly string[],
  reason: string,
): Promise<void> {
  if (subscriberIds.length === 0) return;
  const text = reason.slice(0, 500);
  await db.execute(sql`
    UPDATE subscribers SET router_change_reason = ${text}
     WHERE id = ANY(${uuidArray(subscriberIds)}::uuid[]) AND router_change IS NOT NULL
       AND router_change_reason IS DISTINCT FROM ${text}`);
}

/** The subscriber's row, locked until the transaction ends (two admins' clicks queue). */
export async function lockSubscriberForChange(
  tx: Executor,
  id: string,
): Promise<{
  id: string;
  name: string;
  pppUsername: string;
  routerId: string;
  status: string;
  routerChange: RouterChange | null;
} | null> {
  const [row] = await sqlRows<{
    id: string;
    name: string;
    ppp_username: string;
    router_id: string;
    status: string;
    router_change: RouterChange | null;
  }>(
    tx,
    sql`SELECT id, name, ppp_username, router_id, status, router_change
          FROM subscribers WHERE id = ${id} FOR UPDATE`,
  );
  return row
    ? {
        id: row.id,
        name: row.name,
        pppUsername: row.ppp_username,
        routerId: row.router_id,
        status: row.status,
        routerChange: row.router_change,
      }
    : null;
}

/**
 * Records an admin's change as waiting (replacing one that waited). A termination takes effect in
 * the database at once (no further invoice, no isolation); its router part waits like the others.
 */
export async function requestRouterChange(
  tx: Executor,
  id: string,
  request: {
    change: RouterChange;
    by: string;
    at: Date;
    isolatedManually?: boolean;
    exemptThrough?: string;
  },
): Promise<void> {
  await tx.execute(sql`
    UPDATE subscribers
       SET router_change = ${request.change}, router_change_by = ${request.by},
           router_change_since = ${request.at.toISOString()}::timestamptz, router_change_reason = NULL,
           status = CASE WHEN ${request.change} = 'terminate' THEN 'terminated' ELSE status END,
           isolated_manually = coalesce(${request.isolatedManually ?? null}::boolean, isolated_manually),
           isolation_exempt_through = coalesce(${request.exemptThrough ?? null}::date, isolation_exempt_through),
           updated_by = ${request.by}, updated_at = ${request.at.toISOString()}::timestamptz
     WHERE id = ${id}`);
}

/** Voids the subscriber's unpaid invoices not yet due (due on or after `today`); their ids. */
export async function voidUnpaidInvoicesFrom(
  tx: Executor,
  subscriberId: string,
  today: string,
  reason: string,
  by: string,
  at: Date,
): Promise<string[]> {
  const rows = await sqlRows<{ id: string }>(
    tx,
    sql`
    UPDATE invoices
       SET status = 'void', void_reason = ${reason}, updated_by = ${by},
           updated_at = ${at.toISOString()}::timestamptz
     WHERE subscriber_id = ${subscriberId} AND status = 'unpaid' AND due_date >= ${today}::date
    RETURNING id`,
  );
  return rows.map((row) => row.id);
}
