// How a list the server answers whole is searched and sorted (docs/rules/lists.md),
// written once for the browser (ui-kit's clientListPage) and the API's CSV of the same list
// (docs/rules/reports.md#exports), so an export holds exactly the rows the screen shows, in its order.
// Plain functions: no TypeBox, no React.

/** A column of a list: its id (the row's field, the `sortCol`), its header, its raw value. */
export interface ListColumn<TRow> {
  /** The field's camelCase name (`slipNumber`, `customer.alias`); also the default sort key. */
  id: string;
  /** Header text exactly as the console shows it. */
  label: string;
  /** The raw value searched and sorted by; default: the field at `id`. */
  accessor?: (row: TRow) => unknown;
  /** The `sortCol` when it differs from `id`. */
  sortKey?: string;
}

/** Reads `customer.alias` style paths; anything missing on the way is undefined. */
export function valueAtPath(row: unknown, path: string): unknown {
  let current: unknown = row;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export function columnValue<TRow>(column: ListColumn<TRow>, row: TRow): unknown {
  return column.accessor ? column.accessor(row) : valueAtPath(row, column.id);
}

/** A raw value as cell text: '' for nothing, numbers and booleans as written, objects never as [object Object]. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

export function camelCase(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase());
}

export function sortKeyOf<TRow>(column: ListColumn<TRow>): string {
  return column.sortKey ?? column.id;
}

/** Whether the list's `sortCol` (camelCase or snake_case, as the API accepts) is this column. */
export function isSortedBy<TRow>(column: ListColumn<TRow>, sortCol: string): boolean {
  const key = sortKeyOf(column);
  return key === sortCol || camelCase(key) === camelCase(sortCol);
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/** Numbers by value, everything else as text in natural order; blanks last either way. */
export function compareValues(a: unknown, b: unknown): number {
  if (isBlank(a) || isBlank(b)) return Number(isBlank(a)) - Number(isBlank(b));
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(displayValue(a), displayValue(b));
}

/** How a row is read for the sort column: its column's value, else the field of that name. */
function sortValueReader<TRow>(
  sortCol: string,
  columns: readonly ListColumn<TRow>[],
): ((row: TRow) => unknown) | null {
  const column = columns.find((candidate) => isSortedBy(candidate, sortCol));
  if (column) return (row) => columnValue(column, row);
  if (!sortCol) return null;
  const field = camelCase(sortCol);
  return (row) => valueAtPath(row, field);
}

/** The text a row is searched in: every column's value, or its own fields when no columns are given. */
function searchText<TRow>(row: TRow, columns: readonly ListColumn<TRow>[]): string {
  const values =
    columns.length > 0
      ? columns.map((column) => columnValue(column, row))
      : typeof row === 'object' && row !== null
        ? Object.values(row)
        : [row];
  return values
    .filter((value) => typeof value !== 'object' || value === null)
    .map(displayValue)
    .join('\u0000')
    .toLowerCase();
}

/** The search and sort of a whole list (docs/rules/lists.md): `sortDir` in the API's lower case. */
export interface ListOrder {
  search?: string | null;
  sortCol?: string | null;
  sortDir?: 'asc' | 'desc' | null;
}

/**
 * The rows a list shows for `search`, `sortCol` and `sortDir`, before paging: a case-insensitive
 * substring of any column's value; sorted by the column's value (numbers as numbers, text in natural
 * order, blanks last both ways), ties in the server's order. No `sortCol`: the server's order.
 */
export function searchAndSortRows<TRow>(
  rows: readonly TRow[],
  order: ListOrder,
  columns: readonly ListColumn<TRow>[] = [],
): TRow[] {
  const needle = (order.search ?? '').trim().toLowerCase();
  const found = needle ? rows.filter((row) => searchText(row, columns).includes(needle)) : rows;
  const read = sortValueReader(order.sortCol ?? '', columns);
  if (!read) return [...found];
  return found
    .map((row, index) => ({ row, index, value: read(row) }))
    .sort((a, b) => {
      const compared = compareValues(a.value, b.value);
      // Blanks stay last in both directions; ties keep the server's order.
      const directed =
        order.sortDir === 'desc' && !isBlank(a.value) && !isBlank(b.value) ? -compared : compared;
      return directed || a.index - b.index;
    })
    .map((entry) => entry.row);
}
