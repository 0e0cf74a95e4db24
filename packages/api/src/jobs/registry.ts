// The job registry (docs/rules/payments.md#reconciliation): job kind → its handler, monitor round →
// its listeners. A domain exports its handlers and listeners and the app's wiring (src/plugins/app)
// registers them here, so the monitor, payments and hotspot react to each other without importing
// each other: payments queues HOTSPOT_EXPIRE_JOB by its name (src/repositories/jobs.ts), the worker
// finds the hotspot's handler here.
import type { RouterRow } from '../db/schema';
import type { ClaimedJob } from '../repositories/jobs';

/**
 * Runs one claimed job and completes, postpones or fails it itself; a rejection is a failure the
 * worker retries with its backoff.
 */
export type JobHandler = (job: ClaimedJob, workerId: string) => Promise<unknown>;

/** Hears a router that answered its monitor check; never rejects (its failure is its own). */
export type RoundListener = (router: RouterRow) => Promise<unknown>;

export class JobRegistry {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly listeners: RoundListener[] = [];
  private readonly starters: (() => Promise<void>)[] = [];

  /** `kind` is run by `handler` (one handler a kind). */
  handle(kind: string, handler: JobHandler): this {
    if (this.handlers.has(kind)) throw new Error(`A handler for job kind ${kind} is registered`);
    this.handlers.set(kind, handler);
    return this;
  }

  /** The kinds the worker claims, in the order they were registered. */
  kinds(): string[] {
    return [...this.handlers.keys()];
  }

  handlerOf(kind: string): JobHandler | undefined {
    return this.handlers.get(kind);
  }

  /** Something to do before the worker first claims (make sure a recurring job exists). */
  onStart(starter: () => Promise<void>): this {
    this.starters.push(starter);
    return this;
  }

  async start(): Promise<void> {
    for (const starter of this.starters) await starter();
  }

  /** `listener` hears every router that answered its check, after the check is stored. */
  onRound(listener: RoundListener): this {
    this.listeners.push(listener);
    return this;
  }

  /** What the monitor calls after a router answered: each listener in turn. */
  async routerAnswered(router: RouterRow): Promise<void> {
    for (const listener of this.listeners) await listener(router);
  }
}
