// PPP secrets, profiles and active sessions in the shapes of docs/rules/routers.md#ppp-records, mapped from and to the
// RouterOS menus /ppp/secret, /ppp/profile and /ppp/active.
import { RouterOsInputError, RouterOsTrapError } from '../errors';
import { runPipelined, type PipelineCommand } from '../pipeline';
import { query, type Attributes, type RouterOsRunner } from '../sentence';
import { attributes, boolInput, boolString, checkId, textInput, toBool } from './values';

const READ = { idempotent: true } as const;

/** PPP secret (docs/rules/routers.md#ppp-records). `disabled` is the string `'true'` or `'false'`. */
export interface PppSecret {
  id: string;
  name: string;
  password: string;
  localAddress: string;
  remoteAddress: string;
  profile: string;
  comment: string;
  /** The address the table shows: the fixed remote address, when one is set. */
  address?: string;
  disabled: 'true' | 'false';
}

export interface PppSecretInput {
  name?: string;
  password?: string;
  localAddress?: string;
  remoteAddress?: string;
  profile?: string;
  comment?: string;
  /** `any`, `pppoe`, `pptp`, `l2tp`, `ovpn`, `sstp` (router default: any). */
  service?: string;
  disabled?: boolean | 'true' | 'false';
}

/** PPP profile (docs/rules/routers.md#ppp-records). */
export interface PppProfile {
  id: string;
  name: string;
  /** RouterOS `remote-address`: the pool (or address) clients of this profile get. */
  addressPool: string;
  /** RouterOS `rate-limit`, e.g. `1M/1M`. */
  rateLimit: string;
  /**
   * RouterOS `only-one`, the PPP form of "shared users": `'1'` (one session per account),
   * `'unlimited'`, or `'default'` (as the default profile says).
   */
  sharedUsers: PppSharedUsers;
  /** RouterOS `on-up`: script run when a session comes up. */
  onLogin: string;
  /** RouterOS `parent-queue`. */
  parent: string;
}

export type PppSharedUsers = '1' | 'unlimited' | 'default';

export interface PppProfileInput {
  name?: string;
  addressPool?: string;
  rateLimit?: string;
  /** 1 (or `'1'`) for one session per account, `'unlimited'` (or any number above 1), or `'default'`. */
  sharedUsers?: number | string;
  onLogin?: string;
  parent?: string;
}

/** PPP active connection (docs/rules/routers.md#ppp-records) (with the caller id, which tells two sessions of one account apart). */
export interface PppActive {
  id: string;
  name: string;
  service: string;
  address: string;
  uptime: string;
  /** The session's profile, taken from its secret ('' for accounts the router does not hold, e.g. RADIUS). */
  profile: string;
  callerId: string;
}

/**
 * Exactly the fields of PppSecret, in the order the contract schema's serialiser writes them (the
 * optional `address` last): the API sends a list of these through JSON.stringify, which then writes
 * the schema serialiser's bytes (packages/api/test/ppp-json.test.ts holds the two equal).
 */
export function toPppSecret(row: Attributes): PppSecret {
  const id = row['.id'] ?? '';
  const name = row['name'] ?? '';
  const password = row['password'] ?? '';
  const localAddress = row['local-address'] ?? '';
  const remoteAddress = row['remote-address'] ?? '';
  const profile = row['profile'] ?? '';
  const comment = row['comment'] ?? '';
  const disabled = boolString(row['disabled']);
  // Two literals, one shape each, so V8 builds every row of a list with a fixed layout.
  return remoteAddress
    ? {
        id,
        name,
        password,
        localAddress,
        remoteAddress,
        profile,
        comment,
        disabled,
        address: remoteAddress,
      }
    : { id, name, password, localAddress, remoteAddress, profile, comment, disabled };
}

