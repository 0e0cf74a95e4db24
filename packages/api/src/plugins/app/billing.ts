import fp from 'fastify-plugin';
import { invoiceSettleHandler } from '../../billing/online-pay';
import { BillingService } from '../../billing/service';
import { INVOICE_SETTLE_JOB } from '../../repositories/jobs';
import type { AppConfig } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** Subscribers and monthly billing (docs/rules/billing.md). */
    billing: BillingService;
  }
}

export interface BillingPluginOptions {
  config: Pick<AppConfig, 'payments'>;
}

export const billingPlugin = fp<BillingPluginOptions>(
  async (app, { config }) => {
    const deps = {
      db: app.db,
      routerAccess: app.routerAccess,
      clock: () => app.clock(),
      publicOrigin: config.payments.publicOrigin,
    };
    app.decorate('billing', new BillingService(deps));
    // A Tripay transaction paying an invoice became PAID (queued by payments).
    app.jobs.handle(INVOICE_SETTLE_JOB, invoiceSettleHandler(deps));
  },
  { name: 'billing', fastify: '5.x', dependencies: ['db', 'routers', 'clock', 'jobs'] },
);
