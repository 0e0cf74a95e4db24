import type { DateRange } from './date-range-picker';

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number): string => String(value).padStart(2, '0');

/** A calendar day as the API's `startDate`/`endDate` take it: 'YYYY-MM-DD' of the local date. */
export function toIsoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'YYYY-MM-DD' as a local midnight (what the calendar marks); null for anything else. */
export function fromIsoDay(text: unknown): Date | null {
  if (typeof text !== 'string') return null;
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(year, month - 1, day);
  // 2024-02-31 would roll over into March: not a day anyone chose.
  return date.getMonth() === month - 1 && date.getDate() === day ? date : null;
}

export interface DayFilters {
  startDate: string | null;
  endDate: string | null;
}

/**
 * The list's date filters for what the picker holds. A half-chosen range (only the first day
 * picked) filters by that one day: the picker then shows that single date, and the table shows
 * what the picker says. No range: no date filter (every date).
 */
export function rangeToFilters([from, to]: DateRange): DayFilters {
  if (!from) return { startDate: null, endDate: null };
  return { startDate: toIsoDay(from), endDate: toIsoDay(to ?? from) };
}

/** The picker's value for stored filters (coming back to the screen finds the same range). */
export function filtersToRange(startDate: unknown, endDate: unknown): DateRange {
  const from = fromIsoDay(startDate);
  if (!from) return [null, null];
  return [from, fromIsoDay(endDate) ?? from];
}
