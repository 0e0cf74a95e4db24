// The typed errors keep their public names, codes and context whatever builds them.
import {
  TripayError,
  TripayInputError,
  TripayMalformedResponseError,
  TripayUnreachableError,
  httpStatusOfTripayError,
  isTripayError,
} from '../src/errors';

describe('errors of one shape (message and context)', () => {
  const cause = new TypeError('fetch failed');
  const context = { endpoint: 'transaction-create' as const, httpStatus: 500, cause };
  it.each([
    [TripayUnreachableError, 'TripayUnreachableError', 'unreachable', 502],
    [TripayMalformedResponseError, 'TripayMalformedResponseError', 'malformed', 502],
    [TripayInputError, 'TripayInputError', 'invalid-input', 400],
  ] as const)('%p is named %s with code %s (HTTP %d)', (ErrorClass, name, code, status) => {
    const error = new ErrorClass('it failed', context);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toBeInstanceOf(TripayError);
    expect(error).toBeInstanceOf(Error);
    expect(isTripayError(error)).toBe(true);
    expect(error.name).toBe(name);
    expect(error.constructor.name).toBe(name);
    expect(error.code).toBe(code);
    expect(error.message).toBe('it failed');
    expect(error.cause).toBe(cause);
    expect([error.endpoint, error.httpStatus]).toEqual(['transaction-create', 500]);
    expect(httpStatusOfTripayError(error)).toBe(status);
  });

  it('has no cause when none was given', () => {
    expect('cause' in new TripayInputError('bad amount')).toBe(false);
  });
});
