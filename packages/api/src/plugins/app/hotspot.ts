import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { runHotspotExpiry } from '../../hotspot/expiry';
import { hotspotRound } from '../../hotspot/first-use';
import { HOTSPOT_EXPIRE_JOB } from '../../repositories/jobs';

export interface HotspotPluginOptions {
  config: Pick<AppConfig, 'routers'>;
}

/**
 * The hotspot's part in the background work (docs/rules/hotspot.md#first-use-and-expiry): each
 * monitor round reads a router's first uses, and the job worker runs each user's expiry.
 */
export const hotspotPlugin = fp<HotspotPluginOptions>(
  async (app, { config }) => {
    const log = app.log.child({ module: 'hotspot' });
    app.jobs.onRound((router) =>
      hotspotRound(app.db, app.routerAccess, router, config.routers.checkTimeoutMs, log),
    );
    app.jobs.handle(HOTSPOT_EXPIRE_JOB, (job, workerId) =>
      runHotspotExpiry(
        app.db,
        app.routerAccess,
        job,
        workerId,
        config.routers.commandTimeoutMs,
        log,
      ),
    );
  },
  { name: 'hotspot', fastify: '5.x', dependencies: ['db', 'routers', 'jobs'] },
);
