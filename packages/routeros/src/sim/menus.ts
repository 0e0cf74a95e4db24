// The command handlers of the simulated router: print with queries, .proplist and count-only, and
// add/set/remove/enable/disable on the menus the console uses, answering like RouterOS does.
import net from 'node:net';
import type { Attributes } from '../sentence';
import { formatDuration } from '../helpers/values';
import { SimQueryError, compileQuery } from './query';
import { formatId, type SimInterface, type SimState } from './state';

/** A parsed command sentence. */
export interface SimRequest {
  command: string;
  attributes: Map<string, string>;
  queries: string[];
  tag: string | undefined;
}

/** A RouterOS error answer (`!trap`). */
export class SimTrap extends Error {
  readonly category: number | undefined;
  constructor(message: string, category?: number) {
    super(message);
    this.category = category;
  }
}

export interface SimContext {
  state: SimState;
  /** RouterOS answers an empty print with `!empty` from 7.18 on. */
  sendsEmpty: boolean;
  versionText: string;
  /** Dates print as `2024-01-15` (RouterOS 7.10 on), not `jan/15/2024`. */
  isoDates: boolean;
  bootedAt: number;
  now: () => number;
  changed: () => void;
}

export type Sentences = string[][];

const DONE: Sentences = [['!done']];

function attributeWords(row: Attributes, proplist: readonly string[] | null): string[] {
  const words: string[] = ['!re'];
  if (proplist) {
    for (const name of proplist) {
      const v = row[name];
      if (v !== undefined) words.push(`=${name}=${v}`);
    }
    return words;
  }
  for (const name in row) words.push(`=${name}=${row[name] as string}`);
  return words;
}

const PRINT_FLAGS = new Set([
  '.proplist',
  'count-only',
  'detail',
  'without-paging',
  'terse',
  'stats',
  'brief',
  'follow',
  'follow-only',
  'interval',
  'as-value',
]);

/** A print over `rows`: queries, `.proplist`, `count-only`, `!empty`. */
export function print(ctx: SimContext, req: SimRequest, rows: readonly Attributes[]): Sentences {
  let match: (row: Attributes) => boolean;
  try {
    match = compileQuery(req.queries);
  } catch (err) {
    throw new SimTrap(err instanceof SimQueryError ? err.message : 'invalid query', 1);
  }
  for (const name of req.attributes.keys()) {
    if (!PRINT_FLAGS.has(name)) throw new SimTrap(`unknown parameter ${name}`, 1);
  }
  const selected = req.queries.length === 0 ? rows : rows.filter(match);
  if (req.attributes.has('count-only')) return [['!done', `=ret=${selected.length}`]];
  const proplistText = req.attributes.get('.proplist');
  const proplist =
    proplistText === undefined || proplistText === ''
      ? null
      : proplistText.split(',').filter(Boolean);
  const out: Sentences = selected.map((row) => attributeWords(row, proplist));
  if (selected.length === 0 && ctx.sendsEmpty) out.push(['!empty']);
  out.push(['!done']);
  return out;
}

export interface EditableMenu {
  /** Singular noun RouterOS uses in its messages ("secret", "profile"). */
  noun: string;
  rows: (state: SimState) => Attributes[];
  /** What print shows for the stored rows, when it differs from them (live counters, hidden fields). */
  view?: (ctx: SimContext, rows: Attributes[]) => Attributes[];
  /** The trap for a duplicate name, when the menu has its own words for it. */
  duplicateMessage?: string;
  writable: ReadonlySet<string>;
  defaults: Readonly<Attributes>;
  /** Checks and normalises a row after a change; throws SimTrap. */
  check: (ctx: SimContext, row: Attributes) => void;
  beforeRemove?: (ctx: SimContext, row: Attributes) => void;
  onRename?: (ctx: SimContext, from: string, to: string) => void;
}

const BOOL_TRUE = new Set(['yes', 'true']);
const BOOL_FALSE = new Set(['no', 'false']);

function normaliseBool(row: Attributes, name: string): void {
  const v = row[name];
  if (v === undefined) return;
  if (BOOL_TRUE.has(v)) row[name] = 'true';
  else if (BOOL_FALSE.has(v)) row[name] = 'false';
  else throw new SimTrap(`invalid value for argument ${name}`, 1);
}

