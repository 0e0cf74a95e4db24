import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { openRowMenu, renderApp, signInForEachTest } from 'ui-kit/testing';
import { BATCH_ID, serveHotspot } from '../../../test/hotspot-server';
import { HOTSPOT_ROUTES } from '../../../test/routes';

jest.setTimeout(30_000);

signInForEachTest('user');

test('a plain user reads every tab; every write is hidden or disabled with the lists’ titles', async () => {
  serveHotspot();
  const user = userEvent.setup({ delay: null });
  renderApp(HOTSPOT_ROUTES, { path: '/app/routers/1/hotspot' });

  await screen.findByRole('cell', { name: 'ab3k7m' });
  expect(screen.queryByRole('button', { name: 'Add User' })).not.toBeInTheDocument();
  await openRowMenu(user, 'ab3k7m');
  expect(await screen.findByRole('menuitem', { name: 'Edit' })).toHaveAttribute(
    'title',
    'User role cannot edit records',
  );
  expect(screen.getByRole('menuitem', { name: 'Disable' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  expect(screen.getByRole('menuitem', { name: 'Reset' })).toHaveAttribute(
    'title',
    'User role cannot edit records',
  );
  expect(screen.getByRole('menuitem', { name: 'Hapus' })).toHaveAttribute(
    'title',
    'User role cannot delete records',
  );
  await user.keyboard('{Escape}');

  await user.click(screen.getByRole('tab', { name: /User Profiles/ }));
  await screen.findByRole('cell', { name: '1-hari' });
  expect(screen.queryByRole('button', { name: 'Add Profile' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: /Active/ }));
  await screen.findByRole('cell', { name: 'cd4p8q' });
  await openRowMenu(user, 'cd4p8q');
  expect(await screen.findByRole('menuitem', { name: 'Kick' })).toHaveAttribute(
    'title',
    'User role cannot delete records',
  );
  await user.keyboard('{Escape}');

  await user.click(screen.getByRole('tab', { name: /Vouchers/ }));
  await screen.findByRole('table', { name: 'Voucher Batches' });
  expect(screen.queryByRole('button', { name: 'Generate' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: /Sales/ }));
  await screen.findByRole('table', { name: 'Sales' });
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Import from MikHmon' })).not.toBeInTheDocument();
});

test('a plain user may print a batch; Delete unused is disabled with the lists’ title', async () => {
  serveHotspot();
  renderApp(HOTSPOT_ROUTES, { path: `/app/routers/1/hotspot/vouchers/${BATCH_ID}` });

  expect(await screen.findByRole('heading', { name: 'Voucher batch: 1-hari' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Print' })).toHaveAttribute(
    'href',
    `/app/routers/1/hotspot/vouchers/${BATCH_ID}/print?layout=a4&unused=1`,
  );
  const remove = screen.getByRole('button', { name: 'Delete unused' });
  expect(remove).toBeDisabled();
  expect(remove).toHaveAttribute('title', 'User role cannot delete records');
  const table = await screen.findByRole('table', { name: 'Vouchers of this batch' });
  expect(await within(table).findByRole('cell', { name: 'ab3k7m' })).toBeInTheDocument();
});
