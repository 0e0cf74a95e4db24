// A per-router manager: the object the API holds for a router's lifetime. It keeps one connection,
// opens it on first use and again after it is lost, backs off while the router keeps failing, and
// limits how many commands are in flight at once.
import { DEFAULT_TIMEOUT_MS, RouterOsConnection, type ConnectionOptions } from './connection';
import {
  RouterOsBusyError,
  RouterOsConnectionClosedError,
  RouterOsError,
  RouterOsFatalError,
  RouterOsTimeoutError,
} from './errors';
import {
  pipelineCommands,
  type PipelineCommand,
  type PipelineOptions,
  type PipelineOutcome,
  type PipelineRunner,
} from './pipeline';
import {
  buildCommandWords,
  type CommandArgs,
  type CommandResult,
  type RouterOsRunner,
  type RunOptions,
} from './sentence';

export interface BackoffOptions {
  /** Wait after the first failed connection attempt (default 500 ms). */
  initialMs?: number;
  /** Longest wait (default 30 s). */
  maxMs?: number;
  /** Growth per consecutive failure (default 2). */
  factor?: number;
  /** Fraction of the wait that is random, so that many managers do not retry in step (default 0.2). */
  jitter?: number;
}

export interface ManagerOptions extends ConnectionOptions {
  /** Commands in flight at once on the connection (default 8); the rest wait in order. */
  maxConcurrent?: number;
  /** Commands allowed to wait; beyond this a command fails at once with a busy error (default 1000). */
  maxQueue?: number;
  backoff?: BackoffOptions;
  /** Close the connection after this many ms without commands (default 0: keep it open). */
  idleTimeoutMs?: number;
}

export type ManagerState = 'idle' | 'connecting' | 'ready' | 'backoff' | 'closed';

interface Waiter {
  start: () => void;
  fail: (error: RouterOsError) => void;
  timer: NodeJS.Timeout;
}

function remaining(deadline: number): number {
  return deadline - Date.now();
}

export class RouterOsManager implements RouterOsRunner, PipelineRunner {
  readonly options: Readonly<ManagerOptions>;
  private connection: RouterOsConnection | null = null;
  private connecting: Promise<RouterOsConnection> | null = null;
  private failures = 0;
  private retryAt = 0;
  private error: RouterOsError | null = null;
  private active = 0;
  private readonly waiters: Waiter[] = [];
  private closed = false;
  private idleTimer: NodeJS.Timeout | undefined;
  private connects = 0;

  constructor(options: ManagerOptions) {
    this.options = { ...options };
  }

  /** What the manager is doing now (for a status display). */
  get state(): ManagerState {
    if (this.closed) return 'closed';
    if (this.connecting) return 'connecting';
    if (this.connection && !this.connection.closed) return 'ready';
    if (Date.now() < this.retryAt) return 'backoff';
    return 'idle';
  }

  /** The error of the last failed connection attempt or lost connection, null after a success. */
  get lastError(): RouterOsError | null {
    return this.error;
  }

  /** Milliseconds until the next connection attempt is allowed (0 when not backing off). */
  get retryInMs(): number {
    return Math.max(0, this.retryAt - Date.now());
  }

  /** Connections opened so far (a reconnect counts). */
  get connectCount(): number {
    return this.connects;
  }

  get inFlight(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiters.length;
  }

  /** Ends the backoff so that the next command tries to connect at once (a "test connection" button). */
  resetBackoff(): void {
    this.retryAt = 0;
  }

  /**
   * Runs a command on this router. The timeout covers waiting for a slot, connecting and the reply.
   * Idempotent commands (prints) are sent once more on a fresh connection if a reused one turns out dead.
   */
  run(command: string, args?: CommandArgs, options: RunOptions = {}): Promise<CommandResult> {
    if (this.closed) return Promise.reject(this.closedError());
    let words: string[];
    try {
      words = buildCommandWords(command, args);
    } catch (err) {
      return Promise.reject(err);
    }
    const timeoutMs = options.timeoutMs ?? this.options.commandTimeoutMs ?? DEFAULT_TIMEOUT_MS;
    const deadline = Date.now() + timeoutMs;
    return this.withSlot(deadline, command, timeoutMs, async () => {
      for (let attempt = 0; ; attempt++) {
        const { connection, fresh } = await this.acquire(deadline, command, timeoutMs);
        try {
          return await connection.talk(words, { timeoutMs: Math.max(1, remaining(deadline)) });
        } catch (err) {
          const retry =
            attempt === 0 &&
            !fresh &&
            options.idempotent === true &&
            !this.closed &&
            remaining(deadline) > 0 &&
            (err instanceof RouterOsConnectionClosedError || err instanceof RouterOsFatalError);
          if (!retry) throw err;
        }
      }
    });
  }

