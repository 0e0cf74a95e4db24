import { Route } from 'react-router-dom';
import type { HarnessOptions } from 'dev-harness';
import { DashboardPage } from './routes/dashboard-page';
import { RouterRoutes } from './routes/router-routes';

/** The hotspot remote alone, at the paths the shell mounts it (dev server page only). */
export const harness: HarnessOptions = {
  remote: 'hotspot',
  links: [
    { to: '/app', label: 'Dashboard' },
    { to: '/app/routers', label: 'Routers' },
  ],
  routes: (
    <>
      <Route path="/app" element={<DashboardPage />} />
      <Route path="/app/routers/*" element={<RouterRoutes />} />
    </>
  ),
};
