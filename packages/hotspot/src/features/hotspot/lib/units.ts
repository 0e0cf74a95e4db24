import { formatNumber } from 'ui-kit/format';

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
const UPTIME_WORDS: Record<string, string> = { w: 'w', d: 'd', h: 'h', m: 'm', s: 's' };

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
      parts.push([Number(match[1]), UPTIME_WORDS[match[2] as string] as string]);
    }
    if (parts.length === 0) return text;
  }
  const shown = parts.filter(([count]) => count > 0).slice(0, 2);
  return shown.length > 0 ? shown.map(([count, unit]) => `${count}${unit}`).join(' ') : '0s';
}
