// The router monitor (docs/rules/routers.md#router-status): every ROUTER_POLL_MS each router is checked once,
// all at once, each bounded by ROUTER_CHECK_TIMEOUT_MS, and what it found is stored for the
// dashboard. Checks are database-kept recurring jobs (src/repositories/jobs.ts): with several API
// instances on one PostgreSQL each router is checked by one of them per round, and a restart
// picks up where the last round left off. A hung router costs its own check one timeout; the others
// and every HTTP request go on meanwhile (the dashboard reads the database, never a router).
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../db/client';
import { routers, type RouterRow } from '../db/schema';
import {
  claimJobs,
  completeJob,
  ensureJob,
  failJob,
  MONITOR_JOB,
  releaseJobs,
  type ClaimedJob,
} from '../repositories/jobs';
import { findRouterById } from '../repositories/routers';
import { diagnose } from './diagnosis';
import type { RouterAccess } from './router-access';
import { recordRoundSample } from './samples';

export interface MonitorOptions {
  pollMs: number;
  checkTimeoutMs: number;
  /** How often due jobs are looked for (default: a quarter of pollMs, between 50 ms and 1 s). */
  tickMs?: number;
  /** This instance's name in `jobs.locked_by`. */
  workerId?: string;
  /**
   * Most checks one instance runs at once (ROUTER_MAX_CHECKS_IN_FLIGHT). The rest wait in the jobs
   * table for the next tick or for another instance: one instance that claims a whole backlog
   * (its peers' slots after a restart) would check those routers late, past their leases.
   */
  maxInFlight?: number;
  /**
   * Hears each router that answered a check (the round's listeners of the job registry: the
   * hotspot's first uses). Never rejects; a slow listener delays only its own router's check.
   */
  onAnswered?: (router: RouterRow) => Promise<unknown>;
}

export interface RoundReport {
  checked: number;
  online: number;
  /** From the claim to the last check stored. */
  durationMs: number;
}

/** Schedules a new router's first check now (in the transaction that creates it). */
export function scheduleRouterChecks(db: Executor, routerId: string, pollMs: number) {
  return ensureJob(db, { kind: MONITOR_JOB, key: routerId, intervalMs: pollMs });
}

/** Brings a router's next check forward to now (its settings changed). */
export async function scheduleCheckNow(db: Executor, routerId: string): Promise<void> {
  await db.execute(
    sql`UPDATE jobs SET run_at = now() WHERE kind = ${MONITOR_JOB} AND job_key = ${routerId}`,
  );
}

export class RouterMonitor {
  readonly workerId: string;
  private timer: NodeJS.Timeout | undefined;
  private readonly running = new Set<Promise<unknown>>();
  /** The claimed jobs whose checks are under way, by job id (handed back by `stop({ abandon })`). */
  private readonly inFlight = new Map<number, ClaimedJob>();
  private stopped = true;
  /** Checks of a stopped instance store nothing: their jobs were handed back. */
  private abandoned = false;
  private ticking = false;
  private claiming: Promise<void> | undefined;
  private readonly tickMs: number;
  private readonly maxInFlight: number;

  constructor(
    private readonly db: Database,
    private readonly access: RouterAccess,
    private readonly log: FastifyBaseLogger,
    private readonly options: MonitorOptions,
  ) {
    this.workerId = options.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.tickMs = options.tickMs ?? Math.min(1000, Math.max(50, Math.floor(options.pollMs / 4)));
    this.maxInFlight = options.maxInFlight ?? 10_000;
  }

