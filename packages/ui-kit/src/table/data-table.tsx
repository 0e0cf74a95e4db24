import { Box, Table } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { getErrorMessage } from 'shared-auth';
import { NO_DATA_TEXT } from './list-constants';
import { nextSort } from './columns';
import { DataTableBody, DataTableErrorBanner } from './data-table-body';
import { DataTableHeader } from './data-table-header';
import { useDataTableModel } from './data-table-model';
import { DataTableToolbar } from './data-table-toolbar';
import type { DataTableProps } from './data-table-types';
import { PaginationBar } from './pagination-bar';

export type { DataTablePagination, DataTableProps } from './data-table-types';

/**
 * The console's data table (docs/rules/lists.md): search, server sorting also applied to the loaded rows,
 * column menu (show, hide, order), row selection, row actions and the pagination bar. Generic over the row type.
 * Composed of its parts: the model (`useDataTableModel`), `DataTableToolbar`, `DataTableHeader`,
 * `DataTableBody` and `PaginationBar`.
 */
export function DataTable<TRow>(props: DataTableProps<TRow>): ReactElement {
  const {
    label,
    columns,
    getRowLabel = (_row, index) => `row ${index + 1}`,
    onSortChange,
    search,
    onSearchChange,
    searchPlaceholder,
    isLoading = false,
    isFetching = false,
    isPlaceholderData = false,
    error,
    onRetry,
    emptyText = NO_DATA_TEXT,
    renderRowActions,
    toolbar,
    pagination,
  } = props;
  const model = useDataTableModel<TRow>(props);
  const { table, rows } = model;
  const byId = new Map(columns.map((column) => [column.id, column]));
  const errorText = error ? getErrorMessage(error) : null;

  return (
    <Box bg="bg" borderWidth="1px" borderColor="border" rounded="md" shadow="xs" minW="0">
      <DataTableToolbar
        columns={model.columns}
        visibility={model.visibility}
        onVisibilityChange={model.setVisibility}
        onOrderChange={model.setOrder}
        onResetColumns={model.resetColumns}
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
                    const next = nextSort(model.sort, column, model.defaultSort);
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
