import { filtersToRange, fromIsoDay, rangeToFilters, toIsoDay } from '../day-range';

test('a chosen day is sent as the local calendar date, whatever the hour', () => {
  expect(toIsoDay(new Date(2026, 0, 5))).toBe('2026-01-05');
  expect(toIsoDay(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
});

test('reads YYYY-MM-DD back as that local day and refuses anything else', () => {
  expect(fromIsoDay('2026-02-28')).toEqual(new Date(2026, 1, 28));
  expect(fromIsoDay('2026-02-31')).toBeNull();
  expect(fromIsoDay('05-01-2026')).toBeNull();
  expect(fromIsoDay(null)).toBeNull();
});

test('a full range filters from its first to its last day', () => {
  expect(rangeToFilters([new Date(2026, 0, 5), new Date(2026, 0, 9)])).toEqual({
    startDate: '2026-01-05',
    endDate: '2026-01-09',
  });
});

test('a half-chosen range filters by its one day, as the picker shows it', () => {
  expect(rangeToFilters([new Date(2026, 0, 5), null])).toEqual({
    startDate: '2026-01-05',
    endDate: '2026-01-05',
  });
});

test('no range: no date filter', () => {
  expect(rangeToFilters([null, null])).toEqual({ startDate: null, endDate: null });
  expect(filtersToRange(undefined, undefined)).toEqual([null, null]);
});

test('stored filters give the picker its range back', () => {
  expect(filtersToRange('2026-01-05', '2026-01-09')).toEqual([
    new Date(2026, 0, 5),
    new Date(2026, 0, 9),
  ]);
  expect(filtersToRange('2026-01-05', null)).toEqual([new Date(2026, 0, 5), new Date(2026, 0, 5)]);
});
