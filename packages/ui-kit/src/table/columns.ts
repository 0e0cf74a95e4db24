import type { VisibilityState } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { SortDirection } from './list-constants';

/** One column of a DataTable, in the words of SPEC's column lists. */
export interface DataColumn<TRow> {
  /** The field's camelCase name (`slipNumber`, `customer.alias`); also the default sort key. */
  id: string;
  /** Header text exactly as SPEC lists it. */
  label: string;
  /** The raw value (sorting and filtering of loaded rows use it); default: the field at `id`. */
  accessor?: (row: TRow) => unknown;
  /** What the cell shows; default: the raw value as text. */
  cell?: (row: TRow) => ReactNode;
  /** Whether the header sorts (on the server, and the loaded rows too). Default false. */
  sortable?: boolean;
  /** The `sortCol` sent to the server when it differs from `id` (e.g. `customerAlias`). */
  sortKey?: string;
  /** docs/rules/lists.md#columns "hidden by default": off until the user turns it on in the column menu. */
  hiddenByDefault?: boolean;
  /** Whether the column menu lists it. Default true. */
  hideable?: boolean;
  align?: 'start' | 'center' | 'end';
  /** CSS width hint, e.g. '12ch'; long cells wrap beyond it. */
  minWidth?: string;
  /**
   * The fields of the JSON row this column stands for in a CSV export's `columns`
   * (docs/rules/reports.md#csv-files); default `[id]`. A column the screen computes from two fields
   * names both; `[]` leaves it out of the file.
   */
  exportIds?: readonly string[];
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

export function columnValue<TRow>(column: DataColumn<TRow>, row: TRow): unknown {
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

/** The visibility a table starts with: every `hiddenByDefault` column off, the rest on. */
export function initialColumnVisibility<TRow>(
  columns: readonly DataColumn<TRow>[],
): VisibilityState {
  const state: VisibilityState = {};
  for (const column of columns) state[column.id] = !column.hiddenByDefault;
  return state;
}

/** Defaults overlaid with the user's choices (the list store's `columnVisibility`). */
export function resolveColumnVisibility<TRow>(
  columns: readonly DataColumn<TRow>[],
  choices: VisibilityState = {},
): VisibilityState {
  return { ...initialColumnVisibility(columns), ...choices };
}

/**
 * The columns in the user's order (docs/rules/reports.md#column-choices): the ids `order` names
 * first, as it lists them (ids no longer among the columns are ignored), then every column it does
 * not name in the table's own order, so a column added since the order was saved comes last.
 */
export function orderColumns<TRow>(
  columns: readonly DataColumn<TRow>[],
  order: readonly string[] = [],
): readonly DataColumn<TRow>[] {
  if (order.length === 0) return columns;
  const byId = new Map(columns.map((column) => [column.id, column]));
  const placed = new Set<string>();
  const ordered: DataColumn<TRow>[] = [];
  for (const id of order) {
    const column = byId.get(id);
    if (column && !placed.has(id)) {
      placed.add(id);
      ordered.push(column);
    }
  }
  for (const column of columns) if (!placed.has(column.id)) ordered.push(column);
  return ordered;
}

/**
 * The order after moving `id` one place earlier (-1) or later (+1) among the `movable` ids (the
 * ones the column menu lists): it swaps places with its nearest movable neighbour that way. The
 * answer names every column, so it reads the same after columns are added.
 */
export function moveColumn(
  order: readonly string[],
  id: string,
  offset: -1 | 1,
  movable: ReadonlySet<string> = new Set(order),
): string[] {
  const next = [...order];
  const from = next.indexOf(id);
  if (from < 0) return next;
  let to = from + offset;
  while (to >= 0 && to < next.length && !movable.has(next[to] ?? '')) to += offset;
  if (to < 0 || to >= next.length) return next;
  [next[from], next[to]] = [next[to] ?? '', next[from] ?? ''];
  return next;
}

/**
 * A CSV export's `columns` (docs/rules/reports.md#csv-files): the fields of the columns shown, in the
 * order shown.
 */
export function exportColumnIds<TRow>(
  columns: readonly DataColumn<TRow>[],
  visibility: VisibilityState,
  order: readonly string[] = [],
): string[] {
  const shown = resolveColumnVisibility(columns, visibility);
  return orderColumns(columns, order)
    .filter((column) => shown[column.id] !== false)
    .flatMap((column) => column.exportIds ?? [column.id]);
}

export function sortKeyOf<TRow>(column: DataColumn<TRow>): string {
  return column.sortKey ?? column.id;
}

function camelCase(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase());
}

/** Whether the list's `sortCol` (camelCase or snake_case, as the API accepts) is this column. */
export function isSortedBy<TRow>(column: DataColumn<TRow>, sortCol: string): boolean {
  const key = sortKeyOf(column);
  return key === sortCol || camelCase(key) === camelCase(sortCol);
}

export interface SortState {
  sortCol: string;
  sortDir: SortDirection;
}

/**
 * A header click: an unsorted column sorts ascending, ascending turns descending, descending goes
 * back to the list's default order (docs/rules/lists.md#list-state: created_at DESC) — or to ascending when the column
 * is the default order itself.
 */
export function nextSort<TRow>(
  current: SortState,
  column: DataColumn<TRow>,
  defaultSort: SortState,
): SortState {
  const key = sortKeyOf(column);
  if (!isSortedBy(column, current.sortCol)) return { sortCol: key, sortDir: 'ASC' };
  if (current.sortDir === 'ASC') return { sortCol: key, sortDir: 'DESC' };
  if (isSortedBy(column, defaultSort.sortCol)) return { sortCol: key, sortDir: 'ASC' };
  return defaultSort;
}
