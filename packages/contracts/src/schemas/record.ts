import { Type, type TString } from '@sinclair/typebox';

/**
 * Path parameter of one record. Not `format: 'uuid'`: a malformed id is simply a record that does
 * not exist (404), which is what a form opened at a stale or mistyped URL should say.
 */
export const RecordIdParams = Type.Object({
  id: Type.String({ description: 'Record id (a uuid)' }),
});

export const RecordStatusSchema = Type.Union(
  [Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')],
  { description: 'A review mark set by approve/reject; it changes nothing else' },
);

export interface TextFieldOptions {
  /** Minimum length after trimming (the body's strings are trimmed before validation). */
  minLength?: number;
  maxLength: number;
  /** The text for a missing, empty or too-short value (docs/rules/forms.md). */
  message: string;
  /** The text for a too-long value. */
  maxMessage: string;
  description?: string;
}

/** A form's text field with its user-facing messages (see `'x-message'` in the error handler). */
export function textField(options: TextFieldOptions): TString {
  return Type.String({
    ...(options.minLength !== undefined ? { minLength: options.minLength } : {}),
    maxLength: options.maxLength,
    ...(options.description ? { description: options.description } : {}),
    'x-message': { maxLength: options.maxMessage, default: options.message },
  });
}
