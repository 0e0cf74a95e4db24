import { formatNumber } from '../format-number';

test('groups thousands the Indonesian way', () => {
  expect(formatNumber(1234567)).toBe('1.234.567');
  expect(formatNumber(0)).toBe('0');
  expect(formatNumber(-2500)).toBe('-2.500');
});

test('uses a decimal comma and at most two decimals', () => {
  expect(formatNumber(1234.5)).toBe('1.234,5');
  expect(formatNumber(0.125)).toBe('0,13');
});

test('accepts numeric text and is empty for anything else', () => {
  expect(formatNumber('150000')).toBe('150.000');
  for (const input of [null, undefined, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY]) {
    expect(formatNumber(input)).toBe('');
  }
});
