// The checks every subscriber write shares (docs/rules/billing.md#subscribers): the phone, the
// billing start, the router and plan a body names, a router call's failures as answers, and a refused
// row as the form's answer.
import { BILLING_FIELD_MESSAGES } from 'contracts/messages';
import { normaliseIndonesianMobile } from 'contracts/limits';
import { wibDay } from 'contracts/format';
import { isCalendarDay } from 'contracts/schemas';
import { RouterOsTrapError, type RouterOsRunner } from 'routeros';
import type { Executor } from '../db/client';
import type { PlanRow, RouterRow } from '../db/schema';
import { mapUniqueViolation, pgErrorOf, PG_FOREIGN_KEY_VIOLATION } from '../lib/db-errors';
import { isRecordId } from '../lib/record-id';
import { findPlanRow } from '../repositories/plans';
import { findRouterById } from '../repositories/routers';
import { onRouterRow } from '../routers/on-router';
import { invalidField } from '../schemas/errors';
import type { BillingDeps } from './context';

const M = BILLING_FIELD_MESSAGES;

/** The audit trail's resource of a subscriber. */
export const SUBSCRIBER_RESOURCE = 'subscriber';

/**
 * A refused subscriber row as the form's answer: the username taken meanwhile (on `usernamePath`),
 * or the plan or router deleted between the check and the write.
 */
export function subscriberWriteError(error: unknown, usernamePath: string): unknown {
  const pg = pgErrorOf(error);
  if (pg?.code === PG_FOREIGN_KEY_VIOLATION) {
    if (pg.constraint === 'subscribers_plan_id_fkey') return invalidField('planId', M.planId);
    if (pg.constraint === 'subscribers_router_id_fkey') return invalidField('routerId', M.routerId);
  }
  return mapUniqueViolation(error, {
    subscribers_router_ppp_username_key: { path: usernamePath, message: M.pppUsernameTaken },
  });
}

/** A phone as stored (`62…`), or a validation_error on `phone`. */
export function subscriberPhone(typed: string): string {
  const phone = normaliseIndonesianMobile(typed, 'international');
  if (!phone) throw invalidField('phone', M.phone);
  return phone;
}

/** The billing start as given (a calendar day), or today in WIB. */
export function billingStartOf(given: string | undefined, now: Date): string {
  if (given === undefined) return wibDay(now);
  if (!isCalendarDay(given)) throw invalidField('billingStart', M.billingStart);
  return given;
}

/** The router a body names, or a validation_error on `routerId`. */
export async function routerOf(db: Executor, routerId: string): Promise<RouterRow> {
  const row = isRecordId(routerId) ? await findRouterById(db, routerId) : null;
  if (!row) throw invalidField('routerId', M.routerId);
  return row;
}

/** The plan a body names, or a validation_error on `planId`. */
export async function planOf(db: Executor, planId: string): Promise<PlanRow> {
  const row = isRecordId(planId) ? await findPlanRow(db, planId) : null;
  if (!row) throw invalidField('planId', M.planId);
  return row;
}

/**
 * Runs `work` on the subscriber's router (routers/on-router.ts: 502/504 with the reason, a trap in
 * the router's words); a secret name the router already has is the form's `pppUsername` error.
 */
export function onRouter<T>(
  deps: BillingDeps,
  router: RouterRow,
  work: (runner: RouterOsRunner) => Promise<T>,
): Promise<T> {
  return onRouterRow(deps, router, 'secret', async (runner) => {
    try {
      return await work(runner);
    } catch (error) {
      if (error instanceof RouterOsTrapError && /already (exists|have)/i.test(error.routerMessage))
        throw invalidField('pppUsername', M.pppSecretExists);
      throw error;
    }
  });
}
