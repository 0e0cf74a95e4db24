import { sql, type SQL } from 'drizzle-orm';
import { CALENDAR_DAY_MESSAGE, isCalendarDay } from 'contracts/schemas';
import { invalidField } from '../schemas/errors';

/** Whole days from `from` to `to` (both `YYYY-MM-DD`), 0 when they are the same day. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * A list's or report's day filter checked beyond its shape (docs/rules/api.md#validation): each day
 * given is a real day, and the last is not before the first. Throws the field's validation_error.
 */
export function checkDayRange<F extends string, T extends string>(
  query: Partial<Record<F | T, string>>,
  fromField: F,
  toField: T,
): void {
  const from = query[fromField];
  const to = query[toField];
  if (from !== undefined && !isCalendarDay(from))
    throw invalidField(fromField, CALENDAR_DAY_MESSAGE);
  if (to !== undefined && !isCalendarDay(to)) throw invalidField(toField, CALENDAR_DAY_MESSAGE);
  if (from && to && to < from)
    throw invalidField(toField, `${toField} must not be before ${fromField}`);
}

// Lists and reports filter their times by WIB days (docs/rules/reports.md): `>= wibDayStart(from)
// AND < wibNextDayStart(to)`, the bounds computed by the database.

/** The first instant of `day` (`YYYY-MM-DD`) in Asia/Jakarta, as SQL. */
export const wibDayStart = (day: string): SQL =>
  sql`(${day}::date)::timestamp AT TIME ZONE 'Asia/Jakarta'`;

/** The first instant of the day after `day` in Asia/Jakarta, as SQL. */
export const wibNextDayStart = (day: string): SQL =>
  sql`((${day}::date + 1)::timestamp) AT TIME ZONE 'Asia/Jakarta'`;
