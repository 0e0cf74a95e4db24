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
