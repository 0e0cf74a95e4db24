// `/ppp/{routerId}/active` (docs/rules/routers.md#ppp-screen): the router's PPP sessions and the kick.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PPP_ACTIVE_COLUMNS } from 'contracts/lists';
import { PPP_MESSAGES } from 'contracts/messages';
import { PppActiveSchema } from 'contracts/schemas';
import { readPppActive } from '../../routers/ppp';
import { pppActionRoute, readWithCsv } from './shared';

export const pppActiveRoutes: FastifyPluginAsyncTypebox = async (app) => {
  readWithCsv(
    app,
    '/:routerId/active',
    'Active PPP connections of the router',
    PppActiveSchema,
    readPppActive,
    { name: 'ppp-active', columns: PPP_ACTIVE_COLUMNS },
  );

  pppActionRoute(
    app,
    'DELETE',
    '/:routerId/active/:id',
    'Disconnect an active PPP session (admin, kick)',
    PPP_MESSAGES.activeKicked,
    'kick-active',
  );
};
