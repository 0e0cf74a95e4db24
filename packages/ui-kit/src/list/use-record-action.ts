import { useMutation, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { getErrorMessage, http } from 'shared-auth';
import { notify } from '../toast/notify';
import { DEFAULT_ERROR_MESSAGE, DEFAULT_SUCCESS_MESSAGE } from '../toast/toast-constants';

/** The row actions that change a record on the server (DECISIONS §1/§2). */
export type RecordAction = 'delete' | 'approve' | 'reject';

export type RecordId = string | number;

export interface ActionResponse {
  message?: string;
}

/** A database text that must never reach a user (SPEC §8). */
export const FOREIGN_KEY_ERROR_TEXT = 'violates foreign key constraint';
/** What the user reads instead. */
export const RECORD_IN_USE_MESSAGE =
  'This data is still used by other records and cannot be deleted.';

/** The HTTP status of a failed call, if it got an answer. */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('response' in error)) return undefined;
  const response = (error as { response?: { status?: unknown } }).response;
  return typeof response?.status === 'number' ? response.status : undefined;
}

/** The toast text for a failed row action: the server's message, never a raw database error. */
export function actionErrorMessage(error: unknown): string {
  const message = getErrorMessage(error, DEFAULT_ERROR_MESSAGE);
  return message.toLowerCase().includes(FOREIGN_KEY_ERROR_TEXT) ? RECORD_IN_USE_MESSAGE : message;
}

/**
 * SPEC §8 "on a delete error with one specific server code the confirm dialog closes": 409 (the
 * record is still in use, or is an admin user). 404 closes it too: the record is already gone.
 * Any other failure leaves the dialog open so that the user can try again.
 */
export function closesConfirmDialog(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 409 || status === 404;
}

export function recordActionRequest(
  path: string,
  action: RecordAction,
  id: RecordId,
): Promise<ActionResponse> {
  const url = `${path}/${encodeURIComponent(String(id))}`;
  const call =
    action === 'delete'
      ? http.delete<ActionResponse>(url)
      : http.post<ActionResponse>(`${url}/${action}`);
  return call.then((response) => response.data ?? {});
}

function messageOf(response: ActionResponse): string {
  return typeof response.message === 'string' && response.message.trim()
    ? response.message
    : DEFAULT_SUCCESS_MESSAGE;
}

export interface UseRecordActionOptions {
  onSuccess?: (response: ActionResponse, id: RecordId) => void;
  onError?: (error: unknown, id: RecordId) => void;
}

/**
 * Delete, approve or reject one record of `path`. Toasts the server's message (else 'Sukses' /
 * 'Terjadi kesalahan') and refreshes every cached list and record of `path`.
 */
export function useRecordAction(
  path: string,
  action: RecordAction,
  options: UseRecordActionOptions = {},
): UseMutationResult<ActionResponse, unknown, RecordId> {
  const queryClient = useQueryClient();
  return useMutation<ActionResponse, unknown, RecordId>({
    mutationFn: (id) => recordActionRequest(path, action, id),
    onSuccess: async (response, id) => {
      notify.success(messageOf(response));
      options.onSuccess?.(response, id);
      await queryClient.invalidateQueries({ queryKey: [path] });
    },
    onError: async (error, id) => {
      notify.error(actionErrorMessage(error));
      options.onError?.(error, id);
      if (errorStatus(error) === 404) await queryClient.invalidateQueries({ queryKey: [path] });
    },
  });
}
