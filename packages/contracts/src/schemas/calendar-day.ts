import { Type } from '@sinclair/typebox';
import { DAY_PATTERN } from '../limits';

// A day of a date filter, written once for every list and report that takes one: its shape is the
// schema's, and `isCalendarDay` tells a real day from one that only has the shape (the API answers
// both as the field's validation_error, docs/rules/api.md#validation).

/** What a field that is no `YYYY-MM-DD` day is told. */
export const CALENDAR_DAY_MESSAGE = 'must be a date as YYYY-MM-DD';

/**
 * `YYYY-MM-DD`, inclusive: `what` day of the range it is ('First day'), `on` what it is counted
 * ('on the delivery date', 'Asia/Jakarta').
 */
export const calendarDay = (what: string, on: string) =>
  Type.String({
    pattern: DAY_PATTERN,
    description: `${what} (YYYY-MM-DD, inclusive, ${on})`,
    'x-message': CALENDAR_DAY_MESSAGE,
  });

/** `2026-02-30` has the pattern's shape but is no day: PostgreSQL would refuse it with an error. */
export function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}
