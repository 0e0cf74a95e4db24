import { useMemo } from 'react';
import { useListQuery, type UseListOptions, type UseListResult } from 'ui-kit/common';
import { resultEnvelope, type ListResponse } from 'ui-kit/envelope';
import { DEFAULT_PER_PAGE } from 'ui-kit/table';
import { clientListPage, withoutPageParams } from './client-list';
import type { ListParams } from './list-params';

export type { ListPagination, ListResponse } from 'ui-kit/envelope';

/** What a list shows while nothing (or nothing usable) has arrived. */
export function emptyListResponse<TRecord>(
  perPage: number = DEFAULT_PER_PAGE,
): ListResponse<TRecord> {
  return { result: [], pagination: { page: 1, perPage, total: 0, totalPages: 0 } };
}

/** Reads the `{ result, pagination }` envelope; a body without `result[]` is reported as an error. */
export function readListResponse<TRecord>(body: unknown, perPage: number): ListResponse<TRecord> {
  return resultEnvelope.readList<TRecord>(body, perPage);
}

/**
 * A page of a resource (`GET {path}?page&perPage&sortCol&sortDir&search…`), cached by path +
 * parameters. The previous page stays on screen while the next one loads. With `clientSide` the
 * whole list is fetched once (`GET {path}` with only the list's filters) and paged here.
 */
export function useList<TRecord>(
  path: string,
  params: ListParams,
  options: UseListOptions<TRecord> = {},
): UseListResult<TRecord> {
  const clientSide = options.clientSide ?? false;
  const filters = withoutPageParams(params);
  const query = useListQuery<TRecord>(
    path,
    clientSide ? { ...filters, all: true } : params,
    clientSide ? filters : params,
    params.perPage,
    options,
  );
  const { page, perPage, sortCol, sortDir, search } = params;
  const { columns } = options;
  const paged = useMemo(
    () =>
      clientSide && query.data
        ? clientListPage(query.data.result, { page, perPage, sortCol, sortDir, search }, columns)
        : query.data,
    [clientSide, query.data, page, perPage, sortCol, sortDir, search, columns],
  );
  const data = paged ?? emptyListResponse<TRecord>(perPage);
  return {
    data,
    rows: data.result,
    pagination: data.pagination,
    totals: data.totals,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isPlaceholderData: query.isPlaceholderData,
    isError: query.isError,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
