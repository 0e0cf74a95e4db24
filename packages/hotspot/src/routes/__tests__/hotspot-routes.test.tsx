import { screen } from '@testing-library/react';
import { pageTitle, renderMounted, signInForEachTest } from 'ui-kit/testing';
import { serveHotspot } from '../../test/hotspot-server';
import { DashboardPage } from '../dashboard-page';
import { RouterRoutes } from '../router-routes';

signInForEachTest('admin');

test('the dashboard, mounted as the console index, is titled Dashboard', async () => {
  serveHotspot();
  renderMounted('/app', <DashboardPage />, '/app');

  expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  expect(pageTitle()).toBe('Dashboard');
});

test.each([
  ['/app/routers', 'Routers', 'Router Management'],
  ['/app/routers/1/ppp', 'PPP', 'PPP Management: Hotspot Kantor'],
  ['/app/routers/1/payments', 'Payments', 'Payments: Hotspot Kantor'],
])('%s is titled %s', async (path, title, heading) => {
  serveHotspot();
  renderMounted('/app/routers/*', <RouterRoutes />, path);

  expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
  expect(pageTitle()).toBe(title);
});

test.each(['/app/routers/5', '/app/routers/5/logs', '/app/routers/5/ppp/extra'])(
  '%s shows the not-found page',
  async (path) => {
    renderMounted('/app/routers/*', <RouterRoutes />, path);

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  },
);
