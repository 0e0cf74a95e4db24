import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from 'shared-auth';
import {
  resolveEnvelope,
  saveRecord,
  type EnvelopeOption,
  type SaveResponse,
} from 'ui-kit/envelope';
import { errorStatus } from 'ui-kit/common';
import { toRecordParam, type RecordParam } from 'ui-kit/routing';

export type { SaveResponse } from 'ui-kit/envelope';

/** The cache key of one record: its resource path and `{ id }` (lists of the path are `[path, params]`). */
export function recordQueryKey(path: string, id: string): readonly [string, { id: string }] {
  return [path, { id }] as const;
}

export interface FormResource<TRecord, TValues> {
  mode: 'create' | 'edit';
  isCreate: boolean;
  /** The record id in edit mode; null in create mode and for an empty param (not found). */
  id: string | null;
  /** The record to edit (`GET {path}/{id}`, read through the envelope); undefined in create mode or until loaded. */
  record: TRecord | undefined;
  /** Edit mode and the record is not there yet. */
  isLoading: boolean;
  error: unknown;
  /** The record does not exist (404), or the param named none (empty). */
  isNotFound: boolean;
  refetch(): void;
  /** `POST {path}` in create mode, `PUT {path}/{id}` in edit mode; refreshes the path's lists. */
  save(values: TValues): Promise<SaveResponse<TRecord>>;
}

export interface UseFormResourceOptions {
  /** How the resource wraps its answers: 'result' (default), 'success' or an adapter. */
  envelope?: EnvelopeOption;
}

/**
 * Create or edit one record of a resource. `param` is the route's record parameter, raw or already
 * parsed (`parseRecordParam`: `create` in any case is create mode, empty is not found).
 */
export function useFormResource<TRecord, TValues = Partial<TRecord>>(
  path: string,
  param: RecordParam | string | null | undefined,
  options: UseFormResourceOptions = {},
): FormResource<TRecord, TValues> {
  const queryClient = useQueryClient();
  const envelope = resolveEnvelope(options.envelope);
  const parsed = toRecordParam(param);
  const isCreate = parsed?.mode === 'create';
  const id = parsed?.mode === 'edit' ? parsed.id : null;
  const query = useQuery({
    queryKey: recordQueryKey(path, id ?? ''),
    queryFn: async ({ signal }) => {
      const response = await http.get<unknown>(`${path}/${encodeURIComponent(id ?? '')}`, {
        signal,
      });
      return envelope.readRecord<TRecord>(response.data);
    },
    enabled: id !== null,
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
      const saved = await saveRecord<TRecord>(path, isCreate ? null : (id ?? ''), values, envelope);
      // Marks the path's lists and records stale; they reload when shown again. The form itself
      // is about to be left, so its own record is not fetched again now.
      void queryClient.invalidateQueries({ queryKey: [path], refetchType: 'none' });
      return saved;
    },
    [isCreate, id, path, queryClient, envelope],
  );

  return {
    mode: isCreate ? 'create' : 'edit',
    isCreate,
    id,
    record: query.data,
    // Formik keeps the first values a form mounts with, so a cached copy of the record (from an
    // earlier visit) would fill the fields with what may since have changed: edit mode waits for
    // this mount's own fetch.
    isLoading: id !== null && (query.isPending || (query.isFetching && !query.isFetchedAfterMount)),
    error: query.error,
    isNotFound: parsed === null || errorStatus(query.error) === 404,
    refetch: () => void query.refetch(),
    save,
  };
}
