import { screen, within } from '@testing-library/react';
import { renderApp, signInForEachTest } from 'ui-kit/testing';
import { serveHotspot } from '../../../test/hotspot-server';
import { HOTSPOT_ROUTES } from '../../../test/routes';

signInForEachTest('user');

test('a plain user sees the routers read-only: no Add Router, writes disabled with the lists’ titles', async () => {
  serveHotspot();
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers' });

  const routerCard = within(await screen.findByRole('article', { name: 'Hotspot Kantor' }));
  expect(screen.queryByRole('button', { name: 'Add Router' })).not.toBeInTheDocument();
  expect(routerCard.getByRole('button', { name: 'Edit' })).toBeDisabled();
  expect(routerCard.getByRole('button', { name: 'Edit' })).toHaveAttribute(
    'title',
    'User role cannot edit records',
  );
  expect(routerCard.getByRole('button', { name: 'Delete' })).toHaveAttribute(
    'title',
    'User role cannot delete records',
  );
  expect(routerCard.getByRole('button', { name: 'Test' })).toBeDisabled();
  expect(routerCard.getByRole('link', { name: 'Manage PPP' })).toHaveAttribute(
    'href',
    '/app/routers/1/ppp',
  );
});
