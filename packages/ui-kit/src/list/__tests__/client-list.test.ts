import type { DataColumn } from '../../table/columns';
import { clientListPage, compareValues, withoutPageParams } from '../client-list';

interface Secret {
  id: string;
  name: string;
  profile: string;
  comment?: string;
  uptime?: number;
}

const columns: DataColumn<Secret>[] = [
  { id: 'name', label: 'Username', sortable: true },
  { id: 'profile', label: 'Profile', sortable: true },
  { id: 'comment', label: 'Comment' },
];

const rows: Secret[] = Array.from({ length: 12 }, (_, index) => ({
  id: `*${index + 1}`,
  name: `user${index + 1}`,
  profile: index % 2 === 0 ? 'paket-10M' : 'paket-5M',
  comment: index === 3 ? 'Kantor Budi' : '',
}));

const base = { page: 1, perPage: 5, sortCol: 'created_at', sortDir: 'desc' as const };

test('pages the loaded rows in the order they came when the sort column is not there', () => {
  const page = clientListPage(rows, { ...base, page: 3 }, columns);
  expect(page.result.map((row) => row.name)).toEqual(['user11', 'user12']);
  expect(page.pagination).toEqual({ page: 3, perPage: 5, total: 12, totalPages: 3 });
  // Page 0 (the first-page button) is page 1.
  expect(clientListPage(rows, { ...base, page: 0 }, columns).pagination.page).toBe(1);
});

test('sorts naturally by the column, both ways, ties in the server order', () => {
  const ascending = clientListPage(rows, { ...base, sortCol: 'name', sortDir: 'asc' }, columns);
  expect(ascending.result.map((row) => row.name)).toEqual([
    'user1',
    'user2',
    'user3',
    'user4',
    'user5',
  ]);
  const byProfile = clientListPage(
    rows,
    { ...base, perPage: 10, sortCol: 'profile', sortDir: 'desc' },
    columns,
  );
  // Natural order: paket-5M before paket-10M, so descending starts with the 10M ones.
  expect(byProfile.result.slice(0, 2).map((row) => row.name)).toEqual(['user1', 'user3']);
});

test('searches every column, case-insensitively, and counts the matches', () => {
  const page = clientListPage(rows, { ...base, search: 'kantor' }, columns);
  expect(page.result.map((row) => row.name)).toEqual(['user4']);
  expect(page.pagination.total).toBe(1);
  expect(clientListPage(rows, { ...base, search: 'USER1' }, columns).pagination.total).toBe(4);
});

test('without columns, searches and sorts by the rows own fields', () => {
  const timed = rows.map((row, index) => ({ ...row, uptime: (index * 7) % 12 }));
  const page = clientListPage(timed, { ...base, sortCol: 'uptime', sortDir: 'asc' });
  expect(page.result.map((row) => row.uptime)).toEqual([0, 1, 2, 3, 4]);
});

test('blanks go last in both directions, numbers compare as numbers', () => {
  expect([3, null, 10, 2].sort(compareValues)).toEqual([2, 3, 10, null]);
  expect(compareValues('item9', 'item10')).toBeLessThan(0);
  const withBlank = [
    { id: 'a', name: '', profile: 'x' },
    { id: 'b', name: 'b', profile: 'x' },
  ];
  for (const sortDir of ['asc', 'desc'] as const) {
    const page = clientListPage(withBlank, { ...base, sortCol: 'name', sortDir }, columns);
    expect(page.result.at(-1)?.id).toBe('a');
  }
});

test('a whole-list call sends the filters only', () => {
  expect(
    withoutPageParams({ ...base, search: 'x', routerId: 'r1', perPage: 5, status: undefined }),
  ).toEqual({ routerId: 'r1' });
});
