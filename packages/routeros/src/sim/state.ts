// What a simulated router holds, and a realistic starting point for demos and tests.
import fs from 'node:fs';
import path from 'node:path';
import type { Attributes } from '../sentence';
import {
  ensureHotspotState,
  seedHotspotState,
  type HotspotSeedOptions,
  type SimHotspotState,
} from './hotspot-state';

export interface SimActiveSession {
  '.id': string;
  name: string;
  service: string;
  'caller-id': string;
  address: string;
  encoding: string;
  'session-id': string;
  /** Epoch ms the session came up; uptime is computed from it at print time. */
  connectedAt: number;
}

export interface SimInterface {
  '.id': string;
  name: string;
  'default-name'?: string;
  type: string;
  mtu: string;
  'mac-address': string;
  comment?: string;
  disabled: 'true' | 'false';
  running: 'true' | 'false';
  /** Average receive and transmit rates in bit/s, around which monitor-traffic readings move. */
  rxRate: number;
  txRate: number;
}

export interface SimResource {
  'board-name': string;
  'architecture-name': string;
  cpu: string;
  'cpu-count': string;
  'cpu-frequency': string;
  'total-memory': string;
  'total-hdd-space': string;
  platform: string;
  'build-time': string;
}

export interface SimState extends SimHotspotState {
  identity: string;
  /** Next number for a `*hex` item id. */
  nextId: number;
  secrets: Attributes[];
  profiles: Attributes[];
  active: SimActiveSession[];
  interfaces: SimInterface[];
  resource: SimResource;
}

export const DEFAULT_PROFILE_ID = '*0';
export const DEFAULT_ENCRYPTION_PROFILE_ID = '*FFFFFFFE';

export function formatId(n: number): string {
  return `*${n.toString(16).toUpperCase()}`;
}

const CUSTOMERS: ReadonlyArray<[name: string, profile: string, comment: string]> = [
  ['budi.santoso', 'paket-10M', 'Jl. Merdeka No. 12'],
  ['siti.rahma', 'paket-5M', 'Perum Griya Asri B-4'],
  ['agus.wijaya', 'paket-20M', 'Toko Maju Jaya'],
  ['dewi.lestari', 'paket-10M', 'Jl. Kenanga 7'],
  ['rudi.hartono', 'paket-5M', 'Kos Melati kamar 3'],
  ['wayan.sudarma', 'paket-20M', 'Warung Bali Indah'],
  ['rina.puspita', 'paket-10M', 'Café Anggrek'],
  ['joko.susilo', 'isolir', 'Belum bayar Oktober'],
  ['ayu.kartika', 'paket-5M', 'Jl. Cempaka 21'],
  ['andi.pratama', 'paket-10M', 'Bengkel Andi Motor'],
  ['fitri.handayani', 'paket-5M', ''],
  ['hendra.gunawan', 'paket-20M', 'Kantor CV Sinar Terang'],
];

export interface SeedOptions extends HotspotSeedOptions {
  /** Generated PPP secrets besides the twelve customers (benchmarks). */
  extraSecrets?: number;
  now?: number;
}

/**
 * The state a fresh simulator starts with; `extraSecrets` adds generated accounts (benchmarks), the
 * hotspot options (hotspot-state.ts) vouchers, sessions, the demo batches and MikHmon's leftovers.
 */
