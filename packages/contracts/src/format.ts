// `contracts/format`: numbers, money, bytes, uptime, validity and WIB times as the console shows them.
// Plain functions (no TypeBox, no React): the remotes show them on screen and the API writes the same
// text into its CSV exports (docs/rules/reports.md#exports), so a cell reads alike in both.

const integerFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const decimalFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });

/** Indonesian grouping ('1.234.567', '1.234,5'); '' for anything that is not a finite number. */
export function formatNumber(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return '';
  return Number.isInteger(number) ? integerFormat.format(number) : decimalFormat.format(number);
}

/**
 * Whole rupiah as the console shows money: `Rp 1.250.000` (docs/rules/payments.md#amounts), never
 * with a `$`. '' for anything that is not a finite number.
 */
export function formatRupiah(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return '';
  const whole = integerFormat.format(Math.abs(Math.round(number)));
  return number < 0 ? `-Rp ${whole}` : `Rp ${whole}`;
}

const BYTE_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];

/** Bytes as people read them: '1,5 GiB' (id-ID decimals like every number of the console). */
export function formatBytes(value: number | string | null | undefined): string {
  const bytes = Number(value ?? 0);
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let unit = 0;
  let amount = bytes;
  while (amount >= 1024 && unit < BYTE_UNITS.length - 1) {
    amount /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? amount : Math.round(amount * 10) / 10;
  return `${formatNumber(rounded)} ${BYTE_UNITS[unit]}`;
}

const UPTIME_PART = /(\d+)([wdhms])/g;

/**
 * RouterOS uptime ('1w2d3h4m5s', or '00:05:10' on old versions) as '9d 3h 4m': the two largest
 * parts, seconds only below a minute.
 */
export function formatUptime(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (text === '' || text === '0s') return '0s';
  const clock = /^(\d+):(\d{2}):(\d{2})$/.exec(text);
  const parts: [number, string][] = [];
  if (clock) {
    const [hours, minutes, seconds] = [Number(clock[1]), Number(clock[2]), Number(clock[3])];
    if (hours) parts.push([hours, 'h']);
    if (minutes) parts.push([minutes, 'm']);
    if (seconds) parts.push([seconds, 's']);
  } else {
    for (const match of text.matchAll(UPTIME_PART)) {
      parts.push([Number(match[1]), match[2] as string]);
    }
    if (parts.length === 0) return text;
  }
  const shown = parts.filter(([count]) => count > 0).slice(0, 2);
  return shown.length > 0 ? shown.map(([count, unit]) => `${count}${unit}`).join(' ') : '0s';
}

const VALIDITY_UNITS: Record<string, [string, string]> = {
  m: ['minute', 'minutes'],
  h: ['hour', 'hours'],
  d: ['day', 'days'],
};

export const NO_EXPIRY_TEXT = 'No expiry';

/**
 * A hotspot profile's validity (docs/rules/hotspot.md): '30d' → '30 days', '1h' → '1 hour',
 * '' → 'No expiry'; anything else is shown as it is.
 */
export function describeValidity(text: string | null | undefined): string {
  const value = (text ?? '').trim();
  if (value === '') return NO_EXPIRY_TEXT;
  const match = /^(\d+)([mhd])$/.exec(value);
  if (!match) return value;
  const count = Number(match[1]);
  const [one, many] = VALIDITY_UNITS[match[2] as string] as [string, string];
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * WIB's distance from UTC. Asia/Jakarta has had no daylight saving since 1964: WIB is UTC+7 all
 * year, so a fixed offset reads and writes its times without a time-zone database.
 */
export const WIB_OFFSET_MS = 7 * 3_600_000;

/** `time` as WIB's wall clock: the returned Date's UTC fields (getUTCHours, …) read the WIB time. */
export const toWibWallClock = (time: Date | number): Date =>
  new Date((typeof time === 'number' ? time : time.getTime()) + WIB_OFFSET_MS);

/**
 * The instant of a WIB wall-clock time given in UTC fields (`Date.UTC(year, month, day, h, m, s)`
 * of what a WIB clock shows): the inverse of `toWibWallClock`.
 */
export const fromWibWallClock = (wallClockUtcMs: number): Date =>
  new Date(wallClockUtcMs - WIB_OFFSET_MS);

/** `DD/MM/YYYY HH:mm` in WIB, as lists and exports show times; '' for none or no date. */
export function wibDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  if (!Number.isFinite(time)) return '';
  const shifted = toWibWallClock(time).toISOString();
  return `${shifted.slice(8, 10)}/${shifted.slice(5, 7)}/${shifted.slice(0, 4)} ${shifted.slice(11, 16)}`;
}

/** The calendar day (`YYYY-MM-DD`) in WIB at `value`: a subscriber's billing start defaults to today's. */
export function wibDay(value: Date | number): string {
  return toWibWallClock(value).toISOString().slice(0, 10);
}
