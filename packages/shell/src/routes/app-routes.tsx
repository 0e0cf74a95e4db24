import { lazy, Suspense, type ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { BasicLoadingScreen, PrerenderedHandover } from '../public/basic-screens';
import { PublicRemoteRoute } from '../public/public-remote-route';
import { CONSOLE_PATH, REMOTE_ROUTES } from './route-table';

// The console's stack (Chakra, ui-kit's provider and kit, layout) loads only on the way into /app
// (or for a not-found page): the public pages never download it.
const ConsoleRoutes = lazy(() =>
  import('../console/console-routes').then((module) => ({ default: module.ConsoleRoutes })),
);
const OutsideNotFound = lazy(() =>
  import('../console/console-routes').then((module) => ({ default: module.OutsideNotFound })),
);

/**
 * Every route of the product, built from the one table in route-table.ts: the public pages with
 * plain loading and error screens, and the console under /app.
 */
export function AppRoutes(): ReactElement {
  const publicRoutes = REMOTE_ROUTES.filter((route) => route.zone === 'public');

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
