import { HOTSPOT_VALIDITY_PATTERN } from 'contracts/limits';

/**
 * A profile's validity (docs/rules/hotspot.md): wall-clock time from the first login, a number and one unit
 * (`30m`, `12h`, `1d`, `30d`); empty means the voucher never expires.
 */
export const VALIDITY_PATTERN = new RegExp(HOTSPOT_VALIDITY_PATTERN);

const UNITS: Record<string, [string, string]> = {
  m: ['minute', 'minutes'],
  h: ['hour', 'hours'],
  d: ['day', 'days'],
};

export const NO_EXPIRY_TEXT = 'No expiry';

/** '30d' → '30 days', '1h' → '1 hour', '' → 'No expiry'; anything else is shown as it is. */
export function describeValidity(text: string | null | undefined): string {
  const value = (text ?? '').trim();
  if (value === '') return NO_EXPIRY_TEXT;
  const match = /^(\d+)([mhd])$/.exec(value);
  if (!match) return value;
  const count = Number(match[1]);
  const [one, many] = UNITS[match[2] as string] as [string, string];
  return `${count} ${count === 1 ? one : many}`;
}
