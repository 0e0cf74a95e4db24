// Plan use cases (docs/rules/billing.md#plans): each opens its transaction and writes its audit row
// in it. A plan in use is not deleted: the plan row is locked while its subscribers are counted, so
// a subscriber added meanwhile waits and the count holds until the delete.
import { BILLING_FIELD_MESSAGES, BILLING_MESSAGES } from 'contracts/messages';
import type { CreatePlanInput, UpdatePlanInput } from 'contracts/schemas';
import { changedFields, named } from '../lib/audit-log';
import { createdAudit, updatedAudit } from '../lib/audit';
import { mapDbErrors, mapUniqueViolation } from '../lib/db-errors';
import { isRecordId } from '../lib/record-id';
import {
  countPlanSubscribers,
  deletePlan as deletePlanRow,
  insertPlan,
  lockPlan,
  toPlan,
  updatePlan as updatePlanRow,
  type PlanView,
} from '../repositories/plans';
import { conflict, notFound } from '../schemas/errors';
import type { BillingCaller, BillingDeps } from './context';

const PLAN_NAME_TAKEN = {
  plans_name_lower_key: { path: 'name', message: BILLING_FIELD_MESSAGES.planNameTaken },
};

const RESOURCE = 'plan';

export async function createPlan(
  deps: BillingDeps,
  caller: BillingCaller,
  body: CreatePlanInput,
): Promise<PlanView> {
  return mapDbErrors(
    () =>
      deps.db.transaction(async (tx) => {
        const row = await insertPlan(tx, {
          name: body.name,
          price: body.price,
          pppProfile: body.pppProfile,
          description: body.description ?? '',
          ...createdAudit(caller, deps.clock()),
        });
        const view = { row, subscriberCount: 0 };
        await caller.audit(tx, {
          action: 'create',
          resource: RESOURCE,
          resourceId: row.id,
          summary: `Created ${named('plan', row.name)}`,
          after: toPlan(view),
        });
        return view;
      }),
    (error) => mapUniqueViolation(error, PLAN_NAME_TAKEN),
  );
}

export async function updatePlan(
  deps: BillingDeps,
  caller: BillingCaller,
  id: string,
  body: UpdatePlanInput,
): Promise<PlanView> {
  if (!isRecordId(id)) throw notFound(BILLING_MESSAGES.planNotFound);
  return mapDbErrors(
    () =>
      deps.db.transaction(async (tx) => {
        const before = await lockPlan(tx, id);
        if (!before) throw notFound(BILLING_MESSAGES.planNotFound);
        const row = await updatePlanRow(tx, id, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.price !== undefined ? { price: body.price } : {}),
          ...(body.pppProfile !== undefined ? { pppProfile: body.pppProfile } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          ...updatedAudit(caller, deps.clock()),
        });
        if (!row) throw notFound(BILLING_MESSAGES.planNotFound);
        const subscriberCount = await countPlanSubscribers(tx, id);
        const view = { row, subscriberCount };
        await caller.audit(tx, {
          action: 'update',
          resource: RESOURCE,
          resourceId: id,
          summary: `Changed ${named('plan', row.name)}`,
          ...changedFields(toPlan({ row: before, subscriberCount }), toPlan(view)),
        });
        return view;
      }),
    (error) => mapUniqueViolation(error, PLAN_NAME_TAKEN),
  );
}

export async function deletePlan(
  deps: BillingDeps,
  caller: BillingCaller,
  id: string,
): Promise<void> {
  if (!isRecordId(id)) throw notFound(BILLING_MESSAGES.planNotFound);
  await deps.db.transaction(async (tx) => {
    const row = await lockPlan(tx, id);
    if (!row) throw notFound(BILLING_MESSAGES.planNotFound);
    const used = await countPlanSubscribers(tx, id);
    if (used > 0) throw conflict(BILLING_MESSAGES.planInUse(used));
    await deletePlanRow(tx, id);
    await caller.audit(tx, {
      action: 'delete',
      resource: RESOURCE,
      resourceId: id,
      summary: `Deleted ${named('plan', row.name)}`,
      before: toPlan({ row, subscriberCount: 0 }),
    });
  });
}
