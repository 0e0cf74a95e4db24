import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pppActiveRoutes } from './active';
import { pppProfileRoutes } from './profiles';
import { pppSecretRoutes } from './secrets';

/**
 * `/api/ppp/{routerId}` (docs/rules/routers.md#ppp-screen): live from the router through its pooled
 * manager. Reads for any signed-in user, writes admin-only. A trap is a 4xx with the router's
 * message, an unreachable router 502, a timeout 504.
 */
export const pppRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(pppSecretRoutes);
  await app.register(pppActiveRoutes);
  await app.register(pppProfileRoutes);
};