  /** Makes sure every router has its recurring check (routers made before this instance ran). */
  async syncJobs(): Promise<void> {
    await this.db.orm.execute(sql`
      INSERT INTO jobs (kind, job_key, interval_ms)
      SELECT ${MONITOR_JOB}, id::text, ${this.options.pollMs} FROM routers
      ON CONFLICT (kind, job_key) DO UPDATE SET interval_ms = EXCLUDED.interval_ms
        WHERE jobs.interval_ms IS DISTINCT FROM EXCLUDED.interval_ms`);
    await this.db.orm.execute(sql`
      DELETE FROM jobs WHERE kind = ${MONITOR_JOB}
         AND NOT EXISTS (SELECT 1 FROM routers r WHERE r.id::text = jobs.job_key)`);
  }

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    this.abandoned = false;
    await this.syncJobs();
    // The loop waits for the claim only, never for the checks it started: a hung router costs its
    // own check one timeout and the next tick claims the other routers' slots on time
    // (docs/rules/routers.md).
    const loop = () => {
      if (this.stopped) return;
      this.claiming = this.startDue()
        .then(() => undefined)
        .finally(() => {
          this.claiming = undefined;
          if (!this.stopped) this.timer = setTimeout(loop, this.tickMs);
        });
    };
    loop();
  }

  /**
   * Stops claiming and waits for the checks under way (each is bounded by its timeout). With
   * `abandon` (a graceful shutdown) it waits for none: their leases are released and their slots
   * handed back, so another instance checks those routers now instead of when the leases end.
   */
  async stop(options: { abandon?: boolean } = {}): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.claiming;
    if (!options.abandon) {
      await Promise.allSettled([...this.running]);
      return;
    }
    this.abandoned = true;
    const held = [...this.inFlight.values()];
    this.inFlight.clear();
    if (held.length === 0 || this.db.closed) return;
    try {
      await releaseJobs(this.db.orm, held, this.workerId);
      this.log.info(
        { checks: held.length },
        'Router monitor stopped: checks under way handed back',
      );
    } catch (error) {
      if (!this.db.closed)
        this.log.error({ err: error }, 'Router monitor could not hand back its checks');
    }
  }

  /**
   * Claims every due check and starts them all; resolves when they are all stored. The loop does
   * not wait for it (a hung router never delays the next tick); tests and the benchmark do.
   */
  async tick(): Promise<RoundReport> {
    const started = performance.now();
    const { checks } = await this.startDue();
    const results = await Promise.all(checks);
    return {
      checked: results.length,
      online: results.filter(Boolean).length,
      durationMs: Math.round(performance.now() - started),
    };
  }

  /**
   * Claims the due checks (as many as there is room for under `maxInFlight`) and starts each on its
   * own; resolves once they are started, with one promise per check (true when the router
   * answered). What the loop runs every tick.
   */
  async startDue(): Promise<{ checks: Promise<boolean>[] }> {
    const room = this.maxInFlight - this.inFlight.size;
    if (this.ticking || this.abandoned || room <= 0) return { checks: [] };
    this.ticking = true;
    let jobs: ClaimedJob[];
    try {
      jobs = await claimJobs(this.db.orm, {
        kind: MONITOR_JOB,
        workerId: this.workerId,
        leaseMs: this.options.checkTimeoutMs + 5000,
        limit: room,
      });
    } catch (error) {
      if (!this.db.closed) this.log.error({ err: error }, 'Router monitor could not claim checks');
      return { checks: [] };
    } finally {
      this.ticking = false;
    }
    return { checks: jobs.map((job) => this.track(job, this.runCheck(job))) };
  }

  private track<T>(job: ClaimedJob, work: Promise<T>): Promise<T> {
    this.running.add(work);
    this.inFlight.set(job.id, job);
    void work
      .finally(() => {
        this.running.delete(work);
        this.inFlight.delete(job.id);
      })
      .catch(() => undefined);
    return work;
  }

  /** One router's check; true when it answered. Never rejects. */
  private async runCheck(job: ClaimedJob): Promise<boolean> {
    try {
      const row = await findRouterById(this.db.orm, job.jobKey);
      if (!row) {
        await completeJob(this.db.orm, job, this.workerId);
        return false;
      }
      const online = await this.checkAndStore(row, job.runAt);
      if (this.abandoned) return online;
      await completeJob(this.db.orm, job, this.workerId);
      return online;
    } catch (error) {
      if (this.db.closed || this.abandoned) return false;
      this.log.error({ err: error, routerId: job.jobKey }, 'Router check failed to run');
      await failJob(this.db.orm, job, this.workerId, String(error)).catch(() => undefined);
      return false;
    }
  }

  /**
   * Checks one router now and stores what was found (also used after a connection test). In a
   * monitor round (`slot` given) it also stores the round's health sample; when the router answered,
   * the round's listeners hear it (a failure there never makes the router offline).
   */
  async checkAndStore(row: RouterRow, slot?: Date): Promise<boolean> {
    const started = performance.now();
    let online: boolean;
    let latencyMs: number;
    try {
      const found = await this.access.check(row, this.options.checkTimeoutMs);
      latencyMs = performance.now() - started;
      await storeFindings(this.db, row.id, found);
      online = true;
    } catch (error) {
      // A check abandoned by a shutdown (its connection closed under it) found nothing.
      if (this.abandoned) return false;
      latencyMs = performance.now() - started;
      const diagnosis = diagnose(error, row.routerName);
      await storeFailure(this.db, row.id, diagnosis.message);
      online = false;
    }
    if (this.abandoned) return online;
    if (slot) {
      await recordRoundSample(
        this.db,
        this.access,
        row.id,
        { slot, online, latencyMs },
        { timeoutMs: this.options.checkTimeoutMs, log: this.log },
      );
    }
    if (online) await this.options.onAnswered?.(row);
    return online;
  }
}

/** Stores a successful check or test. */
export async function storeFindings(
  db: Database,
  routerId: string,
  found: {
    identity: string;
    version: string;
    uptime: string;
    cpuLoad: number;
    freeMemory: number;
    totalMemory: number;
    pppSecret: number;
    pppActive: number;
  },
): Promise<void> {
  await db.orm
    .update(routers)
    .set({
      isOnline: true,
      lastCheckedAt: sql`now()`,
      lastSeenAt: sql`now()`,
      lastError: null,
      identity: found.identity,
      version: found.version,
      uptime: found.uptime,
      cpuLoad: Math.round(found.cpuLoad),
      freeMemory: found.freeMemory,
      totalMemory: found.totalMemory,
      pppSecretCount: found.pppSecret,
      pppActiveCount: found.pppActive,
    })
    .where(eq(routers.id, routerId));
}

/** Stores a failed check or test: offline, with the reason; the last findings stay for reference. */
export async function storeFailure(db: Database, routerId: string, reason: string): Promise<void> {
  await db.orm
    .update(routers)
    .set({ isOnline: false, lastCheckedAt: sql`now()`, lastError: reason })
    .where(eq(routers.id, routerId));
}