  /**
   * Runs a batch pipelined on the one connection (`runPipelined` in pipeline.ts): the batch takes
   * ONE of the `maxConcurrent` slots, however many of its commands are in flight (`inFlight`,
   * default 64), so other callers keep the other slots and are not queued behind a 5,000-user
   * batch. Outcomes come back in input order; a batch never rejects for one command's failure.
   */
  runPipelined(
    commands: readonly PipelineCommand[],
    options: PipelineOptions = {},
  ): Promise<PipelineOutcome[]> {
    if (this.closed) return Promise.reject(this.closedError());
    if (commands.length === 0) return Promise.resolve([]);
    const timeoutMs = options.timeoutMs ?? this.options.commandTimeoutMs ?? DEFAULT_TIMEOUT_MS;
    const deadline = Date.now() + timeoutMs;
    const first = (commands[0] as PipelineCommand).command;
    return this.withSlot(deadline, first, timeoutMs, async () => {
      const { connection } = await this.acquire(deadline, first, timeoutMs);
      return pipelineCommands(
        (c) => connection.run(c.command, c.args, { timeoutMs }),
        commands,
        options,
      );
    });
  }

  /** The live connection, opened if needed (for callers that need the session itself). */
  async getConnection(
    timeoutMs = this.options.connectTimeoutMs ?? DEFAULT_TIMEOUT_MS,
  ): Promise<RouterOsConnection> {
    if (this.closed) throw this.closedError();
    return (await this.acquire(Date.now() + timeoutMs, '/login', timeoutMs)).connection;
  }

