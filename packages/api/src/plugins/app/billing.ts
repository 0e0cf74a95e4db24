import fp from 'fastify-plugin';
import { billingJobHandler } from '../../billing/billing-job';
import { BillingService, type BillingDeps } from '../../billing/service';
import type { AppConfig } from '../../config';
import { BILLING_JOB, completeJob, ensureRecurringJobDueNow } from '../../repositories/jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** Subscribers and monthly billing (docs/rules/billing.md). */
    billing: BillingService;
  }
}

export interface BillingPluginOptions {
  config: Pick<AppConfig, 'payments' | 'billing'>;
}

/**
 * The billing service, and its job (docs/rules/billing.md#the-billing-job): run at start and every
 * BILLING_POLL_MS by whichever instance's worker claims it from the jobs table.
 */
export const billingPlugin = fp<BillingPluginOptions>(
  async (app, { config }) => {
    const deps: BillingDeps = {
      db: app.db,
      routerAccess: app.routerAccess,
      clock: () => app.clock(),
      publicOrigin: config.payments.publicOrigin,
    };
    app.decorate('billing', new BillingService(deps));
    app.jobs.handle(
      BILLING_JOB,
      billingJobHandler(deps, (job, workerId) => completeJob(app.db.orm, job, workerId)),
    );
    app.jobs.onStart(() =>
      ensureRecurringJobDueNow(app.db.orm, {
        kind: BILLING_JOB,
        key: 'all',
        intervalMs: config.billing.pollMs,
      }),
    );
  },
  { name: 'billing', fastify: '5.x', dependencies: ['db', 'routers', 'clock', 'jobs'] },
);
