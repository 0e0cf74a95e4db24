// What MikHmon (github.com/laksa19/mikhmonv3) leaves on a router, read for the one-click import
// (docs/rules/hotspot.md#coming-from-mikhmon). Pure parsers: the route reads the router and stores.
//
// MikHmon v3's hotspot/adduserprofile.php writes a profile's on-login as
//   :put (",<expmode>,<price>,<validity>,<sellingPrice>,,<lock>,"); {…scheduler script…}
// (expmode rem | ntf | remc | ntfc; lock Enable | Disable), or for "no expiry" (expmode 0)
//   :put (",,<price>,,,noexp,<lock>,")
// and, in the recording modes (remc, ntfc), a sales script per login:
//   /system script add name="$date-|-$time-|-$user-|-<price>-|-$address-|-$mac-|-<validity>-|-<profile>-|-$comment"
//                      owner="$month$year" source="$date" comment="mikhmon"
// where $date is `/system clock get date`: `jan/15/2024` before RouterOS 7.10, `2024-01-15` from
// 7.10 on (the change that broke MikHmon's own date arithmetic), and $time the router's local time.
//
// MikHmon's hotspot/generateuser.php comments the users it generates
//   vc-<code>-<mm.dd.yy>-<note>  (voucher mode: password = name)
//   up-<code>-<mm.dd.yy>-<note>  (user/password mode)
// with <code> a random number per batch: one comment is one batch.

import { fromWibWallClock } from 'contracts/format';
import type { VoucherCharset } from 'contracts/limits';

export type ExpiryMode = 'remove' | 'disable' | 'none';

