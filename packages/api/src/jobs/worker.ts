// The app's job worker (docs/rules/payments.md#reconciliation): claims the due jobs of every kind
// the registry has a handler for (provisioning, expiry, refund disabling, reconciliation, hotspot
// expiry) from the `jobs` table like the router monitor's checks, so several instances share them
// and a restart loses none. A handler that rejects is failed and retried with the backoff.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import {
  claimJobs,
  completeJob,
  failJob,
  releaseJobs,
  retryDelay,
  type ClaimedJob,
} from '../repositories/jobs';
import type { JobRegistry } from './registry';

export interface JobWorkerOptions {
  /** How often due jobs are looked for (default 1 s). */
  tickMs?: number;
  /** How long a claimed job is held before another instance may take it. */
  leaseMs: number;
  /** The first retry's wait; each next one doubles, up to 64 ×. */
  retryBaseMs: number;
  workerId?: string;
}

export class JobWorker {
  readonly workerId: string;
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  /** stop() was called: a tick under way claims no further kind (tests tick a worker never started). */
  private stopping = false;
  private ticking: Promise<number> | null = null;
  private again = false;
  private readonly running = new Set<Promise<unknown>>();
  /** The claimed jobs under way, by job id (handed back by `stop({ abandonAfterMs })`). */
  private readonly inFlight = new Map<number, ClaimedJob>();

  constructor(
    private readonly db: Database,
    private readonly registry: JobRegistry,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobWorkerOptions,
  ) {
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  }

  get isRunning(): boolean {
    return !this.stopped;
  }

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopping = false;
    await this.registry.start();
    const loop = () => {
      if (this.stopped) return;
      void this.tick().finally(() => {
        if (!this.stopped) this.timer = setTimeout(loop, this.options.tickMs ?? 1000);
      });
    };
    loop();
  }

  /**
   * Stops claiming and waits for the jobs under way. With `abandonAfterMs` (a graceful shutdown)
   * it waits that long at most, then hands the jobs still running back (lease released, due again)
   * so another instance takes them now instead of when their leases end.
   */
  async stop(options: { abandonAfterMs?: number } = {}): Promise<void> {
    this.stopped = true;
    this.stopping = true;
    clearTimeout(this.timer);
    const { abandonAfterMs } = options;
    if (abandonAfterMs === undefined) {
      await this.ticking?.catch(() => undefined);
      await Promise.allSettled([...this.running]);
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.ticking?.catch(() => undefined),
      new Promise((resolve) => (timer = setTimeout(resolve, abandonAfterMs))),
    ]);
    clearTimeout(timer);
    const held = [...this.inFlight.values()];
    this.inFlight.clear();
    if (held.length === 0 || this.db.closed) return;
    try {
      await releaseJobs(this.db.orm, held, this.workerId);
      this.log.info({ jobs: held.length }, 'Job worker stopped: jobs under way handed back');
    } catch (error) {
      if (!this.db.closed)
        this.log.error({ err: error }, 'Job worker could not hand back its jobs');
    }
  }

  /** A job was just queued (a PAID callback): look now rather than at the next tick. */
  kick(): void {
    if (this.stopped) return;
    if (this.ticking) {
      this.again = true;
      return;
    }
    void this.tick();
  }

  /**
   * Claims every due job of the registered kinds and runs them; resolves with how many ran once
   * they all ended. Tests and the benchmark call it directly.
   */
  tick(): Promise<number> {
    if (this.ticking) return this.ticking;
    const run = async () => {
      let total = 0;
      do {
        this.again = false;
        for (const kind of this.registry.kinds()) {
          if (this.stopping) break;
          let jobs;
          try {
            jobs = await claimJobs(this.db.orm, {
              kind,
              workerId: this.workerId,
              leaseMs: this.options.leaseMs,
              limit: 100,
            });
          } catch (error) {
            if (!this.db.closed) this.log.error({ err: error, kind }, 'Could not claim jobs');
            continue;
          }
          const work = Promise.all(
            jobs.map((job) => {
              this.inFlight.set(job.id, job);
              return this.run(job).finally(() => this.inFlight.delete(job.id));
            }),
          );
          this.running.add(work);
          await work.finally(() => this.running.delete(work));
          total += jobs.length;
        }
      } while (this.again && !this.stopped);
      return total;
    };
    this.ticking = run().finally(() => {
      this.ticking = null;
    });
    return this.ticking;
  }

  /** Runs one claimed job by its kind's handler; never rejects. */
  private async run(job: ClaimedJob): Promise<void> {
    try {
      const handler = this.registry.handlerOf(job.kind);
      if (handler) await handler(job, this.workerId);
      else await completeJob(this.db.orm, job, this.workerId);
    } catch (error) {
      if (this.db.closed) return;
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn({ err: error, kind: job.kind, key: job.jobKey }, 'Job failed; retried');
      await failJob(
        this.db.orm,
        job,
        this.workerId,
        message,
        new Date(Date.now() + retryDelay(this.options.retryBaseMs, job.attempts)),
      ).catch(() => undefined);
    }
  }
}
