import type { ReactElement } from 'react';
import { BasicToaster } from 'ui-kit/toast';
import { RemoteLoadError } from '../federation/remote-loader';
import { RemoteRoute } from '../federation/remote-route';
import { describeLoadFailure } from '../federation/remote-runtime-plugin';
import type { RemoteRouteEntry } from '../routes/route-table';
import { BasicErrorScreen, BasicLoadingScreen } from './basic-screens';

/**
 * A public page (landing, login, splash): the remote with plain loading and error screens and the
 * plain toaster, so that nothing of the console's stack (Chakra, ui-kit's provider) loads for it.
 */
export function PublicRemoteRoute({ entry }: { entry: RemoteRouteEntry }): ReactElement {
  return (
    <>
      <RemoteRoute
        entry={entry}
        loading={<BasicLoadingScreen />}
        renderError={(error, retry) => (
          <BasicErrorScreen
            title={
              error instanceof RemoteLoadError
                ? `The ${entry.area} module could not be loaded`
                : `The ${entry.area} module stopped because of an error`
            }
            text={
              error instanceof RemoteLoadError
                ? 'Check the connection, then try again.'
                : 'Try again, or reload the page if it keeps happening.'
            }
            cause={describeLoadFailure(error)}
            onRetry={retry}
          />
        )}
      />
      <BasicToaster />
    </>
  );
}
