// Small conversions shared by the helpers: ids, booleans, numbers and RouterOS durations.
import { RouterOsInputError } from '../errors';
import type { AttributeValue } from '../sentence';

const ID_PATTERN = /^\*[0-9A-Fa-f]{1,16}$/;

/** Checks an item id (`*1A`) before it goes to a router; anything else is a 400, not a router trap. */
export function checkId(id: unknown, field = 'id'): string {
  if (typeof id !== 'string' || !ID_PATTERN.test(id)) {
    throw new RouterOsInputError(
      field,
      `"${String(id)}" is not a RouterOS item id (expected e.g. *1A)`,
    );
  }
  return id;
}

/** RouterOS prints booleans as `true`/`false` (older versions `yes`/`no`); SPEC keeps them as strings. */
export function boolString(value: string | undefined): 'true' | 'false' {
  return value === 'true' || value === 'yes' ? 'true' : 'false';
}

export function toBool(value: string | undefined): boolean {
  return value === 'true' || value === 'yes';
}

/** A boolean input in any of the forms callers use, as the word RouterOS takes. */
export function boolInput(
  value: boolean | string | undefined,
  field: string,
): 'yes' | 'no' | undefined {
  if (value === undefined) return undefined;
  if (value === true || value === 'true' || value === 'yes') return 'yes';
  if (value === false || value === 'false' || value === 'no') return 'no';
  throw new RouterOsInputError(field, `${field} must be true or false`);
}

export function toNumber(value: string | undefined): number {
  if (value === undefined || value === '') return 0;
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** A text input: strings pass, anything else is refused with a clear message. */
export function textInput(value: unknown, field: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new RouterOsInputError(field, `${field} must be text`);
  if (value.includes('\0'))
    throw new RouterOsInputError(field, `${field} must not contain a NUL character`);
  return value;
}

/** Builds an attribute map, skipping undefined values (and empty ones when `skipEmpty`). */
export function attributes(
  entries: Record<string, AttributeValue>,
  skipEmpty = false,
): Record<string, AttributeValue> {
  const out: Record<string, AttributeValue> = {};
  for (const [k, v] of Object.entries(entries)) {
    if (v === undefined || v === null) continue;
    if (skipEmpty && v === '') continue;
    out[k] = v;
  }
  return out;
}

const UNIT_SECONDS: Record<string, number> = { w: 604800, d: 86400, h: 3600, m: 60, s: 1 };

/**
 * Seconds in a RouterOS duration: `1w2d3h4m5s` (v7), `2d03:04:05` or `03:04:05` (v6), `500ms`.
 * Returns 0 for an empty or unreadable value.
 */
export function parseDuration(value: string | undefined): number {
  if (!value) return 0;
  let total = 0;
  let rest = value.trim();
  const clock = /(\d+):(\d{2}):(\d{2})$/.exec(rest);
  if (clock) {
    total += Number(clock[1]) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
    rest = rest.slice(0, clock.index);
  }
  const re = /(\d+)(ms|w|d|h|m|s)/g;
  let match: RegExpExecArray | null;
  while ((match = re.exec(rest)) !== null) {
    const unit = match[2] as string;
    total += unit === 'ms' ? Number(match[1]) / 1000 : Number(match[1]) * (UNIT_SECONDS[unit] ?? 0);
  }
  return Math.floor(total);
}

/** A duration in RouterOS 7 form (`1w2d3h4m5s`). */
export function formatDuration(totalSeconds: number): string {
  let s = Math.max(0, Math.floor(totalSeconds));
  if (s === 0) return '0s';
  let out = '';
  for (const [unit, size] of Object.entries(UNIT_SECONDS)) {
    const n = Math.floor(s / size);
    if (n > 0) {
      out += `${n}${unit}`;
      s -= n * size;
    }
  }
  return out;
}
