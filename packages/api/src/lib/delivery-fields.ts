// The fields of a delivery (docs/rules/lists.md#delivery-table and docs/rules/import.md#file-format) as an import file and the API carry them, and the checks of
// one value. Pure functions: the file parser and the JSON routes validate with the same rules.

import { DELIVERY_LIMITS } from 'contracts/limits';
import { DELIVERY_FIELDS, type DeliveryField } from 'contracts/schemas';

// The field list is the contract's: the JSON routes' schemas are built from it.
export {
  DELIVERY_FIELDS,
  type DeliveryField,
  type DeliveryFieldKey,
  type FieldKind,
} from 'contracts/schemas';

export const REQUIRED_FIELD_KEYS = DELIVERY_FIELDS.filter((f) => f.required).map((f) => f.key);

/** Longest text a cell may hold; why 500: `DELIVERY_LIMITS.text` in packages/contracts. */
export const TEXT_MAX_LENGTH = DELIVERY_LIMITS.text;

/** PostgreSQL `integer`. */
export const QTY_MAX = DELIVERY_LIMITS.qty;

/**
 * The comparable form of a header: lower case without spaces, `_` and `-` (docs/rules/import.md#file-format), so that
 * `slip_number`, `Slip Number` and `slipNumber` are one column.
 */
export function normalizeHeader(name: string): string {
  return name.toLowerCase().replace(/[\s_-]+/g, '');
}

const FIELD_BY_HEADER = new Map<string, (typeof DELIVERY_FIELDS)[number]>(
  DELIVERY_FIELDS.map((f) => [normalizeHeader(f.key), f]),
);

/** The field a header names, or undefined for a column the import does not know. */
export function fieldForHeader(header: string) {
  return FIELD_BY_HEADER.get(normalizeHeader(header));
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DMY_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

export type Checked = { ok: true; value: string } | { ok: false; message: string };

/**
 * A date as `YYYY-MM-DD` or `DD/MM/YYYY` (day and month may have one digit), checked to be a real
 * day of the calendar: `31/02/2024` is refused, `29/02/2024` is not. Years 1000–9999. `name` is
 * the field the messages speak of.
 */
export function parseDate(text: string, name = 'date'): Checked {
  let year: number;
  let month: number;
  let day: number;
  const iso = ISO_DATE.exec(text);
  if (iso) {
    year = Number(iso[1]);
    month = Number(iso[2]);
    day = Number(iso[3]);
  } else {
    const dmy = DMY_DATE.exec(text);
    if (!dmy) return { ok: false, message: `${name} must be a date as YYYY-MM-DD or DD/MM/YYYY` };
    day = Number(dmy[1]);
    month = Number(dmy[2]);
    year = Number(dmy[3]);
  }
  if (year < 1000 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return { ok: false, message: `${name} ${text} is not a real date` };
  }
  return { ok: true, value: `${year}-${pad2(month)}-${pad2(day)}` };
}

/** A time of day as `HH:mm` or `HH:mm:ss` (the hour may have one digit), 00:00 to 23:59:59. */
export function parseTime(text: string, name = 'time'): Checked {
  const match = TIME.exec(text);
  if (!match) return { ok: false, message: `${name} must be a time as HH:mm or HH:mm:ss` };
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = match[3] === undefined ? 0 : Number(match[3]);
  if (hours > 23 || minutes > 59 || seconds > 59) {
    return { ok: false, message: `${name} ${text} is not a real time of day` };
  }
  return { ok: true, value: `${pad2(hours)}:${pad2(minutes)}:${pad2(seconds)}` };
}

/**
 * A date and a time separated by a space or `T` (`2024-01-05 08:15`, `05/01/2024T08:15:30`): the
 * factory's wall-clock time, kept without a time zone. Normalised to `YYYY-MM-DD HH:mm:ss`.
 */
export function parseDateTime(text: string, name = 'scanLt1At'): Checked {
  const shape: Checked = {
    ok: false,
    message: `${name} must be a date and time as YYYY-MM-DD HH:mm[:ss] or DD/MM/YYYY HH:mm[:ss]`,
  };
  const split = text.search(/[ T]/);
  if (split < 0) return shape;
  const datePart = text.slice(0, split);
  const timePart = text.slice(split + 1).trimStart();
  const date = parseDate(datePart, name);
  const time = parseTime(timePart, name);
  // A well-formed but impossible part keeps its precise message; a malformed one gets the shape.
  if (!date.ok) return ISO_DATE.test(datePart) || DMY_DATE.test(datePart) ? date : shape;
  if (!time.ok) return TIME.test(timePart) ? time : shape;
  return { ok: true, value: `${date.value} ${time.value}` };
}

/** A whole number of pieces, 0 to 2147483647; leading zeros are fine, signs and decimals are not. */
export function parseQty(text: string, name = 'qty'): Checked {
  const digits = /^\d+$/.test(text) ? text.replace(/^0+(?=\d)/, '') : null;
  if (digits === null || digits.length > 10 || Number(digits) > QTY_MAX) {
    return { ok: false, message: `${name} must be a whole number from 0 to ${QTY_MAX}` };
  }
  return { ok: true, value: digits };
}

/**
 * One field's value, trimmed: the normalised text to store, null for an empty optional value, or
 * a message naming the field.
 */
export function checkFieldValue(
  definition: DeliveryField,
  raw: string,
): { ok: true; value: string | null } | { ok: false; message: string } {
  const text = raw.trim();
  const name = definition.key;
  if (text === '') {
    return definition.required
      ? { ok: false, message: `${name} is required` }
      : { ok: true, value: null };
  }
  switch (definition.kind) {
    case 'text':
      return text.length > TEXT_MAX_LENGTH
        ? { ok: false, message: `${name} must be at most ${TEXT_MAX_LENGTH} characters` }
        : { ok: true, value: text };
    case 'qty':
      return parseQty(text, name);
    case 'date':
      return parseDate(text, name);
    case 'time':
      return parseTime(text, name);
    case 'datetime':
      return parseDateTime(text, name);
  }
}
