import { formatNumber, formatRupiah } from '../format-number';

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

test('shows rupiah as Rp with Indonesian grouping, never a dollar sign (docs/rules/payments.md#amounts)', () => {
  expect(formatRupiah(1250000)).toBe('Rp 1.250.000');
  expect(formatRupiah('75000')).toBe('Rp 75.000');
  expect(formatRupiah(0)).toBe('Rp 0');
  expect(formatRupiah(-5000)).toBe('-Rp 5.000');
  expect(formatRupiah(999.6)).toBe('Rp 1.000');
  for (const input of [null, undefined, '', 'abc', Number.NaN])
    expect(formatRupiah(input)).toBe('');
});
