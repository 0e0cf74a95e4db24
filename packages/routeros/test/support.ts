// Shared test helpers: a process-level fault recorder and quick ways to reach a simulator.
import { RouterOsConnection, type ConnectionOptions } from '../src/connection';
import type { Simulator } from '../src/sim';

export const USER = 'admin';
export const PASSWORD = 'secret';

/**
 * Records every uncaught exception and unhandled rejection while a test file runs and fails the
 * file if there was one: in production either would be a crash. (Jest also fails the test during
 * which a rejection goes unhandled; this catches the ones that surface between tests.)
 */
export function recordProcessFaults(): { readonly faults: unknown[] } {
  const faults: unknown[] = [];
  const onException = (err: unknown): void => {
    faults.push(err);
  };
  const onRejection = (reason: unknown): void => {
    faults.push(reason);
  };
  beforeAll(() => {
    process.on('uncaughtException', onException);
    process.on('unhandledRejection', onRejection);
  });
  afterAll(async () => {
    // Rejections are reported after a macrotask turn; give them that turn before checking.
    await new Promise((resolve) => setImmediate(resolve));
    process.off('uncaughtException', onException);
    process.off('unhandledRejection', onRejection);
    expect(faults).toEqual([]);
  });
  return { faults };
}

export function optionsFor(
  sim: Simulator,
  extra: Partial<ConnectionOptions> = {},
): ConnectionOptions {
  return { host: '127.0.0.1', port: sim.port, user: USER, password: PASSWORD, ...extra };
}

export function connectTo(
  sim: Simulator,
  extra: Partial<ConnectionOptions> = {},
): Promise<RouterOsConnection> {
  return RouterOsConnection.connect(optionsFor(sim, extra));
}

/** Resolves with the error a promise rejects with; fails the test if it resolves. */
export async function failureOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (err) {
    if (err instanceof Error) return err;
    throw new Error(`rejected with a non-error: ${String(err)}`);
  }
  throw new Error('expected a failure, but the promise resolved');
}

/** Measures how long a promise takes to settle. */
export async function timed<T>(
  promise: Promise<T>,
): Promise<{ ms: number; result: PromiseSettledResult<T> }> {
  const start = Date.now();
  const [result] = await Promise.allSettled([promise]);
  return { ms: Date.now() - start, result: result as PromiseSettledResult<T> };
}
