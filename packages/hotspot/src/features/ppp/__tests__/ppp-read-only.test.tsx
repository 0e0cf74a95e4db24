import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openRowMenu, renderApp, signInForEachTest } from 'ui-kit/testing';
import { serveHotspot } from '../../../test/hotspot-server';
import { HOTSPOT_ROUTES } from '../../../test/routes';

// Three tables and two menus take more than jest's default 5 s in jsdom on a loaded shared machine.
jest.setTimeout(30_000);

signInForEachTest('user');

test('a plain user reads PPP data but every write is hidden or disabled with the lists’ titles', async () => {
  serveHotspot();
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers/1/ppp' });

  await screen.findByRole('table', { name: 'PPP Secrets' });
  expect(screen.queryByRole('button', { name: 'Add PPP User' })).not.toBeInTheDocument();
  await openRowMenu(user, 'pelanggan01');
  expect(await screen.findByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
    'title',
    'User role cannot edit records',
  );
  expect(screen.getByRole('menuitem', { name: 'Disable' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  expect(screen.getByRole('menuitem', { name: 'Hapus' })).toHaveAttribute(
    'title',
    'User role cannot delete records',
  );
  await user.keyboard('{Escape}');

  await user.click(screen.getByRole('tab', { name: /User Profiles/ }));
  await screen.findByRole('table', { name: 'User Profiles' });
  expect(screen.queryByRole('button', { name: 'Add Profile' })).not.toBeInTheDocument();
});
