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
import { LoadingScreen, PageSkeleton, usePageTitle } from 'ui-kit';
import type { RemoteRouteEntry } from '../routes/route-table';
import { RemoteAreaError } from './remote-area-error';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoadError, useRemoteLoader } from './remote-loader';

/** Shows the area's title in the header while its own module cannot (loading, or failed). */
function WithTitle({
  title,
  children,
}: {
  title: string | null;
  children: ReactNode;
}): ReactElement {
  usePageTitle(title);
  return <>{children}</>;
}

export interface RemoteRouteProps {
  entry: RemoteRouteEntry;
}

/**
 * A remote's exposed component, loaded lazily: the shell's skeleton while it loads, and in its own
 * area an error with Retry when it fails. Retry forgets the failed attempt (see RemoteLoader.reset)
 * and builds a new lazy component, because React.lazy keeps a rejected load forever.
 */
export function RemoteRoute({ entry }: RemoteRouteProps): ReactElement {
  const loader = useRemoteLoader();
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);

  const Remote = useMemo(
    () => lazy(() => loader.load(entry)),
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

  const isConsole = entry.zone === 'console';
  const loading = isConsole ? <PageSkeleton /> : <LoadingScreen />;

  return (
    <RemoteErrorBoundary
      // A crash on one path should not stick to the next one the user opens in the same area.
      resetKey={`${attempt}:${pathname}`}
      fallback={(error) => (
        <WithTitle title={entry.title}>
          <RemoteAreaError
            area={entry.area}
            error={error}
            onRetry={() => retry(error)}
            fullPage={!isConsole}
          />
        </WithTitle>
      )}
    >
      <Suspense fallback={<WithTitle title={entry.title}>{loading}</WithTitle>}>
        <Remote />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
