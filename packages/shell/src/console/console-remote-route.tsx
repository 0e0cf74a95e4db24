import type { ReactElement, ReactNode } from 'react';
import { useRole } from 'shared-auth';
import { PageSkeleton, usePageTitle } from 'ui-kit/layout';
import { RemoteAreaError } from '../federation/remote-area-error';
import { RemoteRoute } from '../federation/remote-route';
import type { RemoteRouteEntry } from '../routes/route-table';
import { NoAccess } from './no-access';

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

/**
 * A console area: the page skeleton while its remote loads, the error with Retry in its area; an
 * admin-only area opened by another role is not loaded at all (docs/rules/roles.md#screens).
 */
export function ConsoleRemoteRoute({ entry }: { entry: RemoteRouteEntry }): ReactElement {
  const { role, isAdmin } = useRole();
  if (entry.adminOnly && !isAdmin) {
    return (
      <WithTitle title={entry.title}>
        <NoAccess area={entry.area} role={role} />
      </WithTitle>
    );
  }
  return (
    <RemoteRoute
      entry={entry}
      loading={
        <WithTitle title={entry.title}>
          <PageSkeleton />
        </WithTitle>
      }
      renderError={(error, retry) => (
        <WithTitle title={entry.title}>
          <RemoteAreaError area={entry.area} error={error} onRetry={retry} />
        </WithTitle>
      )}
    />
  );
}
