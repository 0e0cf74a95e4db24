import type { ColumnFiltersState, VisibilityState } from '@tanstack/react-table';
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import {
  DEFAULT_PAGE,
  DEFAULT_PER_PAGE,
  DEFAULT_SORT_COL,
  DEFAULT_SORT_DIR,
  isPageSize,
  type SortDirection,
} from 'ui-kit/table';

export type { SortDirection };

/** A value a list sends as an extra query parameter (delivery: `customerId`, `startDate`, `endDate`). */
export type ListFilterValue = string | number | boolean | null | undefined;

/** A row action waiting for its confirmation: which one (its `action` name) and on which row. */
export interface PendingAction<TRecord> {
  action: string;
  record: TRecord;
}

/** docs/rules/lists.md#list-state, one per list. */
export interface ListViewState<TRecord = unknown> {
  /** The name the store was made with; also used to build element ids. */
  readonly name: string;
  /** Extra query parameters: the delivery list's selected customer and date range live here. */
  filters: Record<string, ListFilterValue>;
  perPage: number;
  /** 1-based. The first-page button of the pagination bar sets 0; queries read it as 1. */
  page: number;
  /** Filters applied to the loaded rows only. */
  columnFilters: ColumnFiltersState;
  /** The user's choices in the column menu; columns not named here use their default. */
  columnVisibility: VisibilityState;
  /** The user's column order (ids); [] is the table's own. Columns it does not name come last. */
  columnOrder: string[];
  sortCol: string;
  sortDir: SortDirection;
  search: string;
  pendingDelete: TRecord | null;
  pendingApprove: TRecord | null;
  pendingReject: TRecord | null;
  /** Any other row action waiting for its confirmation (enable, disable, kick, …), by its name. */
  pendingAction: PendingAction<TRecord> | null;
  detailRecord: TRecord | null;

  setPage(page: number): void;
  /** Also goes back to page 1 (docs/rules/lists.md#list-state). */
  setPerPage(perPage: number): void;
  /** Also goes back to page 1 when the text changed (docs/rules/lists.md#list-state). */
  setSearch(search: string): void;
  /** A new order starts again at page 1: page 3 of another order is another set of rows. */
  setSort(sortCol: string, sortDir: SortDirection): void;
  /** Sets one extra query parameter; page 1 again, the old page may not exist under the new filter. */
  setFilter(key: string, value: ListFilterValue): void;
  setColumnFilters(columnFilters: ColumnFiltersState): void;
  setColumnVisibility(columnVisibility: VisibilityState): void;
  setColumnOrder(columnOrder: string[]): void;
  setPendingDelete(record: TRecord | null): void;
  setPendingApprove(record: TRecord | null): void;
  setPendingReject(record: TRecord | null): void;
  setPendingAction(pending: PendingAction<TRecord> | null): void;
  setDetailRecord(record: TRecord | null): void;
  /** docs/rules/lists.md#list-state: clears the search, goes to page 1 and forgets the record waiting for delete confirmation. */
  reset(): void;
}

export type ListStore<TRecord = unknown> = UseBoundStore<StoreApi<ListViewState<TRecord>>>;

/** What a list may start with instead of SPEC's defaults. */
export type ListStoreOverrides = Partial<
  Pick<
    ListViewState,
    | 'filters'
    | 'perPage'
    | 'page'
    | 'sortCol'
    | 'sortDir'
    | 'search'
    | 'columnVisibility'
    | 'columnOrder'
  >
>;

function normalizePerPage(perPage: number): number {
  return isPageSize(perPage) ? perPage : DEFAULT_PER_PAGE;
}

function normalizePage(page: number): number {
  // 0 is a legal value (the first-page button); negatives and fractions are not.
  return Number.isFinite(page) ? Math.max(0, Math.trunc(page)) : DEFAULT_PAGE;
}

/**
 * One list's view state (docs/rules/lists.md#list-state), kept in memory: leaving a list for its form and coming back
 * finds the same page, sort and search; a reload starts fresh, which is what a shared link expects.
 */
export function createListStore<TRecord = unknown>(
  name: string,
  overrides: ListStoreOverrides = {},
): ListStore<TRecord> {
  return create<ListViewState<TRecord>>()((set) => ({
    name,
    filters: { ...overrides.filters },
    perPage: normalizePerPage(overrides.perPage ?? DEFAULT_PER_PAGE),
    page: normalizePage(overrides.page ?? DEFAULT_PAGE),
    columnFilters: [],
    columnVisibility: { ...overrides.columnVisibility },
    columnOrder: [...(overrides.columnOrder ?? [])],
    sortCol: overrides.sortCol ?? DEFAULT_SORT_COL,
    sortDir: overrides.sortDir ?? DEFAULT_SORT_DIR,
    search: overrides.search ?? '',
    pendingDelete: null,
    pendingApprove: null,
    pendingReject: null,
    pendingAction: null,
    detailRecord: null,

    setPage: (page) => set({ page: normalizePage(page) }),
    setPerPage: (perPage) => set({ perPage: normalizePerPage(perPage), page: DEFAULT_PAGE }),
    setSearch: (search) =>
      set((state) => (state.search === search ? state : { search, page: DEFAULT_PAGE })),
    setSort: (sortCol, sortDir) =>
      set((state) =>
        state.sortCol === sortCol && state.sortDir === sortDir
          ? state
          : { sortCol, sortDir, page: DEFAULT_PAGE },
      ),
    setFilter: (key, value) =>
      set((state) =>
        state.filters[key] === value
          ? state
          : { filters: { ...state.filters, [key]: value }, page: DEFAULT_PAGE },
      ),
    setColumnFilters: (columnFilters) => set({ columnFilters }),
    setColumnVisibility: (columnVisibility) => set({ columnVisibility }),
    setColumnOrder: (columnOrder) => set({ columnOrder }),
    setPendingDelete: (pendingDelete) => set({ pendingDelete }),
    setPendingApprove: (pendingApprove) => set({ pendingApprove }),
    setPendingReject: (pendingReject) => set({ pendingReject }),
    setPendingAction: (pendingAction) => set({ pendingAction }),
    setDetailRecord: (detailRecord) => set({ detailRecord }),
    reset: () => set({ search: '', page: DEFAULT_PAGE, pendingDelete: null }),
  }));
}
