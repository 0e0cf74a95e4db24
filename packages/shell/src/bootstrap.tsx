import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ShellBoot } from './boot/shell-boot';
import { createMfRemoteLoader } from './federation/mf-remote-loader';
import { fetchRemoteConfig } from './federation/remote-config';
import type { RemoteLoader } from './federation/remote-loader';
import { createQueryClient } from './query-client';
import { loadConsole } from './routes/app-routes';
import { isConsolePath, remoteRouteAt } from './routes/route-table';

let started: Promise<RemoteLoader> | null = null;

/**
 * Once per page: remotes are registered with Module Federation a single time. The page opened
 * loads side by side with the configuration instead of one after the other: the console's chunk
 * (under /app) and, once the configuration is read, the remote that shows the path, while the
 * console still waits for the session and /auth/me.
 */
function start(): Promise<RemoteLoader> {
  started ??= boot(window.location.pathname).catch((error: unknown) => {
    started = null;
    throw error;
  });
  return started;
}

async function boot(pathname: string): Promise<RemoteLoader> {
  // Best effort: a console chunk that failed is loaded again (and reported) by its route.
  const consoleChunk = isConsolePath(pathname) ? loadConsole().catch(() => undefined) : null;
  const loader = createMfRemoteLoader(await fetchRemoteConfig());
  const opened = remoteRouteAt(pathname);
  if (opened) loader.preload(opened);
  await consoleChunk;
  return loader;
}

const queryClient: QueryClient = createQueryClient();
// A data router (one splat route around the shell's own <Routes>) so that remotes can use the data
// APIs, e.g. ui-kit's unsaved-changes guard (useBlocker).
const router = createBrowserRouter([{ path: '*', element: <ShellBoot start={start} /> }]);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const root = createRoot(container);
// A transition: React renders the first screen in slices, yielding to the browser between them,
// instead of one long task (total blocking time on the public pages).
startTransition(() => {
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
});
