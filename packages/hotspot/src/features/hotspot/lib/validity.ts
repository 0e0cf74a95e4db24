import { HOTSPOT_VALIDITY_PATTERN } from 'contracts/limits';

/**
 * A profile's validity (docs/rules/hotspot.md): wall-clock time from the first login, a number and one unit
 * (`30m`, `12h`, `1d`, `30d`); empty means the voucher never expires.
 */
export const VALIDITY_PATTERN = new RegExp(HOTSPOT_VALIDITY_PATTERN);

// Written once in contracts/format: the API's profiles CSV shows the same words.
export { NO_EXPIRY_TEXT, describeValidity } from 'contracts/format';
