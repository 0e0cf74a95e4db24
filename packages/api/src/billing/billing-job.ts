// The billing job (docs/rules/billing.md#the-billing-job): run at start and every BILLING_POLL_MS
// by whichever instance claims it from the jobs table. One run issues every invoice due by today
// in WIB (periods missed while no instance ran included), marks the overdue subscribers for
// isolation and the paid ones for restoration, and does every waiting change on its router. Each
// step is safe to repeat and to run on two instances at once: the unique (subscriber, period)
// index, and a change cleared only by the transaction that finds it still waiting, decide.
import { wibDay } from 'contracts/format';
import type { ClaimedJob } from '../repositories/jobs';
import {
  duePeriods,
  markOverdueForIsolation,
  markPaidForRestore,
  routersWithPendingChanges,
} from '../repositories/billing-job';
import { readBillingSettings } from '../repositories/billing-settings';
import { writeAudit } from '../repositories/audit-log';
import { HttpError } from '../schemas/errors';
import type { BillingCaller, BillingDeps } from './context';
import { issueInvoice } from './invoices';
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
const ROUTERS_IN_PARALLEL = 8;

/** The job as the invoices' and audit rows' author: no user. */
function jobCaller(deps: BillingDeps): BillingCaller {
  return {
    username: 'billing',
    audit: (tx, entry) =>
      writeAudit(tx, { actorId: null, actorUsername: null, address: null }, entry, deps.clock()),
  };
}

/** Issues every invoice due by today (WIB), the earliest first; how many, and how many were there. */
export async function issueDueInvoices(
  deps: BillingDeps,
): Promise<{ issued: number; alreadyIssued: number }> {
  const settings = await readBillingSettings(deps.db.orm);
  const due = await duePeriods(deps.db.orm, wibDay(deps.clock()), settings.invoiceLeadDays);
  const caller = jobCaller(deps);
  let issued = 0;
  let alreadyIssued = 0;
  for (const { subscriberId, period } of due) {
    try {
      // The one issuing function (billing/invoices.ts): the month's gap-free number, the unique
      // (subscriber, period), the event and the audit row in one transaction.
      await issueInvoice(deps, caller, subscriberId, period);
      issued++;
    } catch (error) {
      // 409: another instance (or an admin) issued it first, or the subscriber was terminated
      // meanwhile; 404: deleted meanwhile. Either way there is nothing to issue.
      if (error instanceof HttpError && (error.statusCode === 409 || error.statusCode === 404))
        alreadyIssued++;
      else throw error;
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
