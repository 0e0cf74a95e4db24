// A router's hotspot users (docs/rules/hotspot.md#users), paged, searched and filtered here on the
// server, with our record of each (batch, first use, expiry) and a status. A router with 20,000
// users answers one page, never all of them. A write goes to the router first; once it agreed, our
// record and the audit row are written in one transaction.
import { HOTSPOT_FIELD_MESSAGES, HOTSPOT_MESSAGES } from 'contracts/messages';
import type { HotspotUserStatus } from 'contracts/limits';
import {
  HOTSPOT_USER_SORT_COLUMNS,
  type CreateHotspotUserInput,
  type HotspotUser,
  type HotspotUserSortColumn,
  type HotspotUsersQueryInput,
  type UpdateHotspotUserInput,
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
import type { Tx } from '../db/client';
import { changedFields, named, type AuditOrigin } from '../lib/audit-log';
import { writeAudit } from '../repositories/audit-log';
import { inBatches } from '../lib/csv';
import { uuidId } from '../lib/record-id';
import {
  clearFirstUse,
  deleteUserRecords,
  insertUserRecords,
  renameUserRecord,
  userRecordsByName,
  type UserRecord,
} from '../repositories/hotspot';
import { onRouter, type RouterDeps } from '../routers/on-router';
import { invalidField, notFound } from '../schemas/errors';
import { resolveListQuery, type ResolvedListQuery } from '../schemas/list-query';
import { hotspotUserStatus } from './user-status';

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
function toHotspotUser(
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
  deps: RouterDeps,
  router: RouterOsRunner,
  routerId: string,
  users: readonly RouterHotspotUser[],
): Promise<HotspotUser[]> {
  if (users.length === 0) return [];
  const names = users.map((u) => u.name);
  const [active, records] = await Promise.all([
    activeNames(router, names),
    userRecordsByName(deps.db.orm, routerId, names),
  ]);
  const now = deps.clock();
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

/** The selection of a users query (JSON list or CSV); a malformed batch id is a 400. */
function selectionOf(q: HotspotUsersQueryInput): UsersSelection {
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
}

/**
 * The router's users the selection picks, in its order, with what was read to pick them. `full`:
 * every field but the password (an export's rows); otherwise the lean print of only what
 * filtering and sorting read (a page's rows are read in full afterwards).
 */
async function selectUsers(
  deps: RouterDeps,
  router: RouterOsRunner,
  routerId: string,
  q: UsersSelection,
  { full }: { full: boolean },
) {
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
    needsRecords ? userRecordsByName(deps.db.orm, routerId) : Promise.resolve(null),
    needsStatus ? activeNames(router) : Promise.resolve(null),
  ]);
  const batchNames = q.batchId === null ? null : new Set<string>();
  if (batchNames !== null && records)
    for (const record of records.values())
      if (record.batchId === q.batchId) batchNames.add(record.name);
  const now = deps.clock();
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
}

/**
 * `GET /hotspot/{routerId}/users`: one page (page 1 when none is asked) of the users the query
 * picks, read in full, with the count of all it picks.
 */
export async function readHotspotUsersPage(
  deps: RouterDeps,
  routerId: string,
  q: HotspotUsersQueryInput,
): Promise<{
  data: HotspotUser[];
  paging: NonNullable<ResolvedListQuery<string>['paging']>;
  total: number;
}> {
  const paging = resolveListQuery({ page: 1, ...q }, HOTSPOT_USER_SORT_COLUMNS, {
    sortCol: 'name',
    sortDir: 'asc',
  }).paging as NonNullable<ResolvedListQuery<string>['paging']>;
  const selection = selectionOf(q);
  const { data, total } = await onRouter(deps, routerId, 'hotspot-user', async (router, row) => {
    const { rows } = await selectUsers(deps, router, row.id, selection, { full: false });
    const pageIds = rows.slice(paging.offset, paging.offset + paging.limit).map((u) => u.id);
    if (pageIds.length === 0) return { data: [], total: rows.length };
    // The page's rows in full, in the page's order.
    const full = await listHotspotUsers(router, { query: query.anyOf('.id', pageIds) });
    const byId = new Map(full.map((u) => [u.id, u]));
    const page = pageIds.flatMap((id) => {
      const found = byId.get(id);
      return found ? [found] : [];
    });
    return { data: await enrich(deps, router, row.id, page), total: rows.length };
  });
  return { data, paging, total };
}

/**
 * `GET /hotspot/{routerId}/users.csv`: every user the query picks, no password. Every router read
 * happens before the first row, so a fault is the answer; the rows are made a CSV batch at a time
 * as the file goes out, not all at once.
 */
export async function exportHotspotUsers(
  deps: RouterDeps,
  routerId: string,
  q: HotspotUsersQueryInput,
): Promise<Generator<HotspotUser[]>> {
  const selection = selectionOf(q);
  return onRouter(deps, routerId, 'hotspot-user', async (router, row) => {
    const picked = await selectUsers(deps, router, row.id, selection, { full: true });
    const [allRecords, active] = await Promise.all([
      picked.records ?? userRecordsByName(deps.db.orm, row.id),
      picked.active ?? activeNames(router),
    ]);
    const now = deps.clock();
    function* answered() {
      for (const batch of inBatches(picked.rows))
        yield batch.map((u) => toHotspotUser(u, allRecords.get(u.name), active.has(u.name), now));
    }
    return answered();
  });
}

