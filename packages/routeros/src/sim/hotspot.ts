// The simulated router's hotspot menus (/ip/hotspot, its server and user profiles, users, active
// sessions, cookies), /system/script, /system/scheduler and /system/clock, and a subscriber's login
// (the part of a real hotspot a browser drives), answering like RouterOS 6.49 and 7.x.
import net from 'node:net';
import type { Attributes } from '../sentence';
import { formatDuration, parseDuration } from '../helpers/values';
import {
  DEFAULT_RATE_IN,
  DEFAULT_RATE_OUT,
  HOTSPOT_PROFILE_DEFAULTS,
  HOTSPOT_USER_DEFAULTS,
  clientAddress,
  clientMac,
  formatRouterDate,
  formatRouterTime,
  type SimHotspotSession,
} from './hotspot-state';
import {
  SimTrap,
  editable,
  findItems,
  print,
  type EditableMenu,
  type SimContext,
  type SimRequest,
  type Sentences,
} from './menus';
import { formatId } from './state';

const DONE: Sentences = [['!done']];

// The words of a hotspot login refusal: RouterOS's defaults in the hotspot's errors.txt.
export const LOGIN_ERRORS = {
  invalid: 'invalid username or password',
  sessionLimit: (user: string): string => `no more sessions are allowed for user ${user}`,
  invalidMac: (user: string): string =>
    `user ${user} is not allowed to log in from this MAC address`,
  uptimeLimit: (user: string): string => `user ${user} has reached uptime limit`,
  trafficLimit: (user: string): string => `user ${user} has reached traffic limit`,
} as const;

/**
 * RouterOS refuses a second hotspot user of one name with these words (seen in the traps clients
 * match on, e.g. MikHmon-style PHP panels and librouteros users: "failure: already have user with
 * this name for this server").
 */
export const HOTSPOT_DUPLICATE_USER = 'failure: already have user with this name for this server';

const MAC = /^[0-9A-Fa-f]{2}(:[0-9A-Fa-f]{2}){5}$/;
const DURATION = /^(\d+w)?(\d+d)?(\d+h)?(\d+m)?(\d+s)?$|^(\d+d)?\d{1,2}:\d{2}:\d{2}$/;
const BYTES = /^(\d+)([kKMG]?)$/;
const RATE = /^(\d+[kKMG]?)?(\/\d+[kKMG]?)?( .*)?$/;

function normaliseBool(row: Attributes, name: string): void {
  const v = row[name];
  if (v === undefined) return;
  if (v === 'yes' || v === 'true') row[name] = 'true';
  else if (v === 'no' || v === 'false') row[name] = 'false';
  else throw new SimTrap(`invalid value for argument ${name}`, 1);
}

/** A duration as RouterOS stores and prints it (`01:00:00` and `60m` both print `1h`). */
function normaliseDuration(row: Attributes, name: string, allowNone = false): void {
  const v = row[name];
  if (v === undefined) return;
  if (allowNone && v === 'none') return;
  if (!DURATION.test(v) || v === '') throw new SimTrap(`invalid value for argument ${name}`, 1);
  const seconds = parseDuration(v);
  // A zero limit or session timeout is RouterOS's way to say none: it prints nothing.
  if (seconds === 0 && (name.startsWith('limit-') || name === 'session-timeout')) delete row[name];
  else row[name] = formatDuration(seconds);
}

function normaliseBytes(row: Attributes, name: string): void {
  const v = row[name];
  if (v === undefined) return;
  const m = BYTES.exec(v);
  if (!m) throw new SimTrap(`invalid value for argument ${name}`, 1);
  const unit = { '': 1, k: 1024, K: 1024, M: 1024 ** 2, G: 1024 ** 3 }[m[2] as string] ?? 1;
  const n = Number(m[1]) * unit;
  if (n === 0) delete row[name];
  else row[name] = String(n);
}

function checkMac(row: Attributes, name: string): void {
  const v = row[name];
  if (v === undefined) return;
  if (!MAC.test(v)) throw new SimTrap(`invalid value for argument ${name}`, 1);
  row[name] = v.toUpperCase();
}

function hasName(rows: readonly Attributes[], name: string | undefined): boolean {
  return name !== undefined && rows.some((r) => r['name'] === name);
}

