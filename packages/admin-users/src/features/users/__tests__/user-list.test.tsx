import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Handler, serveList, signInAs } from 'shared-auth/testing';
import { openRowMenu, pressMenuItem, renderApp, rowOf, signInForEachTest } from 'ui-kit/testing';
import { reviewListCases } from '../../../test/review-list-cases';
import { ADMIN_USERS_ROUTES } from '../../../test/routes';
import type { User } from 'contracts/types';
import { useUserListStore } from '../stores/user-list-store';
import { ADMIN, RINA } from './fixtures';

signInForEachTest('admin', () => useUserListStore.setState(useUserListStore.getInitialState()));

/** The list answered from `rows`, and any write answered by `write`. */
const serveUsers = (rows: () => User[], write?: Handler) => serveList('/users', rows, write);

test('shows Name, Username, NIK, Role (capitalised), Updated, then the status', async () => {
  const api = serveUsers(() => [ADMIN, RINA]);
  renderApp(ADMIN_USERS_ROUTES, { path: '/app/user' });

  const table = await screen.findByRole('table', { name: 'Users' });
  await within(table).findByRole('cell', { name: 'Rina Kusuma' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent?.trim())
    .filter(Boolean);
  expect(headers).toEqual(['Name', 'Username', 'NIK', 'Role', 'Updated', 'Status', 'Actions']);

  const rina = rowOf('Rina Kusuma');
  expect(rina.getByRole('cell', { name: 'rina' })).toBeInTheDocument();
  expect(rina.getByRole('cell', { name: '3273012345670001' })).toBeInTheDocument();
  expect(rina.getByRole('cell', { name: 'User' })).toBeInTheDocument();
  expect(rina.getByRole('cell', { name: '21/01/2026 10:30' })).toBeInTheDocument();
  expect(rina.getByText('Pending')).toBeInTheDocument();
  expect(rowOf('Administrator').getByRole('cell', { name: 'Admin' })).toBeInTheDocument();
  expect(api.calls('GET', '/users')[0]?.params).toEqual({
    page: 1,
    perPage: 5,
    sortCol: 'created_at',
    sortDir: 'desc',
  });
});

test('Add is there for an admin and leads to the create form', async () => {
  serveUsers(() => [ADMIN]);
  const user = userEvent.setup({ delay: null });
  renderApp(ADMIN_USERS_ROUTES, { path: '/app/user' });

  await user.click(await screen.findByRole('link', { name: 'Add' }));

  expect(await screen.findByRole('heading', { name: 'Add user' })).toBeInTheDocument();
});

test('Hapus is disabled on an admin row, saying "Cannot delete admin users"', async () => {
  serveUsers(() => [ADMIN, RINA]);
  const user = userEvent.setup({ delay: null });
  renderApp(ADMIN_USERS_ROUTES, { path: '/app/user' });

  await openRowMenu(user, 'Administrator');
  const hapus = await screen.findByRole('menuitem', { name: 'Hapus' });
  expect(hapus).toHaveAttribute('aria-disabled', 'true');
  expect(hapus).toHaveAttribute('title', 'Cannot delete admin users');
  // Editing and reviewing an admin stay possible.
  expect(screen.getByRole('menuitem', { name: 'Edit' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await pressMenuItem(user, hapus);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  await user.keyboard('{Escape}');

  await openRowMenu(user, 'Rina Kusuma');
  expect(await screen.findByRole('menuitem', { name: 'Hapus' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
});

// The list was out of date: someone made Rina an admin meanwhile, and the server refuses.
reviewListCases({
  resource: 'User',
  apiPath: '/users',
  appPath: '/app/user',
  target: RINA,
  other: ADMIN,
  rowName: (row) => row.fullName,
  conflict: 'Cannot delete admin users',
});

test('Lihat shows the whole record, email included, and never a password', async () => {
  serveUsers(() => [RINA]);
  const user = userEvent.setup({ delay: null });
  renderApp(ADMIN_USERS_ROUTES, { path: '/app/user' });

  await openRowMenu(user, 'Rina Kusuma');
  await pressMenuItem(user, await screen.findByRole('menuitem', { name: 'Lihat' }));

  const dialog = within(await screen.findByRole('dialog', { name: 'User' }));
  const labels = dialog.getAllByText(/.+/, { selector: 'dt' }).map((dt) => dt.textContent);
  expect(labels).toEqual([
    'Name',
    'Username',
    'NIK',
    'Email',
    'Role',
    'Status',
    'Created at',
    'Created by',
    'Updated at',
    'Updated by',
  ]);
  expect(dialog.getByText('rina@example.com')).toBeInTheDocument();
  expect(dialog.queryByText(/password/i)).not.toBeInTheDocument();
});

describe('a plain user (docs/rules/roles.md#screens: read-only)', () => {
  beforeEach(async () => {
    await signInAs('user', 'rina');
  });

  test('sees the users, no Add, and every writing entry disabled with its reason', async () => {
    const api = serveUsers(() => [ADMIN, RINA]);
    const user = userEvent.setup({ delay: null });
    renderApp(ADMIN_USERS_ROUTES, { path: '/app/user' });

    expect(await screen.findByRole('cell', { name: 'Administrator' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add' })).not.toBeInTheDocument();

    await openRowMenu(user, 'Rina Kusuma');
    const disabled: [entry: string, title: string][] = [
      ['Edit', 'User role cannot edit records'],
      ['Hapus', 'User role cannot delete records'],
      ['Setujui', 'User role cannot approve records'],
      ['Tolak', 'User role cannot reject records'],
    ];
    for (const [entry, title] of disabled) {
      const item = await screen.findByRole('menuitem', { name: entry });
      expect(item).toHaveAttribute('aria-disabled', 'true');
      expect(item).toHaveAttribute('title', title);
    }
    expect(screen.getByRole('menuitem', { name: 'Lihat' })).not.toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(api.requests.every((request) => request.method === 'GET')).toBe(true);
  });
});
