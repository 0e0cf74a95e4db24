import { FailedAnswerError } from 'shared-auth';

/**
 * The `data` of a `{ success: true, data }` answer (docs/rules/api.md). A 2xx that says
 * `success: false`, or carries no data, is thrown as a failed call so the screen handles it like one.
 */
export function successData<T>(status: number, body: unknown): T {
  if (
    typeof body === 'object' &&
    body !== null &&
    (body as { success?: unknown }).success === true &&
    'data' in body &&
    (body as { data: unknown }).data !== null &&
    typeof (body as { data: unknown }).data === 'object'
  ) {
    return (body as { data: T }).data;
  }
  throw new FailedAnswerError(status, body);
}
