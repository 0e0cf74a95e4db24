import {
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type Row,
  type RowSelectionState,
  type SortingState,
  type Table,
  type VisibilityState,
} from '@tanstack/react-table';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DEFAULT_SORT_COL, DEFAULT_SORT_DIR } from './list-constants';
import {
  columnValue,
  displayValue,
  isSortedBy,
  orderColumns,
  resolveColumnVisibility,
  type DataColumn,
  type SortState,
} from './columns';
import { ACTIONS_COLUMN_ID, SELECT_COLUMN_ID } from './data-table-parts';
import type { DataTableProps } from './data-table-types';

/** What the model reads of the table's props. */
export type DataTableModelOptions<TRow> = Pick<
  DataTableProps<TRow>,
  | 'columns'
  | 'data'
  | 'getRowId'
  | 'sortCol'
  | 'sortDir'
  | 'defaultSort'
  | 'sortLoadedRows'
  | 'search'
  | 'columnVisibility'
  | 'onColumnVisibilityChange'
  | 'columnOrder'
  | 'onColumnOrderChange'
  | 'onResetColumns'
  | 'columnFilters'
  | 'isPlaceholderData'
  | 'enableSelection'
  | 'onSelectionChange'
  | 'renderRowActions'
>;

function defaultRowId(row: unknown, index: number): string {
  const id =
    typeof row === 'object' && row !== null ? (row as Record<string, unknown>).id : undefined;
  return typeof id === 'string' || typeof id === 'number' ? String(id) : String(index);
}

const DEFAULT_SORT: SortState = { sortCol: DEFAULT_SORT_COL, sortDir: DEFAULT_SORT_DIR };
const NO_FILTERS: ColumnFiltersState = [];
const NO_ORDER: readonly string[] = [];

export interface DataTableModel<TRow> {
  table: Table<TRow>;
  /** The rows shown: the loaded ones, locally sorted and filtered. */
  rows: Row<TRow>[];
  selectedRows: Row<TRow>[];
  /** Column defaults overlaid with the user's choices. */
  visibility: VisibilityState;
  setVisibility(visibility: VisibilityState): void;
  /** The data columns in the order shown (the user's order over the table's own). */
  columns: readonly DataColumn<TRow>[];
  setOrder(order: string[]): void;
  /** Both choices back to the table's own. */
  resetColumns(): void;
  /** The search box's text as typed (before the debounce commits it). */
  setTypedSearch(text: string): void;
  /** The server sort shown (created_at: docs/rules/lists.md#list-state DESC by default), and the order a third click returns to. */
  sort: SortState;
  defaultSort: SortState;
}

/**
 * The table's model (TanStack Table): the columns with the selection and actions columns around
 * them, server sort shown and applied to the loaded rows, the local search while the server has
 * not answered, column visibility and the selection of the rows on screen.
 */
