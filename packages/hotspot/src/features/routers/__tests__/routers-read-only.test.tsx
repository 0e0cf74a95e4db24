import { screen, within } from '@testing-library/react';
import { expectDenied, renderReadOnly, signInAsPlainUser } from '../../../test/read-only';

signInAsPlainUser();

test('a plain user sees the routers read-only: no Add Router, writes disabled with the lists’ titles', async () => {
  renderReadOnly('/app/routers');

  const routerCard = within(await screen.findByRole('article', { name: 'Hotspot Kantor' }));
  expect(screen.queryByRole('button', { name: 'Add Router' })).not.toBeInTheDocument();
  expect(routerCard.getByRole('button', { name: 'Edit' })).toBeDisabled();
  expectDenied(routerCard.getByRole('button', { name: 'Edit' }), 'edit');
  expectDenied(routerCard.getByRole('button', { name: 'Delete' }), 'delete');
  expect(routerCard.getByRole('button', { name: 'Test' })).toBeDisabled();
  expect(routerCard.getByRole('link', { name: 'Manage PPP' })).toHaveAttribute(
    'href',
    '/app/routers/1/ppp',
  );
});
