import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from 'shared-auth';
import { errorStatus } from '../list/use-record-action';

/** SPEC §2: a route id equal to `create` in any case is create mode; anything else is a record id. */
export function isCreateParam(id: string | null | undefined): boolean {
  const trimmed = (id ?? '').trim();
  return trimmed === '' || trimmed.toLowerCase() === 'create';
}

/** The cache key of one record: its resource path and `{ id }` (lists of the path are `[path, params]`). */
export function recordQueryKey(path: string, id: string): readonly [string, { id: string }] {
  return [path, { id }] as const;
}

export interface SaveResponse<TRecord> {
  message?: string;
  result?: TRecord;
}

export interface FormResource<TRecord, TValues> {
  mode: 'create' | 'edit';
  isCreate: boolean;
  /** The record id in edit mode, null in create mode. */
  id: string | null;
  /** The record to edit (`GET {path}/{id}` → `result`); undefined in create mode or until loaded. */
  record: TRecord | undefined;
  /** Edit mode and the record is not there yet. */
  isLoading: boolean;
  error: unknown;
  /** The record does not exist (404). */
  isNotFound: boolean;
  refetch(): void;
  /** `POST {path}` in create mode, `PUT {path}/{id}` in edit mode; refreshes the path's lists. */
  save(values: TValues): Promise<SaveResponse<TRecord>>;
}

function readRecord<TRecord>(body: unknown): TRecord {
  if (typeof body !== 'object' || body === null || !('result' in body)) {
    throw new Error('The server answered a record call without a result');
  }
  return (body as { result: TRecord }).result;
}

/** Create or edit one record of a generic resource (DECISIONS §2 envelopes). */
export function useFormResource<TRecord, TValues = Partial<TRecord>>(
  path: string,
  idParam: string | null | undefined,
): FormResource<TRecord, TValues> {
  const queryClient = useQueryClient();
  const isCreate = isCreateParam(idParam);
  const id = isCreate ? null : (idParam ?? '').trim();
  const query = useQuery({
    queryKey: recordQueryKey(path, id ?? ''),
    queryFn: async ({ signal }) => {
      const response = await http.get<unknown>(`${path}/${encodeURIComponent(id ?? '')}`, {
        signal,
      });
      return readRecord<TRecord>(response.data);
    },
    enabled: !isCreate,
    // An edit form starts from the server's current record, not from a cached one.
    staleTime: 0,
    refetchOnWindowFocus: false,
    retry: (failures, error) => {
      const status = errorStatus(error);
      return (status === undefined || status >= 500) && failures < 1;
    },
  });

  const save = useCallback(
    async (values: TValues): Promise<SaveResponse<TRecord>> => {
      const response = isCreate
        ? await http.post<SaveResponse<TRecord>>(path, values)
        : await http.put<SaveResponse<TRecord>>(`${path}/${encodeURIComponent(id ?? '')}`, values);
      // Marks the path's lists and records stale; they reload when shown again. The form itself
      // is about to be left, so its own record is not fetched again now.
      void queryClient.invalidateQueries({ queryKey: [path], refetchType: 'none' });
      return response.data ?? {};
    },
    [isCreate, id, path, queryClient],
  );

  return {
    mode: isCreate ? 'create' : 'edit',
    isCreate,
    id,
    record: query.data,
    // Formik keeps the first values a form mounts with, so a cached copy of the record (from an
    // earlier visit) would fill the fields with what may since have changed: edit mode waits for
    // this mount's own fetch.
    isLoading: !isCreate && (query.isPending || (query.isFetching && !query.isFetchedAfterMount)),
    error: query.error,
    isNotFound: errorStatus(query.error) === 404,
    refetch: () => void query.refetch(),
    save,
  };
}