// ---- live counters ------------------------------------------------------------------------

/** The users of the running sessions by name: one pass over the users, not one per session. */
function onlineUsers(ctx: SimContext): Map<string, Attributes> {
  const names = new Set(ctx.state.hotspotActive.map((s) => s.user));
  const found = new Map<string, Attributes>();
  if (names.size === 0) return found;
  for (const u of ctx.state.hotspotUsers) {
    const name = u['name'];
    if (name !== undefined && names.has(name)) found.set(name, u);
  }
  return found;
}

function sessionUptime(ctx: SimContext, s: SimHotspotSession): number {
  return Math.max(0, Math.floor((ctx.now() - s.loginAt) / 1000));
}

function sessionBytes(
  ctx: SimContext,
  s: SimHotspotSession,
): { bytesIn: number; bytesOut: number } {
  const seconds = Math.max(0, (ctx.now() - s.createdAt) / 1000);
  return {
    bytesIn: Math.floor(s.bytesIn + s.rateIn * seconds),
    bytesOut: Math.floor(s.bytesOut + s.rateOut * seconds),
  };
}

/** A user's totals: its finished sessions (stored) plus the ones running now. */
function userTotals(
  ctx: SimContext,
  user: Attributes,
): { uptime: number; bytesIn: number; bytesOut: number } {
  let uptime = parseDuration(user['uptime']);
  let bytesIn = Number(user['bytes-in'] ?? 0);
  let bytesOut = Number(user['bytes-out'] ?? 0);
  for (const s of ctx.state.hotspotActive) {
    if (s.user !== user['name']) continue;
    uptime += sessionUptime(ctx, s);
    const b = sessionBytes(ctx, s);
    bytesIn += b.bytesIn;
    bytesOut += b.bytesOut;
  }
  return { uptime, bytesIn, bytesOut };
}

/** Ends a session: its time and bytes go to its user's counters (capped at `atMs` when given). */
function endSession(ctx: SimContext, s: SimHotspotSession, atMs?: number): void {
  const list = ctx.state.hotspotActive;
  const i = list.indexOf(s);
  if (i < 0) return;
  const at = atMs ?? ctx.now();
  const uptime = Math.max(0, Math.floor((at - s.loginAt) / 1000));
  const seconds = Math.max(0, (at - s.createdAt) / 1000);
  list.splice(i, 1);
  const user = ctx.state.hotspotUsers.find((u) => u['name'] === s.user);
  if (!user) return;
  user['uptime'] = formatDuration(parseDuration(user['uptime']) + uptime);
  user['bytes-in'] = String(
    Number(user['bytes-in'] ?? 0) + Math.floor(s.bytesIn + s.rateIn * seconds),
  );
  user['bytes-out'] = String(
    Number(user['bytes-out'] ?? 0) + Math.floor(s.bytesOut + s.rateOut * seconds),
  );
}

/**
 * Ends the sessions of users past their `limit-uptime` or `limit-bytes-total`, and sessions longer
 * than their profile's `session-timeout`, at the moment the limit was reached. Run before anything
 * reads or changes the hotspot, so the router looks as if it had enforced the limits all along.
 */
export function sweepHotspot(ctx: SimContext): void {
  const state = ctx.state;
  if (state.hotspotActive.length === 0) return;
  let changed = false;
  const users = onlineUsers(ctx);
  const timeouts = new Map<string, number>();
  for (const p of state.hotspotProfiles) {
    const t = parseDuration(p['session-timeout']);
    if (t > 0 && p['name'] !== undefined) timeouts.set(p['name'], t);
  }
  for (const s of [...state.hotspotActive]) {
    const user = users.get(s.user);
    if (!user) continue;
    const timeout = timeouts.get(user['profile'] ?? '') ?? 0;
    if (timeout > 0 && sessionUptime(ctx, s) >= timeout) {
      endSession(ctx, s, s.loginAt + timeout * 1000);
      changed = true;
      continue;
    }
    const limit = parseDuration(user['limit-uptime']);
    const byteLimit = Number(user['limit-bytes-total'] ?? 0);
    if (limit === 0 && byteLimit === 0) continue;
    const totals = userTotals(ctx, user);
    if (limit > 0 && totals.uptime >= limit) {
      endSession(ctx, s, ctx.now() - (totals.uptime - limit) * 1000);
      changed = true;
    } else if (byteLimit > 0 && totals.bytesIn + totals.bytesOut >= byteLimit) {
      endSession(ctx, s);
      changed = true;
    }
  }
  if (changed) ctx.changed();
}

