// What a simulated router's hotspot holds (servers, user profiles, users, sessions, cookies), its
// /system/script and /system/scheduler, and the seeds for tests, benches and the `pnpm dev` demo.
import type { Attributes } from '../sentence';
import { formatDuration } from '../helpers/values';

/** A logged-in hotspot client (`/ip/hotspot/active`). Uptime and bytes are computed at print time. */
export interface SimHotspotSession {
  '.id': string;
  server: string;
  user: string;
  address: string;
  'mac-address': string;
  'login-by': string;
  /** Epoch ms the session started (the login time minus the uptime it was created with). */
  loginAt: number;
  /** Epoch ms the simulator created it: bytes grow from here. */
  createdAt: number;
  /** Bytes at creation (RouterOS `bytes-in` is what the client sent, `bytes-out` what it received). */
  bytesIn: number;
  bytesOut: number;
  /** Bytes per second added while the session lasts. */
  rateIn: number;
  rateOut: number;
}

/** A hotspot cookie (`/ip/hotspot/cookie`): lets the device log straight back in. */
export interface SimHotspotCookie {
  '.id': string;
  user: string;
  'mac-address': string;
  /** Epoch ms it was made; `expires-in` counts down from the server profile's cookie lifetime. */
  createdAt: number;
  lifetimeSeconds: number;
}

export interface SimHotspotState {
  /** `/ip/hotspot`: the hotspot servers. */
  hotspotServers: Attributes[];
  /** `/ip/hotspot/profile`: server profiles (dns-name, login-by, cookie lifetime). */
  hotspotServerProfiles: Attributes[];
  /** `/ip/hotspot/user/profile`. */
  hotspotProfiles: Attributes[];
  /** `/ip/hotspot/user`: counters (uptime, bytes) of finished sessions; live ones are added at print. */
  hotspotUsers: Attributes[];
  hotspotActive: SimHotspotSession[];
  hotspotCookies: SimHotspotCookie[];
  /** `/system/script` (MikHmon keeps its sales here); `last-started` is kept as epoch ms in `lastStartedAt`. */
  scripts: Attributes[];
  /** `/system/scheduler` (print only). */
  schedulers: Attributes[];
  /** `/system/clock`: the router's zone (its clock is the host's, shown in that zone). */
  clock: { timeZoneName: string; gmtOffsetMinutes: number };
}

export interface HotspotSeedOptions {
  /** Generated vouchers (`vc-bench`), e.g. 20,000 for a bench. */
  hotspotUsers?: number;
  /** Of the generated vouchers, this many logged in now (e.g. 200). */
  hotspotActive?: number;
  /**
   * The `pnpm dev` demo, a MikHmon router: MikHmon's profile headers and sales (as `mikhmon`), a used
   * and an unused batch with MikHmon's comments (`DEMO_BATCH_COMMENTS`), a few sessions online.
   */
  hotspotDemo?: boolean;
  /** What MikHmon leaves on a router: `on-login` headers on profiles and sales scripts in both date forms. */
  mikhmon?: boolean;
}

export const HOTSPOT_DEFAULT_PROFILE_ID = '*0';
/** The demo's batches, commented as MikHmon comments what it generates: `vc-<code>-<mm.dd.yy>-<note>`. */
export const DEMO_BATCH_COMMENTS = {
  used: 'vc-123-11.20.26-demo',
  unused: 'vc-456-11.25.26-demo',
} as const;
export const HOTSPOT_USER_DEFAULTS: Readonly<Attributes> = {
  server: 'all',
  profile: 'default',
  uptime: '0s',
  'bytes-in': '0',
  'bytes-out': '0',
  'packets-in': '0',
  'packets-out': '0',
  dynamic: 'false',
  disabled: 'false',
};

export const HOTSPOT_PROFILE_DEFAULTS: Readonly<Attributes> = {
  'address-pool': 'none',
  'shared-users': '1',
  'idle-timeout': 'none',
  'keepalive-timeout': '2m',
  'status-autorefresh': '1m',
  'add-mac-cookie': 'true',
  'mac-cookie-timeout': '3d',
  'open-status-page': 'always',
  'transparent-proxy': 'false',
  default: 'false',
};

/** The sessions' default flow: a phone browsing (bytes per second). */
export const DEFAULT_RATE_IN = 1_500;
export const DEFAULT_RATE_OUT = 12_000;

