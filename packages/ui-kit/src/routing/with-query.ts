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
