import { Checkbox, Table } from '@chakra-ui/react';
import type { Row, Table as TableModel } from '@tanstack/react-table';
import type { ReactElement } from 'react';
import { followRowHover, stickyStart } from './data-table-parts';

/** The header cell that selects every row on the page (indeterminate when some are). */
export function SelectAllHeader<TRow>({
  table,
  rowCount,
}: {
  table: TableModel<TRow>;
  rowCount: number;
}): ReactElement {
  return (
    <Table.ColumnHeader w="10" {...stickyStart} bg="bg.subtle">
      <Checkbox.Root
        size="sm"
        checked={
          table.getIsAllPageRowsSelected()
            ? true
            : table.getIsSomePageRowsSelected()
              ? 'indeterminate'
              : false
        }
        disabled={rowCount === 0}
        onCheckedChange={(details) => table.toggleAllPageRowsSelected(details.checked === true)}
      >
        <Checkbox.HiddenInput aria-label="Select all rows on this page" />
        <Checkbox.Control />
      </Checkbox.Root>
    </Table.ColumnHeader>
  );
}

/** A row's own checkbox cell, named after the row ('Select Budi'). */
export function SelectRowCell<TRow>({
  row,
  rowLabel,
}: {
  row: Row<TRow>;
  rowLabel: string;
}): ReactElement {
  const selected = row.getIsSelected();
  return (
    <Table.Cell {...stickyStart} bg={selected ? 'brand.subtle' : 'bg'} css={followRowHover}>
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
