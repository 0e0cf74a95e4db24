import fp from 'fastify-plugin';
import { BillingService } from '../../billing/service';
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
    app.decorate(
      'billing',
      new BillingService({
        db: app.db,
        routerAccess: app.routerAccess,
        clock: () => app.clock(),
        publicOrigin: config.payments.publicOrigin,
      }),
    );
  },
  { name: 'billing', fastify: '5.x', dependencies: ['db', 'routers', 'clock'] },
);
