import { Box, Button, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { flexRender, type Row } from '@tanstack/react-table';
import type { ReactElement, ReactNode } from 'react';
import { LuRotateCw } from 'react-icons/lu';
import { LOADING_TEXT } from './list-constants';
import type { DataColumn } from './columns';
import { ACTIONS_COLUMN_ID, SELECT_COLUMN_ID, followRowHover, stickyEnd } from './data-table-parts';
import { SelectRowCell } from './data-table-selection';

const SKELETON_ROWS = 4;

export interface DataTableBodyProps<TRow> {
  rows: Row<TRow>[];
  colSpan: number;
  byId: Map<string, DataColumn<TRow>>;
  getRowLabel: (row: TRow, index: number) => string;
  renderRowActions?: (row: TRow) => ReactNode;
  isLoading: boolean;
  /** Dims the rows while they belong to the previous parameters. */
  dimmed: boolean;
  errorText: string | null;
  onRetry?: () => void;
  emptyText: string;
}

/** The rows, or in their place "Loading.." with a skeleton, the error with Retry, or the empty text. */
export function DataTableBody<TRow>({
  rows,
  colSpan,
  byId,
  getRowLabel,
  renderRowActions,
  isLoading,
  dimmed,
  errorText,
  onRetry,
  emptyText,
}: DataTableBodyProps<TRow>): ReactElement {
  return (
    <Table.Body opacity={dimmed ? 0.6 : 1} transition="opacity 0.15s">
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
          return <SelectRowCell key={cell.id} row={row} rowLabel={rowLabel} />;
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

function RetryButton({ onRetry, size }: { onRetry: () => void; size: 'xs' | 'sm' }): ReactElement {
  return (
    <Button size={size} variant="outline" onClick={onRetry}>
      <LuRotateCw aria-hidden />
      Retry
    </Button>
  );
}

/** A failed reload above rows that are still shown: the message and Retry. */
export function DataTableErrorBanner({
  errorText,
  onRetry,
}: {
  errorText: string;
  onRetry?: () => void;
}): ReactElement {
  return (
    <HStack role="alert" px="4" py="2" bg="red.50" color="red.700" textStyle="sm" gap="3">
      <Text flex="1">{errorText}</Text>
      {onRetry ? <RetryButton onRetry={onRetry} size="xs" /> : null}
    </HStack>
  );
}

/**
 * What stands in for the rows stays in view on a phone: the table is wider than the screen and
 * scrolls sideways, so text centred over its whole width would sit off-screen. Sticky at the start
 * and at most the screen's width, it is centred in what the user sees.
 */
function InView({ children }: { children: ReactNode }): ReactElement {
  return (
    <Box position="sticky" insetInlineStart="0" maxW="calc(100vw - 3rem)">
      {children}
    </Box>
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
            <InView>
              <Text role="status">{LOADING_TEXT}</Text>
            </InView>
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
          <InView>
            <Stack role="alert" align="center" gap="3" textAlign="center">
              <Text color="red.700">{errorText}</Text>
              {onRetry ? <RetryButton onRetry={onRetry} size="sm" /> : null}
            </Stack>
          </InView>
        </Table.Cell>
      </Table.Row>
    );
  }
  return (
    <Table.Row>
      <Table.Cell colSpan={colSpan} textAlign="center" py="8" color="fg.muted">
        <InView>{emptyText}</InView>
      </Table.Cell>
    </Table.Row>
  );
}
