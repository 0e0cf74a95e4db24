import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from 'shared-auth';
import { DEFAULT_PER_PAGE } from './list-constants';
import type { ListParams } from './list-params';

/** DECISIONS §2 list envelope. */
export interface ListPagination {
  page: number;
  perPage: number;
  total: number;
  totalPages: number;
}

export interface ListResponse<TRecord> {
  result: TRecord[];
  pagination: ListPagination;
}

/** What a list shows while nothing (or nothing usable) has arrived. */
export function emptyListResponse<TRecord>(
  perPage: number = DEFAULT_PER_PAGE,
): ListResponse<TRecord> {
  return { result: [], pagination: { page: 1, perPage, total: 0, totalPages: 0 } };
}

/** The cache key of a list: its path and its parameters (SPEC §7). */
export function listQueryKey(path: string, params: object): readonly [string, object] {
  return [path, params] as const;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/** Checks the envelope; a body without `result[]` is a server bug, reported as an error. */
export function readListResponse<TRecord>(body: unknown, perPage: number): ListResponse<TRecord> {
  if (!isRecord(body) || !Array.isArray(body.result)) {
    throw new Error('The server answered a list call without a result array');
  }
  const rows = body.result as TRecord[];
  const page = isRecord(body.pagination) ? body.pagination : {};
  const total = numberOr(page.total, rows.length);
  const size = numberOr(page.perPage, perPage);
  return {
    result: rows,
    pagination: {
      page: numberOr(page.page, 1),
      perPage: size,
      total,
      totalPages: numberOr(page.totalPages, size > 0 ? Math.ceil(total / size) : 0),
    },
  };
}

export interface UseListOptions {
  /** False holds the call back (delivery waits for a customer). */
  enabled?: boolean;
}

export interface UseListResult<TRecord> {
  /** The server's answer, or the empty default while loading, when disabled or on error. */
  data: ListResponse<TRecord>;
  rows: TRecord[];
  pagination: ListPagination;
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
 * A page of a generic resource (`GET {path}?page&perPage&sortCol&sortDir&search…`), cached by
 * path + parameters. The previous page stays on screen while the next one loads.
 */
export function useList<TRecord>(
  path: string,
  params: ListParams,
  options: UseListOptions = {},
): UseListResult<TRecord> {
  const query = useQuery({
    queryKey: listQueryKey(path, params),
    queryFn: async ({ signal }) => {
      const response = await http.get<unknown>(path, { params, signal });
      return readListResponse<TRecord>(response.data, params.perPage);
    },
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
  const data = query.data ?? emptyListResponse<TRecord>(params.perPage);
  return {
    data,
    rows: data.result,
    pagination: data.pagination,
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isPlaceholderData: query.isPlaceholderData,
    isError: query.isError,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

/** Every row of a resource (`GET {path}` without `page`), e.g. the delivery customer selector. */
export function useAllRecords<TRecord>(
  path: string,
  options: UseListOptions = {},
): Omit<UseListResult<TRecord>, 'data' | 'pagination' | 'isPlaceholderData'> {
  const query = useQuery({
    queryKey: listQueryKey(path, { all: true }),
    queryFn: async ({ signal }) => {
      const response = await http.get<unknown>(path, { signal });
      return readListResponse<TRecord>(response.data, DEFAULT_PER_PAGE).result;
    },
    enabled: options.enabled ?? true,
  });
  return {
    rows: query.data ?? [],
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    isError: query.isError,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
