import type { FastifyBaseLogger } from 'fastify';

interface Closable {
  close(): Promise<unknown>;
  log: FastifyBaseLogger;
  /** Fails the health check, closes connections after their response, stops background work (plugins/app/drain.ts). */
  drain?(): Promise<void>;
}

export interface ShutdownOptions {
  /**
   * How long to keep serving with a failing health check before closing (SHUTDOWN_DRAIN_MS): a load
   * balancer needs a check or two to take the instance out; until then it still sends requests here.
   */
  drainMs?: number;
  /** After the drain, force exit when closing takes longer than this (a hung request, a stuck database). */
  timeoutMs?: number;
  exit?: (code: number) => void;
}

/**
 * Stops the app the graceful way: fail the health check and answer with `Connection: close` while
 * still serving for `drainMs` (the background work stops claiming and hands its jobs back meanwhile),
 * then stop accepting connections, let in-flight requests finish and close the database (Fastify
 * runs the onClose hooks after the server has closed). Resolves once `exit` has been called.
 */
export async function closeGracefully(
  app: Closable,
  reason: string,
  options: ShutdownOptions = {},
): Promise<void> {
  const { drainMs = 0, timeoutMs = 10_000, exit = (code: number) => process.exit(code) } = options;
  app.log.info(
    { reason, drainMs },
    'Shutting down: health check failing, serving on while the balancer moves off, then finishing in-flight requests',
  );
  const timer = setTimeout(() => {
    app.log.error({ timeoutMs }, 'Shutdown took too long: exiting now');
    exit(1);
  }, drainMs + timeoutMs);
  timer.unref();
  try {
    const stopped = app.drain?.();
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    await stopped;
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
    // A crashed process serves no drain: it closes at once.
    void closeGracefully(app, 'crash', { ...options, drainMs: 0, exit: () => exit(1) });
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
