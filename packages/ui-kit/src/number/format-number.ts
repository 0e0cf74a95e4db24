const integerFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const decimalFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });

/** Indonesian grouping ('1.234.567', '1.234,5'); '' for anything that is not a finite number. */
export function formatNumber(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return '';
  return Number.isInteger(number) ? integerFormat.format(number) : decimalFormat.format(number);
}

/**
 * Whole rupiah as the console shows money: `Rp 1.250.000` (docs/rules/payments.md#amounts), never
 * with a `$`. '' for anything that is not a finite number.
 */
export function formatRupiah(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return '';
  const whole = integerFormat.format(Math.abs(Math.round(number)));
  return number < 0 ? `-Rp ${whole}` : `Rp ${whole}`;
}
