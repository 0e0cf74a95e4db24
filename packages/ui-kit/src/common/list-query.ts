import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from 'shared-auth';
import {
  resolveEnvelope,
  type EnvelopeOption,
  type ListPagination,
  type ListResponse,
  type ListTotalFigures,
} from 'ui-kit/envelope';
import type { DataColumn } from 'ui-kit/table';
import { DEFAULT_PER_PAGE } from 'contracts/limits';

// The query behind every list, and a whole resource by it (useAllRecords): ui-kit/list's useList
// pages it; a form page (a router or customer picker) reads a whole list without loading the list kit.

/** The cache key of a list: its path and its parameters (docs/rules/api.md#lists). */
export function listQueryKey(path: string, params: object): readonly [string, object] {
  return [path, params] as const;
}

export interface UseListOptions<TRecord = unknown> {
  /** False holds the call back (delivery waits for a customer). */
  enabled?: boolean;
  /** How the resource wraps its answers: 'result' (default), 'success' or an adapter. */
  envelope?: EnvelopeOption;
  /**
   * The server answers the whole list at once (PPP secrets from a router): it is fetched once
   * without the paging parameters, and search, sort and paging run on the loaded rows.
   */
  clientSide?: boolean;
  /** With `clientSide`: the columns searched and sorted by (default: the rows' own fields). */
  columns?: readonly DataColumn<TRecord>[];
  /** Reload every this many ms while shown (active sessions); off by default. */
  refetchInterval?: number;
}

export interface UseListResult<TRecord> {
  /** The server's answer, or the empty default while loading, when disabled or on error. */
  data: ListResponse<TRecord>;
  rows: TRecord[];
  pagination: ListPagination;
  /** The server's sums over the whole filtered list, when it answers them (`totals`). */
  totals: ListTotalFigures | undefined;
  /** No answer yet for this list and a call is running: the table says "Loading..". */
  isLoading: boolean;
  /** Any call running, including a background refetch behind rows already shown. */
  isFetching: boolean;
  /** The rows shown belong to the previous parameters while the new ones load. */
  isPlaceholderData: boolean;
  isError: boolean;
  error: unknown;
  refetch(): void;
}

/**
 * The one query behind a list: a page of a paged list, or the whole of one (`key` then says
 * `all`, so a page and the whole list never share a cache entry).
 */
export function useListQuery<TRecord>(
  path: string,
  key: object,
  params: Record<string, unknown> | undefined,
  perPage: number,
  options: UseListOptions<TRecord>,
) {
  const envelope = resolveEnvelope(options.envelope);
  const enabled = options.enabled ?? true;
  const queryKey = listQueryKey(path, key);
  const queryFn = async ({ signal }: { signal: AbortSignal }) => {
    const response = await http.get<unknown>(path, { params, signal });
    return envelope.readList<TRecord>(response.data, perPage);
  };
  // The call starts while the list renders, not after React commits it (what usePrefetchQuery
  // does): a screen revealed from behind a Suspense boundary is committed up to 300 ms after it
  // rendered (React throttles reveals), and a large list (10,000 PPP secrets) should not wait that.
  // Skipped when the cache holds anything for the key, so a render never adds a second call.
  const queryClient = useQueryClient();
  if (enabled && queryClient.getQueryState(queryKey) === undefined)
    void queryClient.prefetchQuery({ queryKey, queryFn });
  return useQuery({
    queryKey,
    queryFn,
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: options.refetchInterval,
  });
}

export type UseAllRecordsOptions = Pick<UseListOptions, 'enabled' | 'envelope' | 'refetchInterval'>;

/** Every row of a resource (`GET {path}` without `page`), e.g. the delivery customer selector. */
export function useAllRecords<TRecord>(
  path: string,
  options: UseAllRecordsOptions = {},
): Omit<UseListResult<TRecord>, 'data' | 'pagination' | 'totals' | 'isPlaceholderData'> {
  const query = useListQuery<TRecord>(path, { all: true }, undefined, DEFAULT_PER_PAGE, options);
  return {
    rows: query.data?.result ?? [],
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
