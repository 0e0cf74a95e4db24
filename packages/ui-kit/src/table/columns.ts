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
  /**
   * The fields of the JSON row this column stands for in a CSV export's `columns`
   * (docs/rules/reports.md#csv-files); default `[id]`. A column the screen computes from two fields
   * names both; `[]` leaves it out of the file.
   */
  exportIds?: readonly string[];
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
