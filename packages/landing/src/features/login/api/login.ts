import { useMutation } from '@tanstack/react-query';
import { LOGIN_MESSAGES } from 'contracts/messages';
import { LOGIN_PATH } from 'contracts/paths';
import {
  getErrorMessage,
  http,
  saveSession,
  useSessionStore,
  waitForHydration,
  type SessionUser,
} from 'shared-auth';

export const LOGIN_FAILED_DEFAULT = 'Login failed. Please try again.';

export interface LoginCredentials {
  username: string;
  password: string;
}

/** `POST /auth/login` (docs/rules/api.md#auth): the fields it reads; any may be missing from a broken server. */
export interface LoginResponse {
  message?: string;
  user?: SessionUser | null;
  accessToken?: string | null;
  refreshToken?: string | null;
}

export async function postLogin(credentials: LoginCredentials): Promise<LoginResponse> {
  const response = await http.post<LoginResponse>(LOGIN_PATH, credentials);
  return response.data;
}

/**
 * Signs in and stores the session. It succeeds only once the session is stored (in memory and in
 * IndexedDB), so that the form's success state means "signed in", not merely "the server answered
 * 200".
 */
export function useLoginMutation() {
  const login = useSessionStore((state) => state.login);
  return useMutation({
    mutationKey: ['auth', 'login'],
    mutationFn: async (credentials: LoginCredentials) => {
      const response = await postLogin(credentials);
      // Storing before the persisted session has loaded would let that load overwrite this login.
      await waitForHydration();
      // The store keeps a session only when user and both tokens are present (docs/rules/session.md#states).
      const stored = login({
        user: response.user,
        accessToken: response.accessToken,
        refreshToken: response.refreshToken,
      });
      if (!stored) throw new Error(LOGIN_FAILED_DEFAULT);
      // Signed in means stored: the form leaves for /app only once the record is in IndexedDB, so
      // a reload or another URL opened at once still finds the session.
      await saveSession();
      return response;
    },
  });
}

/** An HTTP error that carries the server's answer (axios sets `response` on those). */
function hasServerAnswer(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'response' in error && error.response != null
  );
}

/**
 * docs/rules/session.md#login: the server's message, else the error's own message, else 'Login failed. Please try
 * again.'. When the server answered without a message, axios's own text ('Request failed with
 * status code 500') says nothing to a user, so the generic text is shown instead; without an answer
 * the error's message is the client's readable one ('Cannot reach the server...', a timeout).
 */
export function loginErrorMessage(error: unknown): string {
  if (hasServerAnswer(error)) return getErrorMessage(error, LOGIN_FAILED_DEFAULT);
  const ownMessage = error instanceof Error && error.message.trim() !== '' ? error.message : null;
  return ownMessage ?? getErrorMessage(error, LOGIN_FAILED_DEFAULT);
}

/** docs/rules/session.md#login: the server's message, else 'Login successful!'. */
export function loginSuccessMessage(response: LoginResponse): string {
  return typeof response.message === 'string' && response.message.trim() !== ''
    ? response.message
    : LOGIN_MESSAGES.success;
}
