import { Button, HStack, Menu, Portal } from '@chakra-ui/react';
import { useEffect, useRef, type ReactElement } from 'react';
import { LuArrowDown, LuArrowUp, LuColumns3, LuRotateCcw } from 'react-icons/lu';

export interface ColumnVisibilityItem {
  id: string;
  label: string;
  visible: boolean;
}

export interface ColumnVisibilityMenuProps {
  /** In the order the table shows them. */
  columns: readonly ColumnVisibilityItem[];
  onToggle(id: string, visible: boolean): void;
  /** Moves a column one place earlier (-1) or later (+1); without it the menu only shows and hides. */
  onMove?: (id: string, offset: -1 | 1) => void;
  /** Reset columns: the table's own columns and order again. */
  onReset?: () => void;
  label?: string;
}

export const RESET_COLUMNS_LABEL = 'Reset columns';
export const moveColumnLabel = (label: string, offset: -1 | 1): string =>
  `Move ${label} ${offset < 0 ? 'earlier' : 'later'}`;

const MOVE = { earlier: -1, later: 1 } as const;
const RESET_VALUE = 'reset-columns';
const moveValue = (id: string, offset: -1 | 1) => `move-${offset < 0 ? 'earlier' : 'later'}:${id}`;

/**
 * Column menu (docs/rules/lists.md#columns): one checkbox item per column, in the order shown, each
 * with Move earlier / Move later items (arrow keys reach them like any item; their names say which
 * column and which way), then Reset columns. Stays open while choosing, so a column can be moved
 * several places with repeated presses.
 */
export function ColumnVisibilityMenu({
  columns,
  onToggle,
  onMove,
  onReset,
  label = 'Columns',
}: ColumnVisibilityMenuProps): ReactElement {
  const visibleCount = columns.filter((column) => column.visible).length;
  // The menu's machine keeps the `onSelect` it was opened with; a second move while it stays open
  // must start from the order the first one made, so the handler reads the latest props.
  const latest = useRef({ onMove, onReset });
  useEffect(() => {
    latest.current = { onMove, onReset };
  });
  return (
    <Menu.Root
      closeOnSelect={false}
      positioning={{ placement: 'bottom-end' }}
      lazyMount
      unmountOnExit
      // One handler for the moves and the reset: the root reports the chosen item's value.
      onSelect={({ value }) => {
        if (value === RESET_VALUE) return latest.current.onReset?.();
        const move = /^move-(earlier|later):(.*)$/.exec(value);
        if (move) latest.current.onMove?.(move[2] ?? '', MOVE[move[1] as keyof typeof MOVE]);
      }}
    >
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline">
          <LuColumns3 aria-hidden />
          {label}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content maxH="min(420px, 70vh)" overflowY="auto" minW="220px">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>Show columns</Menu.ItemGroupLabel>
              {columns.map((column, index) => (
                <HStack key={column.id} gap="0">
                  <Menu.CheckboxItem
                    // Items are as wide as the menu by default: in a row the checkbox takes what
                    // the two Move buttons leave.
                    flex="1"
                    minW="0"
                    w="auto"
                    value={column.id}
                    checked={column.visible}
                    // The last visible column stays: a table of no columns is a blank box.
                    disabled={column.visible && visibleCount === 1}
                    onCheckedChange={(checked) => onToggle(column.id, checked)}
                  >
                    {column.label}
                    <Menu.ItemIndicator />
                  </Menu.CheckboxItem>
                  {onMove
                    ? ([-1, 1] as const).map((offset) => (
                        <Menu.Item
                          key={offset}
                          value={moveValue(column.id, offset)}
                          aria-label={moveColumnLabel(column.label, offset)}
                          title={moveColumnLabel(column.label, offset)}
                          disabled={offset < 0 ? index === 0 : index === columns.length - 1}
                          flex="none"
                          w="8"
                          justifyContent="center"
                          px="0"
                        >
                          {offset < 0 ? <LuArrowUp aria-hidden /> : <LuArrowDown aria-hidden />}
                        </Menu.Item>
                      ))
                    : null}
                </HStack>
              ))}
            </Menu.ItemGroup>
            {onReset ? (
              <>
                <Menu.Separator />
                <Menu.Item value={RESET_VALUE}>
                  <LuRotateCcw aria-hidden />
                  {RESET_COLUMNS_LABEL}
                </Menu.Item>
              </>
            ) : null}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
