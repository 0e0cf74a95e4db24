// Reminders (docs/rules/notify.md#reminders): each billing job run records an `invoice_reminder`
// event for every unpaid invoice due `reminderDays` days from today (WIB) and an `invoice_due` for
// those due today, once a day each; the events queue their messages in the same transaction, and
// the messages' keys (event, invoice, channel, day) make each one queued exactly once.
import { wibDay } from 'contracts/format';
import { readBillingSettings } from '../repositories/billing-settings';
import { recordBillingEvents } from '../repositories/invoices';
import { invoicesToRemind } from '../repositories/reminders';
import type { BillingDeps } from './context';

/** How many reminder and due-date events this run recorded. */
export async function queueReminders(deps: Pick<BillingDeps, 'db' | 'clock'>): Promise<number> {
  const settings = await readBillingSettings(deps.db.orm);
  const at = deps.clock();
  const due = await invoicesToRemind(deps.db.orm, wibDay(at), settings.reminderDays);
  if (due.length === 0) return 0;
  await deps.db.transaction((tx) =>
    recordBillingEvents(
      tx,
      due.map((invoice) => ({
        event: invoice.daysBefore === 0 ? ('invoice_due' as const) : ('invoice_reminder' as const),
        subscriberId: invoice.subscriberId,
        invoiceId: invoice.invoiceId,
        at,
      })),
    ),
  );
  return due.length;
}
