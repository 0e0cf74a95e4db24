import { useSessionStore, waitForHydration } from '../instance';
import type { Role, SessionUser } from '../session/types';

/** The tokens every signed-in test session carries; the mocked API never checks them. */
export const TEST_TOKENS = { accessToken: 'access-1', refreshToken: 'refresh-1' } as const;

/**
 * A signed-in user's profile as `/auth/login` returns it: username = role, id `<username>-id`,
 * full name "Administrator" or "Operator". `overrides` change any field.
 */
export function sessionUser(role: Role, overrides: Partial<SessionUser> = {}): SessionUser {
  const username = overrides.username ?? role;
  return {
    id: `${username}-id`,
    username,
    fullName: role === 'admin' ? 'Administrator' : 'Operator',
    role,
    ...overrides,
  };
}

/**
 * Signs the page's shared session in, as the landing remote's login would: with `role` (and
 * optionally a username), or with a whole profile. Waits for the stored record to be read first, so
 * that hydration cannot overwrite the session afterwards.
 */
export async function signInAs(who: Role | SessionUser, username?: string): Promise<void> {
  const user =
    typeof who === 'string' ? sessionUser(who, username === undefined ? {} : { username }) : who;
  await waitForHydration();
  useSessionStore.getState().login({ user, ...TEST_TOKENS });
}

/** Signs the shared session out (after hydration, so the stored record cannot bring it back). */
export async function signOut(): Promise<void> {
  await waitForHydration();
  useSessionStore.getState().logout();
}
