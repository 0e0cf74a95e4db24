import { screen } from '@testing-library/react';
import { pageTitle, renderMounted } from 'ui-kit/testing';
import { DashboardPage } from '../dashboard-page';
import { RouterRoutes } from '../router-routes';

test('the dashboard, mounted as the console index, is titled Dashboard', async () => {
  renderMounted('/app', <DashboardPage />, '/app');

  expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  expect(pageTitle()).toBe('Dashboard');
});

test.each([
  ['/app/routers', 'Routers', 'Routers'],
  ['/app/routers/5/ppp', 'PPP', 'PPP of router 5'],
  ['/app/routers/5/payments', 'Payments', 'Payments of router 5'],
])('%s is titled %s', async (path, title, heading) => {
  renderMounted('/app/routers/*', <RouterRoutes />, path);

  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  expect(pageTitle()).toBe(title);
});

test.each(['/app/routers/5', '/app/routers/5/logs', '/app/routers/5/ppp/extra'])(
  '%s shows the not-found page',
  async (path) => {
    renderMounted('/app/routers/*', <RouterRoutes />, path);

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  },
);