// ---- menus --------------------------------------------------------------------------------

/** Stored user rows as print shows them: with the running sessions' uptime and bytes added. */
function userView(ctx: SimContext, rows: Attributes[]): Attributes[] {
  if (ctx.state.hotspotActive.length === 0) return rows;
  const online = new Set(ctx.state.hotspotActive.map((s) => s.user));
  return rows.map((row) => {
    if (!online.has(row['name'] ?? '')) return row;
    const t = userTotals(ctx, row);
    return {
      ...row,
      uptime: formatDuration(t.uptime),
      'bytes-in': String(t.bytesIn),
      'bytes-out': String(t.bytesOut),
    };
  });
}

export const HOTSPOT_USER_MENU: EditableMenu = {
  noun: 'user',
  rows: (s) => s.hotspotUsers,
  view: userView,
  duplicateMessage: HOTSPOT_DUPLICATE_USER,
  writable: new Set([
    'name',
    'password',
    'profile',
    'server',
    'mac-address',
    'address',
    'email',
    'routes',
    'limit-uptime',
    'limit-bytes-in',
    'limit-bytes-out',
    'limit-bytes-total',
    'comment',
    'disabled',
  ]),
  defaults: HOTSPOT_USER_DEFAULTS,
  check: (ctx, row) => {
    normaliseBool(row, 'disabled');
    if (!hasName(ctx.state.hotspotProfiles, row['profile']))
      throw new SimTrap('input does not match any value of profile', 1);
    if (row['server'] !== 'all' && !hasName(ctx.state.hotspotServers, row['server']))
      throw new SimTrap('input does not match any value of server', 1);
    checkMac(row, 'mac-address');
    if (row['address'] !== undefined && !net.isIPv4(row['address']))
      throw new SimTrap('invalid value for argument address', 1);
    normaliseDuration(row, 'limit-uptime');
    for (const name of ['limit-bytes-in', 'limit-bytes-out', 'limit-bytes-total'])
      normaliseBytes(row, name);
  },
};

export const HOTSPOT_PROFILE_MENU: EditableMenu = {
  noun: 'profile',
  rows: (s) => s.hotspotProfiles,
  writable: new Set([
    'name',
    'address-pool',
    'shared-users',
    'rate-limit',
    'parent-queue',
    'session-timeout',
    'idle-timeout',
    'keepalive-timeout',
    'status-autorefresh',
    'add-mac-cookie',
    'mac-cookie-timeout',
    'open-status-page',
    'transparent-proxy',
    'address-list',
    'incoming-filter',
    'outgoing-filter',
    'on-login',
    'on-logout',
    'advertise',
  ]),
  defaults: HOTSPOT_PROFILE_DEFAULTS,
  check: (_ctx, row) => {
    const shared = row['shared-users'];
    if (shared !== undefined && shared !== 'unlimited' && !/^[1-9]\d{0,3}$/.test(shared))
      throw new SimTrap('invalid value for argument shared-users', 1);
    if (row['rate-limit'] !== undefined && !RATE.test(row['rate-limit']))
      throw new SimTrap('invalid value for argument rate-limit', 1);
    normaliseDuration(row, 'session-timeout');
    normaliseDuration(row, 'idle-timeout', true);
    normaliseDuration(row, 'keepalive-timeout', true);
    normaliseBool(row, 'add-mac-cookie');
    normaliseBool(row, 'transparent-proxy');
  },
  beforeRemove: (_ctx, row) => {
    if (row['default'] === 'true')
      throw new SimTrap('failure: default profile can not be removed', 4);
  },
  onRename: (ctx, from, to) => {
    for (const u of ctx.state.hotspotUsers) if (u['profile'] === from) u['profile'] = to;
  },
};