export function useDataTableModel<TRow>({
  columns,
  data,
  getRowId = defaultRowId,
  sortCol = DEFAULT_SORT.sortCol,
  sortDir = DEFAULT_SORT.sortDir,
  defaultSort = DEFAULT_SORT,
  sortLoadedRows = true,
  search,
  columnVisibility,
  onColumnVisibilityChange,
  columnOrder,
  onColumnOrderChange,
  onResetColumns,
  columnFilters = NO_FILTERS,
  isPlaceholderData = false,
  enableSelection = true,
  onSelectionChange,
  renderRowActions,
}: DataTableModelOptions<TRow>): DataTableModel<TRow> {
  const hasRowActions = renderRowActions !== undefined;
  const [ownVisibility, setOwnVisibility] = useState<VisibilityState>({});
  const visibility = resolveColumnVisibility(columns, columnVisibility ?? ownVisibility);
  const setVisibility = onColumnVisibilityChange ?? setOwnVisibility;
  const [ownOrder, setOwnOrder] = useState<readonly string[]>(NO_ORDER);
  const order = columnOrder ?? ownOrder;
  const setOrder = onColumnOrderChange ?? setOwnOrder;
  // The order's ids are its identity: a new array of the same ids does not rebuild the model.
  const orderKey = order.join('\u0000');
  const ordered = useMemo(() => orderColumns(columns, order), [columns, orderKey]);
  const resetColumns =
    onResetColumns ??
    (() => {
      setVisibility({});
      setOrder([]);
    });

  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [typedSearch, setTypedSearch] = useState(search ?? '');
  // While the server has not answered for what is typed, the loaded rows are narrowed locally so
  // the table reacts at once; the server's answer is shown as it is (it may match on fields that
  // are not columns).
  const localSearch =
    typedSearch.trim() !== (search ?? '').trim() || isPlaceholderData ? typedSearch.trim() : '';

  const sorting: SortingState = useMemo(() => {
    const sorted = ordered.find((column) => column.sortable && isSortedBy(column, sortCol));
    return sorted ? [{ id: sorted.id, desc: sortDir === 'DESC' }] : [];
  }, [ordered, sortCol, sortDir]);

  const tableColumns = useMemo<ColumnDef<TRow>[]>(() => {
    const defs: ColumnDef<TRow>[] = ordered.map((column) => ({
      id: column.id,
      accessorFn: (row: TRow) => columnValue(column, row),
      header: column.label,
      cell: ({ row }) =>
        column.cell ? column.cell(row.original) : displayValue(columnValue(column, row.original)),
      enableSorting: column.sortable ?? false,
      enableHiding: column.hideable ?? true,
      sortUndefined: 'last',
    }));
    if (enableSelection) {
      defs.unshift({
        id: SELECT_COLUMN_ID,
        enableSorting: false,
        enableHiding: false,
        enableGlobalFilter: false,
      });
    }
    if (hasRowActions) {
      defs.push({
        id: ACTIONS_COLUMN_ID,
        enableSorting: false,
        enableHiding: false,
        enableGlobalFilter: false,
      });
    }
    return defs;
    // Only whether there are actions shapes the columns; the renderer itself is read per row, so
    // a new function on every parent render does not rebuild the table's model.
  }, [ordered, enableSelection, hasRowActions]);

  const table = useReactTable<TRow>({
    data: data as TRow[],
    columns: tableColumns,
    getRowId,
    state: {
      sorting,
      columnVisibility: visibility,
      rowSelection,
      globalFilter: localSearch,
      columnFilters,
    },
    enableRowSelection: enableSelection,
    onRowSelectionChange: setRowSelection,
    manualPagination: true,
    manualSorting: !sortLoadedRows,
    enableSortingRemoval: true,
    globalFilterFn: 'includesString',
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
  });

  // Selection belongs to the rows on screen: rows that left the page leave the selection.
  useEffect(() => {
    const ids = new Set(data.map((row, index) => getRowId(row, index)));
    setRowSelection((current) => {
      const kept = Object.fromEntries(Object.entries(current).filter(([id]) => ids.has(id)));
      return Object.keys(kept).length === Object.keys(current).length ? current : kept;
    });
  }, [data, getRowId]);

  const rows = table.getRowModel().rows;
  const selectedRows = table.getFilteredSelectedRowModel().rows;
  // The selection's ids are its identity (the row objects change with every render): the owner
  // hears of it when they change, through the latest callback.
  const selectionKey = selectedRows.map((row) => row.id).join('\u0000');
  const latest = useRef({ onSelectionChange, selectedRows });
  useEffect(() => {
    latest.current = { onSelectionChange, selectedRows };
  });
  useEffect(() => {
    const { onSelectionChange: report, selectedRows: selected } = latest.current;
    report?.(selected.map((row) => row.original));
  }, [selectionKey]);

  return {
    table,
    rows,
    selectedRows,
    visibility,
    setVisibility,
    columns: ordered,
    setOrder,
    resetColumns,
    setTypedSearch,
    sort: { sortCol, sortDir },
    defaultSort,
  };
}
