const integerFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });
const decimalFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 2 });

/** Indonesian grouping ('1.234.567', '1.234,5'); '' for anything that is not a finite number. */
export function formatNumber(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return '';
  return Number.isInteger(number) ? integerFormat.format(number) : decimalFormat.format(number);
}
