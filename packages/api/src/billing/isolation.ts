// Isolation, restoration and termination of subscribers on their routers
// (docs/rules/billing.md#isolation). A change is first recorded as waiting on the subscriber
// (`router_change`), by the billing job or an admin; then the router step does it on the router
// (pipelined for all of a router's waiting changes) and, in one transaction per subscriber,
// writes the status, the audit row and the billing event and clears the change — only if that
// change still waits, so it is done once however many instances try. A router that is down keeps
// the change waiting with its diagnosis, and the next run tries again. Nothing is written to the
// router but the secret's profile (or disabled flag) and the removal of its sessions.
import { applyPppAccountChanges, ensurePppProfile, type PppAccountChange } from 'routeros';
import { BILLING_MESSAGES } from 'contracts/messages';
import { wibDay } from 'contracts/format';
import type { Subscriber } from 'contracts/schemas';
import { named, type AuditEntry } from '../lib/audit-log';
import { isRecordId } from '../lib/record-id';
import { writeAudits } from '../repositories/audit-log';
import {
  completeChanges,
  keepChangePending,
  lockSubscriberForChange,
  pendingChangesOf,
  requestRouterChange,
  voidUnpaidInvoicesFrom,
  type PendingChange,
  type RouterChange,
} from '../repositories/billing-job';
import { recordBillingEvents } from '../repositories/invoices';
import { findRouterById } from '../repositories/routers';
import { findSubscriber, toSubscriber } from '../repositories/subscribers';
import { diagnose } from '../routers/diagnosis';
import { conflict, notFound } from '../schemas/errors';
import type { BillingCaller, BillingDeps } from './context';

/** What the router step did on one router. */
export interface RouterChangeResult {
  done: number;
  /** Still waiting (the router down or refusing); the reason is on each subscriber. */
  pending: number;
}

const EVENT_OF = {
  isolate: 'subscriber_isolated',
  restore: 'subscriber_restored',
  terminate: 'subscriber_terminated',
} as const;

const ACTION_SUMMARY = {
  isolate: 'Isolated',
  restore: 'Restored',
  terminate: 'Disabled the PPP secret of terminated',
} as const;

function accountChange(change: PendingChange): PppAccountChange {
  if (change.change === 'isolate')
    return { name: change.pppUsername, profile: change.isolateProfile };
  if (change.change === 'restore') return { name: change.pppUsername, profile: change.planProfile };
  return { name: change.pppUsername, disabled: true };
}

/**
 * Does the waiting changes of one router: the isolate profile made when an isolation needs it and
 * the router lacks it, then every account changed in one pipelined batch. `caller` (an admin's
 * request) writes the audit rows of its own subscriber's change; the others are the job's.
 */
export async function applyRouterChanges(
  deps: BillingDeps,
  routerId: string,
  caller?: { subscriberId: string; caller: BillingCaller },
): Promise<RouterChangeResult> {
  const changes = await pendingChangesOf(deps.db.orm, routerId);
  if (changes.length === 0) return { done: 0, pending: 0 };
  const router = await findRouterById(deps.db.orm, routerId);
  if (!router) return { done: 0, pending: changes.length };
  let outcomes;
  try {
    const manager = deps.routerAccess.manager(router);
    // One attempt per run is the retry rate the job wants: no backoff left from the last one.
    manager.resetBackoff();
    const isolateProfiles = [
      ...new Set(changes.filter((c) => c.change === 'isolate').map((c) => c.isolateProfile)),
    ];
    for (const profile of isolateProfiles) await ensurePppProfile(manager, profile);
    outcomes = await applyPppAccountChanges(manager, changes.map(accountChange));
  } catch (error) {
    await keepChangePending(
      deps.db.orm,
      changes.map((c) => c.subscriberId),
      diagnose(error, router.routerName).message,
    );
    return { done: 0, pending: changes.length };
  }
  // Refused ones keep waiting, one statement per reason.
  const refusedBecause = new Map<string, string[]>();
  const taken: { change: PendingChange; kicked: number }[] = [];
  for (const [i, change] of changes.entries()) {
    const outcome = outcomes[i];
    if (outcome?.status === 'done') {
      taken.push({ change, kicked: outcome.kicked });
      continue;
    }
    const reason =
      outcome?.status === 'failed'
        ? diagnose(outcome.error, router.routerName).message
        : BILLING_MESSAGES.secretMissingOnRouter;
    refusedBecause.set(reason, [...(refusedBecause.get(reason) ?? []), change.subscriberId]);
  }
  for (const [reason, ids] of refusedBecause) await keepChangePending(deps.db.orm, ids, reason);
  if (taken.length === 0) return { done: 0, pending: changes.length };

  // Every change the router took, in one transaction: each done once, by whoever clears it first.
  const at = deps.clock();
  const done = await deps.db.transaction(async (tx) => {
    const cleared = await completeChanges(
      tx,
      taken.map(({ change }) => change),
      at,
    );
    // A termination's event and audit row were written when it was asked for.
    const told = taken.filter(
      ({ change }) => cleared.has(change.subscriberId) && change.change !== 'terminate',
    );
    await recordBillingEvents(
      tx,
      told.map(({ change }) => ({
        event: EVENT_OF[change.change as Exclude<RouterChange, 'terminate'>],
        subscriberId: change.subscriberId,
        at,
      })),
    );
    const jobRows: Parameters<typeof writeAudits>[1][number][] = [];
    for (const { change, kicked } of told) {
      const entry = changeAuditEntry(change, kicked);
      if (caller?.subscriberId === change.subscriberId) await caller.caller.audit(tx, entry);
      else
        jobRows.push({
          origin: { actorId: null, actorUsername: change.changeBy, address: null },
          entry,
          at,
        });
    }
    await writeAudits(tx, jobRows);
    return cleared.size;
  });
  return { done, pending: changes.length - done };
}

