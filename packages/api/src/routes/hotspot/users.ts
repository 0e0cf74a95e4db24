// `/hotspot/{routerId}/users` (docs/rules/hotspot.md#users): the router's hotspot
// users, paged, searched and filtered here on the server, with our record of each (batch, first
// use, expiry) and a status. A router with 20,000 users answers one page, never all of them.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HOTSPOT_FIELD_MESSAGES, HOTSPOT_MESSAGES } from 'contracts/messages';
import {
  CreateHotspotUserBody,
  HOTSPOT_USER_SORT_COLUMNS,
  HotspotItemParams,
  HotspotRouterParams,
  HotspotUserSchema,
  HotspotUsersQuery,
  UpdateHotspotUserBody,
  hotspotListEnvelope,
  type HotspotUser,
  type HotspotUserSortColumn,
} from 'contracts/schemas';
import {
  addHotspotUser,
  disableHotspotUser,
  enableHotspotUser,
  getHotspotUser,
  listHotspotActive,
  listHotspotUsers,
  query,
  removeHotspotUsers,
  resetHotspotUserCounters,
  updateHotspotUser,
  type HotspotUser as RouterHotspotUser,
  type RouterOsRunner,
} from 'routeros';
import {
  clearFirstUse,
  deleteUserRecords,
  insertUserRecords,
  renameUserRecord,
  userRecordsByName,
  type UserRecord,
} from '../../hotspot/hotspot-store';
import { hotspotUserStatus } from '../../hotspot/user-status';
import type { Tx } from '../../db/client';
import { uuidId } from '../../lib/record-id';
import { changedFields, named } from '../../lib/audit-log';
import { trimBody } from '../../lib/record-routes';
import { bearerAuth } from '../../plugins/app/auth';
import { successEnvelope, successStyle } from '../../schemas/envelopes';
import { invalidField, notFound } from '../../schemas/errors';
import { paginationOf, resolveListQuery } from '../../schemas/list-query';
import { adminWrite, Done, itemId, onRouter, READ_ERRORS, TAG, WRITE_ERRORS } from './shared';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** Names with a session now (`/ip/hotspot/active`, only the user column; `names`: only those). */
async function activeNames(
  router: RouterOsRunner,
  names?: readonly string[],
): Promise<Set<string>> {
  const sessions = await listHotspotActive(
    router,
    names ? { query: query.anyOf('user', [...names]) } : {},
  );
  return new Set(sessions.map((s) => s.user));
}

/** A user as the API answers it: the router's row, our record, its status. */
export function toHotspotUser(
  user: RouterHotspotUser,
  record: UserRecord | undefined,
  active: boolean,
  now: Date,
): HotspotUser {
  const bytesLimit = Number(user.limitBytesTotal);
  return {
    id: user.id,
    name: user.name,
    password: user.password,
    profile: user.profile,
    limitUptime: user.limitUptime,
    limitBytesTotal: Number.isSafeInteger(bytesLimit) && bytesLimit > 0 ? bytesLimit : 0,
    uptime: user.uptime,
    bytesIn: user.bytesIn,
    bytesOut: user.bytesOut,
    macAddress: user.macAddress,
    comment: user.comment,
    disabled: user.disabled,
    batchId: record?.batchId ?? null,
    firstLoginAt: iso(record?.firstLoginAt),
    expiresAt: iso(record?.expiresAt),
    status: hotspotUserStatus(
      { disabled: user.disabled, uptimeSeconds: user.uptimeSeconds, active, record },
      now,
    ),
  };
}

/** Users of the router as the API answers them (one active lookup and one records query for all). */
async function enrich(
  app: Parameters<FastifyPluginAsyncTypebox>[0],
  router: RouterOsRunner,
  routerId: string,
  users: readonly RouterHotspotUser[],
): Promise<HotspotUser[]> {
  if (users.length === 0) return [];
  const names = users.map((u) => u.name);
  const [active, records] = await Promise.all([
    activeNames(router, names),
    userRecordsByName(app.db.orm, routerId, names),
  ]);
  const now = app.clock();
  return users.map((u) => toHotspotUser(u, records.get(u.name), active.has(u.name), now));
}

