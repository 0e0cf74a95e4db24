// Voucher names: `prefix` + `length` characters drawn with a CSPRNG (crypto.randomInt, unbiased)
// from the character set's alphabet (contracts VOUCHER_CHARSETS: never 0 O o 1 l I), unique on the
// router and within the batch.
import { randomInt } from 'node:crypto';
import { VOUCHER_CHARSETS, type VoucherCharset } from 'contracts/limits';

export interface NamePlan {
  count: number;
  length: number;
  prefix: string;
  charset: VoucherCharset;
}

/** One random part of `length` characters of `alphabet`. */
export function randomPart(alphabet: string, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/**
 * `count` names that are not in `taken` (the router's user names; RouterOS compares them exactly)
 * and not repeated, or null when the name space has too few free names for them. A free space of
 * at least 4× the count is drawn at random (few retries); a fuller one is enumerated, so a nearly
 * full space still ends quickly, and fails only when it truly lacks room.
 */
export function voucherNames(plan: NamePlan, taken: ReadonlySet<string>): string[] | null {
  const alphabet = VOUCHER_CHARSETS[plan.charset];
  const space = alphabet.length ** plan.length;
  const prefix = plan.prefix;
  // Only taken names of this shape can collide; count them to know the free space.
  const alphabetSet = new Set(alphabet);
  let takenInSpace = 0;
  for (const name of taken) {
    if (name.length !== prefix.length + plan.length || !name.startsWith(prefix)) continue;
    let fits = true;
    for (let i = prefix.length; i < name.length && fits; i++)
      fits = alphabetSet.has(name[i] as string);
    if (fits) takenInSpace += 1;
  }
  const free = space - takenInSpace;
  if (free < plan.count) return null;

  const names = new Set<string>();
  if (free >= plan.count * 4) {
    while (names.size < plan.count) {
      const name = prefix + randomPart(alphabet, plan.length);
      if (!taken.has(name)) names.add(name);
    }
    return [...names];
  }
  // Nearly full: then the space is small (fewer than 4 × 5000 free names besides the taken ones).
  // List every free name, then draw `count` of them (a partial Fisher–Yates shuffle).
  const pool: string[] = [];
  const digits = new Array<number>(plan.length).fill(0);
  for (let n = 0; n < space; n++) {
    let part = '';
    for (const d of digits) part += alphabet[d];
    const name = prefix + part;
    if (!taken.has(name)) pool.push(name);
    for (let i = plan.length - 1; i >= 0; i--) {
      digits[i] = ((digits[i] as number) + 1) % alphabet.length;
      if (digits[i] !== 0) break;
    }
  }
  for (let i = 0; i < plan.count; i++) {
    const j = i + randomInt(pool.length - i);
    [pool[i], pool[j]] = [pool[j] as string, pool[i] as string];
  }
  return pool.slice(0, plan.count);
}
