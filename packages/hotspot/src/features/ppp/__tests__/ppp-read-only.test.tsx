import { screen } from '@testing-library/react';
import { expectRowWritesDenied, renderReadOnly, signInAsPlainUser } from '../../../test/read-only';

signInAsPlainUser();

test('a plain user reads PPP data but every write is hidden or disabled with the lists’ titles', async () => {
  const user = renderReadOnly('/app/routers/1/ppp');

  await screen.findByRole('table', { name: 'PPP Secrets' });
  expect(screen.queryByRole('button', { name: 'Add PPP User' })).not.toBeInTheDocument();
  await expectRowWritesDenied(user, 'pelanggan01', {
    edit: ['Edit'],
    disabled: ['Disable'],
    delete: ['Hapus'],
  });

  await user.click(screen.getByRole('tab', { name: /User Profiles/ }));
  await screen.findByRole('table', { name: 'User Profiles' });
  expect(screen.queryByRole('button', { name: 'Add Profile' })).not.toBeInTheDocument();
});
