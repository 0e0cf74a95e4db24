import { lazy, Suspense, useState, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { BasicLoadingScreen, PrerenderedHandover } from '../public/basic-screens';
import { PublicRemoteRoute } from '../public/public-remote-route';
import { CONSOLE_PATH, REMOTE_ROUTES } from './route-table';

type ConsoleModule = typeof import('../console/console-routes');
let consoleModule: ConsoleModule | undefined;
let consoleLoad: Promise<ConsoleModule> | undefined;

/**
 * The console's stack (Chakra, ui-kit's provider and kit, layout) loads only on the way into /app
 * (or for a not-found page): the public pages never download it. The boot starts it beside
 * /remotes.json when the page opened is under /app (bootstrap.tsx), so that the console then
 * renders at once instead of through a Suspense fallback that React would hold for up to 300 ms.
 */
export function loadConsole(): Promise<ConsoleModule> {
  consoleLoad ??= import('../console/console-routes').then(
    (module) => (consoleModule = module),
    (error: unknown) => {
      consoleLoad = undefined;
      throw error;
    },
  );
  return consoleLoad;
}

const LazyConsoleRoutes = lazy(() =>
  loadConsole().then((module) => ({ default: module.ConsoleRoutes })),
);
const OutsideNotFound = lazy(() =>
  loadConsole().then((module) => ({ default: module.OutsideNotFound })),
);

/**
 * Every route of the product, built from the one table in route-table.ts: the public pages with
 * plain loading and error screens, and the console under /app.
 */
export function AppRoutes(): ReactElement {
  const publicRoutes = REMOTE_ROUTES.filter((route) => route.zone === 'public');
  // Chosen once: the loaded component, or the lazy one while the chunk is not there yet.
  const [ConsoleRoutes] = useState(() => consoleModule?.ConsoleRoutes ?? LazyConsoleRoutes);

  return (
    <Routes>
      {publicRoutes.map((route) => (
        <Route
          key={route.id}
          path={route.path}
          element={<PublicRemoteRoute key={route.id} entry={route} />}
        />
      ))}
      <Route
        path={`${CONSOLE_PATH}/*`}
        element={
          <>
            {/* Only public pages are prerendered: anything else takes the screen at once. */}
            <PrerenderedHandover />
            <Suspense fallback={<BasicLoadingScreen />}>
              <ConsoleRoutes />
            </Suspense>
          </>
        }
      />
      <Route
        path="*"
        element={
          <>
            <PrerenderedHandover />
            <Suspense fallback={<BasicLoadingScreen />}>
              <OutsideNotFound />
            </Suspense>
          </>
        }
      />
    </Routes>
  );
}
