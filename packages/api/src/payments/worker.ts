// The payment jobs of an instance (docs/rules/payments.md#reconciliation): provisioning, expiry,
// refund disabling and reconciliation, claimed from the `jobs` table like the router monitor's
// checks, so several instances share them and a restart loses none.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { claimJobs } from '../jobs/job-queue';
import { PAYMENT_JOB_KINDS, type PaymentService } from './service';

export interface PaymentWorkerOptions {
  /** How often due jobs are looked for (default 1 s). */
  tickMs?: number;
  /** How long a claimed job is held before another instance may take it. */
  leaseMs: number;
  workerId?: string;
}

export class PaymentWorker {
  readonly workerId: string;
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private ticking: Promise<number> | null = null;
  private again = false;
  private readonly running = new Set<Promise<unknown>>();

  constructor(
    private readonly db: Database,
    readonly service: PaymentService,
    private readonly log: FastifyBaseLogger,
    private readonly options: PaymentWorkerOptions,
  ) {
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  }

  get isRunning(): boolean {
    return !this.stopped;
  }

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    await this.service.syncJobs();
    const loop = () => {
      if (this.stopped) return;
      void this.tick().finally(() => {
        if (!this.stopped) this.timer = setTimeout(loop, this.options.tickMs ?? 1000);
      });
    };
    loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.ticking?.catch(() => undefined);
    await Promise.allSettled([...this.running]);
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
   * Claims every due payment job and runs them; resolves with how many ran once they all ended.
   * Tests and the benchmark call it directly.
   */
  tick(): Promise<number> {
    if (this.ticking) return this.ticking;
    const run = async () => {
      let total = 0;
      do {
        this.again = false;
        for (const kind of PAYMENT_JOB_KINDS) {
          let jobs;
          try {
            jobs = await claimJobs(this.db.orm, {
              kind,
              workerId: this.workerId,
              leaseMs: this.options.leaseMs,
              limit: 100,
            });
          } catch (error) {
            if (!this.db.closed)
              this.log.error({ err: error, kind }, 'Could not claim payment jobs');
            continue;
          }
          const work = Promise.all(jobs.map((job) => this.service.run(job, this.workerId)));
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
}
