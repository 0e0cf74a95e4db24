import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AppConfig } from '../config';
import { notFound } from '../schemas/errors';
import { authRoutes } from './auth';
import { customerRoutes } from './customers';
import { deliveryRoutes } from './deliveries';
import { healthRoutes } from './health';
import { userRoutes } from './users';

/**
 * Every API resource, mounted under /api. A new resource is one folder `routes/<name>/index.ts`
 * exporting a plugin, and one line here.
 */
export const apiRoutes: FastifyPluginAsyncTypebox<{
  config: Pick<AppConfig, 'importMaxBytes' | 'importSpoolMaxBytes' | 'dataDir'>;
}> = async (app, { config }) => {
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(customerRoutes, { prefix: '/customers' });
  await app.register(userRoutes, { prefix: '/users' });
  await app.register(deliveryRoutes, {
    prefix: '/deliveries',
    importMaxBytes: config.importMaxBytes,
    importSpoolMaxBytes: config.importSpoolMaxBytes,
    dataDir: config.dataDir,
  });

  // Unknown /api paths answer JSON 404 here instead of falling through to the web app's fallback.
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: '/*',
    schema: { hide: true },
    handler: async () => {
      throw notFound();
    },
  });
};
