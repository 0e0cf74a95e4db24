import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { secretBoxFromConfig } from '../../lib/secret-box';
import { RouterMonitor } from '../../routers/monitor';
import { LiveTraffic } from '../../routers/live-traffic';
import { RouterAccess } from '../../routers/router-access';
import { SampleMaintenance } from '../../routers/samples';

declare module 'fastify' {
  interface FastifyInstance {
    /** Router settings → connections: the pool of per-router managers and the secret box. */
    routerAccess: RouterAccess;
    /** The router monitor (started on ready when ROUTER_MONITOR is true). */
    routerMonitor: RouterMonitor;
    /** Roll-up and retention of the monitor's samples (started with the monitor). */
    routerSamples: SampleMaintenance;
    /** The per-router live traffic readers shared by the stream's viewers. */
    liveTraffic: LiveTraffic;
  }
}

export interface RoutersPluginOptions {
  config: Pick<AppConfig, 'secretsKey' | 'dataDir' | 'databaseUrl' | 'routers'>;
}

/**
 * The router machinery of an instance: the key that seals router secrets (SECRETS_KEY, else
 * DATA_DIR/secrets.key made on first start with mode 0600), one RouterOS manager per router, and
 * the monitor. Closing the app stops the monitor and closes every router connection.
 */
export const routersPlugin = fp<RoutersPluginOptions>(
  async (app, { config }) => {
    const { box, file, created, loose } = secretBoxFromConfig(config);
    if (created) app.log.info({ file }, 'Created the key that seals router secrets');
    if (loose)
      app.log.warn({ file }, 'The secrets key file is readable by other users: chmod 600 it');
    if (file && config.databaseUrl) {
      app.log.warn(
        'SECRETS_KEY is not set: every API instance sharing this database needs the same SECRETS_KEY',
      );
    }
    const access = new RouterAccess(box, { commandTimeoutMs: config.routers.commandTimeoutMs });
    const monitor = new RouterMonitor(app.db, access, app.log.child({ module: 'router-monitor' }), {
      pollMs: config.routers.pollMs,
      checkTimeoutMs: config.routers.checkTimeoutMs,
      maxInFlight: config.routers.maxChecksInFlight,
      onAnswered: (row) => app.jobs.routerAnswered(row),
    });
    const samples = new SampleMaintenance(app.db, app.log.child({ module: 'router-samples' }));
    const live = new LiveTraffic(access);
    app.decorate('routerAccess', access);
    app.decorate('routerSamples', samples);
    app.decorate('liveTraffic', live);
    app.decorate('routerMonitor', monitor);
    if (config.routers.monitor) {
      app.addHook('onReady', async () => {
        await monitor.start();
        await samples.start();
      });
    }
    // A stopping instance waits for none of its checks (a hung router would hold it a timeout):
    // it hands them back so that another instance checks those routers now.
    app.onDrain(() => monitor.stop({ abandon: true }));
    app.addHook('preClose', async () => {
      live.close();
      await Promise.all([monitor.stop({ abandon: true }), samples.stop()]);
      await access.close();
    });
  },
  { name: 'routers', fastify: '5.x', dependencies: ['db', 'drain', 'jobs'] },
);