  /** Closes the connection and fails every waiting command. The manager cannot be used afterwards. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.idleTimer);
    const error = this.closedError();
    for (const waiter of this.waiters.splice(0)) {
      clearTimeout(waiter.timer);
      waiter.fail(error);
    }
    const closing: Promise<void>[] = [];
    if (this.connection) closing.push(this.connection.close());
    if (this.connecting) {
      closing.push(
        this.connecting.then(
          (c) => c.close(),
          () => undefined,
        ),
      );
    }
    this.connection = null;
    await Promise.all(closing);
  }

  private closedError(): RouterOsConnectionClosedError {
    return new RouterOsConnectionClosedError(`the manager for ${this.options.host} is closed`, {
      host: this.options.host,
      port: this.options.port,
    });
  }

  private async acquire(
    deadline: number,
    command: string,
    timeoutMs: number,
  ): Promise<{ connection: RouterOsConnection; fresh: boolean }> {
    if (this.connection && !this.connection.closed)
      return { connection: this.connection, fresh: false };
    if (!this.connecting) {
      if (Date.now() < this.retryAt && this.error) {
        // Fail fast while backing off: a router that was unreachable a moment ago costs the caller nothing.
        throw this.error;
      }
      this.connecting = this.open();
      // The attempt outlives a caller that stops waiting; its outcome is recorded by open().
      this.connecting.catch(() => undefined);
    }
    const attempt = this.connecting;
    const wait = remaining(deadline);
    let timer: NodeJS.Timeout | undefined;
    try {
      const connection = await Promise.race([
        attempt,
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () =>
              reject(
                new RouterOsTimeoutError(
                  `router ${this.options.host} was not connected within ${timeoutMs} ms`,
                  timeoutMs,
                  { host: this.options.host, port: this.options.port, phase: 'connect', command },
                ),
              ),
            Math.max(1, wait),
          );
        }),
      ]);
      return { connection, fresh: true };
    } finally {
      clearTimeout(timer);
    }
  }

  private async open(): Promise<RouterOsConnection> {
    try {
      const connection = await RouterOsConnection.connect(this.options);
      this.connecting = null;
      if (this.closed) {
        await connection.close();
        throw this.closedError();
      }
      this.connects++;
      this.failures = 0;
      this.retryAt = 0;
      this.error = null;
      this.connection = connection;
      connection.onClose((error) => {
        // An idle close or shutdown detaches the connection first, so only a loss lands here.
        if (this.connection !== connection) return;
        this.connection = null;
        if (!this.closed) this.error = error;
      });
      this.armIdleTimer();
      return connection;
    } catch (err) {
      this.connecting = null;
      if (err instanceof RouterOsError && !this.closed) {
        this.failures++;
        this.error = err;
        this.retryAt = Date.now() + this.backoffDelay();
      }
      throw err;
    }
  }

  private backoffDelay(): number {
    const b = this.options.backoff ?? {};
    const initial = b.initialMs ?? 500;
    const max = b.maxMs ?? 30_000;
    const factor = b.factor ?? 2;
    const jitter = Math.min(1, Math.max(0, b.jitter ?? 0.2));
    const base = Math.min(max, initial * factor ** (this.failures - 1));
    return Math.round(base * (1 - jitter * Math.random()));
  }

  private withSlot<T>(
    deadline: number,
    command: string,
    timeoutMs: number,
    task: () => Promise<T>,
  ): Promise<T> {
    const max = Math.max(1, this.options.maxConcurrent ?? 8);
    if (this.active < max) return this.runTask(task);
    if (this.waiters.length >= (this.options.maxQueue ?? 1000)) {
      return Promise.reject(
        new RouterOsBusyError(`too many commands are waiting for router ${this.options.host}`, {
          host: this.options.host,
          port: this.options.port,
          phase: 'queue',
          command,
        }),
      );
    }
    return new Promise<T>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          this.runTask(task).then(resolve, reject);
        },
        fail: reject,
        timer: setTimeout(
          () => {
            const i = this.waiters.indexOf(waiter);
            if (i >= 0) this.waiters.splice(i, 1);
            reject(
              new RouterOsTimeoutError(
                `command ${command} waited ${timeoutMs} ms for a free slot on router ${this.options.host}`,
                timeoutMs,
                { host: this.options.host, port: this.options.port, phase: 'queue', command },
              ),
            );
          },
          Math.max(1, remaining(deadline)),
        ),
      };
      this.waiters.push(waiter);
    });
  }

  private async runTask<T>(task: () => Promise<T>): Promise<T> {
    this.active++;
    clearTimeout(this.idleTimer);
    try {
      return await task();
    } finally {
      this.active--;
      const next = this.waiters.shift();
      if (next) next.start();
      else if (this.active === 0) this.armIdleTimer();
    }
  }

  private armIdleTimer(): void {
    const idle = this.options.idleTimeoutMs ?? 0;
    if (idle <= 0 || this.active > 0) return;
    clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      const connection = this.connection;
      if (connection && this.active === 0) {
        this.connection = null;
        void connection.close();
      }
    }, idle);
    this.idleTimer.unref();
  }
}

function fingerprint(options: ManagerOptions): string {
  const { host, port, user, password, tls, encoding, legacyLogin } = options;
  return JSON.stringify([
    host,
    port ?? null,
    user,
    password,
    tls ?? false,
    encoding ?? 'utf8',
    legacyLogin ?? false,
  ]);
}

/**
 * Managers by key (the router's id): one per router for the life of the process. Asking again with
 * changed connection settings (an edited router) replaces the manager.
 */
export class RouterOsPool {
  private readonly managers = new Map<string, { manager: RouterOsManager; fingerprint: string }>();
  private readonly defaults: Partial<ManagerOptions>;

  constructor(defaults: Partial<ManagerOptions> = {}) {
    this.defaults = defaults;
  }

  get size(): number {
    return this.managers.size;
  }

  has(key: string): boolean {
    return this.managers.has(key);
  }

  get(key: string, options: ManagerOptions): RouterOsManager {
    const merged: ManagerOptions = { ...this.defaults, ...options };
    const print = fingerprint(merged);
    const existing = this.managers.get(key);
    if (existing && existing.fingerprint === print && existing.manager.state !== 'closed')
      return existing.manager;
    if (existing) void existing.manager.close();
    const manager = new RouterOsManager(merged);
    this.managers.set(key, { manager, fingerprint: print });
    return manager;
  }

  /** Closes and forgets one router's manager (a deleted router). */
  async delete(key: string): Promise<void> {
    const existing = this.managers.get(key);
    this.managers.delete(key);
    if (existing) await existing.manager.close();
  }

  /** Closes every manager (process shutdown). */
  async closeAll(): Promise<void> {
    const all = [...this.managers.values()];
    this.managers.clear();
    await Promise.all(all.map((m) => m.manager.close()));
  }
}
