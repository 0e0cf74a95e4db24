import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationResult,
} from '@tanstack/react-query';
import { FailedAnswerError, getErrorMessage, http } from 'shared-auth';
import { errorStatus } from 'ui-kit/common';
import { notify } from 'ui-kit/toast';
import { DEFAULT_ERROR_MESSAGE, DEFAULT_SUCCESS_MESSAGE } from 'ui-kit/toast';

/**
 * The row actions that change a record on the server (docs/rules/lists.md, docs/rules/routers.md):
 * `delete` and `kick` are `DELETE {path}/{id}`, every other one `POST {path}/{id}/{action}`.
 */
export type RecordAction =
  'delete' | 'approve' | 'reject' | 'enable' | 'disable' | 'kick' | 'test' | 'retry';

export type RecordId = string | number;

/** An action's answer in either envelope: `{ message }` or `{ success, data }`. */
export interface ActionResponse {
  message?: string;
  success?: boolean;
  data?: unknown;
}

/** A database text that must never reach a user (docs/rules/lists.md#row-menu). */
export const FOREIGN_KEY_ERROR_TEXT = 'violates foreign key constraint';
/** What the user reads instead. */
export const RECORD_IN_USE_MESSAGE =
  'This data is still used by other records and cannot be deleted.';

/** The toast text for a failed row action: the server's message, never a raw database error. */
export function actionErrorMessage(error: unknown): string {
  const message = getErrorMessage(error, DEFAULT_ERROR_MESSAGE);
  return message.toLowerCase().includes(FOREIGN_KEY_ERROR_TEXT) ? RECORD_IN_USE_MESSAGE : message;
}

/**
 * docs/rules/lists.md#row-menu "on a delete error with one specific server code the confirm dialog closes": 409 (the
 * record is still in use, or is an admin user). 404 closes it too: the record is already gone.
 * Any other failure leaves the dialog open so that the user can try again.
 */
export function closesConfirmDialog(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 409 || status === 404;
}

/** The actions sent with DELETE; the rest are POSTed to their own sub-path. */
const DELETE_ACTIONS: ReadonlySet<string> = new Set<RecordAction>(['delete', 'kick']);

/** An action's answer; a 2xx `{ success: false, error }` is a failure like any other. */
function readActionResponse(status: number, body: unknown): ActionResponse {
  if (typeof body !== 'object' || body === null) return {};
  if ((body as ActionResponse).success === false) throw new FailedAnswerError(status, body);
  return body as ActionResponse;
}

export function recordActionRequest(
  path: string,
  action: RecordAction,
  id: RecordId,
): Promise<ActionResponse> {
  const url = `${path}/${encodeURIComponent(String(id))}`;
  const call = DELETE_ACTIONS.has(action)
    ? http.delete<unknown>(url)
    : http.post<unknown>(`${url}/${action}`);
  return call.then((response) => readActionResponse(response.status, response.data));
}

/** What an action toasts: fixed texts (docs/rules/routers.md#messages 'PPP secret enabled successfully'), or made from the answer. */
export interface ActionMessages {
  /** Default: the server's `message`, else 'Sukses'. */
  successMessage?: string | ((response: ActionResponse) => string);
  /** Default: the server's message (`actionErrorMessage`). */
  errorMessage?: string | ((error: unknown) => string);
  /**
   * The success toast's kind; default 'success'. 'warning' for an answer that says the work is not
   * done yet (a billing change waiting for its router).
   */
  successKind?: (response: ActionResponse) => 'success' | 'warning';
}

export function actionSuccessText(response: ActionResponse, messages: ActionMessages = {}): string {
  const { successMessage } = messages;
  if (typeof successMessage === 'function') return successMessage(response);
  if (successMessage) return successMessage;
  return typeof response.message === 'string' && response.message.trim()
    ? response.message
    : DEFAULT_SUCCESS_MESSAGE;
}

export function actionFailureText(error: unknown, messages: ActionMessages = {}): string {
  const { errorMessage } = messages;
  if (typeof errorMessage === 'function') return errorMessage(error);
  return errorMessage ?? actionErrorMessage(error);
}

interface OutcomeOptions<TVariables> extends ActionMessages {
  onSuccess?: (response: ActionResponse, variables: TVariables) => void;
  onError?: (error: unknown, variables: TVariables) => void;
}

/**
 * What follows an action, for every mutation of the kit: the toast, the caller's callback, and the
 * path's cached lists and records refreshed (after a 404 too: the record is gone).
 */
export function actionOutcome<TVariables>(
  queryClient: QueryClient,
  path: string,
  optionsOf: (variables: TVariables) => OutcomeOptions<TVariables>,
) {
  return {
    onSuccess: async (response: ActionResponse, variables: TVariables): Promise<void> => {
      const options = optionsOf(variables);
      const kind = options.successKind?.(response) ?? 'success';
      notify[kind](actionSuccessText(response, options));
      options.onSuccess?.(response, variables);
      await queryClient.invalidateQueries({ queryKey: [path] });
    },
    onError: async (error: unknown, variables: TVariables): Promise<void> => {
      const options = optionsOf(variables);
      notify.error(actionFailureText(error, options));
      options.onError?.(error, variables);
      if (errorStatus(error) === 404) await queryClient.invalidateQueries({ queryKey: [path] });
    },
  };
}

export interface UseRecordActionOptions extends ActionMessages {
  onSuccess?: (response: ActionResponse, id: RecordId) => void;
  onError?: (error: unknown, id: RecordId) => void;
  /** The call, when it is not `recordActionRequest(path, action, id)`. */
  request?: (id: RecordId) => Promise<ActionResponse>;
}

/**
 * One action on records of `path` (delete, approve, reject, enable, disable, kick, test, retry).
 * Toasts the server's message (else 'Sukses' / 'Terjadi kesalahan') unless told other texts, and
 * refreshes every cached list and record of `path`.
 */
export function useRecordAction(
  path: string,
  action: RecordAction,
  options: UseRecordActionOptions = {},
): UseMutationResult<ActionResponse, unknown, RecordId> {
  const queryClient = useQueryClient();
  return useMutation<ActionResponse, unknown, RecordId>({
    mutationFn: (id) =>
      options.request ? options.request(id) : recordActionRequest(path, action, id),
    ...actionOutcome<RecordId>(queryClient, path, () => options),
  });
}
