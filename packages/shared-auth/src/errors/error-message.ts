import axios from 'axios';

export const DEFAULT_ERROR_MESSAGE = 'Terjadi kesalahan';
export const VALIDATION_ERROR = 'validation_error';
/** docs/rules/forms.md#server-validation: the toast shown when the server rejects form fields. */
export const VALIDATION_TOAST_MESSAGE = 'Please fix the validation errors below';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim().length > 0 ? value : null;
}

/** The user-facing text a response body carries: `message`, else `error` (string or `{ message }`). */
function messageFromBody(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const message = text(body.message);
  if (message === VALIDATION_ERROR) return VALIDATION_TOAST_MESSAGE;
  if (message) return message;
  if (isRecord(body.error)) return text(body.error.message);
  return text(body.error);
}

/**
 * A call that got a 2xx answer whose body says it failed (`{ success: false, error }`, the envelope
 * of docs/rules/api.md): thrown by the readers of that envelope so that it is handled like any
 * failed call. `response` has the shape of axios's, so status checks read it the same way.
 */
export class FailedAnswerError extends Error {
  readonly response: { status: number; data: unknown };

  constructor(status: number, data: unknown) {
    super(messageFromBody(data) ?? DEFAULT_ERROR_MESSAGE);
    this.name = 'FailedAnswerError';
    this.response = { status, data };
  }
}

/**
 * The text to show for a failed call: the server's own `message` (or `error`); for a call that got
 * no answer (network, timeout) the error's message, which the client has made readable; otherwise
 * the caller's fallback. axios's generic 'Request failed with status code 500' is never shown.
 */
export function getErrorMessage(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  if (axios.isAxiosError(error)) {
    if (error.response) return messageFromBody(error.response.data) ?? fallback;
    return text(error.message) ?? fallback;
  }
  if (error instanceof FailedAnswerError) return messageFromBody(error.response.data) ?? fallback;
  // A programming error's message ('x is undefined') means nothing to a user.
  if (error instanceof Error) return fallback;
  return messageFromBody(error) ?? text(error) ?? fallback;
}

/** The server's validation envelope as `{ [path]: message }` (first message per field), else null. */
export function toFieldErrors(error: unknown): Record<string, string> | null {
  const body: unknown = axios.isAxiosError(error) ? error.response?.data : error;
  if (!isRecord(body) || body.message !== VALIDATION_ERROR || !Array.isArray(body.errors))
    return null;
  const fields: Record<string, string> = {};
  for (const entry of body.errors) {
    if (!isRecord(entry)) continue;
    const path = Array.isArray(entry.path) ? entry.path.join('.') : text(entry.path);
    const message = text(entry.message);
    if (path && message && !(path in fields)) fields[path] = message;
  }
  return Object.keys(fields).length > 0 ? fields : null;
}
