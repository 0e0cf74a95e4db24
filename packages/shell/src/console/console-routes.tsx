import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from 'ui-kit/layout';
import { UiProvider } from 'ui-kit/provider';
import { AppLayout } from '../layout/app-layout';
import { AuthGuard } from '../routes/auth-guard';
import { CONSOLE_PATH, REMOTE_ROUTES } from '../routes/route-table';
import { ConsoleRemoteRoute } from './console-remote-route';

/** `/app/delivery/*` → `delivery/*`: these routes sit under the shell's `/app/*`. */
function relativeToConsole(path: string): string {
  return path.slice(CONSOLE_PATH.length + 1);
}

/**
 * The signed-in console (`/app/*`), a chunk of its own loaded on the way into /app: the console's
 * provider (Chakra, toaster), guard, layout and areas. Each remote route element has its own key:
 * React must not reuse one route (and its Suspense boundary) across areas, or a navigation, which
 * react-router runs as a transition, would keep the old page on screen until the next remote has
 * loaded instead of showing the skeleton at once.
 */
export function ConsoleRoutes(): ReactElement {
  const consoleRoutes = REMOTE_ROUTES.filter((route) => route.zone === 'console');
  return (
    <UiProvider>
      <Routes>
        <Route
          element={
            <AuthGuard>
              <AppLayout />
            </AuthGuard>
          }
        >
          {consoleRoutes.map((route) =>
            route.index ? (
              <Route
                key={route.id}
                index
                element={<ConsoleRemoteRoute key={route.id} entry={route} />}
              />
            ) : (
              <Route
                key={route.id}
                path={relativeToConsole(route.path)}
                element={<ConsoleRemoteRoute key={route.id} entry={route} />}
              />
            ),
          )}
          <Route path="*" element={<NotFound homeHref={CONSOLE_PATH} />} />
        </Route>
      </Routes>
    </UiProvider>
  );
}

/** A path outside the console that matches no page: the console's not-found page, linking home. */
export function OutsideNotFound(): ReactElement {
  return (
    <UiProvider>
      <NotFound homeHref="/" />
    </UiProvider>
  );
}
