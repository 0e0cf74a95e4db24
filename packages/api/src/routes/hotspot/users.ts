// `/hotspot/{routerId}/users` (docs/rules/hotspot.md#users): the router's hotspot
// users, paged, searched and filtered here on the server, with our record of each (batch, first
// use, expiry) and a status. A router with 20,000 users answers one page, never all of them.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HOTSPOT_USER_COLUMNS } from 'contracts/lists';
import type { HotspotUserStatus } from 'contracts/limits';
import { HOTSPOT_FIELD_MESSAGES, HOTSPOT_MESSAGES } from 'contracts/messages';
import {
  CreateHotspotUserBody,
  HOTSPOT_USER_SORT_COLUMNS,
  HotspotItemParams,
  HotspotRouterParams,
  HotspotUserSchema,
  HotspotUsersCsvQuery,
  HotspotUsersQuery,
  type HotspotUsersQueryInput,
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
import { trimBody } from '../record-routes';
import { bearerAuth } from '../../plugins/app/auth';
import { successEnvelope, successStyle } from '../../schemas/envelopes';
import { invalidField, notFound } from '../../schemas/errors';
import { paginationOf, resolveListQuery, type ResolvedListQuery } from '../../schemas/list-query';
import { csvColumnsOf, csvRouteOptions } from '../router-list-csv';
import { inBatches, pickCsvColumns, sendCsvStream } from '../../lib/csv';
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

/** A users list query, resolved: what picks the rows and their order. */
interface UsersSelection {
  search: string | null;
  profile: string | undefined;
  batchId: string | null;
  status: HotspotUserStatus | undefined;
  /** null: the router's own order (creation order, as Winbox and MikHmon show it). */
  sortCol: HotspotUserSortColumn | null;
  sortDir: 'asc' | 'desc';
}

/** The router's user fields but the password: what an export reads (it never carries one). */
const EXPORT_PROPLIST = [
  'id',
  'name',
  'profile',
  'limitUptime',
  'limitBytesTotal',
  'uptime',
  'bytesIn',
  'bytesOut',
  'macAddress',
  'comment',
  'disabled',
];

export const hotspotUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The selection of a users query (JSON list or CSV); a malformed batch id is a 400. */
  const selectionOf = (q: HotspotUsersQueryInput): UsersSelection => {
    const list = resolveListQuery(q, HOTSPOT_USER_SORT_COLUMNS, {
      sortCol: 'name',
      sortDir: 'asc',
    });
    let batchId: string | null = null;
    if (q.batchId !== undefined) {
      batchId = uuidId.parse(q.batchId);
      if (batchId === null) throw invalidField('batchId', HOTSPOT_FIELD_MESSAGES.batchId);
    }
    return {
      search: list.search,
      profile: q.profile,
      batchId,
      status: q.status,
      sortCol: q.sortCol ? list.sortCol : null,
      sortDir: list.sortDir,
    };
  };

  /**
   * The router's users the selection picks, in its order, with what was read to pick them. `full`:
   * every field but the password (an export's rows); otherwise the lean print of only what
   * filtering and sorting read (a page's rows are read in full afterwards).
   */
  const selectUsers = async (
    router: RouterOsRunner,
    routerId: string,
    q: UsersSelection,
    { full }: { full: boolean },
  ) => {
    const { sortCol } = q;
    // Our records are needed for every row when the status filters or sorts, or when a batch
    // filters; otherwise only for the page.
    const needsStatus = q.status !== undefined || sortCol === 'status';
    const needsRecords =
      needsStatus || q.batchId !== null || sortCol === 'firstLoginAt' || sortCol === 'expiresAt';
    const proplist = full ? [...EXPORT_PROPLIST] : ['id', 'name'];
    if (!full) {
      if (q.profile !== undefined || sortCol === 'profile') proplist.push('profile');
      if (q.search !== null) proplist.push('comment');
      if (needsStatus) proplist.push('disabled', 'uptime');
      if (sortCol === 'uptime') proplist.push('uptime');
      if (sortCol === 'bytesIn') proplist.push('bytesIn');
      if (sortCol === 'bytesOut') proplist.push('bytesOut');
    }
    const [lean, records, active] = await Promise.all([
      listHotspotUsers(router, { proplist }),
      needsRecords ? userRecordsByName(app.db.orm, routerId) : Promise.resolve(null),
      needsStatus ? activeNames(router) : Promise.resolve(null),
    ]);
    const batchNames = q.batchId === null ? null : new Set<string>();
    if (batchNames !== null && records)
      for (const record of records.values())
        if (record.batchId === q.batchId) batchNames.add(record.name);
    const now = app.clock();
    const needle = q.search?.toLowerCase() ?? null;
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
      const sign = q.sortDir === 'asc' ? 1 : -1;
      const keyed = rows.map((u) => ({ u, k: key(u) }));
      keyed.sort((x, y) => sign * compareValues(x.k, y.k) || compareValues(x.u.name, y.u.name));
      rows = keyed.map((entry) => entry.u);
    }
    return { rows, records, active };
  };

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
      const paging = resolveListQuery({ page: 1, ...q }, HOTSPOT_USER_SORT_COLUMNS, {
        sortCol: 'name',
        sortDir: 'asc',
      }).paging as NonNullable<ResolvedListQuery<string>['paging']>;
      const selection = selectionOf(q);
      const { data, total } = await onRouter(
        app,
        request.params.routerId,
        'hotspot-user',
        async (router, row) => {
          const { rows } = await selectUsers(router, row.id, selection, { full: false });
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
      const selection = selectionOf(request.query);
      // Every router read happens here, before the first byte: a fault is the list's answer.
      const batches = await onRouter(
        app,
        request.params.routerId,
        'hotspot-user',
        async (router, row) => {
          const picked = await selectUsers(router, row.id, selection, { full: true });
          const [allRecords, active] = await Promise.all([
            picked.records ?? userRecordsByName(app.db.orm, row.id),
            picked.active ?? activeNames(router),
          ]);
          const now = app.clock();
          // The answer's rows made a batch at a time as the file goes out, not all at once.
          function* answered() {
            for (const batch of inBatches(picked.rows))
              yield batch.map((u) =>
                toHotspotUser(u, allRecords.get(u.name), active.has(u.name), now),
              );
          }
          return answered();
        },
      );
      return sendCsvStream(reply, 'hotspot-users', columns, batches);
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
