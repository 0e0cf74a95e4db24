import { Grid, HStack, IconButton, NativeSelect, Text, chakra } from '@chakra-ui/react';
import { useId, type ReactElement } from 'react';
import { LuChevronLeft, LuChevronRight, LuChevronsLeft, LuChevronsRight } from 'react-icons/lu';
import { useIsSmallScreen } from 'ui-kit/layout';
import { PAGE_SIZE_OPTIONS } from './list-constants';

/** Texts (docs/rules/lists.md#paging) of the bar. */
export const PAGE_SIZE_LABEL = 'Total Data';
export const PAGE_SIZE_SHORT_LABEL = 'Jml data';

export function selectionText(selected: number, loaded: number): string {
  return `${selected} of ${loaded} data selected.`;
}

export function pageText(page: number, pageCount: number, short = false): string {
  return `${short ? 'Pg' : 'Page'} ${page} of ${pageCount}`;
}

/** What each button of the bar may do, and the page it sets. */
export interface PaginationRules {
  /** The 1-based page the indicator shows (page 0 is shown, and loaded, as page 1). */
  displayPage: number;
  /** The page count the indicator shows: at least 1, an empty list is one empty page. */
  displayPageCount: number;
  canFirst: boolean;
  canPrevious: boolean;
  canNext: boolean;
  canLast: boolean;
  firstPage: number;
  previousPage: number;
  nextPage: number;
  lastPage: number;
}

/**
 * docs/rules/lists.md#paging, literally: first and previous are disabled on page 1 or below, next and last on the
 * last page or beyond; the first-page button sets page 0 and the last-page button sets the page
 * count. Page 0 is outside the 1-based range, so everything that loads or shows a page reads it as
 * page 1 (`clampPage`), and next from page 0 goes to page 2, not to the page already shown.
 * Previous from beyond the last page goes to the last page rather than to another empty one.
 */
export function paginationRules(page: number, pageCount: number): PaginationRules {
  const shown = Math.max(1, Math.trunc(page) || 0);
  const count = Math.max(0, Math.trunc(pageCount) || 0);
  return {
    displayPage: shown,
    displayPageCount: Math.max(1, count),
    canFirst: page > 1,
    canPrevious: page > 1,
    canNext: page < count,
    canLast: page < count,
    firstPage: 0,
    previousPage: Math.max(0, Math.min(page - 1, count)),
    nextPage: shown + 1,
    lastPage: count,
  };
}

export interface PaginationBarProps {
  /** The list store's page: 1-based, or 0 after the first-page button. */
  page: number;
  pageCount: number;
  perPage: number;
  /** Rows selected on the loaded page. */
  selectedCount: number;
  /** Rows loaded on the page (after the local filter): the "m" of "{n} of {m} data selected.". */
  loadedCount: number;
  onPageChange(page: number): void;
  /** The list store resets to page 1 (docs/rules/lists.md#list-state). */
  onPerPageChange(perPage: number): void;
  pageSizeOptions?: readonly number[];
}

/** Pagination bar (docs/rules/lists.md#paging): selection count, Total Data size, page indicator, first/prev/next/last. */
export function PaginationBar({
  page,
  pageCount,
  perPage,
  selectedCount,
  loadedCount,
  onPageChange,
  onPerPageChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
}: PaginationBarProps): ReactElement {
  const small = useIsSmallScreen();
  const rules = paginationRules(page, pageCount);
  const sizeId = useId();
  const navButtons: [string, boolean, number, ReactElement][] = [
    ['Go to first page', rules.canFirst, rules.firstPage, <LuChevronsLeft key="first" />],
    ['Go to previous page', rules.canPrevious, rules.previousPage, <LuChevronLeft key="prev" />],
    ['Go to next page', rules.canNext, rules.nextPage, <LuChevronRight key="next" />],
    ['Go to last page', rules.canLast, rules.lastPage, <LuChevronsRight key="last" />],
  ];
  return (
    // One reading order (selection, size, page, buttons); the grid lays it out in one row from
    // 768 px and in two below: selection | page, then size | buttons.
    <Grid
      role="navigation"
      aria-label="Pagination"
      templateAreas={{ base: '"sel page" "size nav"', md: '"sel size page nav"' }}
      templateColumns={{ base: '1fr auto', md: '1fr auto auto auto' }}
      alignItems="center"
      columnGap={{ base: '3', md: '5' }}
      rowGap="2"
      px={{ base: '3', md: '4' }}
      py="3"
      borderTopWidth="1px"
      borderColor="border"
    >
      <Text gridArea="sel" textStyle="sm" color="fg.muted">
        {selectionText(selectedCount, loadedCount)}
      </Text>
      <HStack gridArea="size" gap="2">
        <chakra.label htmlFor={sizeId} textStyle="sm" fontWeight="medium" whiteSpace="nowrap">
          {small ? PAGE_SIZE_SHORT_LABEL : PAGE_SIZE_LABEL}
        </chakra.label>
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            id={sizeId}
            value={String(perPage)}
            onChange={(event) => onPerPageChange(Number(event.currentTarget.value))}
            pe="8"
          >
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <Text
        gridArea="page"
        justifySelf="end"
        textStyle="sm"
        fontWeight="medium"
        whiteSpace="nowrap"
        aria-live="polite"
      >
        {pageText(rules.displayPage, rules.displayPageCount, small)}
      </Text>
      <HStack gridArea="nav" gap="1" justifySelf="end">
        {navButtons.map(([label, enabled, target, icon]) => (
          <IconButton
            key={label}
            aria-label={label}
            size="sm"
            variant="outline"
            disabled={!enabled}
            onClick={() => onPageChange(target)}
          >
            {icon}
          </IconButton>
        ))}
      </HStack>
    </Grid>
  );
}
