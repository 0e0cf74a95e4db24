import { VOUCHER_CHARSETS, voucherNameSpace, type VoucherCharset } from 'contracts/limits';
import { formatNumber } from 'ui-kit/format';

/**
 * The Generate dialog's preview of what the server will make: the contract's alphabets (never
 * 0 O o 1 l I, so 'digits' is 2–9) and its count of possible codes.
 */
export { VOUCHER_CHARSETS, type VoucherCharset };

export const VOUCHER_CHARSET_LABELS: Record<VoucherCharset, string> = {
  lower: 'Lowercase (abc)',
  upper: 'Uppercase (ABC)',
  mixed: 'Mixed case (aBc)',
  digits: 'Digits (234)',
  'lower-digits': 'Lowercase + digits (a2c)',
  'upper-digits': 'Uppercase + digits (A2C)',
  'mixed-digits': 'Mixed + digits (a2C)',
};

export function isVoucherCharset(value: unknown): value is VoucherCharset {
  return typeof value === 'string' && Object.hasOwn(VOUCHER_CHARSETS, value);
}

/** One random code as the server would make it: the prefix, then `length` characters of the set. */
export function sampleCode(
  charset: VoucherCharset,
  length: number,
  prefix = '',
  random: (size: number) => Uint32Array = (size) => crypto.getRandomValues(new Uint32Array(size)),
): string {
  const alphabet = VOUCHER_CHARSETS[charset];
  const picks = random(Math.max(0, length));
  let code = prefix;
  for (const pick of picks) code += alphabet[pick % alphabet.length];
  return code;
}

/** How many different codes a charset and length give (the prefix adds none): size^length. */
export function possibleCodes(charset: VoucherCharset, length: number): number {
  return voucherNameSpace(charset, Math.max(0, length));
}

const SCALES: [number, string][] = [
  [1e15, 'quadrillion'],
  [1e12, 'trillion'],
  [1e9, 'billion'],
  [1e6, 'million'],
];

/**
 * The count read at a glance: exact below a million ('262.144', id-ID grouping like every number
 * on the console), then 'about 1,1 billion'.
 */
export function formatPossibleCodes(count: number): string {
  if (!Number.isFinite(count)) return 'more than anyone can print';
  for (const [scale, word] of SCALES) {
    if (count >= scale) {
      const value = count / scale;
      if (value >= 1000) return `more than ${formatNumber(1000)} ${word}`;
      return `about ${formatNumber(Math.round(value * 10) / 10)} ${word}`;
    }
  }
  return formatNumber(count);
}
