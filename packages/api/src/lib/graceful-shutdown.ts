import type { FastifyBaseLogger } from 'fastify';

interface Closable {
  close(): Promise<unknown>;
  log: FastifyBaseLogger;
}

export interface ShutdownOptions {
  /** Force exit when closing takes longer than this (a hung request, a stuck database). */
  timeoutMs?: number;
  exit?: (code: number) => void;
}

/**
 * Closes the app the graceful way: stop accepting connections, let in-flight requests finish, then
 * close the database (Fastify runs the onClose hooks after the server has closed). Resolves once
 * `exit` has been called.
 */
export async function closeGracefully(
  app: Closable,
  reason: string,
  options: ShutdownOptions = {},
): Promise<void> {
  const { timeoutMs = 10_000, exit = (code: number) => process.exit(code) } = options;
  app.log.info({ reason }, 'Shutting down: finishing in-flight requests');
  const timer = setTimeout(() => {
    app.log.error({ timeoutMs }, 'Shutdown took too long: exiting now');
    exit(1);
  }, timeoutMs);
  timer.unref();
  try {
    await app.close();
    clearTimeout(timer);
    app.log.info('Shut down cleanly');
    exit(0);
  } catch (error) {
    clearTimeout(timer);
    app.log.error({ err: error }, 'Error while shutting down');
    exit(1);
  }
}

/**
 * SIGTERM/SIGINT close gracefully; a second signal exits at once. A crash (uncaught exception,
 * unhandled rejection) is logged and closes the app the same way with exit code 1.
 */
export function installShutdownHandlers(app: Closable, options: ShutdownOptions = {}): () => void {
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'Second signal: exiting without waiting');
      exit(1);
      return;
    }
    closing = true;
    void closeGracefully(app, signal, { ...options, exit });
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);

  const onCrash = (error: unknown) => {
    app.log.fatal({ err: error }, 'Crashed');
    if (closing) return;
    closing = true;
    void closeGracefully(app, 'crash', { ...options, exit: () => exit(1) });
  };
  process.on('uncaughtException', onCrash);
  process.on('unhandledRejection', onCrash);
  return () => {
    process.off('SIGTERM', onSignal);
    process.off('SIGINT', onSignal);
    process.off('uncaughtException', onCrash);
    process.off('unhandledRejection', onCrash);
  };
}
