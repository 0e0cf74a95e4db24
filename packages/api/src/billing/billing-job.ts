// The billing job (docs/rules/billing.md#the-billing-job): run at start and every BILLING_POLL_MS
// by whichever instance claims it from the jobs table. One run issues every invoice due by today
// in WIB (periods missed while no instance ran included), marks the overdue subscribers for
// isolation and the paid ones for restoration, and does every waiting change on its router. Each
// step is safe to repeat and to run on two instances at once: the unique (subscriber, period)
// index, and a change cleared only by the transaction that finds it still waiting, decide.
import { wibDay } from 'contracts/format';
import type { RouterRow } from '../db/schema';
import { BILLING_JOB, BILLING_JOB_KEY, wakeJob, type ClaimedJob } from '../repositories/jobs';
import {
  duePeriods,
  hasPendingChanges,
  insertDueInvoices,
  lockInvoiceCounter,
  markOverdueForIsolation,
  markPaidForRestore,
  routersWithPendingChanges,
  setInvoiceCounter,
} from '../repositories/billing-job';
import { readBillingSettings } from '../repositories/billing-settings';
import { writeAudits } from '../repositories/audit-log';
import { recordBillingEvents } from '../repositories/invoices';
import type { BillingDeps } from './context';
import { issueAuditEntry, payToken } from './invoices';
import { applyRouterChanges } from './isolation';
import { queueReminders } from './reminders';

export interface BillingRunResult {
  issued: number;
  /** Issued meanwhile by another instance or an admin (their invoice stands). */
  alreadyIssued: number;
  markedForIsolation: number;
  markedForRestore: number;
  /** Changes done on routers in this run. */
  changed: number;
  /** Changes still waiting for their router. */
  pending: number;
}

/** Routers worked on at once (each is one connection, pipelined). */
const ROUTERS_IN_PARALLEL = 32;

/** The job as the invoices' author (`createdBy`) and its audit rows' origin: no user. */
const JOB_USERNAME = 'billing';
const JOB_ORIGIN = { actorId: null, actorUsername: null, address: null };

/** Invoices issued in one transaction: the month's counter is held that long by one batch. */
export const ISSUE_BATCH = 1000;

/** A batch that met invoices issued meanwhile by another issuer: rolled back, numbers unspent. */
class IssueRaced extends Error {
  constructor(readonly skipped: number) {
    super('Invoices were issued meanwhile by another issuer');
  }
}

/**
 * Issues every invoice due by today (WIB), the earliest first, in batches: each batch is one
 * transaction that locks the month's counter, inserts up to ISSUE_BATCH invoices in one statement
 * numbered from it, moves the counter past them and writes their events and audit rows — the
 * rows issueInvoice writes for one. A batch that meets a (subscriber, period) another instance or
 * an admin committed meanwhile rolls back whole (its numbers unspent) and is done again without
 * it. Returns how many were issued, and how many were found issued by another meanwhile.
 */
export async function issueDueInvoices(
  deps: BillingDeps,
): Promise<{ issued: number; alreadyIssued: number }> {
  const settings = await readBillingSettings(deps.db.orm);
  let issued = 0;
  let alreadyIssued = 0;
  let racesInARow = 0;
  for (;;) {
    const issuedAt = deps.clock();
    const today = wibDay(issuedAt);
    // Asked before the counter is first locked: a run with nothing due writes nothing. After a
    // full batch the next one just looks (an empty one costs a counter lock, no number).
    const first = issued === 0 && alreadyIssued === 0;
    if (first && (await duePeriods(deps.db.orm, today, settings.invoiceLeadDays, 1)).length === 0)
      break;
    const tokens = Array.from({ length: ISSUE_BATCH }, payToken);
    try {
      const count = await deps.db.transaction(async (tx) => {
        const month = today.slice(0, 7);
        const base = await lockInvoiceCounter(tx, month);
        const batch = await insertDueInvoices(tx, {
          today,
          leadDays: settings.invoiceLeadDays,
          month,
          base,
          tokens,
          issuedAt,
          by: JOB_USERNAME,
        });
        if (batch.issued.length < batch.candidates)
          throw new IssueRaced(batch.candidates - batch.issued.length);
        await setInvoiceCounter(tx, month, base + batch.issued.length);
        await recordBillingEvents(
          tx,
          batch.issued.map((invoice) => ({
            event: 'invoice_issued' as const,
            subscriberId: invoice.subscriberId,
            invoiceId: invoice.id,
            at: issuedAt,
          })),
        );
        await writeAudits(
          tx,
          batch.issued.map((invoice) => ({
            origin: JOB_ORIGIN,
            at: issuedAt,
            entry: issueAuditEntry(invoice),
          })),
        );
        return batch.issued.length;
      });
      issued += count;
      racesInARow = 0;
      if (count < ISSUE_BATCH) break;
    } catch (error) {
      if (!(error instanceof IssueRaced)) throw error;
      // The other issuer's invoices are committed (ON CONFLICT waited for them): the next batch
      // no longer sees them due. A run that keeps losing leaves the rest to the next run.
      alreadyIssued += error.skipped;
      if (++racesInARow >= 5) break;
    }
  }
  return { issued, alreadyIssued };
}

/** Does every waiting change, router by router (a few routers at once). */
export async function applyPendingChanges(
  deps: BillingDeps,
): Promise<{ changed: number; pending: number }> {
  const routerIds = await routersWithPendingChanges(deps.db.orm);
  let changed = 0;
  let pending = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < routerIds.length) {
      const routerId = routerIds[next++] as string;
      const result = await applyRouterChanges(deps, routerId);
      changed += result.done;
      pending += result.pending;
    }
  };
  await Promise.all(
    Array.from({ length: Math.min(ROUTERS_IN_PARALLEL, routerIds.length) }, worker),
  );
  return { changed, pending };
}

/**
 * A monitor round's listener (the job registry's): a router the last check found offline answered
 * again. When changes wait for it, the billing job is made due now, so they go out within a worker
 * tick rather than at the next BILLING_POLL_MS.
 */
export function wakeBillingWhenRouterIsBack(deps: BillingDeps) {
  return async (router: RouterRow): Promise<boolean> => {
    if (router.isOnline) return false;
    if (!(await hasPendingChanges(deps.db.orm, router.id))) return false;
    await wakeJob(deps.db.orm, BILLING_JOB, BILLING_JOB_KEY);
    return true;
  };
}

/** One run of the billing job. */
export async function runBilling(deps: BillingDeps): Promise<BillingRunResult> {
  const { issued, alreadyIssued } = await issueDueInvoices(deps);
  const settings = await readBillingSettings(deps.db.orm);
  const now = deps.clock();
  const today = wibDay(now);
  const markedForIsolation = await markOverdueForIsolation(
    deps.db.orm,
    today,
    settings.graceDays,
    now,
  );
  const markedForRestore = await markPaidForRestore(deps.db.orm, today, now);
  await queueReminders(deps);
  const { changed, pending } = await applyPendingChanges(deps);
  return { issued, alreadyIssued, markedForIsolation, markedForRestore, changed, pending };
}

/** The job handler: a run, then the job completed (the registry's worker retries a rejection). */
export function billingJobHandler(
  deps: BillingDeps,
  complete: (job: ClaimedJob, workerId: string) => Promise<void>,
) {
  return async (job: ClaimedJob, workerId: string): Promise<BillingRunResult> => {
    const result = await runBilling(deps);
    await complete(job, workerId);
    return result;
  };
}
