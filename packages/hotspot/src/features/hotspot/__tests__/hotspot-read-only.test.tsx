import { screen, within } from '@testing-library/react';
import { BATCH_ID } from '../../../test/hotspot-server';
import {
  expectDenied,
  expectRowWritesDenied,
  renderReadOnly,
  signInAsPlainUser,
} from '../../../test/read-only';

signInAsPlainUser();

test('a plain user reads every tab; every write is hidden or disabled with the lists’ titles', async () => {
  const user = renderReadOnly('/app/routers/1/hotspot');

  await screen.findByRole('cell', { name: 'ab3k7m' });
  expect(screen.queryByRole('button', { name: 'Add User' })).not.toBeInTheDocument();
  await expectRowWritesDenied(user, 'ab3k7m', {
    edit: ['Edit', 'Reset'],
    disabled: ['Disable'],
    delete: ['Hapus'],
  });

  await user.click(screen.getByRole('tab', { name: /User Profiles/ }));
  await screen.findByRole('cell', { name: '1-hari' });
  expect(screen.queryByRole('button', { name: 'Add Profile' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: /Active/ }));
  await screen.findByRole('cell', { name: 'cd4p8q' });
  await expectRowWritesDenied(user, 'cd4p8q', { delete: ['Kick'] });

  await user.click(screen.getByRole('tab', { name: /Vouchers/ }));
  await screen.findByRole('table', { name: 'Voucher Batches' });
  expect(screen.queryByRole('button', { name: 'Generate' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('tab', { name: /Sales/ }));
  await screen.findByRole('table', { name: 'Sales' });
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Import from MikHmon' })).not.toBeInTheDocument();
});

test('a plain user may print a batch; Delete unused is disabled with the lists’ title', async () => {
  renderReadOnly(`/app/routers/1/hotspot/vouchers/${BATCH_ID}`);

  expect(await screen.findByRole('heading', { name: 'Voucher batch: 1-hari' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Print' })).toHaveAttribute(
    'href',
    `/app/routers/1/hotspot/vouchers/${BATCH_ID}/print?layout=a4&unused=1`,
  );
  const remove = screen.getByRole('button', { name: 'Delete unused' });
  expect(remove).toBeDisabled();
  expectDenied(remove, 'delete');
  const table = await screen.findByRole('table', { name: 'Vouchers of this batch' });
  expect(await within(table).findByRole('cell', { name: 'ab3k7m' })).toBeInTheDocument();
});
