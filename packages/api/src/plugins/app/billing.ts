import fp from 'fastify-plugin';
import { billingJobHandler, wakeBillingWhenRouterIsBack } from '../../billing/billing-job';
import { invoiceSettleHandler } from '../../billing/online-pay';
import { BillingService, type BillingDeps } from '../../billing/service';
import type { AppConfig } from '../../config';
import {
  BILLING_JOB,
  BILLING_JOB_KEY,
  completeJob,
  ensureRecurringJobDueNow,
  INVOICE_SETTLE_JOB,
} from '../../repositories/jobs';

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
        key: BILLING_JOB_KEY,
        intervalMs: config.billing.pollMs,
      }),
    );
    // A router that was down answers again: the changes waiting for it go out now.
    const log = app.log.child({ module: 'billing' });
    const wake = wakeBillingWhenRouterIsBack(deps);
    app.jobs.onRound((router) =>
      wake(router).catch((error: unknown) => {
        log.error({ err: error, routerId: router.id }, 'Could not wake the billing job');
      }),
    );
    // A Tripay transaction paying an invoice became PAID (queued by payments).
    app.jobs.handle(INVOICE_SETTLE_JOB, invoiceSettleHandler(deps));
  },
  { name: 'billing', fastify: '5.x', dependencies: ['db', 'routers', 'clock', 'jobs'] },
);
