import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { NotifySender } from '../../notify/sender';
import { NotifyService } from '../../notify/service';
import { setMessageLinkOrigin } from '../../repositories/message-events';
import { completeJob, ensureRecurringJobDueNow, NOTIFY_JOB } from '../../repositories/jobs';

declare module 'fastify' {
  interface FastifyInstance {
    /** The notifications' outbox, templates and test send (docs/rules/notify.md). */
    notify: NotifyService;
    /** This instance's sender of queued messages (the notify job runs it). */
    notifySender: NotifySender;
  }
}

export interface NotifyPluginOptions {
  config: Pick<AppConfig, 'payments' | 'notify'>;
}

/** How long one run of the notify job sends at most: well within the job's lease. */
const RUN_BUDGET_MS = 10_000;

/**
 * The notify service, and the notify job (docs/rules/notify.md#sending): every NOTIFY_POLL_MS,
 * whichever instance's worker claims it sends what is due.
 */
export const notifyPlugin = fp<NotifyPluginOptions>(
  async (app, { config }) => {
    // The links in messages (pay pages) start with the address subscribers reach.
    setMessageLinkOrigin(config.payments.publicOrigin);
    const box = app.routerAccess.box;
    app.decorate(
      'notify',
      new NotifyService({
        db: app.db,
        box,
        clock: () => app.clock(),
        smtpUrl: config.notify.smtpUrl,
      }),
    );
    const sender = new NotifySender({
      db: app.db,
      box,
      clock: () => app.clock(),
      log: app.log.child({ module: 'notify' }),
      smtpUrl: config.notify.smtpUrl,
      waMinIntervalMs: config.notify.waMinIntervalMs,
    });
    app.decorate('notifySender', sender);
    app.jobs.handle(NOTIFY_JOB, async (job, workerId) => {
      const result = await sender.run({ budgetMs: RUN_BUDGET_MS });
      await completeJob(app.db.orm, job, workerId);
      return result;
    });
    app.jobs.onStart(() =>
      ensureRecurringJobDueNow(app.db.orm, {
        kind: NOTIFY_JOB,
        key: 'all',
        intervalMs: config.notify.pollMs,
      }),
    );
    // A shutdown: no new claims; claimed messages not yet sent go back to the queue.
    app.onDrain(() => sender.stop());
    app.addHook('preClose', () => sender.stop());
  },
  { name: 'notify', fastify: '5.x', dependencies: ['db', 'routers', 'clock', 'jobs', 'drain'] },
);
