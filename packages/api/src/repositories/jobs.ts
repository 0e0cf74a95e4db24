// Background work kept in the database (docs/rules/payments.md#reconciliation: monitor rounds, and later
// provisioning, reconciliation, expiry). A job is a row of `jobs`, one per (kind, key). An instance
// claims due rows with FOR UPDATE SKIP LOCKED and a lease (`locked_until`): several instances on one
// PostgreSQL share the work and never hold one job at once, and a job whose instance died is taken
// again when its lease ends, so a restart loses nothing.
//
// Why a table and not pg-boss: the same ~100 lines of SQL run on PGlite (one connection inside the
// process) and on PostgreSQL, with no second schema, no maintenance workers and no dependency; a
// recurring per-router check with "once per round" is one UPDATE here.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { sqlRows } from '../db/client';

// The kinds of job, one name each; a domain registers the handler of its kinds with the registry
// (src/jobs/), and any domain may queue a kind without importing the one that runs it.
/** One recurring check per router: key = the router's id. */
export const MONITOR_JOB = 'router-monitor';
export const SAMPLE_ROLLUP_JOB = 'router-samples-rollup';
export const SAMPLE_RETENTION_JOB = 'router-samples-retention';
/** Payments: key = the transaction's merchantRef (reconciliation: 'all'; expiry: router:username). */
export const PROVISION_JOB = 'payment-provision';
export const EXPIRE_JOB = 'payment-expire';
export const DISABLE_JOB = 'payment-disable';
export const RECONCILE_JOB = 'payment-reconcile';
/** One expiry job per hotspot user: key `${routerId}:${name}`. */
export const HOTSPOT_EXPIRE_JOB = 'hotspot-expire';
/** The billing job (issue, isolate, restore): one recurring job, key 'all'. */
export const BILLING_JOB = 'billing';
/** A PAID transaction that pays an invoice: billing settles the invoice. Key = the merchantRef. */
export const INVOICE_SETTLE_JOB = 'invoice-settle';
/** The notify job (docs/rules/notify.md#sending): sends the queued messages; one recurring job, key 'all'. */
export const NOTIFY_JOB = 'notify-send';

export interface ClaimedJob {
  id: number;
  kind: string;
  jobKey: string;
  payload: Record<string, unknown>;
  /** The slot this run was due at. */
  runAt: Date;
  intervalMs: number | null;
  attempts: number;
}

interface JobDbRow extends Record<string, unknown> {
  id: number | string;
  kind: string;
  job_key: string;
  payload: Record<string, unknown> | string | null;
  due_at: string | Date;
  interval_ms: number | null;
  attempts: number;
}

function toClaimed(row: JobDbRow): ClaimedJob {
  const payload =
    typeof row.payload === 'string'
      ? (JSON.parse(row.payload) as Record<string, unknown>)
      : (row.payload ?? {});
  return {
    id: Number(row.id),
    kind: row.kind,
    jobKey: row.job_key,
    payload,
    runAt: new Date(row.due_at),
    intervalMs: row.interval_ms,
    attempts: row.attempts,
  };
}

/** Adds the job unless one of that (kind, key) exists. */
export async function ensureJob(
  db: Executor,
  job: { kind: string; key: string; intervalMs?: number; runAt?: Date; payload?: object },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO jobs (kind, job_key, interval_ms, run_at, payload)
    VALUES (${job.kind}, ${job.key}, ${job.intervalMs ?? null}, ${(job.runAt ?? new Date()).toISOString()}::timestamptz,
            ${JSON.stringify(job.payload ?? {})}::jsonb)
    ON CONFLICT (kind, job_key) DO NOTHING`);
}

/**
 * Adds a recurring job, or sets the interval of the one there and makes it due now: a start runs it
 * at once (the billing job catches up at start), whichever instance claims it.
 */
export async function ensureRecurringJobDueNow(
  db: Executor,
  job: { kind: string; key: string; intervalMs: number },
): Promise<void> {
  await db.execute(sql`
    INSERT INTO jobs (kind, job_key, interval_ms, run_at, payload)
    VALUES (${job.kind}, ${job.key}, ${job.intervalMs}, now(), '{}'::jsonb)
    ON CONFLICT (kind, job_key) DO UPDATE
      SET interval_ms = EXCLUDED.interval_ms, run_at = least(jobs.run_at, now()), done_at = NULL,
          updated_at = now()`);
}

export async function removeJob(db: Executor, kind: string, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM jobs WHERE kind = ${kind} AND job_key = ${key}`);
}

/**
 * Claims up to `limit` due jobs of `kind` for `workerId` for `leaseMs`. A recurring job's next
 * slot is set in the same statement (its slot plus the interval, or now plus the interval when the
 * run is late), so a round is claimed once by one instance even if that instance dies mid-run.
 * Times are the database's clock: instances need not agree on theirs.
 */
