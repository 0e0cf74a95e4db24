// The dashboard's billing figures (docs/rules/billing.md#dashboard): one statement over
// subscribers and invoices.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { sqlRows } from '../db/client';

export interface BillingFigures {
  subscribers: number;
  isolated: number;
  unpaidInvoices: number;
  unpaidAmount: number;
  overdueInvoices: number;
  mrr: number;
}

/** `today` is `YYYY-MM-DD` in WIB: an unpaid invoice due before it is overdue. */
export async function billingFigures(db: Executor, today: string): Promise<BillingFigures> {
  const [row] = await sqlRows<Record<keyof BillingFigures, string | number>>(
    db,
    sql`
      SELECT
        (SELECT count(*) FROM subscribers WHERE status <> 'terminated') AS subscribers,
        (SELECT count(*) FROM subscribers WHERE status = 'isolated') AS isolated,
        (SELECT count(*) FROM invoices WHERE status = 'unpaid') AS "unpaidInvoices",
        (SELECT coalesce(sum(amount), 0) FROM invoices WHERE status = 'unpaid') AS "unpaidAmount",
        (SELECT count(*) FROM invoices WHERE status = 'unpaid' AND due_date < ${today}::date)
          AS "overdueInvoices",
        (SELECT coalesce(sum(p.price), 0) FROM subscribers s JOIN plans p ON p.id = s.plan_id
          WHERE s.status = 'active') AS mrr`,
  );
  const n = (value: string | number | undefined) => Number(value ?? 0);
  return {
    subscribers: n(row?.subscribers),
    isolated: n(row?.isolated),
    unpaidInvoices: n(row?.unpaidInvoices),
    unpaidAmount: n(row?.unpaidAmount),
    overdueInvoices: n(row?.overdueInvoices),
    mrr: n(row?.mrr),
  };
}
