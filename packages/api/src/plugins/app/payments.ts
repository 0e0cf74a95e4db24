import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { PaymentService } from '../../payments/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payments (docs/rules/payments.md): status moves, provisioning, Tripay clients. */
    payments: PaymentService;
  }
}

export interface PaymentsPluginOptions {
  config: Pick<AppConfig, 'payments' | 'routers'>;
}

export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app, { config }) => {
    const log = app.log.child({ module: 'payments' });
    const service = new PaymentService(app.db, app.routerAccess, log, {
      tripayBaseUrl: config.payments.tripayBaseUrl,
      retryBaseMs: config.payments.retryBaseMs,
      reconcileAfterMs: config.payments.reconcileAfterMs,
      reconcileIntervalMs: config.payments.reconcileIntervalMs,
      commandTimeoutMs: config.routers.commandTimeoutMs,
    });
    app.decorate('payments', service);
    for (const [kind, handler] of service.jobHandlers()) app.jobs.handle(kind, handler);
    app.jobs.onStart(() => service.syncJobs());
  },
  { name: 'payments', fastify: '5.x', dependencies: ['db', 'routers', 'jobs'] },
);