export const HOTSPOT_SERVER_PROFILE_MENU: EditableMenu = {
  noun: 'profile',
  rows: (s) => s.hotspotServerProfiles,
  writable: new Set([
    'name',
    'hotspot-address',
    'dns-name',
    'html-directory',
    'html-directory-override',
    'login-by',
    'http-cookie-lifetime',
    'http-proxy',
    'smtp-server',
    'split-user-domain',
    'use-radius',
    'rate-limit',
    'trial-uptime-limit',
    'trial-user-profile',
  ]),
  defaults: {
    'hotspot-address': '0.0.0.0',
    'dns-name': '',
    'html-directory': 'hotspot',
    'login-by': 'cookie,http-chap',
    'http-cookie-lifetime': '3d',
    'use-radius': 'false',
    default: 'false',
  },
  check: (_ctx, row) => {
    normaliseBool(row, 'use-radius');
    normaliseDuration(row, 'http-cookie-lifetime');
    const methods = ['cookie', 'http-chap', 'http-pap', 'https', 'mac', 'mac-cookie', 'trial'];
    for (const m of (row['login-by'] ?? '').split(',').filter(Boolean))
      if (!methods.includes(m)) throw new SimTrap('input does not match any value of login-by', 1);
  },
  beforeRemove: (ctx, row) => {
    if (row['default'] === 'true')
      throw new SimTrap('failure: default profile can not be removed', 4);
    if (ctx.state.hotspotServers.some((s) => s['profile'] === row['name']))
      throw new SimTrap('failure: profile is in use', 4);
  },
  onRename: (ctx, from, to) => {
    for (const s of ctx.state.hotspotServers) if (s['profile'] === from) s['profile'] = to;
  },
};

export const HOTSPOT_SERVER_MENU: EditableMenu = {
  noun: 'server',
  rows: (s) => s.hotspotServers,
  writable: new Set([
    'name',
    'interface',
    'address-pool',
    'profile',
    'idle-timeout',
    'keepalive-timeout',
    'addresses-per-mac',
    'disabled',
  ]),
  defaults: {
    'address-pool': 'none',
    profile: 'default',
    'idle-timeout': '5m',
    'keepalive-timeout': 'none',
    'addresses-per-mac': '2',
    invalid: 'false',
    HTTPS: 'false',
    disabled: 'false',
  },
  check: (ctx, row) => {
    normaliseBool(row, 'disabled');
    if (!hasName(ctx.state.hotspotServerProfiles, row['profile']))
      throw new SimTrap('input does not match any value of profile', 1);
  },
};

/** Scripts as print shows them: `last-started` in the version's date form, our epoch field hidden. */
function scriptView(ctx: SimContext, rows: Attributes[]): Attributes[] {
  const offset = ctx.state.clock.gmtOffsetMinutes;
  return rows.map((row) => {
    const { lastStartedAt, ...shown } = row;
    if (lastStartedAt === undefined) return shown;
    const ms = Number(lastStartedAt);
    return {
      ...shown,
      'last-started': `${formatRouterDate(ms, ctx.isoDates, offset)} ${formatRouterTime(ms, offset)}`,
    };
  });
}

export const SCRIPT_MENU: EditableMenu = {
  noun: 'script',
  rows: (s) => s.scripts,
  view: scriptView,
  writable: new Set(['name', 'owner', 'policy', 'source', 'comment', 'dont-require-permissions']),
  defaults: {
    owner: 'admin',
    policy: 'ftp,reboot,read,write,policy,test,password,sniff,sensitive,romon',
    'dont-require-permissions': 'false',
    'run-count': '0',
    source: '',
    invalid: 'false',
  },
  check: (_ctx, row) => normaliseBool(row, 'dont-require-permissions'),
};

// ---- active, cookies, clock ---------------------------------------------------------------

function cookieLifetime(ctx: SimContext, serverName: string): number {
  const server = ctx.state.hotspotServers.find((s) => s['name'] === serverName);
  const profile = ctx.state.hotspotServerProfiles.find((p) => p['name'] === server?.['profile']);
  if (!profile || !(profile['login-by'] ?? '').split(',').includes('cookie')) return 0;
  return parseDuration(profile['http-cookie-lifetime']) || 0;
}

