import { useQueryClient } from '@tanstack/react-query';
import { LOGOUT_PATH } from 'contracts/paths';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { http, useSessionStore } from 'shared-auth';
import { LOGIN_PATH } from '../routes/route-table';

/** How long sign-out waits for the server to revoke the refresh token before leaving anyway. */
export const SERVER_LOGOUT_WAIT_MS = 2000;

/**
 * docs/rules/session.md#sign-out: sign out clears the session and goes to /login. The server is told first (POST
 * /auth/logout revokes the refresh token; the call needs the access token, which the local logout
 * erases), its failure is ignored, and it may not hold the user up for more than a moment.
 */
export function useSignOut(): { signOut: () => Promise<void>; isSigningOut: boolean } {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isSigningOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    const { refreshToken } = useSessionStore.getState();
    if (refreshToken) {
      const serverLogout = http.post(LOGOUT_PATH, { refreshToken }).catch(() => undefined);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const giveUp = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, SERVER_LOGOUT_WAIT_MS);
      });
      await Promise.race([serverLogout, giveUp]);
      clearTimeout(timer);
    }
    useSessionStore.getState().logout();
    // The next person to sign in on this browser must not see this one's cached data.
    queryClient.clear();
    setSigningOut(false);
    navigate(LOGIN_PATH, { replace: true });
  }, [navigate, queryClient]);

  return { signOut, isSigningOut };
}