/** One user, answered in full (404 when the router has no such id). */
async function readUser(deps: RouterDeps, router: RouterOsRunner, routerId: string, id: string) {
  const user = await getHotspotUser(router, id);
  if (!user) throw notFound(HOTSPOT_MESSAGES.itemNotFound);
  const [answer] = await enrich(deps, router, routerId, [user]);
  return answer as HotspotUser;
}

/** `POST /hotspot/{routerId}/users`: the user on the router, then our record of it. */
export function createHotspotUser(
  deps: RouterDeps,
  routerId: string,
  body: CreateHotspotUserInput,
  actor: AuditOrigin,
): Promise<HotspotUser> {
  return onRouter(deps, routerId, 'hotspot-user', async (router, row) => {
    const id = await addHotspotUser(router, body);
    await deps.db.transaction(async (tx) => {
      await insertUserRecords(tx, row.id, [body.name], null, deps.clock());
      await writeAudit(
        tx,
        actor,
        {
          action: 'create',
          resource: 'hotspot_user',
          resourceId: id,
          summary: `Added ${named('hotspot user', body.name)} on ${named('router', row.routerName)}`,
          after: body,
        },
        deps.clock(),
      );
    });
    return readUser(deps, router, row.id, id);
  });
}

/** `PUT /hotspot/{routerId}/users/{id}`: fields left out keep their values; a rename moves our record. */
export function changeHotspotUser(
  deps: RouterDeps,
  routerId: string,
  id: string,
  body: UpdateHotspotUserInput,
  actor: AuditOrigin,
): Promise<HotspotUser> {
  return onRouter(deps, routerId, 'hotspot-user', async (router, row) => {
    const before = await getHotspotUser(router, id);
    if (!before) throw notFound(HOTSPOT_MESSAGES.itemNotFound);
    if (Object.keys(body).length > 0) await updateHotspotUser(router, id, body);
    const after = await getHotspotUser(router, id);
    await deps.db.transaction(async (tx) => {
      if (body.name !== undefined)
        await renameUserRecord(tx, row.id, before.name, body.name, deps.clock());
      await writeAudit(
        tx,
        actor,
        {
          action: 'update',
          resource: 'hotspot_user',
          resourceId: id,
          summary: `Changed ${named('hotspot user', after?.name ?? before.name)} on ${named('router', row.routerName)}`,
          ...changedFields(before, after),
        },
        deps.clock(),
      );
    });
    return readUser(deps, router, row.id, id);
  });
}

export type HotspotUserAction = 'delete' | 'enable' | 'disable' | 'reset';

/**
 * Each action's router part; what it returns is the database's part, run after the router agreed,
 * in the audit row's transaction.
 */
const USER_ACTIONS: Record<
  HotspotUserAction,
  {
    verb: string;
    act: (
      deps: RouterDeps,
      router: RouterOsRunner,
      user: RouterHotspotUser,
      routerId: string,
    ) => Promise<((tx: Tx) => Promise<unknown>) | void>;
  }
> = {
  delete: {
    verb: 'Deleted',
    act: async (_deps, router, user, routerId) => {
      await removeHotspotUsers(router, [user.id]);
      return (tx) => deleteUserRecords(tx, routerId, [user.name]);
    },
  },
  enable: { verb: 'Enabled', act: (_deps, router, user) => enableHotspotUser(router, user.id) },
  disable: { verb: 'Disabled', act: (_deps, router, user) => disableHotspotUser(router, user.id) },
  reset: {
    verb: 'Reset',
    act: async (deps, router, user, routerId) => {
      await resetHotspotUserCounters(router, user.id);
      return (tx) => clearFirstUse(tx, routerId, user.name, deps.clock());
    },
  },
};

/**
 * `DELETE /hotspot/{routerId}/users/{id}` (our record goes, its sales stay) and `POST …/enable`,
 * `…/disable`, `…/reset` (the router's counters and our first use, so it starts unused).
 */
export function hotspotUserAction(
  deps: RouterDeps,
  routerId: string,
  id: string,
  action: HotspotUserAction,
  actor: AuditOrigin,
): Promise<void> {
  const { verb, act } = USER_ACTIONS[action];
  return onRouter(deps, routerId, 'hotspot-user', async (router, row) => {
    const user = await getHotspotUser(router, id);
    if (!user) throw notFound(HOTSPOT_MESSAGES.itemNotFound);
    const databasePart = await act(deps, router, user, row.id);
    await deps.db.transaction(async (tx) => {
      if (databasePart) await databasePart(tx);
      await writeAudit(
        tx,
        actor,
        {
          action,
          resource: 'hotspot_user',
          resourceId: id,
          summary: `${verb} ${named('hotspot user', user.name)} on ${named('router', row.routerName)}`,
          ...(action === 'delete' ? { before: user } : {}),
        },
        deps.clock(),
      );
    });
  });
}
