import { DEFAULT_PAGE, DEFAULT_PER_PAGE, PER_PAGE_CHOICES, type PerPage } from 'contracts/limits';

/** The page sizes the API accepts, in the order the dropdown shows them. */
export const PAGE_SIZE_OPTIONS = PER_PAGE_CHOICES;
export type PageSize = PerPage;

/** List-view start (docs/rules/lists.md#list-state): page 1, perPage 5, sort created_at DESC, empty search. */
export { DEFAULT_PAGE, DEFAULT_PER_PAGE };
export const DEFAULT_SORT_COL = 'created_at';
export const DEFAULT_SORT_DIR = 'DESC';

/**
 * SPEC's wording for the direction; the API takes it in lower case (ui-kit/list's `toListParams`).
 * Defined here, below the list store, so that `table/` never imports `list/` (list builds on table).
 */
export type SortDirection = 'ASC' | 'DESC';

/** docs/rules/lists.md#search: the search box waits this long after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 500;

/** Empty-table texts (docs/rules/lists.md#empty-table). */
export const LOADING_TEXT = 'Loading..';
export const NO_DATA_TEXT = 'No data';

export function isPageSize(value: unknown): value is PageSize {
  return PAGE_SIZE_OPTIONS.includes(value as PageSize);
}
