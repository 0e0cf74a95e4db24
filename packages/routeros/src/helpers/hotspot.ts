// Hotspot users, user profiles, active sessions and cookies, server profiles, system scripts and
// the clock, in camelCase shapes (docs/rules/hotspot.md), mapped from and to the RouterOS menus
// /ip/hotspot/user, /ip/hotspot/user/profile, /ip/hotspot/active, /ip/hotspot/cookie,
// /ip/hotspot/profile, /system/script and /system/clock. Missing text reads as ''.
import { RouterOsInputError, RouterOsTrapError } from '../errors';
import { runPipelined, type PipelineCommand, type PipelineOutcome } from '../pipeline';
import { query, type Attributes, type RouterOsRunner } from '../sentence';
import {
  attributes,
  boolInput,
  checkId,
  parseDuration,
  textInput,
  toBool,
  toNumber,
} from './values';

const READ = { idempotent: true } as const;

/** A hotspot user (`/ip/hotspot/user`). */
export interface HotspotUser {
  id: string;
  name: string;
  password: string;
  profile: string;
  /** RouterOS duration text (`1d`, `12h`); '' = no limit. */
  limitUptime: string;
  /** Bytes as text; '' = no limit. */
  limitBytesTotal: string;
  /** Total time logged in, RouterOS text (`1h2m3s`). */
  uptime: string;
  uptimeSeconds: number;
  bytesIn: number;
  bytesOut: number;
  macAddress: string;
  comment: string;
  disabled: boolean;
}

export interface HotspotUserInput {
  name?: string;
  password?: string;
  profile?: string;
  /** A RouterOS duration (`30m`, `1d`, `1w2d`, `01:00:00`); '' on update clears it. */
  limitUptime?: string;
  /** Bytes; '' or 0 on update clears it. */
  limitBytesTotal?: number | string;
  /** Binds the user to one device; '' on update unbinds it. */
  macAddress?: string;
  comment?: string;
  /** Hotspot server (`all`, the router's default, or a server name). */
  server?: string;
  disabled?: boolean | 'true' | 'false';
}

/** A hotspot user profile (`/ip/hotspot/user/profile`). */
export interface HotspotProfile {
  id: string;
  name: string;
  rateLimit: string;
  /** Sessions one user may have at once: a number as text (`'1'`, the default) or `'unlimited'`. */
  sharedUsers: string;
  addressPool: string;
  parentQueue: string;
  sessionTimeout: string;
  /** The profile's on-login script, read only (MikHmon keeps its price and validity in it). */
  onLogin: string;
}

/** Profile fields we write. No `onLogin`: the console never sends scripts to a router (docs/rules/hotspot.md#profiles). */
export interface HotspotProfileInput {
  name?: string;
  rateLimit?: string;
  sharedUsers?: number | string;
  addressPool?: string;
  parentQueue?: string;
  sessionTimeout?: string;
}

/** A logged-in hotspot client (`/ip/hotspot/active`). */
export interface HotspotActive {
  id: string;
  user: string;
  address: string;
  macAddress: string;
  uptime: string;
  uptimeSeconds: number;
  bytesIn: number;
  bytesOut: number;
  loginBy: string;
  server: string;
}

/** A hotspot server profile (`/ip/hotspot/profile`): its `dnsName` is the login address. */
export interface HotspotServerProfile {
  id: string;
  name: string;
  dnsName: string;
  hotspotAddress: string;
  loginBy: string;
}

/** A `/system/script` entry (MikHmon records each sale as one). */
export interface SystemScript {
  id: string;
  name: string;
  owner: string;
  comment: string;
  source: string;
}

/** `/system/clock` as the router prints it: `date` is `jan/15/2024` below 7.10, `2024-01-15` from 7.10. */
export interface RouterClock {
  date: string;
  time: string;
  timeZone: string;
}

export interface HotspotCounts {
  hotspotUsers: number;
  hotspotActive: number;
}

// ---- input checks -------------------------------------------------------------------------