export function hotspotActiveRows(ctx: SimContext): Attributes[] {
  const users = onlineUsers(ctx);
  return ctx.state.hotspotActive.map((s) => {
    const b = sessionBytes(ctx, s);
    const user = users.get(s.user);
    const row: Attributes = {
      '.id': s['.id'],
      server: s.server,
      user: s.user,
      address: s.address,
      'mac-address': s['mac-address'],
      'login-by': s['login-by'],
      uptime: formatDuration(sessionUptime(ctx, s)),
      'idle-time': '0s',
      'keepalive-timeout': '2m',
      'bytes-in': String(b.bytesIn),
      'bytes-out': String(b.bytesOut),
      'packets-in': String(Math.floor(b.bytesIn / 600)),
      'packets-out': String(Math.floor(b.bytesOut / 1200)),
      radius: 'false',
    };
    const limit = parseDuration(user?.['limit-uptime']);
    if (user && limit > 0)
      row['session-time-left'] = formatDuration(Math.max(0, limit - userTotals(ctx, user).uptime));
    return row;
  });
}

function cookieRows(ctx: SimContext): Attributes[] {
  const now = ctx.now();
  return ctx.state.hotspotCookies.map((c) => ({
    '.id': c['.id'],
    user: c.user,
    'mac-address': c['mac-address'],
    'expires-in': formatDuration(c.lifetimeSeconds - (now - c.createdAt) / 1000),
  }));
}

function dropExpiredCookies(ctx: SimContext): void {
  const now = ctx.now();
  ctx.state.hotspotCookies = ctx.state.hotspotCookies.filter(
    (c) => now - c.createdAt < c.lifetimeSeconds * 1000,
  );
}

export function hotspotActive(ctx: SimContext, verb: string, req: SimRequest): Sentences {
  switch (verb) {
    case 'print':
    case 'getall':
      return print(ctx, req, hotspotActiveRows(ctx));
    case 'remove': {
      const ids = new Set(findItems(hotspotActiveRows(ctx), req).map((r) => r['.id']));
      const removed = ctx.state.hotspotActive.filter((s) => ids.has(s['.id']));
      for (const s of removed) endSession(ctx, s);
      // The device is still there: with a cookie for its MAC the router logs it straight back in.
      for (const s of removed) {
        const cookie = ctx.state.hotspotCookies.find(
          (c) => c.user === s.user && c['mac-address'] === s['mac-address'],
        );
        if (!cookie) continue;
        try {
          hotspotLogin(ctx, s.user, {
            viaCookie: true,
            mac: s['mac-address'],
            address: s.address,
            server: s.server,
          });
        } catch {
          // The user may no longer log in (disabled, removed, at its limit): the cookie does nothing.
        }
      }
      ctx.changed();
      return DONE;
    }
    case 'login': {
      // RouterOS's own way to log a device in from the console: `login user= password= mac-address= ip=`.
      const user = req.attributes.get('user');
      if (user === undefined || user === '')
        throw new SimTrap('missing value for argument user', 1);
      hotspotLogin(ctx, user, {
        password: req.attributes.get('password') ?? '',
        mac: req.attributes.get('mac-address') || undefined,
        address: req.attributes.get('ip') || undefined,
      });
      return DONE;
    }
    default:
      throw new SimTrap('no such command', 0);
  }
}

export function hotspotCookie(ctx: SimContext, verb: string, req: SimRequest): Sentences {
  dropExpiredCookies(ctx);
  switch (verb) {
    case 'print':
    case 'getall':
      return print(ctx, req, cookieRows(ctx));
    case 'remove': {
      const ids = new Set(findItems(cookieRows(ctx), req).map((r) => r['.id']));
      ctx.state.hotspotCookies = ctx.state.hotspotCookies.filter((c) => !ids.has(c['.id']));
      ctx.changed();
      return DONE;
    }
    default:
      throw new SimTrap('no such command', 0);
  }
}

/** `/ip/hotspot/user` adds `reset-counters` to the usual verbs. */
export function hotspotUsers(ctx: SimContext, verb: string, req: SimRequest): Sentences {
  if (verb !== 'reset-counters') return editable(ctx, HOTSPOT_USER_MENU, verb, req);
  const items = findItems(ctx.state.hotspotUsers, req);
  const names = new Set(items.map((u) => u['name']));
  for (const item of items) {
    item['uptime'] = '0s';
    item['bytes-in'] = '0';
    item['bytes-out'] = '0';
    item['packets-in'] = '0';
    item['packets-out'] = '0';
  }
  // A session running now starts counting again from zero.
  const now = ctx.now();
  for (const s of ctx.state.hotspotActive) {
    if (!names.has(s.user)) continue;
    s.loginAt = now;
    s.createdAt = now;
    s.bytesIn = 0;
    s.bytesOut = 0;
  }
  ctx.changed();
  return DONE;
}

