import {
  columnValue,
  displayValue,
  isSortedBy,
  valueAtPath,
  type DataColumn,
} from 'ui-kit/table';
import type { ListResponse } from 'ui-kit/envelope';
import { clampPage, type ListParams } from './list-params';

/** The list parameters that shape a page; whatever else a list sends is a filter for the server. */
export const PAGE_PARAM_KEYS = ['page', 'perPage', 'sortCol', 'sortDir', 'search'] as const;

/** A list's parameters without the paging ones: what a whole-list call sends. */
export function withoutPageParams(params: ListParams): Record<string, string | number | boolean> {
  const rest: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || (PAGE_PARAM_KEYS as readonly string[]).includes(key)) continue;
    rest[key] = value;
  }
  return rest;
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

function camelCase(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase());
}

/** How a row is read for the sort column: its column's value, else the field of that name. */
function sortValueReader<TRow>(
  sortCol: string,
  columns: readonly DataColumn<TRow>[],
): ((row: TRow) => unknown) | null {
  const column = columns.find((candidate) => isSortedBy(candidate, sortCol));
  if (column) return (row) => columnValue(column, row);
  if (!sortCol) return null;
  const field = camelCase(sortCol);
  return (row) => valueAtPath(row, field);
}

/** The text a row is searched in: every column's value, or its own fields when no columns are given. */
function searchText<TRow>(row: TRow, columns: readonly DataColumn<TRow>[]): string {
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

/**
 * One page of a list the server answered whole (docs/rules/lists.md): search, sort and paging run
 * here, on the loaded rows, with the same parameters a paged server would get.
 */
export function clientListPage<TRow>(
  rows: readonly TRow[],
  params: Pick<ListParams, 'page' | 'perPage' | 'sortCol' | 'sortDir' | 'search'>,
  columns: readonly DataColumn<TRow>[] = [],
): ListResponse<TRow> {
  const needle = (params.search ?? '').trim().toLowerCase();
  const found = needle ? rows.filter((row) => searchText(row, columns).includes(needle)) : rows;
  const read = sortValueReader(params.sortCol, columns);
  const sorted = read
    ? found
        .map((row, index) => ({ row, index, value: read(row) }))
        .sort((a, b) => {
          const order = compareValues(a.value, b.value);
          // Blanks stay last in both directions; ties keep the server's order.
          const directed =
            params.sortDir === 'desc' && !isBlank(a.value) && !isBlank(b.value) ? -order : order;
          return directed || a.index - b.index;
        })
        .map((entry) => entry.row)
    : [...found];
  const perPage = params.perPage > 0 ? params.perPage : sorted.length || 1;
  const total = sorted.length;
  const totalPages = Math.ceil(total / perPage);
  const page = clampPage(params.page);
  const start = (page - 1) * perPage;
  return {
    result: sorted.slice(start, start + perPage),
    pagination: { page, perPage, total, totalPages },
  };
}
