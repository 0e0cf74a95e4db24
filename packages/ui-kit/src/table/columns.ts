import type { VisibilityState } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import {
  columnValue,
  displayValue,
  isSortedBy,
  sortKeyOf,
  valueAtPath,
  type ListColumn,
} from 'contracts/lists';
import type { SortDirection } from './list-constants';

/**
 * One column of a DataTable, in the words of SPEC's column lists: a contracts/lists column (id,
 * label, accessor, sortKey — what the browser and the API's CSV search and sort by) and how it shows.
 */
export interface DataColumn<TRow> extends ListColumn<TRow> {
  /** What the cell shows; default: the raw value as text. */
  cell?: (row: TRow) => ReactNode;
  /** Whether the header sorts (on the server, and the loaded rows too). Default false. */
  sortable?: boolean;
  /** docs/rules/lists.md#columns "hidden by default": off until the user turns it on in the column menu. */
  hiddenByDefault?: boolean;
  /** Whether the column menu lists it. Default true. */
  hideable?: boolean;
  align?: 'start' | 'center' | 'end';
  /** CSS width hint, e.g. '12ch'; long cells wrap beyond it. */
  minWidth?: string;
}

export { columnValue, displayValue, isSortedBy, sortKeyOf, valueAtPath };

/**
 * A table's columns from a list's shared ones (contracts/lists: ids, headers, raw values, which the
 * API's CSV of the list uses too) with how this table shows each, by id.
 */
export function tableColumns<TRow>(
  shared: readonly ListColumn<TRow>[],
  display: Partial<Record<string, Omit<Partial<DataColumn<TRow>>, 'id'>>> = {},
): DataColumn<TRow>[] {
  return shared.map((column) => ({ ...column, ...display[column.id] }));
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
