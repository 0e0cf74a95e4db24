import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { App } from '../app';
import type { RemoteLoader } from '../federation/remote-loader';
import {
  BasicErrorScreen,
  PrerenderedHandover,
  PublicLoadingScreen,
} from '../public/basic-screens';

type BootState =
  | { status: 'loading' }
  | { status: 'ready'; loader: RemoteLoader }
  | { status: 'failed'; error: unknown };

/**
 * Reads the remote configuration (`/remotes.json`) before any route renders, because every screen
 * is a remote. If that file cannot be read, a full-page error with Retry replaces the console.
 * Plain screens: this runs before anything else, on public pages too, where Chakra never loads.
 */
export function ShellBoot({ start }: { start: () => Promise<RemoteLoader> }): ReactElement {
  const [state, setState] = useState<BootState>({ status: 'loading' });

  const run = useCallback(() => {
    setState({ status: 'loading' });
    start().then(
      (loader) => setState({ status: 'ready', loader }),
      (error: unknown) => setState({ status: 'failed', error }),
    );
  }, [start]);

  useEffect(run, [run]);

  if (state.status === 'ready') return <App loader={state.loader} />;
  if (state.status === 'failed')
    return (
      <>
        <PrerenderedHandover />
        <BasicErrorScreen
          headingLevel={1}
          title="Pokayoke Admin could not start"
          text="The console could not read its module configuration from the server. Check that the server is running, then try again."
          cause={state.error instanceof Error ? state.error.message : String(state.error)}
          onRetry={run}
        />
      </>
    );
  // On a prerendered public page, the server's markup stays while the configuration loads.
  return <PublicLoadingScreen />;
}