export async function claimJobs(
  db: Executor,
  options: { kind: string; workerId: string; leaseMs: number; limit: number },
): Promise<ClaimedJob[]> {
  const rows = await sqlRows<JobDbRow>(
    db,
    sql`
    WITH due AS (
      SELECT id, run_at FROM jobs
       WHERE kind = ${options.kind} AND done_at IS NULL AND run_at <= now()
         AND (locked_until IS NULL OR locked_until < now())
       ORDER BY run_at
       LIMIT ${options.limit}
       FOR UPDATE SKIP LOCKED)
    UPDATE jobs j
       SET locked_by = ${options.workerId},
           locked_until = now() + ${options.leaseMs} * interval '1 millisecond',
           attempts = j.attempts + 1,
           run_at = CASE WHEN j.interval_ms IS NULL THEN j.run_at
                         ELSE greatest(due.run_at + j.interval_ms * interval '1 millisecond',
                                       now() + j.interval_ms * interval '1 millisecond' / 2) END,
           updated_at = now()
      FROM due
     WHERE j.id = due.id
    RETURNING j.id, j.kind, j.job_key, j.payload, due.run_at AS due_at, j.interval_ms, j.attempts`,
  );
  return rows.map(toClaimed);
}

/** A run ended well: the lease is released; a one-off job is done, a recurring one waits its slot. */
export async function completeJob(db: Executor, job: ClaimedJob, workerId: string): Promise<void> {
  await db.execute(sql`
    UPDATE jobs SET locked_by = NULL, locked_until = NULL, runs = runs + 1, last_error = NULL,
           attempts = CASE WHEN interval_ms IS NULL THEN attempts ELSE 0 END,
           done_at = CASE WHEN interval_ms IS NULL THEN now() ELSE NULL END,
           updated_at = now()
     WHERE id = ${job.id} AND locked_by = ${workerId}`);
}

/** A run failed: the lease is released, the error kept, a one-off job retried at `retryAt`. */
export async function failJob(
  db: Executor,
  job: ClaimedJob,
  workerId: string,
  error: string,
  retryAt?: Date,
): Promise<void> {
  await db.execute(sql`
    UPDATE jobs SET locked_by = NULL, locked_until = NULL, runs = runs + 1,
           last_error = ${error.slice(0, 2000)},
           run_at = CASE WHEN interval_ms IS NULL THEN ${(retryAt ?? new Date()).toISOString()}::timestamptz ELSE run_at END,
           updated_at = now()
     WHERE id = ${job.id} AND locked_by = ${workerId}`);
}

/**
 * Puts a one-off job at `runAt`, or moves the one of that (kind, key) there and makes it due again
 * (a later payment moves the expiry of the same secret; a reset voucher's next first use).
 */
export async function upsertJob(
  db: Executor,
  kind: string,
  key: string,
  runAt: Date,
  payload: object,
) {
  await db.execute(sql`
    INSERT INTO jobs (kind, job_key, run_at, payload)
    VALUES (${kind}, ${key}, ${runAt.toISOString()}::timestamptz, ${JSON.stringify(payload)}::jsonb)
    ON CONFLICT (kind, job_key) DO UPDATE
      SET run_at = EXCLUDED.run_at, payload = EXCLUDED.payload, done_at = NULL, attempts = 0,
          updated_at = now()`);
}

/** Puts a claimed job back to wait until `runAt` (not a failure). */
export async function postponeJob(db: Executor, job: ClaimedJob, workerId: string, runAt: Date) {
  await db.execute(sql`
    UPDATE jobs SET locked_by = NULL, locked_until = NULL, run_at = ${runAt.toISOString()}::timestamptz,
           attempts = 0, updated_at = now()
     WHERE id = ${job.id} AND locked_by = ${workerId}`);
}

/**
 * Hands claimed jobs back unrun (an instance stopping): the lease is released and the job is due
 * again at the slot it was claimed for, so another instance runs it now rather than when the lease
 * would have ended. A job another worker holds by now is left alone.
 */
export async function releaseJobs(
  db: Executor,
  jobs: readonly ClaimedJob[],
  workerId: string,
): Promise<void> {
  if (jobs.length === 0) return;
  const slots = sql.join(
    jobs.map((job) => sql`(${job.id}::bigint, ${job.runAt.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE jobs j SET locked_by = NULL, locked_until = NULL, run_at = s.run_at,
           attempts = greatest(j.attempts - 1, 0), updated_at = now()
      FROM (VALUES ${slots}) AS s(id, run_at)
     WHERE j.id = s.id AND j.locked_by = ${workerId}`);
}

/** Wait before retry `attempt` (1, 2, …) of a failed job: base, 2 × base, … up to 64 × base. */
export function retryDelay(baseMs: number, attempt: number): number {
  return baseMs * 2 ** Math.min(6, Math.max(0, attempt - 1));
}

/**
 * Makes a waiting recurring job due now (a payment that may end an isolation wakes the billing job
 * rather than waiting for its next round). No row yet: nothing to wake, its first run will see it.
 */
export async function wakeJob(db: Executor, kind: string, key: string): Promise<void> {
  await db.execute(sql`
    UPDATE jobs SET run_at = now(), updated_at = now()
     WHERE kind = ${kind} AND job_key = ${key} AND done_at IS NULL AND run_at > now()`);
}
