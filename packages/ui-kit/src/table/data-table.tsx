import { Box, Table } from '@chakra-ui/react';
import type { ColumnFiltersState, VisibilityState } from '@tanstack/react-table';
import type { ReactElement, ReactNode } from 'react';
import { getErrorMessage } from 'shared-auth';
import { DEFAULT_SORT_COL, DEFAULT_SORT_DIR, NO_DATA_TEXT } from '../list/list-constants';
import type { SortDirection } from '../list/list-store';
import { nextSort, type DataColumn, type SortState } from './columns';
import { DataTableBody, DataTableErrorBanner } from './data-table-body';
import { DataTableHeader } from './data-table-header';
import { useDataTableModel } from './data-table-model';
import { DataTableToolbar } from './data-table-toolbar';
import { PaginationBar } from './pagination-bar';

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
  /** The order a third click returns to; SPEC §4 created_at DESC by default. */
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

function defaultRowId(row: unknown, index: number): string {
  const id =
    typeof row === 'object' && row !== null ? (row as Record<string, unknown>).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
}

const DEFAULT_SORT: SortState = { sortCol: DEFAULT_SORT_COL, sortDir: DEFAULT_SORT_DIR };

/**
 * The console's data table (SPEC §2): search, server sorting also applied to the loaded rows,
 * column menu, row selection, row actions and the pagination bar. Generic over the row type.
 * Composed of its parts: the model (`useDataTableModel`), `DataTableToolbar`, `DataTableHeader`,
 * `DataTableBody` and `PaginationBar`.
 */
export function DataTable<TRow>({
  label,
  columns,
  data,
  getRowId = defaultRowId,
  getRowLabel = (_row, index) => `row ${index + 1}`,
  sortCol = DEFAULT_SORT.sortCol,
  sortDir = DEFAULT_SORT.sortDir,
  defaultSort = DEFAULT_SORT,
  onSortChange,
  sortLoadedRows = true,
  search,
  onSearchChange,
  searchPlaceholder,
  columnVisibility,
  onColumnVisibilityChange,
  columnFilters = [],
  isLoading = false,
  isFetching = false,
  isPlaceholderData = false,
  error,
  onRetry,
  emptyText = NO_DATA_TEXT,
  enableSelection = true,
  onSelectionChange,
  renderRowActions,
  toolbar,
  pagination,
}: DataTableProps<TRow>): ReactElement {
  const model = useDataTableModel<TRow>({
    columns,
    data,
    getRowId,
    sortCol,
    sortDir,
    sortLoadedRows,
    search,
    columnVisibility,
    onColumnVisibilityChange,
    columnFilters,
    isPlaceholderData,
    enableSelection,
    onSelectionChange,
    hasRowActions: renderRowActions !== undefined,
  });
  const { table, rows } = model;
  const byId = new Map(columns.map((column) => [column.id, column]));
  const errorText = error ? getErrorMessage(error) : null;

  return (
    <Box bg="bg" borderWidth="1px" borderColor="border" rounded="md" shadow="xs" minW="0">
      <DataTableToolbar
        columns={columns}
        visibility={model.visibility}
        onVisibilityChange={model.setVisibility}
        search={search}
        onSearchChange={onSearchChange}
        onSearchInput={model.setTypedSearch}
        searchPlaceholder={searchPlaceholder}
      >
        {toolbar}
      </DataTableToolbar>

      {errorText && rows.length > 0 ? (
        <DataTableErrorBanner errorText={errorText} onRetry={onRetry} />
      ) : null}

      <Table.ScrollArea>
        <Table.Root
          size="sm"
          aria-label={label}
          aria-busy={isFetching || undefined}
          interactive={rows.length > 0}
        >
          <DataTableHeader
            table={table}
            byId={byId}
            rowCount={rows.length}
            onSort={
              onSortChange
                ? (column) => {
                    const next = nextSort({ sortCol, sortDir }, column, defaultSort);
                    onSortChange(next.sortCol, next.sortDir);
                  }
                : undefined
            }
          />
          <DataTableBody
            rows={rows}
            colSpan={table.getVisibleLeafColumns().length}
            byId={byId}
            getRowLabel={getRowLabel}
            renderRowActions={renderRowActions}
            isLoading={isLoading}
            dimmed={isFetching && isPlaceholderData}
            errorText={errorText}
            onRetry={onRetry}
            emptyText={emptyText}
          />
        </Table.Root>
      </Table.ScrollArea>

      {pagination ? (
        <PaginationBar
          page={pagination.page}
          pageCount={pagination.pageCount}
          perPage={pagination.perPage}
          selectedCount={model.selectedRows.length}
          loadedCount={table.getFilteredRowModel().rows.length}
          onPageChange={pagination.onPageChange}
          onPerPageChange={pagination.onPerPageChange}
        />
      ) : null}
    </Box>
  );
}
