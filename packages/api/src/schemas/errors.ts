import { Type, type Static } from '@sinclair/typebox';

/** Every failure answers at least `{ message }` (docs/rules/api.md#errors). */
export const ErrorSchema = Type.Object(
  {
    message: Type.String(),
    // Success-style routes (routers, dashboard, PPP, CMS) also carry these.
    success: Type.Optional(Type.Literal(false)),
    error: Type.Optional(Type.String()),
  },
  { title: 'Error', description: 'A failure with a human-readable message' },
);
export type ErrorBody = Static<typeof ErrorSchema>;

export const ValidationIssueSchema = Type.Object({
  /** The form field, dotted for nested values (`features.0`); empty for the whole body. */
  path: Type.String(),
  message: Type.String(),
});
export type ValidationIssue = Static<typeof ValidationIssueSchema>;

/**
 * What a 400 answers: the validation envelope (`message: 'validation_error'` with `errors`), or a
 * plain message for a body that could not be read at all (malformed JSON, empty body).
 */
export const BadRequestSchema = Type.Object(
  {
    message: Type.String(),
    errors: Type.Optional(Type.Array(ValidationIssueSchema)),
    success: Type.Optional(Type.Literal(false)),
    error: Type.Optional(Type.String()),
  },
  {
    title: 'BadRequest',
    description: "'validation_error' with one entry per invalid field, or a plain message",
  },
);

/**
 * The error responses most routes share, to spread into a route's `response`:
 * `response: { 200: ..., ...errorResponses(400, 401, 403) }`.
 */
export function errorResponses<
  const C extends readonly (
    400 | 401 | 403 | 404 | 406 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503 | 504
  )[],
>(...codes: C) {
  const out = {} as {
    [K in C[number]]: K extends 400 ? typeof BadRequestSchema : typeof ErrorSchema;
  };
  for (const code of codes) {
    (out as Record<number, unknown>)[code] = code === 400 ? BadRequestSchema : ErrorSchema;
  }
  return out;
}

/** An error with an HTTP status and a message that is safe to show to the user. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * A 400 `validation_error` decided by the handler rather than the schema (a username already taken):
 * the same envelope, so the form shows the message on the field `path` names.
 */
export class ValidationFailedError extends HttpError {
  override name = 'ValidationFailedError';
  constructor(readonly issues: ValidationIssue[]) {
    super(400, 'validation_error');
  }
}

/** One field's validation failure: `throw invalidField('username', 'Username sudah digunakan')`. */
export const invalidField = (path: string, message: string) =>
  new ValidationFailedError([{ path, message }]);

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Unauthorized') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
