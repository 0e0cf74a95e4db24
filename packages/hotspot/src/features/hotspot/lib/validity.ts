/**
 * A profile's validity (DECISIONS §8): wall-clock time from the first login, a number and one unit
 * (`30m`, `12h`, `1d`, `30d`); empty means the voucher never expires.
 */
export const VALIDITY_PATTERN = /^([1-9]\d{0,4})([mhd])$/;

const UNITS: Record<string, [string, string]> = {
  m: ['minute', 'minutes'],
  h: ['hour', 'hours'],
  d: ['day', 'days'],
};

export const NO_EXPIRY_TEXT = 'No expiry';

export function isValidity(text: string): boolean {
  return text === '' || VALIDITY_PATTERN.test(text);
}

/** '30d' → '30 days', '1h' → '1 hour', '' → 'No expiry'; anything else is shown as it is. */
export function describeValidity(text: string | null | undefined): string {
  const value = (text ?? '').trim();
  if (value === '') return NO_EXPIRY_TEXT;
  const match = VALIDITY_PATTERN.exec(value);
  if (!match) return value;
  const count = Number(match[1]);
  const [one, many] = UNITS[match[2] as string] as [string, string];
  return `${count} ${count === 1 ? one : many}`;
}
