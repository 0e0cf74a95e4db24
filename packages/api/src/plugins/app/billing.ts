import fp from 'fastify-plugin';
import { BillingService } from '../../billing/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Subscribers and monthly billing (docs/rules/billing.md). */
    billing: BillingService;
  }
}

export const billingPlugin = fp(
  async (app) => {
    app.decorate(
      'billing',
      new BillingService({ db: app.db, routerAccess: app.routerAccess, clock: () => app.clock() }),
    );
  },
  { name: 'billing', fastify: '5.x', dependencies: ['db', 'routers', 'clock'] },
);
