import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/id';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

export type DateInput = Date | Dayjs | string | number | null | undefined;

/** Display formats (docs/rules/README.md#dates). */
export const LIST_DATE_FORMAT = 'DD/MM/YYYY HH:mm';
export const HEADER_DATE_FORMAT = 'MMM DD, YYYY';
export const RANGE_DATE_FORMAT = 'DD-MM-YYYY';

// Day-first dates from import files and forms; ISO strings and timestamps parse natively.
const DAY_FIRST_FORMATS = ['DD/MM/YYYY HH:mm:ss', 'DD/MM/YYYY HH:mm', 'DD/MM/YYYY', 'DD-MM-YYYY'];

/** Parses what the API and the forms hand us; null when it is empty or not a real date. */
export function toDayjs(input: DateInput): Dayjs | null {
  if (input === null || input === undefined || input === '') return null;
  if (typeof input === 'string') {
    const text = input.trim();
    if (!text) return null;
    const strict = dayjs(text, DAY_FIRST_FORMATS, true);
    if (strict.isValid()) return strict;
    const loose = dayjs(text);
    return loose.isValid() ? loose : null;
  }
  const parsed = dayjs(input);
  return parsed.isValid() ? parsed : null;
}

/** Lists: 'DD/MM/YYYY HH:mm' in the Indonesian locale; '' for no date. */
export function formatListDate(input: DateInput): string {
  return toDayjs(input)?.locale('id').format(LIST_DATE_FORMAT) ?? '';
}

/** Header: 'Nov 21, 2026', English abbreviated month whatever dayjs's global locale is. */
export function formatHeaderDate(input: DateInput = new Date()): string {
  return toDayjs(input)?.locale('en').format(HEADER_DATE_FORMAT) ?? '';
}

/** Range: 'DD-MM-YYYY to DD-MM-YYYY'; one date when both are the same day or only one is given. */
export function formatDateRange(from: DateInput, to: DateInput): string {
  const start = toDayjs(from);
  const end = toDayjs(to);
  if (start && end && !start.isSame(end, 'day')) {
    return `${start.format(RANGE_DATE_FORMAT)} to ${end.format(RANGE_DATE_FORMAT)}`;
  }
  return (start ?? end)?.format(RANGE_DATE_FORMAT) ?? '';
}

/** The shop's time zone: the API's day filters (payments' startDate/endDate) are its days. */
export const SHOP_TIME_ZONE = 'Asia/Jakarta';
// Asia/Jakarta has had no daylight saving since 1964: WIB is UTC+7 all year.
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
const pad2 = (value: number): string => String(value).padStart(2, '0');

/**
 * 'DD/MM/YYYY HH:mm WIB' in Asia/Jakarta whatever the browser's zone, so a time agrees with the
 * day filters the server applies (a payment at 23:30 WIB is that day's, also for a viewer in Bali).
 */
export function formatWibDateTime(input: DateInput): string {
  const parsed = toDayjs(input);
  if (!parsed) return '';
  const wib = new Date(parsed.valueOf() + WIB_OFFSET_MS);
  const day = `${pad2(wib.getUTCDate())}/${pad2(wib.getUTCMonth() + 1)}/${wib.getUTCFullYear()}`;
  return `${day} ${pad2(wib.getUTCHours())}:${pad2(wib.getUTCMinutes())} WIB`;
}

const ISO_DAY_PREFIX = /^(\d{4})-(\d{2})-(\d{2})/;
const DAY_FIRST_DAY = /^\d{2}\/\d{2}\/\d{4}$/;

/**
 * A calendar day ('YYYY-MM-DD': a delivery's `date`, an invoice's `dueDate`) as 'DD/MM/YYYY', the
 * date part of the list format (docs/rules/README.md#dates). Read as text, never through a Date: a
 * day has no time zone and must not move. Anything unexpected is shown as it came.
 */
export function formatCalendarDay(value: string | null | undefined): string {
  if (!value) return '';
  if (DAY_FIRST_DAY.test(value)) return value;
  const match = ISO_DAY_PREFIX.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}
