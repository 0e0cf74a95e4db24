import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { PaymentService } from '../../payments/service';
import { PaymentWorker } from '../../payments/worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Payments (docs/rules/payments.md): status moves, provisioning, Tripay clients. */
    payments: PaymentService;
    /** The payment jobs of this instance (started on ready when PAYMENT_WORKER is true). */
    paymentWorker: PaymentWorker;
  }
}

export interface PaymentsPluginOptions {
  config: Pick<AppConfig, 'payments' | 'routers' | 'shutdown'>;
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
    const worker = new PaymentWorker(app.db, service, log, {
      // Long enough for a listing and a create on a slow router; a dead instance's jobs wait this long.
      leaseMs: config.routers.commandTimeoutMs * 4 + 5000,
    });
    app.decorate('payments', service);
    app.decorate('paymentWorker', worker);
    if (config.payments.worker) {
      app.addHook('onReady', async () => {
        await worker.start();
      });
    }
    // Draining, a job gets the drain delay to finish (a provisioning half done is safe to redo,
    // but needlessly); what still runs then is handed back to another instance.
    app.onDrain(() => worker.stop({ abandonAfterMs: config.shutdown.drainMs }));
    app.addHook('preClose', async () => {
      // After a drain the jobs still running were handed back: closing waits for none of them.
      await worker.stop(app.draining ? { abandonAfterMs: 0 } : {});
    });
  },
  { name: 'payments', fastify: '5.x', dependencies: ['db', 'routers', 'drain'] },
);