// Control characters are exactly what this refuses (they would break the router's terminal and exports).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const DURATION = /^(?:(\d+w)?(\d+d)?(\d+h)?(\d+m)?(\d+s)?|(\d+d)?\d{1,2}:\d{2}:\d{2})$/;
const MAC = /^[0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2}){5}$/;

/** Text without control characters (a name, a password, a comment). */
function plainText(value: unknown, field: string): string | undefined {
  const text = textInput(value, field);
  if (text !== undefined && CONTROL.test(text))
    throw new RouterOsInputError(field, `${field} must not contain control characters`);
  return text;
}

function durationInput(value: unknown, field: string): string | undefined {
  const text = textInput(value, field);
  if (text === undefined || text === '') return text;
  if (!DURATION.test(text))
    throw new RouterOsInputError(field, `${field} must be a duration like 30m, 12h, 1d or 1w2d`);
  return text;
}

function bytesInput(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (value === '') return '';
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 0)
    throw new RouterOsInputError(field, `${field} must be a whole number of bytes`);
  return String(n);
}

function macInput(value: unknown, field: string): string | undefined {
  const text = textInput(value, field);
  if (text === undefined || text === '') return text;
  if (!MAC.test(text))
    throw new RouterOsInputError(field, `${field} must be a MAC address like 4C:5E:0C:12:A2:30`);
  return text.toUpperCase();
}

function requireObject(input: unknown, what: string): void {
  if (typeof input !== 'object' || input === null)
    throw new RouterOsInputError('body', `${what} fields are required`);
}

// ---- users --------------------------------------------------------------------------------

/** Exactly the fields of HotspotUser in a fixed order, so every row of a list has one shape. */
export function toHotspotUser(row: Attributes): HotspotUser {
  const uptime = row['uptime'] ?? '';
  return {
    id: row['.id'] ?? '',
    name: row['name'] ?? '',
    password: row['password'] ?? '',
    profile: row['profile'] ?? '',
    limitUptime: row['limit-uptime'] ?? '',
    limitBytesTotal: row['limit-bytes-total'] ?? '',
    uptime,
    uptimeSeconds: parseDuration(uptime),
    bytesIn: toNumber(row['bytes-in']),
    bytesOut: toNumber(row['bytes-out']),
    macAddress: row['mac-address'] ?? '',
    comment: row['comment'] ?? '',
    disabled: toBool(row['disabled']),
  };
}

const USER_PROPS: Readonly<Record<string, string>> = {
  id: '.id',
  name: 'name',
  password: 'password',
  profile: 'profile',
  limitUptime: 'limit-uptime',
  limitBytesTotal: 'limit-bytes-total',
  uptime: 'uptime',
  uptimeSeconds: 'uptime',
  bytesIn: 'bytes-in',
  bytesOut: 'bytes-out',
  macAddress: 'mac-address',
  comment: 'comment',
  disabled: 'disabled',
};

function userAttributes(input: HotspotUserInput, forAdd: boolean): Record<string, string> {
  requireObject(input, 'Hotspot user');
  const limitUptime = durationInput(input.limitUptime, 'limitUptime');
  const limitBytes = bytesInput(input.limitBytesTotal, 'limitBytesTotal');
  return attributes(
    {
      name: plainText(input.name, 'name'),
      password: plainText(input.password, 'password'),
      profile: plainText(input.profile, 'profile'),
      // RouterOS clears a limit set to zero.
      'limit-uptime': limitUptime === '' && !forAdd ? '0s' : limitUptime,
      'limit-bytes-total': limitBytes === '' && !forAdd ? '0' : limitBytes,
      'mac-address': macInput(input.macAddress, 'macAddress'),
      comment: plainText(input.comment, 'comment'),
      server: plainText(input.server, 'server'),
      disabled: boolInput(input.disabled, 'disabled'),
    },
    // On add an empty field means "router default"; on set it clears the value.
    forAdd,
  ) as Record<string, string>;
}

function addUserAttributes(input: HotspotUserInput): Record<string, string> {
  const attrs = userAttributes(input, true);
  if (!attrs['name']) throw new RouterOsInputError('name', 'name is required');
  return attrs;
}

