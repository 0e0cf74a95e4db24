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
