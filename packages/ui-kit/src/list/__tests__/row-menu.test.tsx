import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSessionStore } from 'shared-auth';
import { signInAs, signOut } from 'shared-auth/testing';
import { nextFrame, pressMenuItem, renderApp } from '../../testing';
import { AddButton, RequireWrite } from '../require-write';
import { RowMenu, type RowMenuProps } from '../row-menu';

function renderMenu(props: Partial<RowMenuProps> = {}) {
  const handlers = {
    onEdit: jest.fn(),
    onDelete: jest.fn(),
    onView: jest.fn(),
    onApprove: jest.fn(),
    onReject: jest.fn(),
  };
  renderApp(<RowMenu label="Actions for Budi" {...handlers} {...props} />);
  return handlers;
}

async function openMenu() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Actions for Budi' }));
  await screen.findByRole('menu');
  return user;
}

afterEach(async () => {
  await signOut();
});

test('offers Edit, Hapus, Lihat, Setujui, Tolak in SPEC order', async () => {
  await signInAs('admin');
  renderMenu();
  await openMenu();

  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    'Edit',
    'Hapus',
    'Lihat',
    'Setujui',
    'Tolak',
  ]);
});

test('shows only the actions a list gives', async () => {
  await signInAs('admin');
  renderMenu({ onApprove: undefined, onReject: undefined, onEdit: undefined });
  await openMenu();

  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    'Hapus',
    'Lihat',
  ]);
});

test('an admin can use every entry', async () => {
  await signInAs('admin');
  const handlers = renderMenu();
  const user = await openMenu();

  for (const item of screen.getAllByRole('menuitem')) {
    expect(item).not.toHaveAttribute('aria-disabled', 'true');
    expect(item).not.toHaveAttribute('title');
  }
  await pressMenuItem(user, screen.getByRole('menuitem', { name: 'Edit' }));
  expect(handlers.onEdit).toHaveBeenCalledTimes(1);
});

test('a plain user sees writing entries disabled, each titled with the reason', async () => {
  await signInAs('user');
  const handlers = renderMenu();
  const user = await openMenu();

  const item = (name: string) => screen.getByRole('menuitem', { name });
  expect(item('Edit')).toHaveAttribute('aria-disabled', 'true');
  expect(item('Edit')).toHaveAttribute('title', 'User role cannot edit records');
  expect(item('Hapus')).toHaveAttribute('aria-disabled', 'true');
  expect(item('Hapus')).toHaveAttribute('title', 'User role cannot delete records');
  expect(item('Setujui')).toHaveAttribute('title', 'User role cannot approve records');
  expect(item('Tolak')).toHaveAttribute('title', 'User role cannot reject records');
  expect(item('Lihat')).not.toHaveAttribute('aria-disabled', 'true');

  await pressMenuItem(user, item('Hapus'));
  expect(handlers.onDelete).not.toHaveBeenCalled();
  await pressMenuItem(user, item('Lihat'));
  expect(handlers.onView).toHaveBeenCalledTimes(1);
});

test('an unknown role is a plain user', async () => {
  await signInAs('admin');
  useSessionStore.getState().setUser({ username: 'op', role: 'operator' });
  renderMenu();
  await openMenu();

  expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('aria-disabled', 'true');
});

test('a row-specific reason disables delete for admins too', async () => {
  await signInAs('admin');
  renderMenu({ deleteDisabledReason: 'Cannot delete admin users' });
  await openMenu();

  expect(screen.getByRole('menuitem', { name: 'Hapus' })).toHaveAttribute(
    'title',
    'Cannot delete admin users',
  );
});

test('approve is off on an approved record, reject on a rejected one', async () => {
  await signInAs('admin');
  renderMenu({ status: 'approved' });
  await openMenu();

  expect(screen.getByRole('menuitem', { name: 'Setujui' })).toHaveAttribute(
    'title',
    'Already approved',
  );
  expect(screen.getByRole('menuitem', { name: 'Tolak' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

test('works from the keyboard: open, move, choose, focus back on the trigger', async () => {
  await signInAs('admin');
  const handlers = renderMenu();
  const user = userEvent.setup();

  await user.tab();
  expect(screen.getByRole('button', { name: 'Actions for Budi' })).toHaveFocus();
  await user.keyboard('{Enter}');
  // A frame between keys that move and keys that choose (nextFrame: zag's focus moves race them).
  await screen.findByRole('menu');
  await nextFrame();
  await user.keyboard('{ArrowDown}{ArrowDown}');
  await nextFrame();
  expect(screen.getByRole('menuitem', { name: 'Lihat' })).toHaveAttribute('data-highlighted');
  await user.keyboard('{Enter}');

  expect(handlers.onView).toHaveBeenCalledTimes(1);
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Actions for Budi' })).toHaveFocus(),
  );
});

test('Add and Import are hidden from a plain user and shown to an admin', async () => {
  await signInAs('user');
  renderApp(
    <>
      <AddButton to="create" />
      <RequireWrite>
        <button type="button">Import</button>
      </RequireWrite>
    </>,
  );
  expect(screen.queryByRole('link', { name: 'Add' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();

  await act(() => signInAs('admin'));
  expect(await screen.findByRole('link', { name: 'Add' })).toHaveAttribute('href', '/create');
  expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();
});
