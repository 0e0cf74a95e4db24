// PPP secrets, profiles and active sessions in the shapes of docs/rules/routers.md#ppp-records, mapped from and to the
// RouterOS menus /ppp/secret, /ppp/profile and /ppp/active.
import { RouterOsInputError } from '../errors';
import { query, type Attributes, type RouterOsRunner } from '../sentence';
import { attributes, boolInput, boolString, checkId, textInput } from './values';

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
