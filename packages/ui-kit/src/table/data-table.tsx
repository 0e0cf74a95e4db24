import {
  Box,
  Button,
  Checkbox,
  Flex,
  HStack,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
  chakra,
} from '@chakra-ui/react';
import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type Row,
  type RowSelectionState,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { useEffect, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown, LuRotateCw } from 'react-icons/lu';
import { getErrorMessage } from 'shared-auth';
import {
  DEFAULT_SORT_COL,
  DEFAULT_SORT_DIR,
  LOADING_TEXT,
  NO_DATA_TEXT,
} from '../list/list-constants';
import type { SortDirection } from '../list/list-store';
import { ColumnVisibilityMenu } from './column-visibility-menu';
import {
  columnValue,
  displayValue,
  isSortedBy,
  nextSort,
  resolveColumnVisibility,
  type DataColumn,
  type SortState,
} from './columns';
import { PaginationBar } from './pagination-bar';
import { SearchBox } from './search-box';

const SELECT_COLUMN_ID = '__select';
const ACTIONS_COLUMN_ID = '__actions';
const SKELETON_ROWS = 4;

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

// The selection and actions columns stay in view while a wide table scrolls sideways; a hairline
// marks where the scrolling columns pass under them.
const stickyCell = {
  position: 'sticky',
  bg: 'bg',
  zIndex: 1,
} as const;
const stickyStart = {
  ...stickyCell,
  left: '0',
  boxShadow: 'inset -1px 0 0 var(--chakra-colors-border)',
};
const stickyEnd = {
  ...stickyCell,
  right: '0',
  boxShadow: 'inset 1px 0 0 var(--chakra-colors-border)',
};
// An opaque sticky cell hides the row's hover colour; it takes it over instead.
const followRowHover = { 'tr:hover > &': { bg: 'colorPalette.subtle' } } as const;