function checkAddress(row: Attributes, name: string): void {
  const v = row[name];
  if (v !== undefined && !net.isIP(v)) throw new SimTrap(`invalid value for argument ${name}`, 1);
}

function checkChoice(row: Attributes, name: string, choices: readonly string[]): void {
  const v = row[name];
  if (v !== undefined && !choices.includes(v))
    throw new SimTrap(`input does not match any value of ${name}`, 1);
}

const RATE = /^(\d+[kKMG]?)?(\/\d+[kKMG]?)?( .*)?$/;

export const SECRET_MENU: EditableMenu = {
  noun: 'secret',
  rows: (s) => s.secrets,
  writable: new Set([
    'name',
    'service',
    'caller-id',
    'password',
    'profile',
    'local-address',
    'remote-address',
    'routes',
    'limit-bytes-in',
    'limit-bytes-out',
    'comment',
    'disabled',
  ]),
  defaults: {
    service: 'any',
    'caller-id': '',
    password: '',
    profile: 'default',
    routes: '',
    'limit-bytes-in': '0',
    'limit-bytes-out': '0',
    'last-logged-out': '1970-01-01 00:00:00',
    disabled: 'false',
  },
  check: (ctx, row) => {
    normaliseBool(row, 'disabled');
    checkChoice(row, 'service', ['any', 'async', 'l2tp', 'ovpn', 'pppoe', 'pptp', 'sstp']);
    checkAddress(row, 'local-address');
    checkAddress(row, 'remote-address');
    if (
      row['profile'] !== undefined &&
      !ctx.state.profiles.some((p) => p['name'] === row['profile'])
    ) {
      throw new SimTrap('input does not match any value of profile', 1);
    }
  },
};

export const PROFILE_MENU: EditableMenu = {
  noun: 'profile',
  rows: (s) => s.profiles,
  writable: new Set([
    'name',
    'local-address',
    'remote-address',
    'rate-limit',
    'only-one',
    'on-up',
    'on-down',
    'parent-queue',
    'address-list',
    'dns-server',
    'bridge',
    'use-encryption',
    'change-tcp-mss',
    'comment',
  ]),
  defaults: {
    'only-one': 'default',
    'use-encryption': 'default',
    'change-tcp-mss': 'default',
    default: 'false',
  },
  check: (_ctx, row) => {
    checkChoice(row, 'only-one', ['yes', 'no', 'default']);
    checkChoice(row, 'use-encryption', ['yes', 'no', 'default', 'required']);
    checkAddress(row, 'local-address');
    if (row['rate-limit'] !== undefined && !RATE.test(row['rate-limit'])) {
      throw new SimTrap('invalid value for argument rate-limit', 1);
    }
  },
  beforeRemove: (ctx, row) => {
    if (row['default'] === 'true')
      throw new SimTrap('failure: default profile can not be removed', 4);
    const user = ctx.state.secrets.find((s) => s['profile'] === row['name']);
    if (user) throw new SimTrap(`failure: profile is used by secret ${user['name'] ?? ''}`, 4);
  },
  onRename: (ctx, from, to) => {
    // RouterOS links secrets to profiles internally, so a rename shows through at once.
    for (const s of ctx.state.secrets) if (s['profile'] === from) s['profile'] = to;
  },
};

/** Items named by `.id` or `numbers` (a comma list of ids or names). */
export function findItems(rows: Attributes[], req: SimRequest): Attributes[] {
  const ref = req.attributes.get('.id') ?? req.attributes.get('numbers');
  if (ref === undefined || ref === '') throw new SimTrap('no such item', 0);
  const found: Attributes[] = [];
  for (const token of ref.split(',')) {
    const t = token.trim();
    const item = t.startsWith('*')
      ? rows.find((r) => (r['.id'] ?? '').toUpperCase() === t.toUpperCase())
      : rows.find((r) => r['name'] === t);
    if (!item) throw new SimTrap('no such item', 0);
    if (!found.includes(item)) found.push(item);
  }
  return found;
}

function applyChanges(menu: EditableMenu, row: Attributes, req: SimRequest): void {
  for (const [name, value] of req.attributes) {
    if (name === '.id' || name === 'numbers') continue;
    if (!menu.writable.has(name)) throw new SimTrap(`unknown parameter ${name}`, 1);
    if (value === '' && name !== 'name' && name !== 'password' && !(name in menu.defaults))
      delete row[name];
    else row[name] = value;
  }
}

