import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { hotspotActiveRoutes } from './active';
import { hotspotProfileRoutes } from './profiles';
import { hotspotUserRoutes } from './users';
import { hotspotVoucherRoutes } from './vouchers';

/**
 * `/api/hotspot/{routerId}` (docs/rules/hotspot.md): users, profiles, active
 * sessions and voucher batches of one router. Reads for any signed-in user (passwords included:
 * cards are printed by plain users too), writes admin-only.
 */
export const hotspotRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(hotspotProfileRoutes);
  await app.register(hotspotUserRoutes);
  await app.register(hotspotActiveRoutes);
  await app.register(hotspotVoucherRoutes);
};