/**
 * Hotspot users. `proplist` (HotspotUser field names or RouterOS names) limits what the router
 * sends (a 20,000-user router: ask for what the page needs); `query` takes query words (`query`).
 */
export async function listHotspotUsers(
  router: RouterOsRunner,
  options: { proplist?: readonly string[]; query?: readonly string[] } = {},
): Promise<HotspotUser[]> {
  const proplist = options.proplist
    ? [...new Set(options.proplist.map((p) => USER_PROPS[p] ?? p))]
    : undefined;
  const { rows } = await router.run(
    '/ip/hotspot/user/print',
    { proplist, query: options.query },
    READ,
  );
  return rows.map(toHotspotUser);
}

export async function getHotspotUser(
  router: RouterOsRunner,
  id: string,
): Promise<HotspotUser | null> {
  const { rows } = await router.run(
    '/ip/hotspot/user/print',
    { query: [query.eq('.id', checkId(id))] },
    READ,
  );
  return rows[0] ? toHotspotUser(rows[0]) : null;
}

/** Adds a user and returns its id. A duplicate name traps (`already have user with this name…`). */
export async function addHotspotUser(
  router: RouterOsRunner,
  input: HotspotUserInput,
): Promise<string> {
  const { ret } = await router.run('/ip/hotspot/user/add', {
    attributes: addUserAttributes(input),
  });
  return ret ?? '';
}

export async function updateHotspotUser(
  router: RouterOsRunner,
  id: string,
  patch: HotspotUserInput,
): Promise<void> {
  const attrs = userAttributes(patch, false);
  if (attrs['name'] === '') throw new RouterOsInputError('name', 'name cannot be empty');
  await router.run('/ip/hotspot/user/set', { attributes: { '.id': checkId(id), ...attrs } });
}

export async function enableHotspotUser(router: RouterOsRunner, id: string): Promise<void> {
  await router.run('/ip/hotspot/user/enable', { attributes: { '.id': checkId(id) } });
}

export async function disableHotspotUser(router: RouterOsRunner, id: string): Promise<void> {
  await router.run('/ip/hotspot/user/disable', { attributes: { '.id': checkId(id) } });
}

/** Zeroes the user's uptime and byte counters (`/ip/hotspot/user/reset-counters`). */
export async function resetHotspotUserCounters(router: RouterOsRunner, id: string): Promise<void> {
  await router.run('/ip/hotspot/user/reset-counters', { attributes: { '.id': checkId(id) } });
}

export interface BatchOptions {
  /** Commands on the wire at once (default 64). */
  inFlight?: number;
  /** Per command (default: the runner's command timeout). */
  timeoutMs?: number;
}

function isNoSuchItem(error: Error): boolean {
  return error instanceof RouterOsTrapError && /no such item/i.test(error.routerMessage);
}

/**
 * Removes users by id, pipelined (one remove per id, `inFlight` on the wire). Every id is tried;
 * then it rejects with the first failure, if any. `ignoreMissing`: an id already gone is fine.
 */
export async function removeHotspotUsers(
  router: RouterOsRunner,
  ids: readonly string[],
  options: BatchOptions & { ignoreMissing?: boolean } = {},
): Promise<void> {
  const commands = ids.map((id) => ({
    command: '/ip/hotspot/user/remove',
    args: { attributes: { '.id': checkId(id) } },
  }));
  const outcomes = await runPipelined(router, commands, options);
  for (const o of outcomes) {
    if (o.status === 'failed' && !(options.ignoreMissing && isNoSuchItem(o.error))) throw o.error;
  }
}

/** What a failed `addHotspotUsers` did, on the error it rejects with (`hotspotBatchFailure(err)`). */
export interface HotspotBatchFailure {
  /** Index in the input of the add that failed first. */
  index: number;
  name: string;
  /** Users the router had added before the failure… */
  added: number;
  /** …all removed again, unless listed here (the removal failed too: the router's fault). */
  leftOnRouter: string[];
}

const BATCH_FAILURE = Symbol('hotspotBatchFailure');

