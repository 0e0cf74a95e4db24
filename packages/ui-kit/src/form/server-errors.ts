import { setIn, type FormikErrors, type FormikHelpers } from 'formik';
import { VALIDATION_TOAST_MESSAGE, getErrorMessage, toFieldErrors } from 'shared-auth';
import { notify } from 'ui-kit/toast';

/** Formik's free `status` slot carries the server's field errors until the user edits that field. */
export interface FormStatus {
  serverErrors?: Record<string, string>;
}

export function readServerErrors(status: unknown): Record<string, string> {
  if (typeof status !== 'object' || status === null) return {};
  const errors = (status as FormStatus).serverErrors;
  return typeof errors === 'object' && errors !== null ? errors : {};
}

/** The status without the server error of `name` (the user changed that field). */
export function withoutServerError(status: unknown, name: string): FormStatus | undefined {
  const errors = readServerErrors(status);
  if (!(name in errors)) return status as FormStatus | undefined;
  const { [name]: _dropped, ...rest } = errors;
  return { ...(status as FormStatus), serverErrors: rest };
}

/** Field errors keyed by path ('address.city') as formik's nested errors object. */
export function toFormikErrors<TValues>(fields: Record<string, string>): FormikErrors<TValues> {
  let errors: FormikErrors<TValues> = {};
  for (const [path, message] of Object.entries(fields)) errors = setIn(errors, path, message);
  return errors;
}

/**
 * Shows a failed save: a `validation_error` answer goes onto the matching fields with the toast
 * 'Please fix the validation errors below' (docs/rules/forms.md#server-validation); anything else is toasted as the server's
 * message (else `fallback`, by default 'Terjadi kesalahan'). Returns the field errors, or null when there were none.
 */
export function applyServerErrors<TValues>(
  error: unknown,
  helpers: Pick<FormikHelpers<TValues>, 'setErrors' | 'setStatus'>,
  /** The toast when the server gave no text of its own (default 'Terjadi kesalahan'). */
  fallback?: string,
): Record<string, string> | null {
  const fields = toFieldErrors(error);
  if (fields) {
    helpers.setStatus({ serverErrors: fields } satisfies FormStatus);
    helpers.setErrors(toFormikErrors<TValues>(fields));
    notify.error(VALIDATION_TOAST_MESSAGE);
    return fields;
  }
  notify.error(getErrorMessage(error, fallback));
  return null;
}