function ensureUniqueName(
  menu: EditableMenu,
  rows: Attributes[],
  row: Attributes,
  self: Attributes | null,
): void {
  const name = row['name'];
  if (name === undefined || name === '')
    throw new SimTrap(`failure: ${menu.noun} must have a name`, 1);
  if (rows.some((r) => r !== self && r['name'] === name)) {
    throw new SimTrap(
      menu.duplicateMessage ?? `failure: ${menu.noun} with the same name already exists`,
      4,
    );
  }
}

export function editable(
  ctx: SimContext,
  menu: EditableMenu,
  verb: string,
  req: SimRequest,
): Sentences {
  const rows = menu.rows(ctx.state);
  switch (verb) {
    case 'print':
    case 'getall':
      return print(ctx, req, menu.view ? menu.view(ctx, rows) : rows);
    case 'add': {
      const row: Attributes = { '.id': '', ...menu.defaults };
      applyChanges(menu, row, req);
      ensureUniqueName(menu, rows, row, null);
      menu.check(ctx, row);
      const id = formatId(ctx.state.nextId++);
      row['.id'] = id;
      rows.push(row);
      ctx.changed();
      return [['!done', `=ret=${id}`]];
    }
    case 'set': {
      const items = findItems(rows, req);
      const updated = items.map((item) => {
        const next = { ...item };
        applyChanges(menu, next, req);
        ensureUniqueName(menu, rows, next, item);
        menu.check(ctx, next);
        return [item, next] as const;
      });
      for (const [item, next] of updated) {
        const from = item['name'];
        for (const k of Object.keys(item)) if (!(k in next)) delete item[k];
        Object.assign(item, next);
        if (from !== undefined && next['name'] !== undefined && from !== next['name'])
          menu.onRename?.(ctx, from, next['name']);
      }
      ctx.changed();
      return DONE;
    }
    case 'remove': {
      const items = findItems(rows, req);
      for (const item of items) menu.beforeRemove?.(ctx, item);
      for (const item of items) rows.splice(rows.indexOf(item), 1);
      ctx.changed();
      return DONE;
    }
    case 'enable':
    case 'disable': {
      if (!menu.writable.has('disabled')) throw new SimTrap('no such command', 0);
      for (const item of findItems(rows, req))
        item['disabled'] = verb === 'disable' ? 'true' : 'false';
      ctx.changed();
      return DONE;
    }
    default:
      throw new SimTrap('no such command', 0);
  }
}

export function activeRows(ctx: SimContext): Attributes[] {
  const now = ctx.now();
  return ctx.state.active.map((s) => ({
    '.id': s['.id'],
    name: s.name,
    service: s.service,
    'caller-id': s['caller-id'],
    address: s.address,
    uptime: formatDuration((now - s.connectedAt) / 1000),
    encoding: s.encoding,
    'session-id': s['session-id'],
    'limit-bytes-in': '0',
    'limit-bytes-out': '0',
    radius: 'false',
  }));
}

export function active(ctx: SimContext, verb: string, req: SimRequest): Sentences {
  switch (verb) {
    case 'print':
    case 'getall':
      return print(ctx, req, activeRows(ctx));
    case 'remove': {
      const rows = activeRows(ctx);
      const ids = new Set(findItems(rows, req).map((r) => r['.id']));
      ctx.state.active = ctx.state.active.filter((s) => !ids.has(s['.id']));
      ctx.changed();
      return DONE;
    }
    default:
      throw new SimTrap('no such command', 0);
  }
}

export interface PppLoginOptions {
  /** Checked against the secret's when given. */
  password?: string;
  address?: string;
  callerId?: string;
}

/**
 * A PPPoE client dials in with the account `name`: the secret must exist and be enabled (and the
 * password match when given); the account's earlier session is replaced, as a client that redials
 * does. Returns the new /ppp/active id.
 */
