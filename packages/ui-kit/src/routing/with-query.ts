/**
 * The address query with `changes` applied: a value sets its key, null, undefined or '' removes
 * it; other keys are kept. The one way the screens write their filters to the URL.
 */
export function withQuery(
  query: URLSearchParams,
  changes: Readonly<Record<string, string | null | undefined>>,
): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/**
 * A yes/no filter of the address (`?overdue=true`): on for `true` (and `1`, what older links
 * wrote); `flagValue` writes it back ('true', or null to drop the key).
 */
export const readQueryFlag = (query: URLSearchParams, key: string): boolean => {
  const value = query.get(key);
  return value === 'true' || value === '1';
};

export const flagValue = (on: boolean): string | null => (on ? 'true' : null);
