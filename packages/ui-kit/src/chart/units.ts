// Human units for chart axes, legends and text alternatives: bit/s and bytes step by 1000 and 1024,
// percentages and counts as they are. One place, so an axis and its table say the same.

export type ChartUnit = 'bps' | 'bytes' | 'percent' | 'count' | 'ms';

const BIT_UNITS = ['bit/s', 'kbit/s', 'Mbit/s', 'Gbit/s', 'Tbit/s'];
const BYTE_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];

function scaled(value: number, base: number, units: readonly string[]): string {
  let n = Math.abs(value);
  let i = 0;
  while (n >= base && i < units.length - 1) {
    n /= base;
    i++;
  }
  const digits = n >= 100 || i === 0 ? 0 : n >= 10 ? 1 : 2;
  const sign = value < 0 ? '-' : '';
  return `${sign}${Number(n.toFixed(digits)).toString()} ${units[i]}`;
}

/** `48.2 Mbit/s`, `512 MiB`, `37%`, `1,204`, `12 ms`; `–` for no value. */
export function formatChartValue(value: number | null | undefined, unit: ChartUnit): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '–';
  switch (unit) {
    case 'bps':
      return scaled(value, 1000, BIT_UNITS);
    case 'bytes':
      return scaled(value, 1024, BYTE_UNITS);
    case 'percent':
      return `${Number(value.toFixed(value < 10 ? 1 : 0))}%`;
    case 'ms':
      return `${Math.round(value).toLocaleString('en-US')} ms`;
    case 'count':
      return Number(value.toFixed(value % 1 === 0 ? 0 : 1)).toLocaleString('en-US');
  }
}

/** The time zone charts show times in (the console's, WIB). */
export const CHART_TIME_ZONE = 'Asia/Jakarta';

/** `14:05`, `14:05:09` or `28 Nov 14:00` in WIB, by how far apart the points are. */
export function formatChartTime(epochSeconds: number, stepSeconds = 60): string {
  const options: Intl.DateTimeFormatOptions =
    stepSeconds >= 86_400
      ? { day: 'numeric', month: 'short', year: 'numeric' }
      : stepSeconds >= 3600
        ? { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false }
        : stepSeconds < 60
          ? { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false }
          : { hour: '2-digit', minute: '2-digit', hour12: false };
  return new Intl.DateTimeFormat('en-GB', { ...options, timeZone: CHART_TIME_ZONE }).format(
    new Date(epochSeconds * 1000),
  );
}
