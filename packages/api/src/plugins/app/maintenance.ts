import fp from 'fastify-plugin';
import { pruneOrphanUploads } from '../../cms/uploads-gc';
import { pruneRefreshTokens } from '../../repositories/refresh-tokens';

export const MAINTENANCE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Deletes dead auth rows (expired refresh tokens, ended throttle windows) and uploaded images no
 * CMS field names (src/cms/uploads-gc.ts) every 10 minutes. Harmless when several instances do it
 * at once.
 */
export const maintenancePlugin = fp(
  async (app) => {
    const run = async () => {
      try {
        const tokens = await pruneRefreshTokens(app.db.orm, app.clock());
        const counters = await app.loginThrottle.prune();
        if (tokens + counters > 0) app.log.debug({ tokens, counters }, 'Pruned auth tables');
      } catch (error) {
        app.log.warn({ err: error }, 'Pruning auth tables failed');
      }
      try {
        const uploads = await pruneOrphanUploads(app.db.orm, app.clock());
        if (uploads > 0) app.log.info({ uploads }, 'Deleted uploaded images no CMS field uses');
      } catch (error) {
        app.log.warn({ err: error }, 'Pruning uploaded images failed');
      }
    };
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(() => void run(), MAINTENANCE_INTERVAL_MS);
      timer.unref();
    });
    // preClose: stop before the database closes.
    app.addHook('preClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'maintenance', fastify: '5.x', dependencies: ['db', 'clock', 'login-throttle'] },
);
