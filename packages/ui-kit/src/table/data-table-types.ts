import type { ColumnFiltersState, VisibilityState } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type { DataColumn, SortState } from './columns';
import type { SortDirection } from './list-constants';

export interface DataTablePagination {
  page: number;
  pageCount: number;
  perPage: number;
  onPageChange(page: number): void;
  onPerPageChange(perPage: number): void;
}

export interface DataTableProps<TRow> {
  /** The table's accessible name, e.g. 'Customers'. */
  label: string;
  columns: readonly DataColumn<TRow>[];
  /** The loaded page of rows. */
  data: readonly TRow[];
  /** Stable row id (selection follows it); default: the row's `id`. */
  getRowId?: (row: TRow, index: number) => string;
  /** Names a row for screen readers ('Select …', 'Actions for …'); default 'row N'. */
  getRowLabel?: (row: TRow, index: number) => string;

  /** Server sort, shown on the headers and applied to the loaded rows. */
  sortCol?: string;
  sortDir?: SortDirection;
  /** The order a third click returns to; created_at (docs/rules/lists.md#list-state) DESC by default. */
  defaultSort?: SortState;
  onSortChange?: (sortCol: string, sortDir: SortDirection) => void;
  /** False when the rows come already in the order asked for (a client-side list); default true. */
  sortLoadedRows?: boolean;

  /** The committed search; without `onSearchChange` there is no search box. */
  search?: string;
  onSearchChange?: (search: string) => void;
  searchPlaceholder?: string;

  /** Controlled column visibility (the user's choices over the column defaults). */
  columnVisibility?: VisibilityState;
  onColumnVisibilityChange?: (visibility: VisibilityState) => void;
  /** Controlled column order: ids first in this order, the rest after in their own (`orderColumns`). */
  columnOrder?: readonly string[];
  onColumnOrderChange?: (order: string[]) => void;
  /** The column menu's Reset columns; default: both choices back to the table's own. */
  onResetColumns?: () => void;
  /** Filters applied to the loaded rows only. */
  columnFilters?: ColumnFiltersState;

  /** First load: no rows yet, a call running. */
  isLoading?: boolean;
  /** Any call running (rows shown are being replaced). */
  isFetching?: boolean;
  /** The rows shown belong to the previous parameters (the search box filters them meanwhile). */
  isPlaceholderData?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Text when there are no rows and nothing is loading; SPEC: 'No data'. */
  emptyText?: string;

  /** Row-selection checkbox column; on by default. */
  enableSelection?: boolean;
  onSelectionChange?: (rows: TRow[]) => void;
  /** The last column's content, typically a RowMenu. */
  renderRowActions?: (row: TRow) => ReactNode;
  /** Buttons on the right of the toolbar (Add, Import). */
  toolbar?: ReactNode;
  pagination?: DataTablePagination;
}