function secretAttributes(
  input: PppSecretInput,
  forAdd: boolean,
): Record<string, string | undefined> {
  if (typeof input !== 'object' || input === null)
    throw new RouterOsInputError('body', 'PPP secret fields are required');
  return attributes(
    {
      name: textInput(input.name, 'name'),
      password: textInput(input.password, 'password'),
      'local-address': textInput(input.localAddress, 'localAddress'),
      'remote-address': textInput(input.remoteAddress, 'remoteAddress'),
      profile: textInput(input.profile, 'profile'),
      comment: textInput(input.comment, 'comment'),
      service: textInput(input.service, 'service'),
      disabled: boolInput(input.disabled, 'disabled'),
    },
    // On add an empty field means "router default"; on set it clears the value.
    forAdd,
  ) as Record<string, string | undefined>;
}

export async function listPppSecrets(
  router: RouterOsRunner,
  filter: { name?: string } = {},
): Promise<PppSecret[]> {
  const { rows } = await router.run(
    '/ppp/secret/print',
    { query: filter.name === undefined ? undefined : [query.eq('name', filter.name)] },
    READ,
  );
  return rows.map(toPppSecret);
}

export async function getPppSecret(router: RouterOsRunner, id: string): Promise<PppSecret | null> {
  const { rows } = await router.run(
    '/ppp/secret/print',
    { query: [query.eq('.id', checkId(id))] },
    READ,
  );
  return rows[0] ? toPppSecret(rows[0]) : null;
}

/** Adds a secret and returns its new id. */
export async function addPppSecret(router: RouterOsRunner, input: PppSecretInput): Promise<string> {
  const attrs = secretAttributes(input, true);
  if (!attrs['name']) throw new RouterOsInputError('name', 'name is required');
  const { ret } = await router.run('/ppp/secret/add', { attributes: attrs });
  return ret ?? '';
}

export async function updatePppSecret(
  router: RouterOsRunner,
  id: string,
  patch: PppSecretInput,
): Promise<void> {
  const attrs = secretAttributes(patch, false);
  if (attrs['name'] === '') throw new RouterOsInputError('name', 'name cannot be empty');
  await router.run('/ppp/secret/set', { attributes: { '.id': checkId(id), ...attrs } });
}

export async function removePppSecret(router: RouterOsRunner, id: string): Promise<void> {
  await router.run('/ppp/secret/remove', { attributes: { '.id': checkId(id) } });
}

export async function enablePppSecret(router: RouterOsRunner, id: string): Promise<void> {
  await router.run('/ppp/secret/enable', { attributes: { '.id': checkId(id) } });
}

export async function disablePppSecret(router: RouterOsRunner, id: string): Promise<void> {
  await router.run('/ppp/secret/disable', { attributes: { '.id': checkId(id) } });
}

function sharedUsersFrom(onlyOne: string | undefined): PppSharedUsers {
  if (onlyOne === 'yes' || onlyOne === 'true') return '1';
  if (onlyOne === 'no' || onlyOne === 'false') return 'unlimited';
  return 'default';
}

function onlyOneFrom(value: number | string | undefined): 'yes' | 'no' | 'default' | undefined {
  if (value === undefined) return undefined;
  const text = String(value).trim().toLowerCase();
  if (text === 'default') return 'default';
  if (text === 'unlimited' || text === 'no') return 'no';
  if (text === 'yes') return 'yes';
  const n = Number(text);
  if (text !== '' && Number.isInteger(n) && n >= 1) return n === 1 ? 'yes' : 'no';
  throw new RouterOsInputError(
    'sharedUsers',
    'sharedUsers must be a whole number of at least 1, "unlimited" or "default"',
  );
}

export function toPppProfile(row: Attributes): PppProfile {
  return {
    id: row['.id'] ?? '',
    name: row['name'] ?? '',
    addressPool: row['remote-address'] ?? '',
    rateLimit: row['rate-limit'] ?? '',
    sharedUsers: sharedUsersFrom(row['only-one']),
    onLogin: row['on-up'] ?? '',
    parent: row['parent-queue'] ?? '',
  };
}