/** Sort keys of a lean row (strings compare with the locale's collation, numbers as numbers). */
type SortValue = string | number;
const compareValues = (a: SortValue, b: SortValue) =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });

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
      const q = request.query;
      const list = resolveListQuery({ page: 1, ...q }, HOTSPOT_USER_SORT_COLUMNS, {
        sortCol: 'name',
        sortDir: 'asc',
      });
      // Without sortCol the router's own order (creation order, as Winbox and MikHmon show it).
      const sortCol: HotspotUserSortColumn | null = q.sortCol ? list.sortCol : null;
      let batchId: string | null = null;
      if (q.batchId !== undefined) {
        batchId = uuidId.parse(q.batchId);
        if (batchId === null) throw invalidField('batchId', HOTSPOT_FIELD_MESSAGES.batchId);
      }
      const { data, total } = await onRouter(
        app,
        request.params.routerId,
        'hotspot-user',
        async (router, row) => {
          // Our records are needed for every row when the status filters or sorts, or when a batch
          // filters; otherwise only for the page.
          const needsStatus = q.status !== undefined || sortCol === 'status';
          const needsRecords =
            needsStatus ||
            batchId !== null ||
            sortCol === 'firstLoginAt' ||
            sortCol === 'expiresAt';
          // The lean print: only what filtering and sorting read.
          const proplist = ['id', 'name'];
          if (q.profile !== undefined || sortCol === 'profile') proplist.push('profile');
          if (list.search !== null) proplist.push('comment');
          if (needsStatus) proplist.push('disabled', 'uptime');
          if (sortCol === 'uptime') proplist.push('uptime');
          if (sortCol === 'bytesIn') proplist.push('bytesIn');
          if (sortCol === 'bytesOut') proplist.push('bytesOut');
          const [lean, records, active] = await Promise.all([
            listHotspotUsers(router, { proplist }),
            needsRecords ? userRecordsByName(app.db.orm, row.id) : Promise.resolve(null),
            needsStatus ? activeNames(router) : Promise.resolve(null),
          ]);
          const batchNames = batchId === null ? null : new Set<string>();
          if (batchNames !== null && records)
            for (const record of records.values())
              if (record.batchId === batchId) batchNames.add(record.name);
          const now = app.clock();
          const needle = list.search?.toLowerCase() ?? null;
          const statusOf = (u: RouterHotspotUser) =>
            hotspotUserStatus(
              {
                disabled: u.disabled,
                uptimeSeconds: u.uptimeSeconds,
                active: active?.has(u.name) ?? false,
                record: records?.get(u.name),
              },
              now,
            );
          let rows = lean.filter(
            (u) =>
              (q.profile === undefined || u.profile === q.profile) &&
              (batchNames === null || batchNames.has(u.name)) &&
              (needle === null ||
                u.name.toLowerCase().includes(needle) ||
                u.comment.toLowerCase().includes(needle)) &&
              (q.status === undefined || statusOf(u) === q.status),
          );
          if (sortCol !== null) {
            const key = (u: RouterHotspotUser): SortValue => {
              switch (sortCol) {
                case 'name':
                  return u.name;
                case 'profile':
                  return u.profile;
                case 'uptime':
                  return u.uptimeSeconds;
                case 'bytesIn':
                  return u.bytesIn;
                case 'bytesOut':
                  return u.bytesOut;
                case 'status':
                  return statusOf(u);
                case 'firstLoginAt':
                  return records?.get(u.name)?.firstLoginAt?.getTime() ?? 0;
                case 'expiresAt':
                  return records?.get(u.name)?.expiresAt?.getTime() ?? 0;
              }
            };
            const sign = list.sortDir === 'asc' ? 1 : -1;
            const keyed = rows.map((u) => ({ u, k: key(u) }));
            keyed.sort(
              (a, b) => sign * compareValues(a.k, b.k) || compareValues(a.u.name, b.u.name),
            );
            rows = keyed.map((entry) => entry.u);
          }
          const paging = list.paging as NonNullable<typeof list.paging>;
          const pageIds = rows.slice(paging.offset, paging.offset + paging.limit).map((u) => u.id);
          if (pageIds.length === 0) return { data: [], total: rows.length };
          // The page's rows in full, in the page's order.
          const full = await listHotspotUsers(router, { query: query.anyOf('.id', pageIds) });
          const byId = new Map(full.map((u) => [u.id, u]));
          const page = pageIds.flatMap((id) => {
            const found = byId.get(id);
            return found ? [found] : [];
          });
          return { data: await enrich(app, router, row.id, page), total: rows.length };
        },
      );
      return { success: true as const, data, pagination: paginationOf(list.paging, total) };
    },
  );

  /** One user, answered in full (404 when the router has no such id). */
  const readUser = async (router: RouterOsRunner, routerId: string, id: string) => {
    const user = await getHotspotUser(router, id);
    if (!user) throw notFound(HOTSPOT_MESSAGES.itemNotFound);
    const [answer] = await enrich(app, router, routerId, [user]);
    return answer as HotspotUser;
  };

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
      const data = await onRouter(
        app,
        request.params.routerId,
        'hotspot-user',
        async (router, row) => {
          const id = await addHotspotUser(router, request.body);
          // The router agreed: our record and the audit row in one transaction.
          await app.db.transaction(async (tx) => {
            await insertUserRecords(tx, row.id, [request.body.name], null, app.clock());
            await request.audit(tx, {
              action: 'create',
              resource: 'hotspot_user',
              resourceId: id,
              summary: `Added ${named('hotspot user', request.body.name)} on ${named('router', row.routerName)}`,
              after: request.body,
            });
          });
          return readUser(router, row.id, id);
        },
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
      const data = await onRouter(
        app,
        request.params.routerId,
        'hotspot-user',
        async (router, row) => {
          const before = await getHotspotUser(router, id);
          if (!before) throw notFound(HOTSPOT_MESSAGES.itemNotFound);
          if (Object.keys(request.body).length > 0)
            await updateHotspotUser(router, id, request.body);
          const after = await getHotspotUser(router, id);
          await app.db.transaction(async (tx) => {
            if (request.body.name !== undefined)
              await renameUserRecord(tx, row.id, before.name, request.body.name, app.clock());
            await request.audit(tx, {
              action: 'update',
              resource: 'hotspot_user',
              resourceId: id,
              summary: `Changed ${named('hotspot user', after?.name ?? before.name)} on ${named('router', row.routerName)}`,
              ...changedFields(before, after),
            });
          });
          return readUser(router, row.id, id);
        },
      );
      return { success: true as const, data, message: HOTSPOT_MESSAGES.userUpdated };
    },
  );

  const userAction = (
    method: 'DELETE' | 'POST',
    path: string,
    summary: string,
    message: string,
    /** The router's part; what it returns is the database's part, run after the router agreed. */
    act: (
      router: RouterOsRunner,
      user: RouterHotspotUser,
      routerId: string,
    ) => Promise<((tx: Tx) => Promise<unknown>) | void>,
    audit: { action: string; verb: string },
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
        await onRouter(app, params.routerId, 'hotspot-user', async (router, row) => {
          const user = await getHotspotUser(router, id);
          if (!user) throw notFound(HOTSPOT_MESSAGES.itemNotFound);
          const databasePart = await act(router, user, row.id);
          await app.db.transaction(async (tx) => {
            if (databasePart) await databasePart(tx);
            await request.audit(tx, {
              action: audit.action,
              resource: 'hotspot_user',
              resourceId: id,
              summary: `${audit.verb} ${named('hotspot user', user.name)} on ${named('router', row.routerName)}`,
              ...(audit.action === 'delete' ? { before: user } : {}),
            });
          });
        });
        return { success: true as const, message };
      },
    });

  userAction(
    'DELETE',
    '/:routerId/users/:id',
    'Delete a hotspot user (admin) and our record of it (its sales stay)',
    HOTSPOT_MESSAGES.userDeleted,
    async (router, user, routerId) => {
      await removeHotspotUsers(router, [user.id]);
      return (tx) => deleteUserRecords(tx, routerId, [user.name]);
    },
    { action: 'delete', verb: 'Deleted' },
  );
  userAction(
    'POST',
    '/:routerId/users/:id/enable',
    'Enable a hotspot user (admin)',
    HOTSPOT_MESSAGES.userEnabled,
    (router, user) => enableHotspotUser(router, user.id),
    { action: 'enable', verb: 'Enabled' },
  );
  userAction(
    'POST',
    '/:routerId/users/:id/disable',
    'Disable a hotspot user (admin)',
    HOTSPOT_MESSAGES.userDisabled,
    (router, user) => disableHotspotUser(router, user.id),
    { action: 'disable', verb: 'Disabled' },
  );
  userAction(
    'POST',
    '/:routerId/users/:id/reset',
    "Reset a hotspot user (admin): the router's counters and our first use, so it starts unused",
    HOTSPOT_MESSAGES.userReset,
    async (router, user, routerId) => {
      await resetHotspotUserCounters(router, user.id);
      return (tx) => clearFirstUse(tx, routerId, user.name, app.clock());
    },
    { action: 'reset', verb: 'Reset' },
  );
};