type NextId = () => string;

function userProfile(id: string, name: string, extra: Attributes): Attributes {
  return { '.id': id, name, ...HOTSPOT_PROFILE_DEFAULTS, ...extra };
}

/** MikHmon's on-login: a header MikHmon reads back (mode, price, validity, selling price, lock). */
function mikhmonOnLogin(mode: string, price: number, validity: string, selling: number): string {
  return (
    `:put (",${mode},${price},${validity},${selling},,Disable,"); {:local comment [ /ip hotspot user get [/ip hotspot user find where name="$user"] comment]; ` +
    `:local ucode [:pic $comment 0 2]; :if ($ucode = "vc" or $ucode = "up" or $comment = "") do={ ` +
    `/sys sch add name="$user" disable=no start-date=$date interval="${validity}"; }}`
  );
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A router date: `jan/15/2024` (below 7.10) or `2024-01-15` (7.10 on), in the given zone offset. */
export function formatRouterDate(ms: number, iso: boolean, offsetMinutes: number): string {
  const d = new Date(ms + offsetMinutes * 60_000);
  const day = String(d.getUTCDate()).padStart(2, '0');
  if (iso) {
    const month = String(d.getUTCMonth() + 1).padStart(2, '0');
    return `${d.getUTCFullYear()}-${month}-${day}`;
  }
  return `${MONTHS[d.getUTCMonth()] as string}/${day}/${d.getUTCFullYear()}`;
}

export function formatRouterTime(ms: number, offsetMinutes: number): string {
  const d = new Date(ms + offsetMinutes * 60_000);
  return [d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
}

const JAKARTA = { timeZoneName: 'Asia/Jakarta', gmtOffsetMinutes: 420 };

function voucher(
  id: string,
  name: string,
  profile: string,
  comment: string,
  extra: Attributes = {},
): Attributes {
  return {
    '.id': id,
    ...HOTSPOT_USER_DEFAULTS,
    name,
    password: name,
    profile,
    comment,
    ...extra,
  };
}

/** MAC and address of the n-th simulated client. */
export function clientMac(n: number): string {
  const hex = (v: number): string => v.toString(16).toUpperCase().padStart(2, '0');
  return `D4:6E:0E:${hex((n >> 16) & 0xff)}:${hex((n >> 8) & 0xff)}:${hex(n & 0xff)}`;
}

export function clientAddress(n: number): string {
  return `10.5.${50 + Math.floor(n / 250)}.${(n % 250) + 2}`;
}

/**
 * The hotspot part of a fresh state. By default small and clean: the server, its `hotspot.lan`
 * profile, five user profiles and two staff accounts, nobody online; options add the rest.
 */
export function seedHotspotState(
  nextId: NextId,
  options: HotspotSeedOptions & { now?: number } = {},
): SimHotspotState {
  const now = options.now ?? Date.now();
  // The demo router is one MikHmon has run: the console's import brings its prices and sales over.
  const mik = options.mikhmon === true || options.hotspotDemo === true;
  const hotspotServerProfiles: Attributes[] = [
    {
      '.id': nextId(),
      name: 'default',
      'hotspot-address': '0.0.0.0',
      'dns-name': '',
      'html-directory': 'hotspot',
      'login-by': 'cookie,http-chap',
      'http-cookie-lifetime': '3d',
      'use-radius': 'false',
      default: 'true',
    },
    {
      '.id': nextId(),
      name: 'hsprof1',
      'hotspot-address': '10.5.50.1',
      'dns-name': 'hotspot.lan',
      'html-directory': 'flash/hotspot',
      'login-by': 'cookie,http-chap,http-pap',
      'http-cookie-lifetime': '1d',
      'use-radius': 'false',
      default: 'false',
    },
  ];
  const hotspotServers: Attributes[] = [
    {
      '.id': nextId(),
      name: 'hotspot1',
      interface: 'bridge-lan',
      'address-pool': 'hs-pool-1',
      profile: 'hsprof1',
      'idle-timeout': '5m',
      'keepalive-timeout': 'none',
      'addresses-per-mac': '2',
      invalid: 'false',
      HTTPS: 'false',
      disabled: 'false',
    },
  ];
  const hotspotProfiles: Attributes[] = [
    userProfile(HOTSPOT_DEFAULT_PROFILE_ID, 'default', { default: 'true' }),
    userProfile(nextId(), '1jam', {
      'rate-limit': '1M/2M',
      'address-pool': 'hs-pool-1',
      'parent-queue': 'none',
      ...(mik ? { 'on-login': mikhmonOnLogin('rem', 2000, '1h', 3000) } : {}),
    }),
    userProfile(nextId(), '1hari', {
      'rate-limit': '2M/3M',
      'address-pool': 'hs-pool-1',
      ...(mik ? { 'on-login': mikhmonOnLogin('rem', 4000, '1d', 5000) } : {}),
    }),
    userProfile(nextId(), '7hari', {
      'rate-limit': '3M/5M',
      'address-pool': 'hs-pool-1',
      'shared-users': '2',
      ...(mik ? { 'on-login': mikhmonOnLogin('ntf', 20000, '7d', 25000) } : {}),
    }),
    userProfile(nextId(), '30hari', {
      'rate-limit': '5M/10M',
      'address-pool': 'hs-pool-1',
      'shared-users': '2',
      'session-timeout': '1d',
      ...(mik ? { 'on-login': mikhmonOnLogin('remc', 60000, '30d', 75000) } : {}),
    }),
  ];
  const hotspotUsers: Attributes[] = [
    {
      '.id': nextId(),
      ...HOTSPOT_USER_DEFAULTS,
      name: 'admin-cafe',
      password: 'kopi-susu-88',
      profile: 'default',
      comment: 'Staf kafe',
    },
    {
      '.id': nextId(),
      ...HOTSPOT_USER_DEFAULTS,
      name: 'teknisi',
      password: 'tek-2024-net',
      profile: '30hari',
      'mac-address': '3C:A0:67:12:9B:04',
      comment: 'Teknisi lapangan',
    },
  ];
  const hotspotActive: SimHotspotSession[] = [];
  const hotspotCookies: SimHotspotCookie[] = [];
  const session = (
    user: string,
    n: number,
    uptimeSeconds: number,
    bytesIn: number,
    bytesOut: number,
  ): void => {
    hotspotActive.push({
      '.id': nextId(),
      server: 'hotspot1',
      user,
      address: clientAddress(n),
      'mac-address': clientMac(n),
      'login-by': 'http-chap',
      loginAt: now - uptimeSeconds * 1000,
      createdAt: now,
      bytesIn,
      bytesOut,
      rateIn: DEFAULT_RATE_IN,
      rateOut: DEFAULT_RATE_OUT,
    });
    hotspotCookies.push({
      '.id': nextId(),
      user,
      'mac-address': clientMac(n),
      createdAt: now - uptimeSeconds * 1000,
      lifetimeSeconds: 86_400,
    });
  };

  if (options.hotspotDemo) {
    // A used batch of 1hari vouchers (some sold and spent, some online now) and an unused one of 1jam.
    const used = ['ka7m', 'pr3x', 'zt9c', 'hw4d', 'mn8f', 'qv2s', 'jb5e', 'ty6g'];
    used.forEach((code, i) => {
      const spent = i < 3;
      const name = `vc${code}`;
      hotspotUsers.push(
        voucher(nextId(), name, '1hari', DEMO_BATCH_COMMENTS.used, {
          'limit-uptime': '1d',
          ...(spent
            ? {
                uptime: formatDuration(3600 * (i + 2) + 137 * i),
                'bytes-in': String(41_000_000 * (i + 1)),
                'bytes-out': String(380_000_000 * (i + 1)),
              }
            : {}),
        }),
      );
      if (i >= 3 && i < 6) session(name, i, 1200 * (i - 2), 3_100_000 * i, 27_000_000 * i);
    });
    for (const code of ['c4nr', 'd7wk', 'e2hy', 'f9tu', 'g3ma', 'h8zp', 'k5qe', 'm6vb']) {
      hotspotUsers.push(
        voucher(nextId(), `vc${code}`, '1jam', DEMO_BATCH_COMMENTS.unused, {
          'limit-uptime': '1h',
        }),
      );
    }
  }

  const count = Math.max(0, options.hotspotUsers ?? 0);
  const online = Math.min(count, Math.max(0, options.hotspotActive ?? 0));
  const profiles = ['1jam', '1hari', '7hari', '30hari'];
  for (let i = 0; i < count; i++) {
    const name = `b${String(i + 1).padStart(6, '0')}`;
    hotspotUsers.push(voucher(nextId(), name, profiles[i % 4] as string, 'vc-bench'));
    if (i < online) session(name, i + 100, 60 * (i % 50) + 30, 10_000 * i, 90_000 * i);
  }

  const scripts: Attributes[] = [];
  if (mik) {
    // Sales MikHmon recorded: one before an upgrade to 7.x (old date form), two after (ISO dates).
    const sales: Array<[date: string, time: string, user: string, price: number, profile: string]> =
      [
        ['nov/02/2026', '19:42:10', 'mk3fa', 4000, '1hari'],
        ['2026-11-20', '08:15:33', 'mk8qd', 2000, '1jam'],
        ['2026-11-21', '21:03:59', 'mk2wx', 20000, '7hari'],
      ];
    // The demo's spent vouchers were sold too.
    if (options.hotspotDemo)
      sales.push(
        ['2026-11-21', '10:12:40', 'vcka7m', 4000, '1hari'],
        ['2026-11-22', '16:48:05', 'vcpr3x', 4000, '1hari'],
        ['2026-11-23', '19:30:21', 'vczt9c', 4000, '1hari'],
      );
    sales.forEach(([date, time, user, price, profile], i) => {
      const month = date.includes('/')
        ? `${date.slice(0, 3)}${date.slice(-4)}`
        : `${MONTHS[Number(date.slice(5, 7)) - 1] as string}${date.slice(0, 4)}`;
      scripts.push({
        '.id': nextId(),
        name: `${date}-|-${time}-|-${user}-|-${price}-|-${clientAddress(i + 40)}-|-${clientMac(i + 40)}-|-${profile === '1jam' ? '1h' : profile === '1hari' ? '1d' : '7d'}-|-${profile}-|-${user.startsWith('vc') ? DEMO_BATCH_COMMENTS.used : `vc-mk-${i}`}`,
        owner: month,
        policy: 'ftp,reboot,read,write,policy,test,password,sniff,sensitive,romon',
        'dont-require-permissions': 'false',
        'run-count': '0',
        source: date,
        comment: 'mikhmon',
        invalid: 'true',
      });
    });
  }
  scripts.push({
    '.id': nextId(),
    name: 'backup-harian',
    owner: 'admin',
    policy: 'ftp,read,write,policy,test,sensitive',
    'dont-require-permissions': 'false',
    'run-count': '12',
    source: '/system backup save name=harian',
    invalid: 'false',
    lastStartedAt: String(now - 6 * 3_600_000),
  });
  const schedulers: Attributes[] = [
    {
      '.id': nextId(),
      name: 'backup-harian',
      'start-date': '2024-01-01',
      'start-time': '03:00:00',
      interval: '1d',
      'on-event': 'backup-harian',
      owner: 'admin',
      policy: 'ftp,read,write,policy,test,sensitive',
      'run-count': '12',
      disabled: 'false',
    },
  ];
  return {
    hotspotServers,
    hotspotServerProfiles,
    hotspotProfiles,
    hotspotUsers,
    hotspotActive,
    hotspotCookies,
    scripts,
    schedulers,
    clock: { ...JAKARTA },
  };
}

const HOTSPOT_KEYS = [
  'hotspotServers',
  'hotspotServerProfiles',
  'hotspotProfiles',
  'hotspotUsers',
  'hotspotActive',
  'hotspotCookies',
  'scripts',
  'schedulers',
] as const;

/**
 * Gives a state made before the hotspot existed (an older `data/routeros-sim.json`) the hotspot
 * part, seeded with `options`; a state that has it is left as it is.
 */
export function ensureHotspotState(
  state: Partial<SimHotspotState> & { nextId: number },
  options: HotspotSeedOptions = {},
): void {
  if (HOTSPOT_KEYS.every((k) => Array.isArray(state[k])) && state.clock) return;
  const seeded = seedHotspotState(() => `*${(state.nextId++).toString(16).toUpperCase()}`, options);
  for (const k of HOTSPOT_KEYS) if (!Array.isArray(state[k])) state[k] = seeded[k] as never;
  state.clock ??= seeded.clock;
}
