import type { ReactElement } from 'react';
import { BasicToaster } from 'ui-kit/toast';
import { RemoteLoadError } from '../federation/remote-loader';
import { RemoteRoute } from '../federation/remote-route';
import { describeLoadFailure } from '../federation/remote-runtime-plugin';
import type { RemoteRouteEntry } from '../routes/route-table';
import { BasicErrorScreen, PrerenderedHandover, PublicLoadingScreen } from './basic-screens';

/**
 * A public page (landing, login, splash): the remote with plain loading and error screens and the
 * plain toaster, so that nothing of the console's stack (Chakra, ui-kit's provider) loads for it.
 * When the server sent the page prerendered, that markup is the loading state and the remote's page
 * (or the error) replaces it (prerendered.ts).
 */
export function PublicRemoteRoute({ entry }: { entry: RemoteRouteEntry }): ReactElement {
  return (
    <>
      <RemoteRoute
        entry={entry}
        loading={<PublicLoadingScreen />}
        loaded={<PrerenderedHandover />}
        renderError={(error, retry) => (
          <>
            <PrerenderedHandover />
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
          </>
        )}
      />
      <BasicToaster />
    </>
  );
}
