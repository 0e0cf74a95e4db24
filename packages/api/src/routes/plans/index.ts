// `/api/plans` (docs/rules/billing.md#plans): read by any signed-in user, written by admins, in the
// `{ success, data }` envelope. Each write is one call of the billing service.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BILLING_MESSAGES } from 'contracts/messages';
import {
  CreatePlanBody,
  PLAN_SORT_COLUMNS,
  PlanListQuery,
  PlanSchema,
  RecordIdParams,
  UpdatePlanBody,
} from 'contracts/schemas';
import { registerReadRoutes, SuccessDeletedSchema, trimBody } from '../record-routes';
import { bearerAuth } from '../../plugins/app/auth';
import { findPlan, listPlans, toPlan } from '../../repositories/plans';
import { successEnvelope, successStyle } from '../../schemas/envelopes';
import { errorResponses } from '../../schemas/errors';
import { billingCaller } from '../billing/caller';

const TAG = 'billing';
const WRITE_ERRORS = errorResponses(400, 401, 403, 404, 409);

export const planRoutes: FastifyPluginAsyncTypebox = async (app) => {
  registerReadRoutes(app, {
    tag: TAG,
    noun: 'Plan',
    schema: PlanSchema,
    envelope: 'success',
    listQuery: PlanListQuery,
    sortColumns: PLAN_SORT_COLUMNS,
    defaultSortCol: 'name',
    defaultSortDir: 'asc',
    listSummary: 'List plans: search (name, PPP profile, description), sort, page',
    list: listPlans,
    find: findPlan,
    toOutput: toPlan,
  });

  const adminWrite = { onRequest: [app.requireAdmin], config: successStyle };

  app.post(
    '/',
    {
      ...adminWrite,
      preValidation: trimBody(),
      schema: {
        tags: [TAG],
        summary: 'Create a plan (admin); a taken name is a validation_error on name',
        security: bearerAuth,
        body: CreatePlanBody,
        response: { 201: successEnvelope(PlanSchema), ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const plan = await app.billing.createPlan(billingCaller(request), request.body);
      return reply.code(201).send({
        success: true as const,
        data: toPlan(plan),
        message: BILLING_MESSAGES.planCreated,
      });
    },
  );

  app.put(
    '/:id',
    {
      ...adminWrite,
      preValidation: trimBody(),
      schema: {
        tags: [TAG],
        summary:
          'Change a plan (admin); fields left out keep their values; a new price applies from the next invoice',
        security: bearerAuth,
        params: RecordIdParams,
        body: UpdatePlanBody,
        response: { 200: successEnvelope(PlanSchema), ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const plan = await app.billing.updatePlan(
        billingCaller(request),
        request.params.id,
        request.body,
      );
      return { success: true as const, data: toPlan(plan), message: BILLING_MESSAGES.planUpdated };
    },
  );

  app.delete(
    '/:id',
    {
      ...adminWrite,
      schema: {
        tags: [TAG],
        summary: 'Delete a plan (admin); 409 naming how many subscribers still use it',
        security: bearerAuth,
        params: RecordIdParams,
        response: { 200: SuccessDeletedSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => {
      await app.billing.deletePlan(billingCaller(request), request.params.id);
      return {
        success: true as const,
        data: { id: request.params.id },
        message: BILLING_MESSAGES.planDeleted,
      };
    },
  );
};