export function pppLogin(ctx: SimContext, name: string, options: PppLoginOptions = {}): string {
  const secret = ctx.state.secrets.find((s) => s['name'] === name);
  if (
    !secret ||
    secret['disabled'] === 'true' ||
    (options.password !== undefined && secret['password'] !== options.password)
  )
    throw new SimTrap('authentication failed', 1);
  ctx.state.active = ctx.state.active.filter((s) => s.name !== name);
  const n = ctx.state.nextId++;
  const id = formatId(n);
  ctx.state.active.push({
    '.id': id,
    name,
    service: 'pppoe',
    'caller-id':
      options.callerId ??
      `02:00:00:${((n >> 16) & 0xff).toString(16).padStart(2, '0')}:${((n >> 8) & 0xff)
        .toString(16)
        .padStart(2, '0')}:${(n & 0xff).toString(16).padStart(2, '0')}`.toUpperCase(),
    address: options.address ?? `10.20.${(n >> 8) & 0xff}.${n & 0xff}`,
    encoding: '',
    'session-id': `0x8${(0x200000 + n).toString(16).toUpperCase()}`,
    connectedAt: ctx.now(),
  });
  ctx.changed();
  return id;
}

/** The account's sessions end (the client hangs up); returns how many there were. */
export function pppLogout(ctx: SimContext, name: string): number {
  const before = ctx.state.active.length;
  ctx.state.active = ctx.state.active.filter((s) => s.name !== name);
  if (ctx.state.active.length !== before) ctx.changed();
  return before - ctx.state.active.length;
}

/**
 * The simulator-only menu `/simulator/ppp`: `login =name= [=password=] [=address=] [=caller-id=]`
 * answers `!done =ret=<active id>` (or `!trap` when the account may not dial in); `logout =name=`
 * answers `=ret=<sessions ended>`. No RouterOS has it.
 */
export function simulatorPpp(ctx: SimContext, verb: string, req: SimRequest): Sentences {
  const name = req.attributes.get('name');
  if (name === undefined || name === '') throw new SimTrap('missing value for argument name', 1);
  if (verb === 'logout') return [['!done', `=ret=${pppLogout(ctx, name)}`]];
  if (verb !== 'login') throw new SimTrap('no such command', 0);
  const id = pppLogin(ctx, name, {
    password: req.attributes.get('password'),
    address: req.attributes.get('address') || undefined,
    callerId: req.attributes.get('caller-id') || undefined,
  });
  return [['!done', `=ret=${id}`]];
}

/** Current rate of an interface: its average, moving smoothly with time so that charts look alive. */
export function interfaceRates(
  iface: SimInterface,
  index: number,
  now: number,
): { rx: number; tx: number } {
  if (iface.disabled === 'true' || iface.running !== 'true') return { rx: 0, tx: 0 };
  const t = now / 1000;
  const wave = (phase: number): number =>
    0.75 + 0.2 * Math.sin(t / 7 + phase) + 0.05 * Math.sin(t * 1.3 + phase * 3);
  return {
    rx: Math.round(iface.rxRate * wave(index)),
    tx: Math.round(iface.txRate * wave(index + 1.7)),
  };
}

export function interfaceRows(ctx: SimContext): Attributes[] {
  const elapsed = Math.max(0, (ctx.now() - ctx.bootedAt) / 1000);
  return ctx.state.interfaces.map((i) => {
    const rxBytes = i.disabled === 'true' ? 0 : Math.floor((i.rxRate / 8) * 0.75 * elapsed);
    const txBytes = i.disabled === 'true' ? 0 : Math.floor((i.txRate / 8) * 0.75 * elapsed);
    const row: Attributes = { '.id': i['.id'], name: i.name };
    if (i['default-name']) row['default-name'] = i['default-name'];
    Object.assign(row, {
      type: i.type,
      mtu: i.mtu,
      'actual-mtu': '1500',
      'mac-address': i['mac-address'],
      'link-downs': '0',
      'rx-byte': String(rxBytes),
      'tx-byte': String(txBytes),
      'rx-packet': String(Math.floor(rxBytes / 800)),
      'tx-packet': String(Math.floor(txBytes / 800)),
      running: i.disabled === 'true' ? 'false' : i.running,
      disabled: i.disabled,
    });
    if (i.comment) row['comment'] = i.comment;
    return row;
  });
}

