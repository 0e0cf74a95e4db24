import {
  lazy,
  Suspense,
  useCallback,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteRouteEntry } from '../routes/route-table';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoadError, useRemoteLoader } from './remote-loader';

export interface RemoteRouteProps {
  entry: RemoteRouteEntry;
  /** What shows while the remote's code loads. */
  loading: ReactNode;
  /** What shows when it failed to load or crashed; `retry` starts over. */
  renderError: (error: unknown, retry: () => void) => ReactNode;
  /** Rendered beside the remote's component, committed with it once it has loaded. */
  loaded?: ReactNode;
}

/**
 * A remote's exposed component, loaded lazily: `loading` while it loads, and in its own area an
 * error with Retry when it fails. Retry forgets the failed attempt (see RemoteLoader.reset) and
 * builds a new lazy component, because React.lazy keeps a rejected load forever. The look of both
 * states comes from the caller: the console's kit inside /app, plain elements on public pages.
 */
export function RemoteRoute({
  entry,
  loading,
  renderError,
  loaded,
}: RemoteRouteProps): ReactElement {
  const loader = useRemoteLoader();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);

  // A module that has already loaded (preloaded at boot, or by a pointer over the sidebar) renders
  // at once: through React.lazy it would suspend for a tick, show `loading`, and React then holds
  // the page back for up to 300 ms (it throttles revealing a Suspense boundary).
  const Remote = useMemo(
    () => loader.loaded(entry)?.default ?? lazy(() => loader.load(entry)),
    // `attempt` is the point: a new lazy component per retry.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loader, entry.remote, entry.module, attempt],
  );

  const retry = useCallback(
    (error: unknown) => {
      if (error instanceof RemoteLoadError) loader.reset(entry.remote);
      setAttempt((n) => n + 1);
    },
    [loader, entry.remote],
  );

  return (
    <RemoteErrorBoundary
      // A crash on one path should not stick to the next one the user opens in the same area.
      resetKey={`${attempt}:${pathname}`}
      fallback={(error) => renderError(error, () => retry(error))}
    >
      <Suspense fallback={loading}>
        <Remote />
        {loaded}
      </Suspense>
    </RemoteErrorBoundary>
  );
}
