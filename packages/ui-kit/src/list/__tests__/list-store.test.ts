import { createListStore } from '../list-store';
import { clampPage, toListParams } from '../list-params';
import { emptyListResponse, readListResponse } from '../use-list';

interface Row {
  id: string;
}

test('starts as docs/rules/lists.md#list-state says: page 1, perPage 5, created_at DESC, no search, nothing pending', () => {
  const state = createListStore<Row>('customers').getState();

  expect(state).toMatchObject({
    name: 'customers',
    page: 1,
    perPage: 5,
    sortCol: 'created_at',
    sortDir: 'DESC',
    search: '',
    filters: {},
    columnFilters: [],
    columnVisibility: {},
    pendingDelete: null,
    pendingApprove: null,
    pendingReject: null,
    detailRecord: null,
  });
});

test('each list has its own store', () => {
  const customers = createListStore<Row>('customers');
  const users = createListStore<Row>('users');

  customers.getState().setSearch('budi');

  expect(customers.getState().search).toBe('budi');
  expect(users.getState().search).toBe('');
});

test('a list may start otherwise', () => {
  const state = createListStore<Row>('deliveries', {
    perPage: 25,
    sortCol: 'date',
    sortDir: 'ASC',
    filters: { customerId: 'c1' },
  }).getState();

  expect(state).toMatchObject({
    perPage: 25,
    sortCol: 'date',
    sortDir: 'ASC',
    filters: { customerId: 'c1' },
  });
});

test('changing the search goes back to page 1; the same search keeps the page', () => {
  const store = createListStore<Row>('customers');
  store.getState().setPage(4);

  store.getState().setSearch('budi');
  expect(store.getState()).toMatchObject({ search: 'budi', page: 1 });

  store.getState().setPage(3);
  store.getState().setSearch('budi');
  expect(store.getState().page).toBe(3);
});

test('changing the page size goes back to page 1', () => {
  const store = createListStore<Row>('customers');
  store.getState().setPage(4);

  store.getState().setPerPage(50);

  expect(store.getState()).toMatchObject({ perPage: 50, page: 1 });
});

test('a page size outside 5, 10, 25, 50, 100 falls back to 5', () => {
  const store = createListStore<Row>('customers');

  store.getState().setPerPage(7);

  expect(store.getState().perPage).toBe(5);
});

test('a new sort or filter goes back to page 1', () => {
  const store = createListStore<Row>('deliveries');
  store.getState().setPage(4);
  store.getState().setSort('qty', 'ASC');
  expect(store.getState()).toMatchObject({ sortCol: 'qty', sortDir: 'ASC', page: 1 });

  store.getState().setPage(4);
  store.getState().setFilter('customerId', 'c2');
  expect(store.getState()).toMatchObject({ filters: { customerId: 'c2' }, page: 1 });
});

test('page 0 (the first-page button) is kept; negatives and fractions are not', () => {
  const store = createListStore<Row>('customers');

  store.getState().setPage(0);
  expect(store.getState().page).toBe(0);
  store.getState().setPage(-3);
  expect(store.getState().page).toBe(0);
  store.getState().setPage(2.7);
  expect(store.getState().page).toBe(2);
});

test('reset clears the search, goes to page 1 and forgets the record pending delete', () => {
  const store = createListStore<Row>('customers', { perPage: 10 });
  const row = { id: 'c1' };
  store.getState().setSearch('budi');
  store.getState().setPage(3);
  store.getState().setPendingDelete(row);
  store.getState().setSort('name', 'ASC');

  store.getState().reset();

  expect(store.getState()).toMatchObject({
    search: '',
    page: 1,
    pendingDelete: null,
    // What SPEC's reset does not name stays.
    perPage: 10,
    sortCol: 'name',
    sortDir: 'ASC',
  });
});

test('holds the records pending delete, approve, reject and shown in detail', () => {
  const store = createListStore<Row>('customers');
  const a = { id: 'a' };
  const b = { id: 'b' };
  const c = { id: 'c' };
  const d = { id: 'd' };

  store.getState().setPendingDelete(a);
  store.getState().setPendingApprove(b);
  store.getState().setPendingReject(c);
  store.getState().setDetailRecord(d);

  expect(store.getState()).toMatchObject({
    pendingDelete: a,
    pendingApprove: b,
    pendingReject: c,
    detailRecord: d,
  });
  store.getState().setPendingApprove(null);
  expect(store.getState().pendingApprove).toBeNull();
});

describe('toListParams', () => {
  test('sends SPEC defaults with a lower-case direction', () => {
    expect(toListParams(createListStore('x').getState())).toEqual({
      page: 1,
      perPage: 5,
      sortCol: 'created_at',
      sortDir: 'desc',
    });
  });

  test('reads page 0 as page 1, so the first-page button never loads an empty page', () => {
    const store = createListStore('x');
    store.getState().setPage(0);

    expect(toListParams(store.getState()).page).toBe(1);
    expect(clampPage(0)).toBe(1);
    expect(clampPage(Number.NaN)).toBe(1);
    expect(clampPage(6)).toBe(6);
  });

  test('trims the search and leaves out empty filters', () => {
    const store = createListStore('deliveries');
    store.getState().setSearch('  budi ');
    store.getState().setFilter('customerId', 'c1');
    store.getState().setFilter('startDate', null);

    expect(toListParams(store.getState(), { endDate: '', extra: 3 })).toEqual({
      page: 1,
      perPage: 5,
      sortCol: 'created_at',
      sortDir: 'desc',
      search: 'budi',
      customerId: 'c1',
      extra: 3,
    });
  });
});

describe('the list answer', () => {
  test('the empty default has no rows and no pages', () => {
    expect(emptyListResponse(10)).toEqual({
      result: [],
      pagination: { page: 1, perPage: 10, total: 0, totalPages: 0 },
    });
  });

  test('a body without pagination gets one from its rows', () => {
    expect(readListResponse({ result: [{ id: 1 }, { id: 2 }] }, 5).pagination).toEqual({
      page: 1,
      perPage: 5,
      total: 2,
      totalPages: 1,
    });
  });

  test('a body without a result array is an error, not an empty list', () => {
    expect(() => readListResponse({ data: [] }, 5)).toThrow('without a result array');
  });
});
