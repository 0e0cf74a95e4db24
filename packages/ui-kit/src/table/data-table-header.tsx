import { Box, Table, VisuallyHidden, chakra } from '@chakra-ui/react';
import type { Table as TableModel } from '@tanstack/react-table';
import type { ReactElement } from 'react';
import { LuArrowDown, LuArrowUp, LuArrowUpDown } from 'react-icons/lu';
import type { DataColumn } from './columns';
import { ACTIONS_COLUMN_ID, SELECT_COLUMN_ID, stickyEnd } from './data-table-parts';
import { SelectAllHeader } from './data-table-selection';

export interface DataTableHeaderProps<TRow> {
  table: TableModel<TRow>;
  byId: Map<string, DataColumn<TRow>>;
  rowCount: number;
  /** Without it the headers are plain text. */
  onSort?: (column: DataColumn<TRow>) => void;
}

/** The header row: select-all, the column labels (sortable ones as buttons, with `aria-sort`), actions. */
export function DataTableHeader<TRow>({
  table,
  byId,
  rowCount,
  onSort,
}: DataTableHeaderProps<TRow>): ReactElement {
  return (
    <Table.Header>
      {table.getHeaderGroups().map((group) => (
        <Table.Row key={group.id} bg="bg.subtle">
          {group.headers.map((header) => {
            if (header.column.id === SELECT_COLUMN_ID) {
              return <SelectAllHeader key={header.id} table={table} rowCount={rowCount} />;
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
                aria-sort={sorted ? (sorted === 'desc' ? 'descending' : 'ascending') : undefined}
                textAlign={column.align ?? 'start'}
                minW={column.minWidth}
                whiteSpace="nowrap"
                color="fg.muted"
                fontWeight="semibold"
              >
                {column.sortable && onSort ? (
                  <SortButton column={column} sorted={sorted} onClick={() => onSort(column)} />
                ) : (
                  column.label
                )}
              </Table.ColumnHeader>
            );
          })}
        </Table.Row>
      ))}
    </Table.Header>
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
