import { DEFAULT_PER_PAGE, isPageSize } from 'ui-kit/table';
import type { ListFilterValue, ListViewState, SortDirection } from './list-store';

/** The query of a paged list call (docs/rules/api.md#lists), plus any extra parameters of that list. */
export interface ListParams {
  page: number;
  perPage: number;
  sortCol: string;
  sortDir: 'asc' | 'desc';
  search?: string;
  [extra: string]: string | number | boolean | undefined;
}

/** Page 0 (the first-page button) and anything below it is page 1: the user never sees an empty page. */
export function clampPage(page: number): number {
  return Number.isFinite(page) && page >= 1 ? Math.trunc(page) : 1;
}

export function toApiSortDir(direction: SortDirection | string): 'asc' | 'desc' {
  return direction.toLowerCase() === 'asc' ? 'asc' : 'desc';
}

type ListQueryState = Pick<
  ListViewState,
  'page' | 'perPage' | 'sortCol' | 'sortDir' | 'search' | 'filters'
>;

/**
 * The query parameters for a list: 1-based page, an allowed page size, the sort direction in lower
 * case, the trimmed search (left out when empty) and the list's filters and `extra` parameters
 * (left out when empty, null or undefined, so that "no customer" is not sent as `customerId=`).
 */
export function toListParams(
  state: ListQueryState,
  extra: Record<string, ListFilterValue> = {},
): ListParams {
  const params: ListParams = {
    page: clampPage(state.page),
    perPage: isPageSize(state.perPage) ? state.perPage : DEFAULT_PER_PAGE,
    sortCol: state.sortCol,
    sortDir: toApiSortDir(state.sortDir),
  };
  const search = state.search.trim();
  if (search) params.search = search;
  for (const [key, value] of Object.entries({ ...state.filters, ...extra })) {
    if (value === null || value === undefined || value === '') continue;
    params[key] = value;
  }
  return params;
}
