import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { JobRegistry } from '../../jobs/registry';
import { JobWorker } from '../../jobs/worker';

declare module 'fastify' {
  interface FastifyInstance {
    /** Job kind → handler, monitor round → listeners: the domains' plugins register theirs. */
    jobs: JobRegistry;
    /** The job worker of this instance (started on ready when PAYMENT_WORKER is true). */
    jobWorker: JobWorker;
  }
}

/** The registry, empty: registered before the domains' plugins, which fill it. */
export const jobRegistryPlugin = fp(
  async (app) => {
    app.decorate('jobs', new JobRegistry());
  },
  { name: 'jobs', fastify: '5.x' },
);

export interface JobWorkerPluginOptions {
  config: Pick<AppConfig, 'payments' | 'routers' | 'shutdown'>;
}

/** The worker that runs the registered kinds; registered after every plugin that registers one. */
export const jobWorkerPlugin = fp<JobWorkerPluginOptions>(
  async (app, { config }) => {
    const worker = new JobWorker(app.db, app.jobs, app.log.child({ module: 'jobs' }), {
      // Long enough for a listing and a create on a slow router; a dead instance's jobs wait this long.
      leaseMs: config.routers.commandTimeoutMs * 4 + 5000,
      retryBaseMs: config.payments.retryBaseMs,
    });
    app.decorate('jobWorker', worker);
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
  { name: 'job-worker', fastify: '5.x', dependencies: ['db', 'jobs', 'drain'] },
);