function profileAttributes(
  input: PppProfileInput,
  forAdd: boolean,
): Record<string, string | undefined> {
  if (typeof input !== 'object' || input === null)
    throw new RouterOsInputError('body', 'PPP profile fields are required');
  if (
    input.sharedUsers !== undefined &&
    typeof input.sharedUsers !== 'number' &&
    typeof input.sharedUsers !== 'string'
  ) {
    throw new RouterOsInputError('sharedUsers', 'sharedUsers must be a number or text');
  }
  return attributes(
    {
      name: textInput(input.name, 'name'),
      'remote-address': textInput(input.addressPool, 'addressPool'),
      'rate-limit': textInput(input.rateLimit, 'rateLimit'),
      'only-one': onlyOneFrom(input.sharedUsers),
      'on-up': textInput(input.onLogin, 'onLogin'),
      'parent-queue': textInput(input.parent, 'parent'),
    },
    forAdd,
  ) as Record<string, string | undefined>;
}

export async function listPppProfiles(router: RouterOsRunner): Promise<PppProfile[]> {
  const { rows } = await router.run('/ppp/profile/print', {}, READ);
  return rows.map(toPppProfile);
}

export async function addPppProfile(
  router: RouterOsRunner,
  input: PppProfileInput,
): Promise<string> {
  const attrs = profileAttributes(input, true);
  if (!attrs['name']) throw new RouterOsInputError('name', 'name is required');
  const { ret } = await router.run('/ppp/profile/add', { attributes: attrs });
  return ret ?? '';
}

export async function updatePppProfile(
  router: RouterOsRunner,
  id: string,
  patch: PppProfileInput,
): Promise<void> {
  const attrs = profileAttributes(patch, false);
  if (attrs['name'] === '') throw new RouterOsInputError('name', 'name cannot be empty');
  await router.run('/ppp/profile/set', { attributes: { '.id': checkId(id), ...attrs } });
}

export async function removePppProfile(router: RouterOsRunner, id: string): Promise<void> {
  await router.run('/ppp/profile/remove', { attributes: { '.id': checkId(id) } });
}

/**
 * Up to this many sessions, their secrets' profiles are asked for by name (one `?name=` word each);
 * above it, every secret's name and profile is printed (a long query costs the router more than
 * the print).
 */
export const ACTIVE_PROFILE_QUERY_MAX = 64;

/** Active sessions, each with its secret's profile (RouterOS does not print one on /ppp/active). */
export async function listPppActive(router: RouterOsRunner): Promise<PppActive[]> {
  const active = await router.run('/ppp/active/print', {}, READ);
  const names = [...new Set(active.rows.flatMap((row) => (row['name'] ? [row['name']] : [])))];
  // Only the secrets of the sessions: a router with 10,000 secrets and a few sessions online
  // answers a handful of rows, not 10,000, every time the active list is read (every 10 s).
  const secrets =
    names.length === 0
      ? { rows: [] }
      : await router.run(
          '/ppp/secret/print',
          {
            proplist: ['name', 'profile'],
            query:
              names.length <= ACTIVE_PROFILE_QUERY_MAX ? query.anyOf('name', names) : undefined,
          },
          READ,
        );
  const profileOf = new Map<string, string>();
  for (const s of secrets.rows)
    if (s['name'] !== undefined) profileOf.set(s['name'], s['profile'] ?? '');
  return active.rows.map((row) => ({
    id: row['.id'] ?? '',
    name: row['name'] ?? '',
    service: row['service'] ?? '',
    address: row['address'] ?? '',
    uptime: row['uptime'] ?? '',
    profile: profileOf.get(row['name'] ?? '') ?? '',
    callerId: row['caller-id'] ?? '',
  }));
}

