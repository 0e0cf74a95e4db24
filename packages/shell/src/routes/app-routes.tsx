import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { NotFound } from 'ui-kit';
import { RemoteRoute } from '../federation/remote-route';
import { AppLayout } from '../layout/app-layout';
import { AuthGuard } from './auth-guard';
import { CONSOLE_PATH, REMOTE_ROUTES } from './route-table';

/**
 * Every route of the product, built from the one table in route-table.ts. Each remote route element
 * has its own key: React must not reuse one RemoteRoute (and its Suspense boundary) across routes,
 * or a navigation, which react-router runs as a transition, would keep the old page on screen until
 * the next remote has loaded instead of showing the skeleton at once.
 */
export function AppRoutes(): ReactElement {
  const publicRoutes = REMOTE_ROUTES.filter((route) => route.zone === 'public');
  const consoleRoutes = REMOTE_ROUTES.filter((route) => route.zone === 'console');

  return (
    <Routes>
      {publicRoutes.map((route) => (
        <Route
          key={route.id}
          path={route.path}
          element={<RemoteRoute key={route.id} entry={route} />}
        />
      ))}
      <Route
        path={CONSOLE_PATH}
        element={
          <AuthGuard>
            <AppLayout />
          </AuthGuard>
        }
      >
        {consoleRoutes.map((route) =>
          route.index ? (
            <Route key={route.id} index element={<RemoteRoute key={route.id} entry={route} />} />
          ) : (
            <Route
              key={route.id}
              path={route.path}
              element={<RemoteRoute key={route.id} entry={route} />}
            />
          ),
        )}
        <Route path="*" element={<NotFound homeHref={CONSOLE_PATH} />} />
      </Route>
      <Route path="*" element={<NotFound homeHref="/" />} />
    </Routes>
  );
}