export function seedState(options: SeedOptions = {}): SimState {
  const now = options.now ?? Date.now();
  let next = 1;
  const id = (): string => formatId(next++);
  const profiles: Attributes[] = [
    {
      '.id': DEFAULT_PROFILE_ID,
      name: 'default',
      'local-address': '10.10.0.1',
      'use-encryption': 'default',
      'only-one': 'default',
      'change-tcp-mss': 'yes',
      default: 'true',
    },
    {
      '.id': id(),
      name: 'paket-5M',
      'local-address': '10.10.0.1',
      'remote-address': 'pool-pelanggan',
      'rate-limit': '5M/5M',
      'only-one': 'yes',
      'use-encryption': 'default',
      'change-tcp-mss': 'default',
      default: 'false',
    },
    {
      '.id': id(),
      name: 'paket-10M',
      'local-address': '10.10.0.1',
      'remote-address': 'pool-pelanggan',
      'rate-limit': '10M/10M',
      'only-one': 'yes',
      'use-encryption': 'default',
      'change-tcp-mss': 'default',
      default: 'false',
    },
    {
      '.id': id(),
      name: 'paket-20M',
      'local-address': '10.10.0.1',
      'remote-address': 'pool-pelanggan',
      'rate-limit': '20M/20M',
      'only-one': 'yes',
      'parent-queue': 'total-pelanggan',
      'on-up': ':log info "paket-20M up: $user"',
      'use-encryption': 'default',
      'change-tcp-mss': 'default',
      default: 'false',
    },
    {
      '.id': id(),
      name: 'isolir',
      'local-address': '10.99.0.1',
      'remote-address': 'pool-isolir',
      'rate-limit': '64k/64k',
      'only-one': 'yes',
      'use-encryption': 'default',
      'change-tcp-mss': 'default',
      default: 'false',
    },
    {
      '.id': DEFAULT_ENCRYPTION_PROFILE_ID,
      name: 'default-encryption',
      'use-encryption': 'yes',
      'only-one': 'default',
      'change-tcp-mss': 'yes',
      default: 'true',
    },
  ];
  const secrets: Attributes[] = CUSTOMERS.map(([name, profile, comment], i) => {
    const row: Attributes = {
      '.id': id(),
      name,
      service: 'pppoe',
      'caller-id': '',
      password: `pw${(i * 7919 + 1000).toString(36)}`,
      profile,
      routes: '',
      'limit-bytes-in': '0',
      'limit-bytes-out': '0',
      'last-logged-out': '1970-01-01 00:00:00',
      disabled: name === 'joko.susilo' ? 'true' : 'false',
    };
    if (i % 3 === 0) row['remote-address'] = `10.10.0.${10 + i}`;
    if (comment) row['comment'] = comment;
    return row;
  });
  for (let i = 0; i < (options.extraSecrets ?? 0); i++) {
    const n = String(i + 1).padStart(5, '0');
    secrets.push({
      '.id': id(),
      name: `user${n}`,
      service: 'pppoe',
      'caller-id': '',
      password: `pass${n}`,
      profile: ['paket-5M', 'paket-10M', 'paket-20M'][i % 3] as string,
      routes: '',
      'limit-bytes-in': '0',
      'limit-bytes-out': '0',
      'last-logged-out': '1970-01-01 00:00:00',
      disabled: i % 17 === 0 ? 'true' : 'false',
      comment: `Pelanggan ${n}`,
    });
  }
  const online = ['budi.santoso', 'agus.wijaya', 'rina.puspita', 'andi.pratama', 'hendra.gunawan'];
  const active: SimActiveSession[] = online.map((name, i) => ({
    '.id': id(),
    name,
    service: 'pppoe',
    'caller-id': `4C:5E:0C:1${i}:A2:${(0x30 + i * 11).toString(16).toUpperCase()}`,
    address: `10.10.0.${100 + i}`,
    encoding: '',
    'session-id': `0x8${(0x100000 + i * 4097).toString(16).toUpperCase()}`,
    connectedAt: now - (i + 1) * 3_723_000 - i * 86_400_000,
  }));
  const mac = (n: number): string => `48:8F:5A:3C:71:${(0x10 + n).toString(16).toUpperCase()}`;
  const interfaces: SimInterface[] = [1, 2, 3, 4, 5].map((n) => ({
    '.id': id(),
    name: `ether${n}`,
    'default-name': `ether${n}`,
    type: 'ether',
    mtu: '1500',
    'mac-address': mac(n),
    disabled: 'false',
    running: n <= 3 ? 'true' : 'false',
    rxRate: n === 1 ? 48_000_000 : n <= 3 ? 6_000_000 : 0,
    txRate: n === 1 ? 9_000_000 : n <= 3 ? 21_000_000 : 0,
  }));
  const ether1 = interfaces[0] as SimInterface;
  ether1.comment = 'WAN';
  interfaces.push({
    '.id': id(),
    name: 'bridge-lan',
    type: 'bridge',
    mtu: 'auto',
    'mac-address': mac(9),
    comment: 'LAN pelanggan',
    disabled: 'false',
    running: 'true',
    rxRate: 12_000_000,
    txRate: 42_000_000,
  });
  const hotspot = seedHotspotState(id, options);
  return {
    identity: 'MikroTik',
    ...hotspot,
    nextId: next,
    secrets,
    profiles,
    active,
    interfaces,
    resource: {
      'board-name': 'RB4011iGS+',
      'architecture-name': 'arm',
      cpu: 'ARMv7',
      'cpu-count': '4',
      'cpu-frequency': '1400',
      'total-memory': '1073741824',
      'total-hdd-space': '536870912',
      platform: 'MikroTik',
      'build-time': '2025-06-02 10:21:44',
    },
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks the shape of a state read from a file; throws a readable error when it does not fit. */
export function parseState(json: unknown, source = 'state'): SimState {
  if (!isRecord(json)) throw new Error(`${source}: expected a JSON object`);
  for (const key of ['secrets', 'profiles', 'active', 'interfaces'] as const) {
    if (!Array.isArray(json[key])) throw new Error(`${source}: "${key}" must be an array`);
  }
  if (typeof json['identity'] !== 'string') throw new Error(`${source}: "identity" must be text`);
  if (typeof json['nextId'] !== 'number') throw new Error(`${source}: "nextId" must be a number`);
  if (!isRecord(json['resource'])) throw new Error(`${source}: "resource" must be an object`);
  const state = json as unknown as SimState;
  // A file written before the hotspot existed gets the demo hotspot (state files are for demos).
  ensureHotspotState(state, { hotspotDemo: true });
  return state;
}

/**
 * Reads a state file; a missing file is seeded and written first. State files are the demo's
 * (`pnpm dev`, `pnpm routeros-sim --state`), so a new one gets the hotspot demo unless told otherwise.
 */
export function loadStateFile(file: string, seed: SeedOptions = {}): SimState {
  if (!fs.existsSync(file)) {
    const state = seedState({ hotspotDemo: true, ...seed });
    writeStateFile(file, state);
    return state;
  }
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${file} is not valid JSON: ${(err as Error).message}`);
  }
  return parseState(json, file);
}

/** Writes the state atomically (temporary file, then rename), so a crash never leaves half a file. */
export function writeStateFile(file: string, state: SimState): void {
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  fs.writeFileSync(tmp, `${JSON.stringify(state, null, 2)}\n`);
  fs.renameSync(tmp, file);
}