/** Ends an active session (the client may dial in again). */
export async function removePppActive(router: RouterOsRunner, id: string): Promise<void> {
  await router.run('/ppp/active/remove', { attributes: { '.id': checkId(id) } });
}

/** The rate limit a profile made for isolated accounts gets (docs/rules/billing.md#isolation). */
export const ISOLATE_RATE_LIMIT = '64k/64k';

/**
 * Makes the PPP profile `name` when the router lacks it (with `fields`, by default the isolate
 * rate limit); true when it was made. Another caller making it at the same moment is no failure.
 */
export async function ensurePppProfile(
  router: RouterOsRunner,
  name: string,
  fields: Omit<PppProfileInput, 'name'> = { rateLimit: ISOLATE_RATE_LIMIT },
): Promise<boolean> {
  const profile = textInput(name, 'name');
  if (!profile) throw new RouterOsInputError('name', 'name is required');
  const { rows } = await router.run(
    '/ppp/profile/print',
    { proplist: ['.id'], query: [query.eq('name', profile)] },
    READ,
  );
  if (rows.length > 0) return false;
  try {
    await addPppProfile(router, { ...fields, name: profile });
    return true;
  } catch (err) {
    if (err instanceof RouterOsTrapError && /already exists/.test(err.routerMessage)) return false;
    throw err;
  }
}

/** One account's change in a batch: its secret's profile and/or disabled flag, then its sessions kicked. */
export interface PppAccountChange {
  /** The PPP secret's name (the username). */
  name: string;
  profile?: string;
  disabled?: boolean;
  /** End the account's active sessions so that it dials in again under the change (default true). */
  kick?: boolean;
}

export type PppAccountOutcome =
  /** `changed`: the secret was written (false when it already had the profile and flag). */
  | { name: string; status: 'done'; changed: boolean; kicked: number }
  /** The router holds no secret of that name. */
  | { name: string; status: 'missing' }
  | { name: string; status: 'failed'; error: Error };

function namesQuery(names: readonly string[]): string[] | undefined {
  // As listPppActive: a few names are asked for (`?name=` words), many are read in one print.
  return names.length <= ACTIVE_PROFILE_QUERY_MAX ? query.anyOf('name', names) : undefined;
}

function isNoSuchItem(err: Error): boolean {
  return err instanceof RouterOsTrapError && err.routerMessage === 'no such item';
}

/**
 * Changes many accounts on one router, pipelined: the secrets and the sessions are read once for
 * the whole batch (two prints), then each account costs at most one `set` and one `remove` per
 * session. The sets go first and the kicks after them, so that a client dialling back in gets the
 * new profile. A read that fails (router down) rejects; a failed write is that account's outcome.
 */
