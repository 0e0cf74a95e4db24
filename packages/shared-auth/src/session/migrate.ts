import type { PersistedSession, SessionUser } from './types';

export const LOGGED_OUT: PersistedSession = {
  user: null,
  accessToken: null,
  refreshToken: null,
  isAuthenticated: false,
};

// Guards against a record nested by mistake over and over; two levels are all we have seen.
const MAX_UNWRAP_DEPTH = 5;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function optionalText(value: unknown): string | null | undefined {
  if (value === null) return null;
  return typeof value === 'string' ? value : undefined;
}

function toSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value)) return null;
  const username = nonEmptyString(value.username);
  if (!username) return null;
  const user: SessionUser = { username };
  if (typeof value.id === 'string' || typeof value.id === 'number') user.id = String(value.id);
  for (const key of ['fullName', 'role', 'email', 'nik', 'createdAt'] as const) {
    const text = optionalText(value[key]);
    if (text !== undefined) user[key] = text;
  }
  return user;
}

/**
 * Turns whatever was stored under `app-storage` into a valid flat session.
 *
 * Older builds stored the login response itself as the user, so the record could look like
 * `{ user: { user: {...} } }` or `{ user: { user, accessToken, refreshToken } }`. The inner user is
 * lifted up and tokens found in a wrapper fill in tokens missing at the top. `isAuthenticated` is
 * recomputed so that a record can never claim a session it cannot use.
 */
export function normalizePersistedSession(stored: unknown): PersistedSession {
  if (!isRecord(stored)) return { ...LOGGED_OUT };
  let accessToken = nonEmptyString(stored.accessToken);
  let refreshToken = nonEmptyString(stored.refreshToken);
  let candidate: unknown = stored.user;
  for (let depth = 0; depth < MAX_UNWRAP_DEPTH; depth += 1) {
    if (!isRecord(candidate) || !isRecord(candidate.user)) break;
    accessToken ??= nonEmptyString(candidate.accessToken);
    refreshToken ??= nonEmptyString(candidate.refreshToken);
    candidate = candidate.user;
  }
  const user = toSessionUser(candidate);
  return {
    user,
    accessToken,
    refreshToken,
    isAuthenticated: Boolean(user && accessToken && refreshToken),
  };
}
