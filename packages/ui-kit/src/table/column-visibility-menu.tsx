import { Button, Menu, Portal } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { LuColumns3 } from 'react-icons/lu';

export interface ColumnVisibilityItem {
  id: string;
  label: string;
  visible: boolean;
}

export interface ColumnVisibilityMenuProps {
  columns: readonly ColumnVisibilityItem[];
  onToggle(id: string, visible: boolean): void;
  label?: string;
}

/** Column-visibility menu (docs/rules/lists.md#columns): one checkbox item per column; stays open while toggling. */
export function ColumnVisibilityMenu({
  columns,
  onToggle,
  label = 'Columns',
}: ColumnVisibilityMenuProps): ReactElement {
  const visibleCount = columns.filter((column) => column.visible).length;
  return (
    <Menu.Root
      closeOnSelect={false}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
    >
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline">
          <LuColumns3 aria-hidden />
          {label}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="min(420px, 70vh)" overflowY="auto" minW="200px">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Show columns</Menu.ItemGroupLabel>
              {columns.map((column) => (
                <Menu.CheckboxItem
                  key={column.id}
                  value={column.id}
                  checked={column.visible}
                  // The last visible column stays: a table of no columns is a blank box.
                  disabled={column.visible && visibleCount === 1}
                  onCheckedChange={(checked) => onToggle(column.id, checked)}
                >
                  {column.label}
                  <Menu.ItemIndicator />
                </Menu.CheckboxItem>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
