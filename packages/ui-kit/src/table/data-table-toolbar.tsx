import { Flex, HStack } from '@chakra-ui/react';
import type { VisibilityState } from '@tanstack/react-table';
import type { ReactElement, ReactNode } from 'react';
import { ColumnVisibilityMenu } from './column-visibility-menu';
import { moveColumn, type DataColumn } from './columns';
import { SearchBox } from './search-box';

export interface DataTableToolbarProps<TRow> {
  /** In the order shown. */
  columns: readonly DataColumn<TRow>[];
  visibility: VisibilityState;
  onVisibilityChange(visibility: VisibilityState): void;
  /** A new order of every column's id; without it the menu does not move columns. */
  onOrderChange?: (order: string[]) => void;
  onResetColumns?: () => void;
  /** The committed search; without `onSearchChange` there is no search box. */
  search?: string;
  onSearchChange?: (search: string) => void;
  /** Every keystroke, before the debounce. */
  onSearchInput(text: string): void;
  searchPlaceholder?: string;
  /** Buttons left of the column menu (Add, Import, Export CSV). */
  children?: ReactNode;
}

/** Above the table: the search box, the list's buttons and the column menu. */
export function DataTableToolbar<TRow>({
  columns,
  visibility,
  onVisibilityChange,
  onOrderChange,
  onResetColumns,
  search,
  onSearchChange,
  onSearchInput,
  searchPlaceholder,
  children,
}: DataTableToolbarProps<TRow>): ReactElement {
  const menuColumns = columns
    .filter((column) => column.hideable !== false)
    .map((column) => ({
      id: column.id,
      label: column.label,
      visible: visibility[column.id] !== false,
    }));
  const movable = new Set(menuColumns.map((column) => column.id));
  const order = columns.map((column) => column.id);
  return (
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
          onInput={onSearchInput}
          placeholder={searchPlaceholder}
        />
      ) : null}
      <HStack gap="2" ms="auto" wrap="wrap" justify="flex-end">
        {children}
        <ColumnVisibilityMenu
          columns={menuColumns}
          onToggle={(id, visible) => onVisibilityChange({ ...visibility, [id]: visible })}
          onMove={
            onOrderChange
              ? (id, offset) => onOrderChange(moveColumn(order, id, offset, movable))
              : undefined
          }
          onReset={onResetColumns}
        />
      </HStack>
    </Flex>
  );
}