/** The audit row of an isolation or restoration the router took. */
function changeAuditEntry(change: PendingChange, kicked: number): AuditEntry {
  return {
    action: change.change,
    resource: 'subscriber',
    resourceId: change.subscriberId,
    summary: `${ACTION_SUMMARY[change.change]} ${named('subscriber', change.subscriberName)} (PPP ${change.pppUsername})`,
    after: {
      status: change.change === 'isolate' ? 'isolated' : 'active',
      pppProfile: change.change === 'isolate' ? change.isolateProfile : change.planProfile,
      sessionsEnded: kicked,
    },
  };
}

/**
 * An admin isolates, restores or terminates a subscriber (`POST /subscribers/{id}/isolate|restore|
 * terminate`): the change is recorded as waiting, then tried on the router at once. The answer is
 * the subscriber afterwards: done, or still waiting with the router's reason (the job retries).
 */
export async function requestSubscriberChange(
  deps: BillingDeps,
  caller: BillingCaller,
  id: string,
  change: RouterChange,
): Promise<Subscriber> {
  if (!isRecordId(id)) throw notFound(BILLING_MESSAGES.subscriberNotFound);
  const at = deps.clock();
  const routerId = await deps.db.transaction(async (tx) => {
    const row = await lockSubscriberForChange(tx, id);
    if (!row) throw notFound(BILLING_MESSAGES.subscriberNotFound);
    if (row.status === 'terminated') throw conflict(BILLING_MESSAGES.subscriberTerminated);
    if (change === 'isolate' && row.status === 'isolated' && row.routerChange === null)
      throw conflict(BILLING_MESSAGES.subscriberAlreadyIsolated);
    if (change === 'restore' && row.status === 'active' && row.routerChange === null)
      throw conflict(BILLING_MESSAGES.subscriberNotIsolated);
    const today = wibDay(at);
    await requestRouterChange(tx, id, {
      change,
      by: caller.username,
      at,
      ...(change === 'isolate' ? { isolatedManually: true } : {}),
      // A restore by hand forgives, for isolation, the invoices overdue now (they stay unpaid).
      ...(change === 'restore' ? { isolatedManually: false, exemptThrough: today } : {}),
    });
    if (change === 'terminate') {
      const voided = await voidUnpaidInvoicesFrom(
        tx,
        id,
        today,
        BILLING_MESSAGES.voidedByTermination,
        caller.username,
        at,
      );
      await recordBillingEvents(tx, [
        ...voided.map((invoiceId) => ({
          event: 'invoice_voided' as const,
          subscriberId: id,
          invoiceId,
          at,
        })),
        { event: 'subscriber_terminated', subscriberId: id, at },
      ]);
      await caller.audit(tx, {
        action: 'terminate',
        resource: 'subscriber',
        resourceId: id,
        summary: `Terminated ${named('subscriber', row.name)} (PPP ${row.pppUsername})`,
        before: { status: row.status },
        after: { status: 'terminated', voidedInvoices: voided.length },
      });
    }
    return row.routerId;
  });
  await applyRouterChanges(deps, routerId, { subscriberId: id, caller });
  const view = await findSubscriber(deps.db.orm, id);
  if (!view) throw notFound(BILLING_MESSAGES.subscriberNotFound);
  return toSubscriber(view);
}