/**
 * The console's data table (SPEC §2): search, server sorting also applied to the loaded rows,
 * column menu, row selection, row actions and the pagination bar. Generic over the row type.
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
  const [ownVisibility, setOwnVisibility] = useState<VisibilityState>({});
  const visibility = resolveColumnVisibility(columns, columnVisibility ?? ownVisibility);
  const setVisibility = onColumnVisibilityChange ?? setOwnVisibility;

  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [typedSearch, setTypedSearch] = useState(search ?? '');
  // While the server has not answered for what is typed, the loaded rows are narrowed locally so
  // the table reacts at once; the server's answer is shown as it is (it may match on fields that
  // are not columns).
  const localSearch =
    typedSearch.trim() !== (search ?? '').trim() || isPlaceholderData ? typedSearch.trim() : '';

  const sorting: SortingState = useMemo(() => {
    const sorted = columns.find((column) => column.sortable && isSortedBy(column, sortCol));
    return sorted ? [{ id: sorted.id, desc: sortDir === 'DESC' }] : [];
  }, [columns, sortCol, sortDir]);

  const hasRowActions = renderRowActions !== undefined;
  const tableColumns = useMemo<ColumnDef<TRow>[]>(() => {
    const defs: ColumnDef<TRow>[] = columns.map((column) => ({
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
  }, [columns, enableSelection, hasRowActions]);

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
  useEffect(() => {
    onSelectionChange?.(selectedRows.map((row) => row.original));
    // The selection's ids are its identity; the row objects change with every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedRows.map((row) => row.id).join('\u0000')]);

  const leafColumns = table.getVisibleLeafColumns();
  const colSpan = leafColumns.length;
  const byId = new Map(columns.map((column) => [column.id, column]));
  const errorText = error ? getErrorMessage(error) : null;

  function toggleSort(column: DataColumn<TRow>): void {
    const next = nextSort({ sortCol, sortDir }, column, defaultSort);
    onSortChange?.(next.sortCol, next.sortDir);
  }

  const menuColumns = columns
    .filter((column) => column.hideable !== false)
    .map((column) => ({
      id: column.id,
      label: column.label,
      visible: visibility[column.id] !== false,
    }));

  return (
    <Box bg="bg" borderWidth="1px" borderColor="border" rounded="md" shadow="xs" minW="0">
      <Flex
        align="center"
        gap="2"
        px={{ base: '3', md: '4' }}
        py="3"
        wrap="wrap"
        borderBottomWidth="1px"
        borderColor="border"
      >
        {onSearchChange ? (
          <SearchBox
            value={search ?? ''}
            onChange={onSearchChange}
            onInput={setTypedSearch}
            placeholder={searchPlaceholder}
          />
        ) : null}
        <HStack gap="2" ms="auto" wrap="wrap" justify="flex-end">
          {toolbar}
          <ColumnVisibilityMenu
            columns={menuColumns}
            onToggle={(id, visible) => setVisibility({ ...visibility, [id]: visible })}
          />
        </HStack>
      </Flex>

      {errorText && rows.length > 0 ? (
        <HStack role="alert" px="4" py="2" bg="red.50" color="red.700" textStyle="sm" gap="3">
          <Text flex="1">{errorText}</Text>
          {onRetry ? (
            <Button size="xs" variant="outline" onClick={onRetry}>
              <LuRotateCw aria-hidden />
              Retry
            </Button>
          ) : null}
        </HStack>
      ) : null}

      <Table.ScrollArea>
        <Table.Root
          size="sm"
          aria-label={label}
          aria-busy={isFetching || undefined}
          interactive={rows.length > 0}
        >
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id} bg="bg.subtle">
                {group.headers.map((header) => {
                  if (header.column.id === SELECT_COLUMN_ID) {
                    return (
                      <Table.ColumnHeader key={header.id} w="10" {...stickyStart} bg="bg.subtle">
                        <Checkbox.Root
                          size="sm"
                          checked={
                            table.getIsAllPageRowsSelected()
                              ? true
                              : table.getIsSomePageRowsSelected()
                                ? 'indeterminate'
                                : false
                          }
                          disabled={rows.length === 0}
                          onCheckedChange={(details) =>
                            table.toggleAllPageRowsSelected(details.checked === true)
                          }
                        >
                          <Checkbox.HiddenInput aria-label="Select all rows on this page" />
                          <Checkbox.Control />
                        </Checkbox.Root>
                      </Table.ColumnHeader>
                    );
                  }
                  if (header.column.id === ACTIONS_COLUMN_ID) {
                    return (
                      <Table.ColumnHeader key={header.id} w="12" {...stickyEnd} bg="bg.subtle">
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.ColumnHeader>
                    );
                  }
                  const column = byId.get(header.column.id);
                  if (!column) return null;
                  const sorted = header.column.getIsSorted();
                  return (
                    <Table.ColumnHeader
                      key={header.id}
                      aria-sort={
                        sorted ? (sorted === 'desc' ? 'descending' : 'ascending') : undefined
                      }
                      textAlign={column.align ?? 'start'}
                      minW={column.minWidth}
                      whiteSpace="nowrap"
                      color="fg.muted"
                      fontWeight="semibold"
                    >
                      {column.sortable && onSortChange ? (
                        <SortButton
                          column={column}
                          sorted={sorted}
                          onClick={() => toggleSort(column)}
                        />
                      ) : (
                        column.label
                      )}
                    </Table.ColumnHeader>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body
            opacity={isFetching && isPlaceholderData ? 0.6 : 1}
            transition="opacity 0.15s"
          >
            {rows.length > 0 ? (
              rows.map((row, index) => (
                <DataTableRow
                  key={row.id}
                  row={row}
                  rowLabel={getRowLabel(row.original, index)}
                  byId={byId}
                  renderRowActions={renderRowActions}
                />
              ))
            ) : (
              <EmptyBody
                colSpan={colSpan}
                isLoading={isLoading}
                errorText={errorText}
                onRetry={onRetry}
                emptyText={emptyText}
              />
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      {pagination ? (
        <PaginationBar
          page={pagination.page}
          pageCount={pagination.pageCount}
          perPage={pagination.perPage}
          selectedCount={selectedRows.length}
          loadedCount={table.getFilteredRowModel().rows.length}
          onPageChange={pagination.onPageChange}
          onPerPageChange={pagination.onPerPageChange}
        />
      ) : null}
    </Box>
  );
}

interface SortButtonProps<TRow> {
  column: DataColumn<TRow>;
  sorted: false | 'asc' | 'desc';
  onClick(): void;
}

function SortButton<TRow>({ column, sorted, onClick }: SortButtonProps<TRow>): ReactElement {
  const Icon = sorted === 'asc' ? LuArrowUp : sorted === 'desc' ? LuArrowDown : LuArrowUpDown;
  return (
    <chakra.button
      type="button"
      display="inline-flex"
      alignItems="center"
      gap="1"
      font="inherit"
      color="inherit"
      cursor="pointer"
      rounded="sm"
      mx="-1"
      px="1"
      _hover={{ color: 'fg' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      onClick={onClick}
    >
      {column.label}
      <Box as="span" opacity={sorted ? 1 : 0.45} fontSize="xs" aria-hidden>
        <Icon />
      </Box>
    </chakra.button>
  );
}

interface DataTableRowProps<TRow> {
  row: Row<TRow>;
  rowLabel: string;
  byId: Map<string, DataColumn<TRow>>;
  renderRowActions?: (row: TRow) => ReactNode;
}

function DataTableRow<TRow>({
  row,
  rowLabel,
  byId,
  renderRowActions,
}: DataTableRowProps<TRow>): ReactElement {
  const selected = row.getIsSelected();
  return (
    <Table.Row data-selected={selected || undefined} bg={selected ? 'brand.subtle' : undefined}>
      {row.getVisibleCells().map((cell) => {
        if (cell.column.id === SELECT_COLUMN_ID) {
          return (
            <Table.Cell
              key={cell.id}
              {...stickyStart}
              bg={selected ? 'brand.subtle' : 'bg'}
              css={followRowHover}
            >
              <Checkbox.Root
                size="sm"
                checked={selected}
                onCheckedChange={(details) => row.toggleSelected(details.checked === true)}
              >
                <Checkbox.HiddenInput aria-label={`Select ${rowLabel}`} />
                <Checkbox.Control />
              </Checkbox.Root>
            </Table.Cell>
          );
        }
        if (cell.column.id === ACTIONS_COLUMN_ID) {
          return (
            <Table.Cell
              key={cell.id}
              {...stickyEnd}
              bg={selected ? 'brand.subtle' : 'bg'}
              css={followRowHover}
              py="1"
            >
              {renderRowActions?.(row.original)}
            </Table.Cell>
          );
        }
        const column = byId.get(cell.column.id);
        return (
          <Table.Cell key={cell.id} textAlign={column?.align ?? 'start'} minW={column?.minWidth}>
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </Table.Cell>
        );
      })}
    </Table.Row>
  );
}

interface EmptyBodyProps {
  colSpan: number;
  isLoading: boolean;
  errorText: string | null;
  onRetry?: () => void;
  emptyText: string;
}

function EmptyBody({
  colSpan,
  isLoading,
  errorText,
  onRetry,
  emptyText,
}: EmptyBodyProps): ReactElement {
  if (isLoading) {
    return (
      <>
        <Table.Row>
          <Table.Cell colSpan={colSpan} textAlign="center" py="4" color="fg.muted">
            <Text role="status">{LOADING_TEXT}</Text>
          </Table.Cell>
        </Table.Row>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <Table.Row key={index} aria-hidden>
            <Table.Cell colSpan={colSpan}>
              <Skeleton h="5" opacity={1 - index * 0.18} />
            </Table.Cell>
          </Table.Row>
        ))}
      </>
    );
  }
  if (errorText) {
    return (
      <Table.Row>
        <Table.Cell colSpan={colSpan} py="8">
          <Stack role="alert" align="center" gap="3" textAlign="center">
            <Text color="red.700">{errorText}</Text>
            {onRetry ? (
              <Button size="sm" variant="outline" onClick={onRetry}>
                <LuRotateCw aria-hidden />
                Retry
              </Button>
            ) : null}
          </Stack>
        </Table.Cell>
      </Table.Row>
    );
  }
  return (
    <Table.Row>
      <Table.Cell colSpan={colSpan} textAlign="center" py="8" color="fg.muted">
        {emptyText}
      </Table.Cell>
    </Table.Row>
  );
}
