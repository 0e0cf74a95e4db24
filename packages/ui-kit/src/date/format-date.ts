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
