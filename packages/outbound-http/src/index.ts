// What the clients of outside HTTP services share when a call fails: the unexpected answer quoted
// in the error message, and the socket's error code under the TypeError that fetch throws.

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * An answer's body for an error message: whitespace flattened, at most `limit` characters (then
 * `…`), JSON-quoted; `an empty body` when there is nothing.
 */
export function quote(body: string, limit: number): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  if (flat === '') return 'an empty body';
  return JSON.stringify(flat.length > limit ? `${flat.slice(0, limit)}…` : flat);
}

/**
 * Node's fetch wraps the socket error in `cause` (sometimes twice); its code (ECONNREFUSED,
 * ENOTFOUND, …), passing over undici's generic UND_ERR_SOCKET to the code under it.
 */
export function networkCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && isObject(current); depth++) {
    const code = current['code'];
    if (typeof code === 'string' && code !== 'UND_ERR_SOCKET') return code;
    current = current['cause'];
  }
  return isObject(current) && typeof current['code'] === 'string' ? current['code'] : undefined;
}
