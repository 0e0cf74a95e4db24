import { useEffect, type ReactElement, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useCurrentUser, useSessionStore } from 'shared-auth';
import { LoadingScreen } from 'ui-kit/layout';
import { LOGIN_PATH } from './route-table';

/** A 4xx from /auth/me means the stored session is worthless; a network failure does not. */
function isRejectedSession(error: unknown): boolean {
  if (!error || typeof error !== 'object' || !('response' in error)) return false;
  const { response } = error as { response?: { status?: unknown } };
  return typeof response?.status === 'number' && response.status < 500;
}

function CurrentUserGate({ children }: { children: ReactNode }): ReactElement {
  const currentUser = useCurrentUser();
  const failed = currentUser.isError && currentUser.data === undefined;

  useEffect(() => {
    if (failed && isRejectedSession(currentUser.error)) useSessionStore.getState().logout();
  }, [failed, currentUser.error]);

  if (currentUser.data !== undefined) return <>{children}</>;
  // docs/rules/session.md#current-user: a failed current-user fetch goes to /login, without a message.
  if (failed) return <Navigate to={LOGIN_PATH} replace />;
  return <LoadingScreen />;
}

/**
 * docs/rules/session.md#current-user: the console needs a session and a successful current-user call (GET /auth/me, which also
 * stores the profile). A later background refetch that fails keeps the user where they are; an
 * expired session is handled by the HTTP client (refresh, else /login).
 */
export function AuthGuard({ children }: { children: ReactNode }): ReactElement {
  const isHydrated = useSessionStore((state) => state.isHydrated);
  const isAuthenticated = useSessionStore((state) => state.isAuthenticated);

  if (!isHydrated) return <LoadingScreen />;
  if (!isAuthenticated) return <Navigate to={LOGIN_PATH} replace />;
  return <CurrentUserGate>{children}</CurrentUserGate>;
}