export function interfaces(ctx: SimContext, verb: string, req: SimRequest): Sentences {
  const list = ctx.state.interfaces;
  switch (verb) {
    case 'print':
    case 'getall':
      return print(ctx, req, interfaceRows(ctx));
    case 'set':
    case 'enable':
    case 'disable': {
      const rows = interfaceRows(ctx);
      const targets = findItems(rows, req).map(
        (r) => list.find((i) => i['.id'] === r['.id']) as SimInterface,
      );
      for (const iface of targets) {
        if (verb !== 'set') {
          iface.disabled = verb === 'disable' ? 'true' : 'false';
          continue;
        }
        for (const [name, value] of req.attributes) {
          if (name === '.id' || name === 'numbers') continue;
          if (name === 'name') {
            if (list.some((o) => o !== iface && o.name === value))
              throw new SimTrap('failure: already have interface with such name', 4);
            iface.name = value;
          } else if (name === 'comment') iface.comment = value;
          else if (name === 'mtu') iface.mtu = value;
          else if (name === 'disabled') {
            const row: Attributes = { disabled: value };
            normaliseBool(row, 'disabled');
            iface.disabled = row['disabled'] as 'true' | 'false';
          } else throw new SimTrap(`unknown parameter ${name}`, 1);
        }
      }
      ctx.changed();
      return DONE;
    }
    default:
      throw new SimTrap('no such command', 0);
  }
}

/** One `!re` per interface named in `=interface=` (comma list), as monitor-traffic prints it. */
export function trafficReadings(ctx: SimContext, req: SimRequest): Sentences {
  const names = (req.attributes.get('interface') ?? '').split(',').filter(Boolean);
  if (names.length === 0) throw new SimTrap('missing value for argument interface', 1);
  const now = ctx.now();
  return names.map((name) => {
    const index = ctx.state.interfaces.findIndex((i) => i.name === name);
    const iface = ctx.state.interfaces[index];
    if (!iface) throw new SimTrap('no such item', 0);
    const { rx, tx } = interfaceRates(iface, index, now);
    const rxp = Math.round(rx / 8 / 700);
    const txp = Math.round(tx / 8 / 700);
    return [
      '!re',
      `=name=${name}`,
      `=rx-packets-per-second=${rxp}`,
      `=rx-bits-per-second=${rx}`,
      `=fp-rx-packets-per-second=${rxp}`,
      `=fp-rx-bits-per-second=${rx}`,
      '=rx-drops-per-second=0',
      '=rx-errors-per-second=0',
      `=tx-packets-per-second=${txp}`,
      `=tx-bits-per-second=${tx}`,
      `=fp-tx-packets-per-second=${txp}`,
      `=fp-tx-bits-per-second=${tx}`,
      '=tx-drops-per-second=0',
      '=tx-queue-drops-per-second=0',
      '=tx-errors-per-second=0',
    ];
  });
}

export function identity(ctx: SimContext, verb: string, req: SimRequest): Sentences {
  if (verb === 'print' || verb === 'getall') return print(ctx, req, [{ name: ctx.state.identity }]);
  if (verb === 'set') {
    for (const name of req.attributes.keys())
      if (name !== 'name') throw new SimTrap(`unknown parameter ${name}`, 1);
    const name = req.attributes.get('name');
    if (name === undefined || name === '')
      throw new SimTrap('failure: identity must not be empty', 1);
    ctx.state.identity = name;
    ctx.changed();
    return DONE;
  }
  throw new SimTrap('no such command', 0);
}

export function resource(ctx: SimContext, verb: string, req: SimRequest): Sentences {
  if (verb !== 'print' && verb !== 'getall') throw new SimTrap('no such command', 0);
  const now = ctx.now();
  const r = ctx.state.resource;
  const total = Number(r['total-memory']);
  const t = now / 1000;
  const cpuLoad = Math.max(0, Math.round(6 + 5 * Math.sin(t / 11) + 2 * Math.sin(t * 0.7)));
  const row: Attributes = {
    uptime: formatDuration((now - ctx.bootedAt) / 1000),
    version: ctx.versionText,
    'build-time': r['build-time'],
    'factory-software': '6.44.6',
    'free-memory': String(Math.round(total * (0.6 + 0.02 * Math.sin(t / 17)))),
    'total-memory': r['total-memory'],
    cpu: r.cpu,
    'cpu-count': r['cpu-count'],
    'cpu-frequency': r['cpu-frequency'],
    'cpu-load': String(cpuLoad),
    'free-hdd-space': String(Math.round(Number(r['total-hdd-space']) * 0.83)),
    'total-hdd-space': r['total-hdd-space'],
    'write-sect-since-reboot': '4211',
    'write-sect-total': '181339',
    'bad-blocks': '0',
    'architecture-name': r['architecture-name'],
    'board-name': r['board-name'],
    platform: r.platform,
  };
  return print(ctx, req, [row]);
}
