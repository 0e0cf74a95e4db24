import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listReply, mockHttp, signInAs, signOut } from 'shared-auth/testing';
import { pressMenuItem, renderApp } from '../../testing';
import type { DataColumn } from '../../table/columns';
import { createListStore } from '../list-store';
import { ResourceList } from '../resource-list';
import { preferencesOf, visibilityOf } from '../use-table-preferences';

// Column choices kept on the server per user (docs/rules/reports.md): read when the list opens, saved
// on each change, a failure leaving the table as the user sees it.

interface Row {
  id: string;
  name: string;
  alias: string;
  note: string;
}
const columns: DataColumn<Row>[] = [
  { id: 'name', label: 'Name' },
  { id: 'alias', label: 'Alias' },
  { id: 'note', label: 'Note', hiddenByDefault: true },
];
const ROW: Row = { id: 'r1', name: 'Budi', alias: 'BDI', note: 'lantai 2' };
const PREFS = '/me/preferences/tables/things';

beforeEach(async () => {
  await signInAs('user');
});
afterEach(async () => {
  await signOut();
});

function renderList(preferencesId: string | null = 'things') {
  return renderApp(
    <ResourceList<Row>
      path="/things"
      store={createListStore<Row>('things')}
      columns={columns}
      label="Things"
      preferencesId={preferencesId ?? undefined}
    />,
    { path: '/app/things' },
  );
}

const header = (name: string) => screen.queryByRole('columnheader', { name: new RegExp(name) });

test('the saved choices apply when the list opens: a hidden column off, a default-hidden one on', async () => {
  mockHttp((request) =>
    request.url === PREFS
      ? {
          status: 200,
          data: {
            success: true,
            data: {
              tableId: 'things',
              hidden: ['alias'],
              shown: ['note'],
              order: [],
              updatedAt: null,
            },
          },
        }
      : listReply([ROW], 1, 5, 1),
  );
  renderList();
  await screen.findByRole('cell', { name: 'Budi' });
  await waitFor(() => expect(header('Alias')).toBeNull());
  expect(header('Note')).not.toBeNull();
  expect(header('Name')).not.toBeNull();
});

test('a change is saved for the user; a failed read or save leaves the table as chosen', async () => {
  const api = mockHttp((request) => {
    if (request.url === PREFS && request.method === 'GET') return { status: 500, data: {} };
    if (request.url === PREFS) return { status: 200, data: { success: true, data: {} } };
    return listReply([ROW], 1, 5, 1);
  });
  const user = userEvent.setup();
  renderList();
  await screen.findByRole('cell', { name: 'Budi' });
  expect(header('Alias')).not.toBeNull();
  await user.click(screen.getByRole('button', { name: 'Columns' }));
  await pressMenuItem(user, await screen.findByRole('menuitemcheckbox', { name: 'Alias' }));
  await waitFor(() => expect(api.calls('PUT', PREFS)).toHaveLength(1));
  // The table's whole visibility: Alias now off, Note off by default, Name on.
  expect(api.calls('PUT', PREFS)[0]?.body).toEqual({
    hidden: ['alias', 'note'],
    shown: ['name'],
    order: [],
  });
  expect(header('Alias')).toBeNull();
});

test('without a preferencesId nothing is read or saved', async () => {
  const api = mockHttp(() => listReply([ROW], 1, 5, 1));
  renderList(null);
  await screen.findByRole('cell', { name: 'Budi' });
  expect(
    api.requests.map((request) => request.url).filter((url) => url.startsWith('/me/')),
  ).toEqual([]);
});

const headers = () =>
  screen
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent ?? '')
    .filter(Boolean);

test('the saved order applies when the list opens: ids no longer there ignored, new columns last', async () => {
  mockHttp((request) =>
    request.url === PREFS
      ? {
          status: 200,
          data: {
            success: true,
            data: {
              tableId: 'things',
              hidden: [],
              shown: ['note'],
              order: ['note', 'gone', 'alias'],
              updatedAt: null,
            },
          },
        }
      : listReply([ROW], 1, 5, 1),
  );
  renderList();
  await screen.findByRole('cell', { name: 'Budi' });
  await waitFor(() => expect(headers()).toEqual(['Note', 'Alias', 'Name']));
});

test('a move is saved as the whole order; Reset columns saves the table’s own choices', async () => {
  const api = mockHttp((request) => {
    if (request.url === PREFS && request.method === 'GET') return { status: 404, data: {} };
    if (request.url === PREFS) return { status: 200, data: { success: true, data: {} } };
    return listReply([ROW], 1, 5, 1);
  });
  const user = userEvent.setup();
  renderList();
  await screen.findByRole('cell', { name: 'Budi' });
  await user.click(screen.getByRole('button', { name: 'Columns' }));
  await pressMenuItem(user, await screen.findByRole('menuitem', { name: 'Move Alias earlier' }));
  await waitFor(() => expect(api.calls('PUT', PREFS)).toHaveLength(1));
  expect(api.calls('PUT', PREFS)[0]?.body).toEqual({
    hidden: [],
    shown: [],
    order: ['alias', 'name', 'note'],
  });
  expect(headers()).toEqual(['Alias', 'Name']);

  await pressMenuItem(user, screen.getByRole('menuitemcheckbox', { name: 'Name' }));
  await pressMenuItem(user, screen.getByRole('menuitem', { name: 'Reset columns' }));
  await waitFor(() => expect(api.calls('PUT', PREFS)).toHaveLength(3));
  expect(api.calls('PUT', PREFS)[1]?.body).toEqual({
    hidden: ['name', 'note'],
    shown: ['alias'],
    order: ['alias', 'name', 'note'],
  });
  expect(api.calls('PUT', PREFS)[2]?.body).toEqual({ hidden: [], shown: [], order: [] });
  expect(headers()).toEqual(['Name', 'Alias']);
});

test('visibility and saved choices convert both ways', () => {
  const visibility = { alias: false, note: true };
  expect(preferencesOf(visibility)).toEqual({ hidden: ['alias'], shown: ['note'], order: [] });
  expect(preferencesOf({}, ['b', 'a'])).toEqual({ hidden: [], shown: [], order: ['b', 'a'] });
  expect(visibilityOf(preferencesOf(visibility))).toEqual(visibility);
});