export function clock(ctx: SimContext, verb: string, req: SimRequest): Sentences {
  if (verb !== 'print' && verb !== 'getall') throw new SimTrap('no such command', 0);
  const now = ctx.now();
  const { timeZoneName, gmtOffsetMinutes } = ctx.state.clock;
  const sign = gmtOffsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(gmtOffsetMinutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return print(ctx, req, [
    {
      time: formatRouterTime(now, gmtOffsetMinutes),
      date: formatRouterDate(now, ctx.isoDates, gmtOffsetMinutes),
      'time-zone-autodetect': 'false',
      'time-zone-name': timeZoneName,
      'gmt-offset': offset,
      'dst-active': 'false',
    },
  ]);
}

/** Schedulers keep `start-date` as `YYYY-MM-DD`; print shows it in the version's form. */
export function scheduler(ctx: SimContext, verb: string, req: SimRequest): Sentences {
  if (verb !== 'print' && verb !== 'getall') throw new SimTrap('no such command', 0);
  const rows = ctx.state.schedulers.map((row) => {
    const date = row['start-date'];
    if (date === undefined || !/^\d{4}-\d\d-\d\d$/.test(date)) return row;
    return {
      ...row,
      'start-date': formatRouterDate(Date.parse(`${date}T00:00:00Z`), ctx.isoDates, 0),
    };
  });
  return print(ctx, req, rows);
}

// ---- a subscriber's login -----------------------------------------------------------------

export interface HotspotLoginOptions {
  /** Checked against the user's password when given (a cookie login has none). */
  password?: string;
  mac?: string;
  address?: string;
  /** The session has been up this long already (its login time is moved back). */
  uptimeSeconds?: number;
  /** Bytes already counted for this session. */
  bytesIn?: number;
  bytesOut?: number;
  /** Defaults to the first hotspot server. */
  server?: string;
  /** Internal: a device logging back in with its cookie (no password check). */
  viaCookie?: boolean;
}

export interface HotspotLoginResult {
  /** The session's `/ip/hotspot/active` id. */
  id: string;
  user: string;
  address: string;
  macAddress: string;
}

/**
 * Logs a subscriber in the way the hotspot's login page would: the password, the disabled flag, a
 * MAC bound on the user, its uptime and traffic limits, and its profile's shared-users are checked
 * like RouterOS does; then an active session starts and, when the server profile logs in by cookie,
 * a cookie is kept for the device. Throws a SimTrap with RouterOS's login error text.
 */
export function hotspotLogin(
  ctx: SimContext,
  name: string,
  options: HotspotLoginOptions = {},
): HotspotLoginResult {
  sweepHotspot(ctx);
  const state = ctx.state;
  const user = state.hotspotUsers.find((u) => u['name'] === name);
  if (!user || user['disabled'] === 'true') throw new SimTrap(LOGIN_ERRORS.invalid, 2);
  if (
    !options.viaCookie &&
    options.password !== undefined &&
    options.password !== (user['password'] ?? '')
  )
    throw new SimTrap(LOGIN_ERRORS.invalid, 2);
  const n = state.nextId;
  const mac = (options.mac ?? clientMac(n)).toUpperCase();
  if (!MAC.test(mac)) throw new SimTrap('invalid value for argument mac-address', 1);
  const address = options.address ?? clientAddress(n % 60_000);
  if (!net.isIPv4(address)) throw new SimTrap('invalid value for argument address', 1);
  if (user['mac-address'] && user['mac-address'].toUpperCase() !== mac)
    throw new SimTrap(LOGIN_ERRORS.invalidMac(name), 2);
  const uptimeSeconds = Math.max(0, Math.floor(options.uptimeSeconds ?? 0));
  const bytesIn = Math.max(0, Math.floor(options.bytesIn ?? 0));
  const bytesOut = Math.max(0, Math.floor(options.bytesOut ?? 0));
  const totals = userTotals(ctx, user);
  const limit = parseDuration(user['limit-uptime']);
  if (limit > 0 && totals.uptime + uptimeSeconds >= limit)
    throw new SimTrap(LOGIN_ERRORS.uptimeLimit(name), 2);
  const byteLimit = Number(user['limit-bytes-total'] ?? 0);
  if (byteLimit > 0 && totals.bytesIn + totals.bytesOut + bytesIn + bytesOut >= byteLimit)
    throw new SimTrap(LOGIN_ERRORS.trafficLimit(name), 2);
  const profile = state.hotspotProfiles.find((p) => p['name'] === user['profile']);
  const shared = profile?.['shared-users'] ?? '1';
  const sessions = state.hotspotActive.filter((s) => s.user === name);
  if (shared !== 'unlimited' && sessions.length >= Number(shared))
    throw new SimTrap(LOGIN_ERRORS.sessionLimit(name), 2);
  const server = options.server ?? state.hotspotServers[0]?.['name'] ?? 'hotspot1';
  const now = ctx.now();
  const id = formatId(state.nextId++);
  state.hotspotActive.push({
    '.id': id,
    server,
    user: name,
    address,
    'mac-address': mac,
    'login-by': options.viaCookie ? 'cookie' : 'http-chap',
    loginAt: now - uptimeSeconds * 1000,
    createdAt: now,
    bytesIn,
    bytesOut,
    rateIn: DEFAULT_RATE_IN,
    rateOut: DEFAULT_RATE_OUT,
  });
  const lifetime = cookieLifetime(ctx, server);
  if (lifetime > 0 && !options.viaCookie) {
    state.hotspotCookies = state.hotspotCookies.filter(
      (c) => !(c.user === name && c['mac-address'] === mac),
    );
    state.hotspotCookies.push({
      '.id': formatId(state.nextId++),
      user: name,
      'mac-address': mac,
      createdAt: now,
      lifetimeSeconds: lifetime,
    });
  }
  ctx.changed();
  return { id, user: name, address, macAddress: mac };
}

/** Logs a subscriber out from its login page: every session of the user ends and its cookies go. */
export function hotspotLogout(ctx: SimContext, name: string): number {
  sweepHotspot(ctx);
  const sessions = ctx.state.hotspotActive.filter((s) => s.user === name);
  for (const s of sessions) endSession(ctx, s);
  ctx.state.hotspotCookies = ctx.state.hotspotCookies.filter((c) => c.user !== name);
  ctx.changed();
  return sessions.length;
}

function numberAttribute(req: SimRequest, name: string): number | undefined {
  const v = req.attributes.get(name);
  if (v === undefined || v === '') return undefined;
  if (!/^\d+$/.test(v)) throw new SimTrap(`invalid value for argument ${name}`, 1);
  return Number(v);
}

/**
 * The simulator-only menu `/simulator/hotspot`: `login =name= [=password=] [=mac-address=]
 * [=address=] [=uptime=] [=bytes-in=] [=bytes-out=]` answers `!done =ret=<active id>`, or a trap
 * with the login error; `logout =name=` answers `=ret=<sessions ended>`. No RouterOS has it.
 */
export function simulatorHotspot(ctx: SimContext, verb: string, req: SimRequest): Sentences {
  const name = req.attributes.get('name');
  if (name === undefined || name === '') throw new SimTrap('missing value for argument name', 1);
  if (verb === 'logout') return [['!done', `=ret=${hotspotLogout(ctx, name)}`]];
  if (verb !== 'login') throw new SimTrap('no such command', 0);
  const uptime = req.attributes.get('uptime');
  if (uptime !== undefined && uptime !== '' && !DURATION.test(uptime) && !/^\d+$/.test(uptime))
    throw new SimTrap('invalid value for argument uptime', 1);
  const result = hotspotLogin(ctx, name, {
    password: req.attributes.get('password'),
    mac: req.attributes.get('mac-address') || undefined,
    address: req.attributes.get('address') || undefined,
    uptimeSeconds:
      uptime === undefined || uptime === ''
        ? undefined
        : /^\d+$/.test(uptime)
          ? Number(uptime)
          : parseDuration(uptime),
    bytesIn: numberAttribute(req, 'bytes-in'),
    bytesOut: numberAttribute(req, 'bytes-out'),
    server: req.attributes.get('server') || undefined,
  });
  return [['!done', `=ret=${result.id}`]];
}