/** The batch details of an error from `addHotspotUsers`, or undefined for any other error. */
export function hotspotBatchFailure(error: unknown): HotspotBatchFailure | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  return (error as { [BATCH_FAILURE]?: HotspotBatchFailure })[BATCH_FAILURE];
}

/** Chunk of names per lookup print when the fate of some adds is unknown (`?name=` words). */
const LOOKUP_CHUNK = 64;

/**
 * Adds many users pipelined (many tagged adds in flight on one connection; on a RouterOsManager
 * the batch holds one of its slots), all or nothing: when an add fails, nothing more is sent, the
 * users added are removed (pipelined too; adds whose answer never came — a timeout, a lost
 * connection — are looked up by name), and it rejects with the first failure's own error (a
 * RouterOsTrapError with the router's words, a timeout, a closed connection), carrying
 * `hotspotBatchFailure(err)`. Inputs are checked before anything is sent. Resolves with the new
 * ids in input order.
 */
export async function addHotspotUsers(
  router: RouterOsRunner,
  inputs: readonly HotspotUserInput[],
  options: BatchOptions = {},
): Promise<string[]> {
  const commands: PipelineCommand[] = inputs.map((input, i) => {
    try {
      return { command: '/ip/hotspot/user/add', args: { attributes: addUserAttributes(input) } };
    } catch (err) {
      if (err instanceof RouterOsInputError)
        throw new RouterOsInputError(err.field, `user ${i + 1}: ${err.message}`);
      throw err;
    }
  });
  const outcomes = await runPipelined(router, commands, { ...options, stopOnError: true });
  const firstFailure = outcomes.findIndex((o) => o.status === 'failed');
  if (firstFailure < 0)
    return outcomes.map((o) => (o.status === 'done' ? (o.result.ret ?? '') : ''));

  const error = (outcomes[firstFailure] as Extract<PipelineOutcome, { status: 'failed' }>).error;
  const nameOf = (i: number): string => String(commands[i]?.args?.attributes?.['name'] ?? '');
  const addedIds: string[] = [];
  const unknownNames: string[] = [];
  outcomes.forEach((o, i) => {
    if (o.status === 'done' && o.result.ret) addedIds.push(o.result.ret);
    // A trap is a clear no; any other failure may have reached the router before the answer was lost.
    else if (o.status === 'failed' && !(o.error instanceof RouterOsTrapError))
      unknownNames.push(nameOf(i));
  });
  const leftOnRouter: string[] = [];
  try {
    for (let i = 0; i < unknownNames.length; i += LOOKUP_CHUNK) {
      const names = unknownNames.slice(i, i + LOOKUP_CHUNK);
      const { rows } = await router.run(
        '/ip/hotspot/user/print',
        { proplist: ['.id', 'name'], query: query.anyOf('name', names) },
        READ,
      );
      for (const row of rows) if (row['.id']) addedIds.push(row['.id']);
    }
    const removals = await runPipelined(
      router,
      addedIds.map((id) => ({
        command: '/ip/hotspot/user/remove',
        args: { attributes: { '.id': id } },
      })),
      options,
    );
    removals.forEach((o, i) => {
      if (o.status !== 'done' && !(o.status === 'failed' && isNoSuchItem(o.error)))
        leftOnRouter.push(addedIds[i] as string);
    });
  } catch {
    // The router went away during the clean-up: what could not be checked may still be there.
    leftOnRouter.push(...addedIds, ...unknownNames);
  }
  const failure: HotspotBatchFailure = {
    index: firstFailure,
    name: nameOf(firstFailure),
    added: addedIds.length,
    leftOnRouter: [...new Set(leftOnRouter)],
  };
  Object.defineProperty(error, BATCH_FAILURE, { value: failure, enumerable: false });
  throw error;
}

// ---- profiles -----------------------------------------------------------------------------

export function toHotspotProfile(row: Attributes): HotspotProfile {
  return {
    id: row['.id'] ?? '',
    name: row['name'] ?? '',
    rateLimit: row['rate-limit'] ?? '',
    sharedUsers: row['shared-users'] ?? '1',
    addressPool: row['address-pool'] ?? '',
    parentQueue: row['parent-queue'] ?? '',
    sessionTimeout: row['session-timeout'] ?? '',
    onLogin: row['on-login'] ?? '',
  };
}

