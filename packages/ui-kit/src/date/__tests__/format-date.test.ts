import dayjs from 'dayjs';
import {
  formatDateRange,
  formatHeaderDate,
  formatListDate,
  formatWibDateTime,
  toDayjs,
} from '../format-date';

describe('formatListDate', () => {
  test('shows DD/MM/YYYY HH:mm', () => {
    expect(formatListDate(new Date(2026, 10, 21, 9, 5))).toBe('21/11/2026 09:05');
    expect(formatListDate('2026-01-02T23:59:00')).toBe('02/01/2026 23:59');
  });

  test('reads day-first text as day-first', () => {
    expect(formatListDate('03/04/2026 07:30')).toBe('03/04/2026 07:30');
  });

  test('is empty for no date or an invalid one', () => {
    for (const input of [null, undefined, '', '   ', 'not a date', Number.NaN]) {
      expect(formatListDate(input)).toBe('');
    }
  });
});

describe('formatHeaderDate', () => {
  test("is 'MMM DD, YYYY' in English", () => {
    expect(formatHeaderDate(new Date(2026, 10, 21))).toBe('Nov 21, 2026');
    expect(formatHeaderDate(new Date(2026, 4, 3))).toBe('May 03, 2026');
  });

  test('stays English while Indonesian is the global locale, and leaves the global locale alone', () => {
    const before = dayjs.locale();
    dayjs.locale('id');
    try {
      // Mei is the Indonesian May; the header must still say May.
      expect(formatHeaderDate(new Date(2026, 4, 3))).toBe('May 03, 2026');
      expect(dayjs(new Date(2026, 4, 3)).format('MMM')).toBe('Mei');
    } finally {
      dayjs.locale(before);
    }
    formatListDate(new Date());
    expect(dayjs.locale()).toBe(before);
  });

  test('defaults to today', () => {
    expect(formatHeaderDate()).toBe(dayjs().locale('en').format('MMM DD, YYYY'));
  });
});

describe('formatDateRange', () => {
  const from = new Date(2026, 10, 1);
  const to = new Date(2026, 10, 21, 18, 0);

  test("shows 'from to to' in DD-MM-YYYY", () => {
    expect(formatDateRange(from, to)).toBe('01-11-2026 to 21-11-2026');
  });

  test('shows one date when both fall on the same day', () => {
    expect(formatDateRange(new Date(2026, 10, 21, 8), to)).toBe('21-11-2026');
  });

  test('shows the one date given', () => {
    expect(formatDateRange(from, null)).toBe('01-11-2026');
    expect(formatDateRange(undefined, to)).toBe('21-11-2026');
  });

  test('is empty with no dates', () => {
    expect(formatDateRange(null, undefined)).toBe('');
  });
});

test('toDayjs parses ISO, day-first and timestamps and rejects impossible dates', () => {
  expect(toDayjs('2026-11-21')?.format('YYYY-MM-DD')).toBe('2026-11-21');
  expect(toDayjs('21-11-2026')?.format('YYYY-MM-DD')).toBe('2026-11-21');
  expect(toDayjs(new Date(2026, 0, 1).getTime())?.year()).toBe(2026);
  expect(toDayjs('31/02/2026')).toBeNull();
});

describe('formatWibDateTime', () => {
  test('shows the time in Jakarta (UTC+7) whatever the machine’s zone, marked WIB', () => {
    expect(formatWibDateTime('2026-11-24T02:55:00.000Z')).toBe('24/11/2026 09:55 WIB');
    // 17:30 UTC is already the next day in Jakarta: the day the API's date filter counts it on.
    expect(formatWibDateTime('2026-12-31T17:30:00Z')).toBe('01/01/2027 00:30 WIB');
  });

  test('is empty for no date or an invalid one', () => {
    for (const input of [null, undefined, '', 'not a date']) {
      expect(formatWibDateTime(input)).toBe('');
    }
  });
});
