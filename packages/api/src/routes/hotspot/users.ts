// `/hotspot/{routerId}/users` (docs/rules/hotspot.md#users): the router's hotspot users. HTTP only:
// the use cases (the paged list, its CSV, the writes) are src/hotspot/users.ts.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HOTSPOT_USER_COLUMNS } from 'contracts/lists';
import { HOTSPOT_MESSAGES } from 'contracts/messages';
import {
  CreateHotspotUserBody,
  HotspotItemParams,
  HotspotRouterParams,
  HotspotUserSchema,
  HotspotUsersCsvQuery,
  HotspotUsersQuery,
  UpdateHotspotUserBody,
  hotspotListEnvelope,
} from 'contracts/schemas';
import {
  changeHotspotUser,
  createHotspotUser,
  exportHotspotUsers,
  hotspotUserAction,
  readHotspotUsersPage,
  type HotspotUserAction,
} from '../../hotspot/users';
import { pickCsvColumns, sendCsvStream } from '../../lib/csv';
import { actorOf, trimBody } from '../record-routes';
import { bearerAuth } from '../../plugins/app/auth';
import { csvColumnsOf, csvRouteOptions } from '../router-list-csv';
import { successEnvelope, successStyle } from '../../schemas/envelopes';
import { paginationOf } from '../../schemas/list-query';
import { adminWrite, Done, hotspotDeps, itemId, READ_ERRORS, TAG, WRITE_ERRORS } from './shared';

export const hotspotUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:routerId/users',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary:
          'Hotspot users of the router: one page (page 1 when none is asked), searched on name and comment, filtered by profile, batch and status',
        security: bearerAuth,
        params: HotspotRouterParams,
        querystring: HotspotUsersQuery,
        response: { 200: hotspotListEnvelope(HotspotUserSchema), ...READ_ERRORS },
      },
    },
    async (request) => {
      const { data, paging, total } = await readHotspotUsersPage(
        hotspotDeps(app, request),
        request.params.routerId,
        request.query,
      );
      return { success: true as const, data, pagination: paginationOf(paging, total) };
    },
  );

  const usersCsvColumns = csvColumnsOf(HOTSPOT_USER_COLUMNS);
  app.get(
    '/:routerId/users.csv',
    csvRouteOptions(app, {
      tag: TAG,
      summary:
        'The hotspot users of GET /hotspot/{routerId}/users as CSV: the same search, filters and sort, every row, no password',
      params: HotspotRouterParams,
      querystring: HotspotUsersCsvQuery,
      errors: READ_ERRORS,
    }),
    async (request, reply) => {
      const columns = pickCsvColumns(usersCsvColumns, request.query.columns);
      const batches = await exportHotspotUsers(
        hotspotDeps(app, request),
        request.params.routerId,
        request.query,
      );
      return sendCsvStream(reply, 'hotspot-users', columns, batches);
    },
  );

  app.post(
    '/:routerId/users',
    {
      ...adminWrite(app),
      preValidation: trimBody(['password']),
      schema: {
        tags: [TAG],
        summary: 'Add a hotspot user (admin); a taken name is a validation_error on name',
        security: bearerAuth,
        params: HotspotRouterParams,
        body: CreateHotspotUserBody,
        response: { 201: successEnvelope(HotspotUserSchema), ...WRITE_ERRORS },
      },
    },
    async (request, reply) => {
      const data = await createHotspotUser(
        hotspotDeps(app, request),
        request.params.routerId,
        request.body,
        actorOf(request),
      );
      return reply
        .code(201)
        .send({ success: true as const, data, message: HOTSPOT_MESSAGES.userAdded });
    },
  );

  app.put(
    '/:routerId/users/:id',
    {
      ...adminWrite(app),
      preValidation: trimBody(['password']),
      schema: {
        tags: [TAG],
        summary: 'Change a hotspot user (admin); fields left out keep their values',
        security: bearerAuth,
        params: HotspotItemParams,
        body: UpdateHotspotUserBody,
        response: { 200: successEnvelope(HotspotUserSchema), ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const id = itemId(request.params.id);
      const data = await changeHotspotUser(
        hotspotDeps(app, request),
        request.params.routerId,
        id,
        request.body,
        actorOf(request),
      );
      return { success: true as const, data, message: HOTSPOT_MESSAGES.userUpdated };
    },
  );

  const userAction = (
    method: 'DELETE' | 'POST',
    path: string,
    summary: string,
    message: string,
    action: HotspotUserAction,
  ) =>
    app.route({
      method,
      url: path,
      ...adminWrite(app),
      schema: {
        tags: [TAG],
        summary,
        security: bearerAuth,
        params: HotspotItemParams,
        response: { 200: Done, ...WRITE_ERRORS },
      },
      handler: async (request) => {
        const params = request.params as { routerId: string; id: string };
        const id = itemId(params.id);
        await hotspotUserAction(
          hotspotDeps(app, request),
          params.routerId,
          id,
          action,
          actorOf(request),
        );
        return { success: true as const, message };
      },
    });

  userAction(
    'DELETE',
    '/:routerId/users/:id',
    'Delete a hotspot user (admin) and our record of it (its sales stay)',
    HOTSPOT_MESSAGES.userDeleted,
    'delete',
  );
  userAction(
    'POST',
    '/:routerId/users/:id/enable',
    'Enable a hotspot user (admin)',
    HOTSPOT_MESSAGES.userEnabled,
    'enable',
  );
  userAction(
    'POST',
    '/:routerId/users/:id/disable',
    'Disable a hotspot user (admin)',
    HOTSPOT_MESSAGES.userDisabled,
    'disable',
  );
  userAction(
    'POST',
    '/:routerId/users/:id/reset',
    "Reset a hotspot user (admin): the router's counters and our first use, so it starts unused",
    HOTSPOT_MESSAGES.userReset,
    'reset',
  );
};
