// The typed errors keep their public names, codes and context whatever builds them.
import {
  RouterOsAuthError,
  RouterOsBusyError,
  RouterOsConnectionClosedError,
  RouterOsConnectionRefusedError,
  RouterOsError,
  RouterOsHostNotFoundError,
  RouterOsProtocolError,
  RouterOsTlsError,
  RouterOsUnreachableError,
  httpStatusOf,
  isRouterOsError,
} from '../src/errors';

describe('errors of one shape (message and context)', () => {
  const cause = new Error('socket said no');
  const context = {
    host: '10.0.0.1',
    port: 8728,
    phase: 'connect' as const,
    command: '/login',
    cause,
  };
  it.each([
    [RouterOsHostNotFoundError, 'RouterOsHostNotFoundError', 'host-not-found', 502],
    [RouterOsConnectionRefusedError, 'RouterOsConnectionRefusedError', 'connection-refused', 502],
    [RouterOsUnreachableError, 'RouterOsUnreachableError', 'unreachable', 502],
    [RouterOsTlsError, 'RouterOsTlsError', 'tls', 502],
    [RouterOsAuthError, 'RouterOsAuthError', 'auth', 422],
    [RouterOsConnectionClosedError, 'RouterOsConnectionClosedError', 'connection-closed', 502],
    [RouterOsProtocolError, 'RouterOsProtocolError', 'protocol', 502],
    [RouterOsBusyError, 'RouterOsBusyError', 'busy', 503],
  ] as const)('%p is named %s with code %s (HTTP %d)', (ErrorClass, name, code, status) => {
    const error = new ErrorClass('it failed', context);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toBeInstanceOf(RouterOsError);
    expect(error).toBeInstanceOf(Error);
    expect(isRouterOsError(error)).toBe(true);
    expect(error.name).toBe(name);
    expect(error.constructor.name).toBe(name);
    expect(error.code).toBe(code);
    expect(error.message).toBe('it failed');
    expect(error.cause).toBe(cause);
    expect([error.host, error.port, error.phase, error.command]).toEqual([
      '10.0.0.1',
      8728,
      'connect',
      '/login',
    ]);
    expect(httpStatusOf(error)).toBe(status);
    expect(String(error)).toBe(`${name}: it failed`);
  });

  it('has no cause when none was given', () => {
    expect('cause' in new RouterOsBusyError('busy')).toBe(false);
  });
});
