// The invoices to remind today (docs/rules/notify.md#reminders): unpaid, of a subscriber not
// terminated, due `reminderDays` days from today (WIB) or today itself, and not reminded today yet.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { sqlRows } from '../db/client';

export interface InvoiceToRemind {
  invoiceId: string;
  subscriberId: string;
  /** 0: due today (`invoice_due`); otherwise the reminder day. */
  daysBefore: number;
}

/**
 * `today` is `YYYY-MM-DD` in WIB. A reminder of an invoice issued today is left out (the issuing
 * message said it all); the due-date message is not. "Not yet" is "no such event since today's
 * midnight": a later run the same day finds the event and leaves the invoice.
 */
export async function invoicesToRemind(
  db: Executor,
  today: string,
  reminderDays: readonly number[],
): Promise<InvoiceToRemind[]> {
  const days = [...new Set(reminderDays.filter((day) => day > 0)), 0];
  const rows = await sqlRows<{ id: string; subscriber_id: string; days_before: number }>(
    db,
    sql`
    SELECT i.id, i.subscriber_id, (i.due_date - ${today}::date) AS days_before
      FROM invoices i
      JOIN subscribers s ON s.id = i.subscriber_id
     WHERE i.status = 'unpaid' AND s.status <> 'terminated'
       AND i.due_date IN (SELECT ${today}::date + d::int
                            FROM jsonb_array_elements_text(${JSON.stringify(days)}::jsonb) AS d)
       AND (i.due_date = ${today}::date
            OR (i.issued_at AT TIME ZONE 'Asia/Jakarta')::date < ${today}::date)
       AND NOT EXISTS (
             SELECT 1 FROM billing_events e
              WHERE e.event = CASE WHEN i.due_date = ${today}::date THEN 'invoice_due'
                                   ELSE 'invoice_reminder' END
                AND e.invoice_id = i.id
                AND e.at >= (${today}::date::timestamp AT TIME ZONE 'Asia/Jakarta'))
     ORDER BY i.due_date, i.id`,
  );
  return rows.map((row) => ({
    invoiceId: row.id,
    subscriberId: row.subscriber_id,
    daysBefore: Number(row.days_before),
  }));
}