function sharedUsersInput(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim().toLowerCase();
  if (text === 'unlimited') return text;
  const n = Number(text);
  if (
    (typeof value === 'number' || typeof value === 'string') &&
    text !== '' &&
    Number.isInteger(n) &&
    n >= 1 &&
    n <= 1000
  )
    return String(n);
  throw new RouterOsInputError(
    'sharedUsers',
    'sharedUsers must be a whole number from 1 to 1000 or "unlimited"',
  );
}

function profileAttributes(input: HotspotProfileInput, forAdd: boolean): Record<string, string> {
  requireObject(input, 'Hotspot profile');
  if ('onLogin' in input || 'onLogout' in input)
    throw new RouterOsInputError('onLogin', 'scripts are never written to a router');
  const sessionTimeout = durationInput(input.sessionTimeout, 'sessionTimeout');
  return attributes(
    {
      name: plainText(input.name, 'name'),
      'rate-limit': plainText(input.rateLimit, 'rateLimit'),
      'shared-users': sharedUsersInput(input.sharedUsers),
      'address-pool': plainText(input.addressPool, 'addressPool'),
      'parent-queue': plainText(input.parentQueue, 'parentQueue'),
      'session-timeout': sessionTimeout === '' && !forAdd ? '0s' : sessionTimeout,
    },
    forAdd,
  ) as Record<string, string>;
}

export async function listHotspotProfiles(router: RouterOsRunner): Promise<HotspotProfile[]> {
  const { rows } = await router.run('/ip/hotspot/user/profile/print', {}, READ);
  return rows.map(toHotspotProfile);
}

export async function addHotspotProfile(
  router: RouterOsRunner,
  input: HotspotProfileInput,
): Promise<string> {
  const attrs = profileAttributes(input, true);
  if (!attrs['name']) throw new RouterOsInputError('name', 'name is required');
  const { ret } = await router.run('/ip/hotspot/user/profile/add', { attributes: attrs });
  return ret ?? '';
}

export async function updateHotspotProfile(
  router: RouterOsRunner,
  id: string,
  patch: HotspotProfileInput,
): Promise<void> {
  const attrs = profileAttributes(patch, false);
  if (attrs['name'] === '') throw new RouterOsInputError('name', 'name cannot be empty');
  await router.run('/ip/hotspot/user/profile/set', {
    attributes: { '.id': checkId(id), ...attrs },
  });
}

export async function removeHotspotProfile(router: RouterOsRunner, id: string): Promise<void> {
  await router.run('/ip/hotspot/user/profile/remove', { attributes: { '.id': checkId(id) } });
}

// ---- active sessions and cookies ----------------------------------------------------------

export function toHotspotActive(row: Attributes): HotspotActive {
  const uptime = row['uptime'] ?? '';
  return {
    id: row['.id'] ?? '',
    user: row['user'] ?? '',
    address: row['address'] ?? '',
    macAddress: row['mac-address'] ?? '',
    uptime,
    uptimeSeconds: parseDuration(uptime),
    bytesIn: toNumber(row['bytes-in']),
    bytesOut: toNumber(row['bytes-out']),
    loginBy: row['login-by'] ?? '',
    server: row['server'] ?? '',
  };
}

export async function listHotspotActive(
  router: RouterOsRunner,
  options: { query?: readonly string[] } = {},
): Promise<HotspotActive[]> {
  const { rows } = await router.run('/ip/hotspot/active/print', { query: options.query }, READ);
  return rows.map(toHotspotActive);
}

/** Ends a session. With a cookie for the device the router logs it straight back in: see kickHotspotUser. */
export async function removeHotspotActive(router: RouterOsRunner, id: string): Promise<void> {
  await router.run('/ip/hotspot/active/remove', { attributes: { '.id': checkId(id) } });
}

