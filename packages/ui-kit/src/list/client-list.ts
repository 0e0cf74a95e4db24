import { compareValues, searchAndSortRows } from 'contracts/lists';
import type { DataColumn } from 'ui-kit/table';
import type { ListResponse } from 'ui-kit/envelope';
import { clampPage, type ListParams } from './list-params';

/** The list parameters that shape a page; whatever else a list sends is a filter for the server. */
export const PAGE_PARAM_KEYS = ['page', 'perPage', 'sortCol', 'sortDir', 'search'] as const;

/** A list's parameters without the paging ones: what a whole-list call sends. */
export function withoutPageParams(params: ListParams): Record<string, string | number | boolean> {
  const rest: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || (PAGE_PARAM_KEYS as readonly string[]).includes(key)) continue;
    rest[key] = value;
  }
  return rest;
}

/** Numbers by value, everything else as text in natural order; blanks last either way. */
export { compareValues };

/**
 * One page of a list the server answered whole (docs/rules/lists.md): search, sort and paging run
 * here, on the loaded rows, with the same parameters a paged server would get — searched and sorted
 * by contracts/lists, as the API's CSV of the same list is.
 */
export function clientListPage<TRow>(
  rows: readonly TRow[],
  params: Pick<ListParams, 'page' | 'perPage' | 'sortCol' | 'sortDir' | 'search'>,
  columns: readonly DataColumn<TRow>[] = [],
): ListResponse<TRow> {
  const sorted = searchAndSortRows(rows, params, columns);
  const perPage = params.perPage > 0 ? params.perPage : sorted.length || 1;
  const total = sorted.length;
  const totalPages = Math.ceil(total / perPage);
  const page = clampPage(params.page);
  const start = (page - 1) * perPage;
  return {
    result: sorted.slice(start, start + perPage),
    pagination: { page, perPage, total, totalPages },
  };
}
