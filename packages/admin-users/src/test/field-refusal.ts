import type { Handler } from 'shared-auth/testing';

/** Every POST refused as the API refuses one field (docs/rules/forms.md): a 400 validation_error naming it. */
export function refuseFieldOnPost(path: string, message: string): Handler {
  return (request) =>
    request.method === 'POST'
      ? { status: 400, data: { message: 'validation_error', errors: [{ path, message }] } }
      : undefined;
}