export async function applyPppAccountChanges(
  router: RouterOsRunner,
  changes: readonly PppAccountChange[],
  options: { inFlight?: number; timeoutMs?: number } = {},
): Promise<PppAccountOutcome[]> {
  if (changes.length === 0) return [];
  const names = [...new Set(changes.map((c) => textInput(c.name, 'name') ?? ''))];
  if (names.includes('')) throw new RouterOsInputError('name', 'name is required');
  const runOptions =
    options.timeoutMs === undefined ? READ : { ...READ, timeoutMs: options.timeoutMs };
  const wantsKick = changes.some((c) => c.kick !== false);
  const [secrets, sessions] = await Promise.all([
    router.run(
      '/ppp/secret/print',
      { proplist: ['.id', 'name', 'profile', 'disabled'], query: namesQuery(names) },
      runOptions,
    ),
    wantsKick
      ? router.run(
          '/ppp/active/print',
          { proplist: ['.id', 'name'], query: namesQuery(names) },
          runOptions,
        )
      : Promise.resolve({ rows: [] as Attributes[] }),
  ]);
  const secretOf = new Map<string, Attributes>();
  for (const row of secrets.rows) if (row['name'] !== undefined) secretOf.set(row['name'], row);
  const sessionsOf = new Map<string, string[]>();
  for (const row of sessions.rows) {
    const name = row['name'];
    const id = row['.id'];
    if (name === undefined || id === undefined) continue;
    const list = sessionsOf.get(name);
    if (list) list.push(id);
    else sessionsOf.set(name, [id]);
  }

  const outcomes: PppAccountOutcome[] = changes.map((c) => ({ name: c.name, status: 'missing' }));
  const sets: PipelineCommand[] = [];
  const setFor: number[] = [];
  changes.forEach((c, i) => {
    const secret = secretOf.get(c.name);
    if (!secret) return;
    const attrs: Record<string, string> = {};
    if (c.profile !== undefined && secret['profile'] !== c.profile) attrs['profile'] = c.profile;
    if (c.disabled !== undefined && toBool(secret['disabled']) !== c.disabled)
      attrs['disabled'] = c.disabled ? 'yes' : 'no';
    outcomes[i] = { name: c.name, status: 'done', changed: false, kicked: 0 };
    if (Object.keys(attrs).length === 0) return;
    sets.push({
      command: '/ppp/secret/set',
      args: { attributes: { '.id': secret['.id'] ?? '', ...attrs } },
    });
    setFor.push(i);
  });
  const pipe = { inFlight: options.inFlight, timeoutMs: options.timeoutMs };
  const setOutcomes = await runPipelined(router, sets, pipe);
  setOutcomes.forEach((o, k) => {
    const i = setFor[k] as number;
    const name = (changes[i] as PppAccountChange).name;
    if (o.status === 'done') outcomes[i] = { name, status: 'done', changed: true, kicked: 0 };
    else
      outcomes[i] = {
        name,
        status: 'failed',
        error: o.status === 'failed' ? o.error : new Error('not sent'),
      };
  });

  const kicks: PipelineCommand[] = [];
  const kickFor: number[] = [];
  const kickedNames = new Set<string>();
  changes.forEach((c, i) => {
    if (c.kick === false || outcomes[i]?.status !== 'done' || kickedNames.has(c.name)) return;
    kickedNames.add(c.name);
    for (const id of sessionsOf.get(c.name) ?? []) {
      kicks.push({ command: '/ppp/active/remove', args: { attributes: { '.id': id } } });
      kickFor.push(i);
    }
  });
  const kickOutcomes = await runPipelined(router, kicks, pipe);
  kickOutcomes.forEach((o, k) => {
    const i = kickFor[k] as number;
    const outcome = outcomes[i];
    if (outcome?.status !== 'done') return;
    // A session that ended between the print and the remove is as good as kicked.
    if (o.status === 'done' || (o.status === 'failed' && isNoSuchItem(o.error))) outcome.kicked++;
    else
      outcomes[i] = {
        name: outcome.name,
        status: 'failed',
        error: o.status === 'failed' ? o.error : new Error('not sent'),
      };
  });
  return outcomes;
}

function single(
  outcome: PppAccountOutcome | undefined,
): PppAccountOutcome & { status: 'done' | 'missing' } {
  if (!outcome) throw new Error('no outcome');
  if (outcome.status === 'failed') throw outcome.error;
  return outcome;
}

/** Sets the profile of the secret `name` (no kick); false when the router holds no such secret. */
export async function setPppSecretProfile(
  router: RouterOsRunner,
  name: string,
  profile: string,
): Promise<boolean> {
  const [outcome] = await applyPppAccountChanges(router, [{ name, profile, kick: false }]);
  return single(outcome).status === 'done';
}

/** Ends every active session of the account `name` so that it dials in again; returns how many. */
export async function kickPppUser(router: RouterOsRunner, name: string): Promise<number> {
  const [outcome] = await applyPppAccountChanges(router, [{ name }]);
  const done = single(outcome);
  return done.status === 'done' ? done.kicked : 0;
}
