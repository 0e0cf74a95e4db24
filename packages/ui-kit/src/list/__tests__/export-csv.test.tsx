import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferredReply, listReply, mockHttp, signInAs, signOut } from 'shared-auth/testing';
import { pressMenuItem, renderApp } from '../../testing';
import type { DataColumn } from '../../table/columns';
import { defaultCsvFilename, fileSlug } from '../export-csv-button';
import { createListStore, type ListStore } from '../list-store';
import { ResourceList, type ResourceListProps } from '../resource-list';

// Export CSV on every list (docs/rules/reports.md#csv-files): the list's query without paging and
// the shown columns in their order, through the signed-in client; a failure toasted.

interface Row {
  id: string;
  name: string;
  alias: string;
  note: string;
  bytesIn: number;
  bytesOut: number;
}
const columns: DataColumn<Row>[] = [
  { id: 'name', label: 'Name', sortable: true },
  { id: 'alias', label: 'Alias', sortable: true },
  { id: 'note', label: 'Note', hiddenByDefault: true },
  { id: 'bytes', label: 'Data used', exportIds: ['bytesIn', 'bytesOut'] },
];
const ROW: Row = {
  id: 'r1',
  name: 'Budi',
  alias: 'BDI',
  note: 'lantai 2',
  bytesIn: 1,
  bytesOut: 2,
};
const CSV = '/things.csv';

let saved: { href: string; download: string }[];
beforeEach(async () => {
  await signInAs('user');
  saved = [];
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:things'), revokeObjectURL: jest.fn() });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(async () => {
  jest.restoreAllMocks();
  await signOut();
});

function renderList(
  store: ListStore<Row> = createListStore<Row>('things'),
  props: Partial<ResourceListProps<Row>> = {},
) {
  renderApp(
    <ResourceList<Row>
      path="/things"
      store={store}
      columns={columns}
      label="Things of Mine"
      params={{ status: 'approved', empty: '' }}
      {...props}
    />,
    { path: '/app/things' },
  );
  return store;
}

function serve(csv: () => { status: number; data: unknown } = () => ({ status: 200, data: 'x' })) {
  return mockHttp((request) => (request.url === CSV ? csv() : listReply([ROW], 1, 5, 1)));
}

test('a plain user exports the list: filters, search and sort without paging, the shown columns in order', async () => {
  const api = serve();
  const user = userEvent.setup();
  const store = renderList();
  await screen.findByRole('cell', { name: 'Budi' });
  store.getState().setSearch('  bud ');
  store.getState().setSort('alias', 'ASC');
  store.getState().setPage(3);

  // Alias off, Note on and moved first: the file's columns follow what the table shows.
  await user.click(screen.getByRole('button', { name: 'Columns' }));
  await pressMenuItem(user, await screen.findByRole('menuitemcheckbox', { name: 'Alias' }));
  await pressMenuItem(user, screen.getByRole('menuitemcheckbox', { name: 'Note' }));
  await pressMenuItem(user, screen.getByRole('menuitem', { name: 'Move Note earlier' }));
  await pressMenuItem(user, screen.getByRole('menuitem', { name: 'Move Note earlier' }));
  await user.keyboard('{Escape}');

  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(api.calls('GET', CSV)).toHaveLength(1));
  const [call] = api.calls('GET', CSV);
  expect(call?.authorization).toBe('Bearer access-1');
  expect(call?.params).toEqual({
    search: 'bud',
    sortCol: 'alias',
    sortDir: 'asc',
    status: 'approved',
    columns: 'note,name,bytesIn,bytesOut',
  });
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]?.download).toMatch(/^things-of-mine-\d{4}-\d{2}-\d{2}\.csv$/);
});

test('busy while it downloads; a refusal toasts the server’s reason and the button is usable again', async () => {
  const csv = deferredReply();
  mockHttp((request) => (request.url === CSV ? csv.reply : listReply([ROW], 1, 5, 1)));
  const user = userEvent.setup();
  renderList();
  await screen.findByRole('cell', { name: 'Budi' });
  const button = screen.getByRole('button', { name: 'Export CSV' });
  await user.click(button);
  await waitFor(() => expect(button).toBeDisabled());
  expect(button).toHaveAttribute('aria-busy', 'true');

  csv.release({ status: 404, data: { message: 'Router not found' } });
  expect(await screen.findByText('Router not found')).toBeInTheDocument();
  await waitFor(() => expect(button).toBeEnabled());
  expect(saved).toEqual([]);
});

test('a failure with no reason of its own toasts the list’s text', async () => {
  serve(() => ({ status: 500, data: {} }));
  const user = userEvent.setup();
  renderList(undefined, { exportErrorText: 'Failed to export things' });
  await screen.findByRole('cell', { name: 'Budi' });
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByText('Failed to export things')).toBeInTheDocument();
});

test('a list may name its own path and file, or have no export', async () => {
  const api = serve();
  const user = userEvent.setup();
  renderList(undefined, {
    exportPath: '/elsewhere.csv',
    exportFilename: () => 'mine.csv',
  });
  await screen.findByRole('cell', { name: 'Budi' });
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(saved).toEqual([{ href: 'blob:things', download: 'mine.csv' }]));
  expect(api.calls('GET', '/elsewhere.csv')).toHaveLength(1);
});

test('exportCsv={false}: no button', async () => {
  serve();
  renderList(undefined, { exportCsv: false });
  await screen.findByRole('cell', { name: 'Budi' });
  expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
});

test('the default file name is the label’s slug and the day', () => {
  expect(defaultCsvFilename('PPP Secrets', '2026-11-28')).toBe('ppp-secrets-2026-11-28.csv');
  expect(defaultCsvFilename('Hotspot users: Kantor / Lt. 2', '2026-11-28')).toBe(
    'hotspot-users-kantor-lt-2-2026-11-28.csv',
  );
  expect(fileSlug('///')).toBe('list');
});
