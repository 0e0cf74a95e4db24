import { createHmac } from 'node:crypto';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { secretsKeyText } from '../../lib/secret-box';
import { PortalService } from '../../portal/service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The subscriber portal (docs/rules/portal.md). */
    portal: PortalService;
  }
}

export interface PortalPluginOptions {
  config: Pick<AppConfig, 'secretsKey' | 'dataDir' | 'payments'>;
}

const PRUNE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The portal service, keyed by the server's secret (SECRETS_KEY or its key file, which the routers
 * plugin makes first): the codes' HMAC key is derived from it with a label of its own. Expired codes
 * and sessions, and ended code counters, are deleted every 10 minutes.
 */
export const portalPlugin = fp<PortalPluginOptions>(
  async (app, { config }) => {
    const { secret } = secretsKeyText(config);
    const codeKey = createHmac('sha256', secret).update('portal sign-in codes').digest();
    const portal = new PortalService({
      db: app.db,
      clock: () => app.clock(),
      codeKey,
      publicOrigin: config.payments.publicOrigin,
    });
    app.decorate('portal', portal);
    let timer: NodeJS.Timeout | null = null;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        portal.prune().catch((error: unknown) => {
          app.log.warn({ err: error }, 'Pruning portal codes and sessions failed');
        });
      }, PRUNE_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  },
  { name: 'portal', fastify: '5.x', dependencies: ['db', 'clock', 'routers'] },
);
