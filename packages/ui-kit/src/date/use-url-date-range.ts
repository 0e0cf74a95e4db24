import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import type { DateRange } from './date-range-picker';
import { filtersToRange, rangeToFilters } from './day-range';

/**
 * The date range picker's value for a period the address holds (`from`, `to`: 'YYYY-MM-DD' or
 * null). The picker keeps its half-chosen range ([from, null] between the two clicks) while the
 * address holds the filter it means; a reload, a shared link or Back gives the range back.
 */
export function useUrlDateRange(
  fromDay: string | null | undefined,
  toDay: string | null | undefined,
): [DateRange, Dispatch<SetStateAction<DateRange>>] {
  const from = fromDay ?? null;
  const to = toDay ?? null;
  const [range, setRange] = useState<DateRange>(() => filtersToRange(from, to));
  useEffect(() => {
    setRange((current) => {
      const shown = rangeToFilters(current);
      return shown.startDate === from && shown.endDate === to ? current : filtersToRange(from, to);
    });
  }, [from, to]);
  return [range, setRange];
}