export interface MikhmonProfileSettings {
  price: number;
  sellingPrice: number | null;
  /** Our syntax (`30m`, `12h`, `1d`, `30d`); '' = none. */
  validity: string;
  expiryMode: ExpiryMode;
  lockMac: boolean;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

const EXPIRY_MODES: Record<string, ExpiryMode> = {
  rem: 'remove',
  remc: 'remove',
  ntf: 'disable',
  ntfc: 'disable',
  '': 'none',
  '0': 'none',
};

/** `5000`, `5.000`, `Rp 5,000` → 5000; '' → 0; anything else null. */
export function parseMikhmonPrice(text: string): number | null {
  const trimmed = text.trim().replace(/^rp\.?\s*/i, '');
  if (trimmed === '') return 0;
  if (!/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed.replace(/[.,]/g, ''));
  return Number.isSafeInteger(value) ? value : null;
}

const UNIT_SECONDS: Record<string, number> = { w: 604_800, d: 86_400, h: 3_600, m: 60, s: 1 };

/**
 * A RouterOS interval as MikHmon takes it (`30d`, `1w2d`, `12h`, `1d12h`, `00:30:00`) → our single
 * unit syntax: the largest of d, h, m that divides it (`1w` → `7d`, `1d12h` → `36h`); '' → ''.
 * null when it is not an interval or is under a minute.
 */
export function mikhmonValidity(text: string): string | null {
  const trimmed = text.trim().toLowerCase();
  if (trimmed === '') return '';
  let seconds = 0;
  const clock = /^(\d{1,3}):(\d{2}):(\d{2})$/.exec(trimmed);
  if (clock) {
    seconds = Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  } else {
    if (!/^(\d+[wdhms])+$/.test(trimmed)) return null;
    for (const [, n, unit] of trimmed.matchAll(/(\d+)([wdhms])/g)) {
      seconds += Number(n) * UNIT_SECONDS[unit!]!;
    }
  }
  if (seconds < 60 || seconds % 60 !== 0) return null;
  if (seconds % 86_400 === 0) return `${seconds / 86_400}d`;
  if (seconds % 3_600 === 0) return `${seconds / 3_600}h`;
  return `${seconds / 60}m`;
}

/**
 * A profile's on-login → our settings; not ok when it is not MikHmon's header (a profile MikHmon
 * never touched, or a script of someone else's).
 */
export function parseMikhmonOnLogin(onLogin: string): Parsed<MikhmonProfileSettings> {
  const header = /^\s*:put \("(,[^"]*)"\)/.exec(onLogin);
  if (!header) return { ok: false, reason: 'on-login has no MikHmon header' };
  const fields = header[1]!.split(',');
  // [ '', mode, price, validity, sellingPrice, noexp?, lock, '' ]
  if (fields.length < 7) return { ok: false, reason: 'MikHmon header has too few fields' };
  const [, mode = '', priceText = '', validityText = '', sellingText = '', noexp = '', lock = ''] =
    fields;
  const expiryMode = noexp === 'noexp' ? 'none' : EXPIRY_MODES[mode];
  if (!expiryMode) return { ok: false, reason: `unknown expiry mode "${mode}"` };
  const price = parseMikhmonPrice(priceText);
  if (price === null) return { ok: false, reason: `price "${priceText}" is not a number` };
  const selling = parseMikhmonPrice(sellingText);
  if (selling === null)
    return { ok: false, reason: `selling price "${sellingText}" is not a number` };
  const validity = mikhmonValidity(validityText);
  if (validity === null)
    return { ok: false, reason: `validity "${validityText}" is not an interval` };
  return {
    ok: true,
    value: {
      price,
      sellingPrice: selling > 0 ? selling : null,
      validity,
      expiryMode,
      lockMac: lock.trim().toLowerCase() === 'enable',
    },
  };
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * `jan/15/2024` or `2024-01-15` with `HH:MM:SS` (the router's local time: its clock is kept in
 * WIB) → the instant; null when either is not a real date or time.
 */
export function parseRouterDateTime(date: string, time: string): Date | null {
  let year: number;
  let month: number;
  let day: number;
  const old = /^([a-z]{3})\/(\d{2})\/(\d{4})$/i.exec(date.trim());
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date.trim());
  if (old) {
    month = MONTHS.indexOf(old[1]!.toLowerCase()) + 1;
    day = Number(old[2]);
    year = Number(old[3]);
    if (month === 0) return null;
  } else if (iso) {
    year = Number(iso[1]);
    month = Number(iso[2]);
    day = Number(iso[3]);
  } else return null;
  const clock = /^(\d{2}):(\d{2}):(\d{2})$/.exec(time.trim());
  if (!clock) return null;
  const [h, m, s] = [Number(clock[1]), Number(clock[2]), Number(clock[3])];
  if (h > 23 || m > 59 || s > 59) return null;
  const utc = Date.UTC(year, month - 1, day, h, m, s);
  const check = new Date(utc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return fromWibWallClock(utc);
}

export interface MikhmonSale {
  soldAt: Date;
  user: string;
  price: number;
  address: string;
  macAddress: string;
  validity: string;
  profile: string;
  comment: string;
}

/** A `mikhmon` sales script's name → the sale it records. */
export function parseMikhmonSaleName(name: string): Parsed<MikhmonSale> {
  const parts = name.split('-|-');
  if (parts.length !== 9) return { ok: false, reason: 'not a MikHmon sales record name' };
  const [
    date = '',
    time = '',
    user = '',
    priceText = '',
    address = '',
    mac = '',
    validity = '',
    profile = '',
    comment = '',
  ] = parts;
  const soldAt = parseRouterDateTime(date, time);
  if (!soldAt) return { ok: false, reason: `date "${date} ${time}" is not a date and time` };
  if (!user.trim()) return { ok: false, reason: 'no user name' };
  const price = parseMikhmonPrice(priceText);
  if (price === null) return { ok: false, reason: `price "${priceText}" is not a number` };
  return {
    ok: true,
    value: {
      soldAt,
      user: user.trim(),
      price,
      address: address.trim(),
      macAddress: mac.trim().toUpperCase(),
      validity: validity.trim(),
      profile: profile.trim(),
      comment: comment.trim(),
    },
  };
}

/** What a batch of MikHmon's needs of its users (listHotspotUsers' fields). */
export interface MikhmonBatchUser {
  name: string;
  profile: string;
  limitUptime: string;
  limitBytesTotal: string;
}

export interface MikhmonBatch {
  profile: string;
  count: number;
  mode: 'voucher' | 'userpass';
  length: number;
  charset: VoucherCharset;
  limitUptime: string;
  limitBytesTotal: number;
  note: string;
  /** The date in the comment (midnight WIB); null when the comment has none: now. */
  createdAt: Date | null;
}

/** The voucher_batches CHECK on count. */
export const MIKHMON_BATCH_MAX = 5000;
const NOTE_MAX = 500;
/** The voucher_batches CHECK on profile. */
const PROFILE_MAX = 100;

function mostCommon<T>(values: readonly T[]): T | undefined {
  const counts = new Map<T, number>();
  let best: T | undefined;
  let bestCount = 0;
  for (const v of values) {
    const n = (counts.get(v) ?? 0) + 1;
    counts.set(v, n);
    if (n > bestCount) {
      best = v;
      bestCount = n;
    }
  }
  return best;
}

/** The charset the names are made of (other characters are not counted); none known: lower-digits. */
export function namesCharset(names: readonly string[]): VoucherCharset {
  const all = names.join('');
  const lower = /[a-z]/.test(all);
  const upper = /[A-Z]/.test(all);
  const digits = /[0-9]/.test(all);
  const letters = lower && upper ? 'mixed' : lower ? 'lower' : upper ? 'upper' : '';
  if (letters === '') return digits ? 'digits' : 'lower-digits';
  return digits ? `${letters}-digits` : letters;
}

/** `vc-123-11.20.26-note` → 2026-11-20 00:00 WIB; null when there is no real mm.dd.yy date. */
export function mikhmonCommentDate(comment: string): Date | null {
  const m = /^(?:vc|up)-[^-]*-(\d{2})\.(\d{2})\.(\d{2})(?:-|$)/.exec(comment);
  if (!m) return null;
  const [month, day, year] = [Number(m[1]), Number(m[2]), 2000 + Number(m[3])];
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return fromWibWallClock(utc);
}

/** A `vc-`/`up-` comment and its users → our batch; not ok when the group cannot be one. */
export function mikhmonBatch(
  comment: string,
  users: readonly MikhmonBatchUser[],
): Parsed<MikhmonBatch> {
  if (users.length > MIKHMON_BATCH_MAX)
    return {
      ok: false,
      reason: `${users.length} users: a batch holds at most ${MIKHMON_BATCH_MAX}`,
    };
  const first = users[0];
  if (!first) return { ok: false, reason: 'no users' };
  const profile = mostCommon(users.map((u) => u.profile || 'default')) ?? 'default';
  if (profile.length > PROFILE_MAX)
    return { ok: false, reason: `profile name over ${PROFILE_MAX} characters` };
  const names = users.map((u) => u.name);
  const length = mostCommon(names.map((n) => n.length)) ?? 0;
  const uptimes = new Set(users.map((u) => u.limitUptime));
  const bytes = new Set(users.map((u) => u.limitBytesTotal));
  const bytesTotal = Number(first.limitBytesTotal || '0');
  return {
    ok: true,
    value: {
      profile,
      count: users.length,
      mode: comment.startsWith('up-') ? 'userpass' : 'voucher',
      length: Math.min(12, Math.max(4, length)),
      charset: namesCharset(names),
      limitUptime: uptimes.size === 1 ? first.limitUptime.slice(0, 32) : '',
      limitBytesTotal:
        bytes.size === 1 && Number.isSafeInteger(bytesTotal) && bytesTotal > 0 ? bytesTotal : 0,
      note: comment.slice(0, NOTE_MAX),
      createdAt: mikhmonCommentDate(comment),
    },
  };
}
