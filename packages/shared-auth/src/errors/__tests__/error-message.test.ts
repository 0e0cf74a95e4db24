import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { FailedAnswerError, getErrorMessage, toFieldErrors } from '../error-message';

function answered(status: number, data: unknown): AxiosError {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_REQUEST',
    config,
    null,
    response,
  );
}

describe('getErrorMessage', () => {
  test('shows the server message', () => {
    expect(getErrorMessage(answered(401, { message: 'Invalid username or password' }))).toBe(
      'Invalid username or password',
    );
  });

  test('falls back to `error`, as a text or as { message }', () => {
    expect(getErrorMessage(answered(502, { success: false, error: 'Router unreachable' }))).toBe(
      'Router unreachable',
    );
    expect(getErrorMessage(answered(500, { success: false, error: { message: 'Boom' } }))).toBe(
      'Boom',
    );
  });

  test('reads the `error` of a 2xx answer that says it failed', () => {
    const error = new FailedAnswerError(200, { success: false, error: 'No such router' });
    expect(getErrorMessage(error, 'fallback')).toBe('No such router');
    expect(error.response.status).toBe(200);
    expect(getErrorMessage(new FailedAnswerError(200, { success: false }), 'fallback')).toBe(
      'fallback',
    );
  });

  test('turns the validation envelope into the SPEC toast text', () => {
    const error = answered(400, {
      message: 'validation_error',
      errors: [{ path: 'name', message: 'x' }],
    });
    expect(getErrorMessage(error)).toBe('Please fix the validation errors below');
  });

  test("never shows axios's generic status text: the fallback instead", () => {
    expect(
      getErrorMessage(answered(500, '<html>Bad gateway</html>'), 'Failed to fetch routers'),
    ).toBe('Failed to fetch routers');
    expect(getErrorMessage(answered(500, { message: '   ' }))).toBe('Terjadi kesalahan');
  });

  test("uses the error's own message when no answer came (network, timeout)", () => {
    const timeout = new AxiosError('The server did not answer within 30 seconds.', 'ECONNABORTED');
    expect(getErrorMessage(timeout, 'Login failed. Please try again.')).toBe(
      'The server did not answer within 30 seconds.',
    );
  });

  test('a programming error is not shown to the user', () => {
    expect(
      getErrorMessage(new TypeError("Cannot read properties of undefined (reading 'x')")),
    ).toBe('Terjadi kesalahan');
  });

  test('reads a bare response body and a plain text', () => {
    expect(getErrorMessage({ message: 'Cannot delete admin users' })).toBe(
      'Cannot delete admin users',
    );
    expect(getErrorMessage('Something specific')).toBe('Something specific');
    expect(getErrorMessage(undefined, 'fallback')).toBe('fallback');
  });
});

describe('toFieldErrors', () => {
  test('maps each path to its first message', () => {
    const error = answered(400, {
      message: 'validation_error',
      errors: [
        { path: 'name', message: 'Nama customer harus diisi, minimal 5 karakter' },
        { path: 'alias', message: 'Alias harus diisi, minimal 3 karakter' },
        { path: 'name', message: 'second message for name' },
      ],
    });
    expect(toFieldErrors(error)).toEqual({
      name: 'Nama customer harus diisi, minimal 5 karakter',
      alias: 'Alias harus diisi, minimal 3 karakter',
    });
  });

  test('joins array paths with dots', () => {
    expect(
      toFieldErrors({
        message: 'validation_error',
        errors: [{ path: ['features', 0], message: 'Required' }],
      }),
    ).toEqual({ 'features.0': 'Required' });
  });

  test('is null for anything that is not a validation envelope', () => {
    expect(toFieldErrors(answered(401, { message: 'Invalid username or password' }))).toBeNull();
    expect(toFieldErrors(answered(400, { message: 'validation_error', errors: [] }))).toBeNull();
    expect(toFieldErrors(new Error('x'))).toBeNull();
    expect(toFieldErrors(null)).toBeNull();
  });
});