/** Removes the user's hotspot cookies; returns how many there were. */
export async function removeHotspotCookies(router: RouterOsRunner, user: string): Promise<number> {
  const name = plainText(user, 'user');
  if (!name) throw new RouterOsInputError('user', 'user is required');
  const { rows } = await router.run(
    '/ip/hotspot/cookie/print',
    { proplist: ['.id'], query: [query.eq('user', name)] },
    READ,
  );
  const ids = rows.flatMap((r) => (r['.id'] ? [r['.id']] : []));
  if (ids.length === 0) return 0;
  await router.run('/ip/hotspot/cookie/remove', { attributes: { '.id': ids.join(',') } });
  return ids.length;
}

/**
 * Kicks a user off the hotspot for good: its cookies go first (else the device logs straight back
 * in), then the session `activeId`, or every session of `user` when no id is given.
 */
export async function kickHotspotUser(
  router: RouterOsRunner,
  target: { activeId?: string; user?: string },
): Promise<{ sessions: number; cookies: number }> {
  let user = target.user;
  if (target.activeId !== undefined) checkId(target.activeId, 'activeId');
  if (user === undefined) {
    if (target.activeId === undefined)
      throw new RouterOsInputError('user', 'a session id or a user is required');
    const { rows } = await router.run(
      '/ip/hotspot/active/print',
      { proplist: ['.id', 'user'], query: [query.eq('.id', target.activeId)] },
      READ,
    );
    if (!rows[0])
      throw new RouterOsTrapError('no such item', 0, { command: '/ip/hotspot/active/remove' });
    user = rows[0]['user'] ?? '';
  }
  const cookies = await removeHotspotCookies(router, user);
  let ids: string[];
  if (target.activeId !== undefined) ids = [target.activeId];
  else {
    const { rows } = await router.run(
      '/ip/hotspot/active/print',
      { proplist: ['.id'], query: [query.eq('user', user)] },
      READ,
    );
    ids = rows.flatMap((r) => (r['.id'] ? [r['.id']] : []));
  }
  if (ids.length > 0)
    await router.run('/ip/hotspot/active/remove', { attributes: { '.id': ids.join(',') } });
  return { sessions: ids.length, cookies };
}

/** Users and sessions counted on the router (`=count-only=`), for the tabs' counts and the cards. */
export async function countHotspot(router: RouterOsRunner): Promise<HotspotCounts> {
  const count = async (menu: string): Promise<number> => {
    const result = await router.run(`${menu}/print`, { countOnly: true }, READ);
    return result.ret !== undefined ? toNumber(result.ret) : result.rows.length;
  };
  const [hotspotUsers, hotspotActive] = await Promise.all([
    count('/ip/hotspot/user'),
    count('/ip/hotspot/active'),
  ]);
  return { hotspotUsers, hotspotActive };
}

// ---- server profiles, scripts, clock ------------------------------------------------------

export async function listHotspotServerProfiles(
  router: RouterOsRunner,
): Promise<HotspotServerProfile[]> {
  const { rows } = await router.run('/ip/hotspot/profile/print', {}, READ);
  return rows.map((row) => ({
    id: row['.id'] ?? '',
    name: row['name'] ?? '',
    dnsName: row['dns-name'] ?? '',
    hotspotAddress: row['hotspot-address'] ?? '',
    loginBy: row['login-by'] ?? '',
  }));
}

export async function listSystemScripts(
  router: RouterOsRunner,
  filter: { comment?: string } = {},
): Promise<SystemScript[]> {
  const comment = plainText(filter.comment, 'comment');
  const { rows } = await router.run(
    '/system/script/print',
    { query: comment === undefined ? undefined : [query.eq('comment', comment)] },
    READ,
  );
  return rows.map((row) => ({
    id: row['.id'] ?? '',
    name: row['name'] ?? '',
    owner: row['owner'] ?? '',
    comment: row['comment'] ?? '',
    source: row['source'] ?? '',
  }));
}

export async function getClock(router: RouterOsRunner): Promise<RouterClock> {
  const { rows } = await router.run('/system/clock/print', {}, READ);
  const r = rows[0] ?? {};
  return { date: r['date'] ?? '', time: r['time'] ?? '', timeZone: r['time-zone-name'] ?? '' };
}
