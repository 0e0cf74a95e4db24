import {
  displayValue,
  exportColumnIds,
  initialColumnVisibility,
  isSortedBy,
  moveColumn,
  nextSort,
  orderColumns,
  resolveColumnVisibility,
  valueAtPath,
  type DataColumn,
} from '../columns';

interface Delivery {
  slipNumber: string;
  orderNo: string;
  adjustDate: string;
  customer: { alias: string | null; name: string };
}

// docs/rules/lists.md#columns: the delivery columns hidden by default, among others that are shown.
const columns: DataColumn<Delivery>[] = [
  { id: 'slipNumber', label: 'Seq Prod', sortable: true },
  { id: 'orderNo', label: 'Order No', hiddenByDefault: true },
  { id: 'adjustDate', label: 'Adjust Date', hiddenByDefault: true },
  { id: 'customer.alias', label: 'Customer', sortKey: 'customerAlias', sortable: true },
  { id: 'createdAt', label: 'Created At', sortable: true, hiddenByDefault: true },
];

test('hiddenByDefault columns start hidden, the others shown', () => {
  expect(initialColumnVisibility(columns)).toEqual({
    slipNumber: true,
    orderNo: false,
    adjustDate: false,
    'customer.alias': true,
    createdAt: false,
  });
});

test("the user's choices override the defaults, the rest keep them", () => {
  expect(resolveColumnVisibility(columns, { orderNo: true, slipNumber: false })).toMatchObject({
    slipNumber: false,
    orderNo: true,
    adjustDate: false,
  });
});

test('reads nested fields', () => {
  const row: Delivery = {
    slipNumber: 'S1',
    orderNo: 'O1',
    adjustDate: '',
    customer: { alias: 'BDI', name: 'Budi' },
  };
  expect(valueAtPath(row, 'customer.alias')).toBe('BDI');
  expect(valueAtPath(row, 'customer.missing.deeper')).toBeUndefined();
});

test('shows values as text without [object Object]', () => {
  expect(displayValue(null)).toBe('');
  expect(displayValue(12)).toBe('12');
  expect(displayValue(true)).toBe('Yes');
  expect(displayValue({ a: 1 })).toBe('{"a":1}');
});

test('matches sortCol in camelCase or snake_case, and by sortKey', () => {
  const createdAt = columns[4]!;
  const customer = columns[3]!;
  expect(isSortedBy(createdAt, 'created_at')).toBe(true);
  expect(isSortedBy(createdAt, 'createdAt')).toBe(true);
  expect(isSortedBy(customer, 'customerAlias')).toBe(true);
  expect(isSortedBy(customer, 'customer.alias')).toBe(false);
});

describe('header clicks', () => {
  const byDefault = { sortCol: 'created_at', sortDir: 'DESC' } as const;
  const slip = columns[0]!;
  const createdAt = columns[4]!;

  test('unsorted → ascending → descending → the default order', () => {
    const first = nextSort(byDefault, slip, byDefault);
    expect(first).toEqual({ sortCol: 'slipNumber', sortDir: 'ASC' });
    const second = nextSort(first, slip, byDefault);
    expect(second).toEqual({ sortCol: 'slipNumber', sortDir: 'DESC' });
    expect(nextSort(second, slip, byDefault)).toEqual(byDefault);
  });

  test('the default column itself toggles between its two directions', () => {
    expect(nextSort(byDefault, createdAt, byDefault)).toEqual({
      sortCol: 'createdAt',
      sortDir: 'ASC',
    });
  });

  test('the server gets the sortKey', () => {
    expect(nextSort(byDefault, columns[3]!, byDefault)).toEqual({
      sortCol: 'customerAlias',
      sortDir: 'ASC',
    });
  });
});

describe('column order', () => {
  type Row = Record<string, unknown>;
  const four: DataColumn<Row>[] = [
    { id: 'a', label: 'A' },
    { id: 'b', label: 'B' },
    { id: 'c', label: 'C', hiddenByDefault: true },
    { id: 'd', label: 'D', exportIds: ['d1', 'd2'] },
  ];
  const ids = (columns: readonly DataColumn<Row>[]) => columns.map((column) => column.id);

  test('the saved order first, ids no longer there ignored, new columns last in their own order', () => {
    expect(ids(orderColumns(four, []))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(orderColumns(four, ['c', 'gone', 'a']))).toEqual(['c', 'a', 'b', 'd']);
    expect(ids(orderColumns(four, ['b', 'b', 'a']))).toEqual(['b', 'a', 'c', 'd']);
  });

  test('a move swaps with the nearest movable neighbour; the ends stay', () => {
    expect(moveColumn(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(moveColumn(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
    expect(moveColumn(['a', 'x', 'c'], 'a', 1, new Set(['a', 'c']))).toEqual(['c', 'x', 'a']);
    expect(moveColumn(['a', 'b'], 'gone', 1)).toEqual(['a', 'b']);
  });

  test('an export names the shown columns in the order shown, a computed one by its fields', () => {
    expect(exportColumnIds(four, {})).toEqual(['a', 'b', 'd1', 'd2']);
    expect(exportColumnIds(four, { a: false, c: true }, ['d', 'c'])).toEqual([
      'd1',
      'd2',
      'c',
      'b',
    ]);
    expect(exportColumnIds([{ id: 'ui', label: 'UI', exportIds: [] }, ...four], {})).toEqual([
      'a',
      'b',
      'd1',
      'd2',
    ]);
  });
});
