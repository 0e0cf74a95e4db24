import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { configureHttp } from 'shared-auth';
import { RemoteLoaderProvider, type RemoteLoader } from './federation/remote-loader';
import { AppRoutes } from './routes/app-routes';
import { LOGIN_PATH } from './routes/route-table';

/** docs/rules/session.md#refresh: when the refresh fails the user is logged out (by shared-auth) and sent to /login. */
function SessionExpiryRedirect(): null {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    configureHttp({
      onSessionExpired: () => {
        queryClient.clear();
        navigate(LOGIN_PATH, { replace: true });
      },
    });
  }, [navigate, queryClient]);
  return null;
}

/**
 * The shell inside its providers (QueryClient, router): routes and remotes. The console's provider
 * (UiProvider) wraps /app only (console/console-routes.tsx); the public pages render without it.
 */
export function App({ loader }: { loader: RemoteLoader }): ReactElement {
  return (
    <RemoteLoaderProvider value={loader}>
      <SessionExpiryRedirect />
      <AppRoutes />
    </RemoteLoaderProvider>
  );
}
