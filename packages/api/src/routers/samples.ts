// Router health over time (docs/rules/routers.md#router-health): the monitor's round stores one sample per router
// (recordRoundSample, called from the round), a recurring job rolls them up by hour and another
// drops what is older than the retention. Both jobs are rows of the jobs table, so with several
// instances each run happens once, on whichever instance claims it.
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  countItems,
  getInterfaceTraffic,
  parseDuration,
  RouterOsTrapError,
  type RouterOsRunner,
} from 'routeros';
import type { Database, Executor } from '../db/client';
import type { RouterRow } from '../db/schema';
import {
  claimJobs,
  completeJob,
  ensureJob,
  failJob,
  SAMPLE_RETENTION_JOB,
  SAMPLE_ROLLUP_JOB,
} from '../repositories/jobs';
import { findRouterById } from '../repositories/routers';
import { within, withTimeout, type RouterAccess } from './router-access';

/** Raw samples are kept this long (docs/rules/routers.md#router-health). */
export const RAW_RETENTION_HOURS = 48;
/** Hourly roll-ups are kept this long. */
export const HOURLY_RETENTION_DAYS = 400;

/** The roll-up runs every few minutes, so the hourly table is never more than that behind. */
export const ROLLUP_INTERVAL_MS = 5 * 60_000;
export const RETENTION_INTERVAL_MS = 60 * 60_000;

export interface RoundSample {
  /** The round's slot (the check job's due time): the sample's key with the router. */
  slot: Date;
  online: boolean;
  /** The check's round trip. */
  latencyMs: number;
}

/**
 * `count-only` of a menu the router may not have (the hotspot package off, an old simulator):
 * a trap ("no such command") means none, not a failed check.
 */
async function countOrNull(runner: RouterOsRunner, menu: string): Promise<number | null> {
  try {
    return await countItems(runner, menu);
  } catch (error) {
    if (error instanceof RouterOsTrapError) return null;
    throw error;
  }
}

/**
 * What a sample adds to the check: hotspot users online and the traffic interface's rates. Each is
 * null when the router cannot tell (a missing menu, an unknown interface, no answer in time): the
 * check itself decided whether the router is online.
 */
export async function readExtras(
  access: RouterAccess,
  row: RouterRow,
  timeoutMs: number,
): Promise<{ hotspotActive: number | null; rxBps: number | null; txBps: number | null }> {
  const runner = withTimeout(access.manager(row), timeoutMs);
  const [hotspot, traffic] = await Promise.allSettled([
    within(countOrNull(runner, '/ip/hotspot/active'), timeoutMs + 250, row.routerHost),
    row.trafficInterface
      ? within(getInterfaceTraffic(runner, row.trafficInterface), timeoutMs + 250, row.routerHost)
      : Promise.resolve(null),
  ]);
  const rates = traffic.status === 'fulfilled' ? traffic.value : null;
  return {
    hotspotActive: hotspot.status === 'fulfilled' ? hotspot.value : null,
    rxBps: rates ? rates.rxBitsPerSecond : null,
    txBps: rates ? rates.txBitsPerSecond : null,
  };
}

/**
 * Stores the round's sample of one router. The findings come from the row the check just updated;
 * an offline round stores only `online = false`. A second write for the same round (another
 * instance, a retried job) is a no-op. Never rejects: a sample lost is logged, the round goes on.
 */
export async function recordRoundSample(
  db: Database,
  access: RouterAccess,
  routerId: string,
  round: RoundSample,
  options: { timeoutMs: number; log?: FastifyBaseLogger },
): Promise<void> {
  try {
    const row = await findRouterById(db.orm, routerId);
    if (!row) return;
    const extras = round.online
      ? await readExtras(access, row, options.timeoutMs)
      : { hotspotActive: null, rxBps: null, txBps: null };
    await insertSample(db.orm, routerId, round.slot, {
      online: round.online,
      latencyMs: round.online ? Math.round(round.latencyMs) : null,
      cpuLoad: round.online ? row.cpuLoad : null,
      freeMemory: round.online ? row.freeMemory : null,
      totalMemory: round.online ? row.totalMemory : null,
      uptimeSeconds: round.online && row.uptime ? parseDuration(row.uptime) : null,
      pppActive: round.online ? row.pppActiveCount : null,
      ...extras,
    });
  } catch (error) {
    if (!db.closed) options.log?.error({ err: error, routerId }, 'Router sample not stored');
  }
}

export interface SampleValues {
  online: boolean;
  latencyMs: number | null;
  cpuLoad: number | null;
  freeMemory: number | null;
  totalMemory: number | null;
  uptimeSeconds: number | null;
  pppActive: number | null;
  hotspotActive: number | null;
  rxBps: number | null;
  txBps: number | null;
}

/** One sample; the first write of a (router, slot) wins. */
export async function insertSample(
  db: Executor,
  routerId: string,
  at: Date,
  v: SampleValues,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO router_samples (router_id, at, online, latency_ms, cpu_load, free_memory, total_memory,
                                uptime_seconds, ppp_active, hotspot_active, rx_bps, tx_bps)
    VALUES (${routerId}, ${at.toISOString()}::timestamptz, ${v.online}, ${v.latencyMs}, ${v.cpuLoad},
            ${v.freeMemory}, ${v.totalMemory}, ${v.uptimeSeconds}, ${v.pppActive}, ${v.hotspotActive},
            ${v.rxBps === null ? null : Math.round(v.rxBps)}, ${v.txBps === null ? null : Math.round(v.txBps)})
    ON CONFLICT (router_id, at) DO NOTHING`);
}

/** `to_timestamp` of an epoch floored to the hour: UTC hours whatever the session's time zone. */
const HOUR_OF = (column: string) =>
  sql.raw(`to_timestamp(floor(extract(epoch FROM ${column}) / 3600) * 3600)`);

const AVG_MIN_MAX = [
  'latency_ms',
  'cpu_load',
  'free_memory',
  'ppp_active',
  'hotspot_active',
  'rx_bps',
  'tx_bps',
];

/**
 * Rolls raw samples up by hour: every hour from each router's last rolled-up hour on (that hour
 * again, since it was partial), so a run after a pause catches up and a run twice is harmless.
 * Returns the hours written.
 */
export async function rollUpSamples(db: Executor): Promise<number> {
  const aggregates = AVG_MIN_MAX.map(
    (c) => `avg(s.${c})::double precision, min(s.${c}), max(s.${c})`,
  ).join(',\n           ');
  const columns = AVG_MIN_MAX.map((c) => `${c}_avg, ${c}_min, ${c}_max`).join(', ');
  const updates = [
    'rounds',
    'online_rounds',
    'first_offline_at',
    'last_offline_at',
    'total_memory',
    'uptime_seconds',
    ...AVG_MIN_MAX.flatMap((c) => [`${c}_avg`, `${c}_min`, `${c}_max`]),
  ]
    .map((c) => `${c} = EXCLUDED.${c}`)
    .join(', ');
  const result = await db.execute(
    sql.join(
      [
        sql.raw(`
    INSERT INTO router_samples_hourly (router_id, hour, rounds, online_rounds, first_offline_at,
                                       last_offline_at, total_memory, uptime_seconds, ${columns})
    SELECT s.router_id, `),
        HOUR_OF('s.at'),
        sql.raw(`, count(*), count(*) FILTER (WHERE s.online),
           min(s.at) FILTER (WHERE NOT s.online), max(s.at) FILTER (WHERE NOT s.online),
           max(s.total_memory), max(s.uptime_seconds),
           ${aggregates}
      FROM router_samples s
     WHERE s.at >= coalesce((SELECT max(h.hour) FROM router_samples_hourly h WHERE h.router_id = s.router_id),
                            '-infinity'::timestamptz)
     GROUP BY 1, 2
    ON CONFLICT (router_id, hour) DO UPDATE SET ${updates}`),
      ],
      sql.raw(''),
    ),
  );
  return affected(result);
}

function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number; count?: number };
  return Number(r.rowCount ?? r.affectedRows ?? r.count ?? 0);
}

/** Drops raw samples older than 48 h and roll-ups older than 400 days. */
export async function dropOldSamples(
  db: Executor,
): Promise<{ rawDeleted: number; hourlyDeleted: number }> {
  const raw = await db.execute(
    sql`DELETE FROM router_samples WHERE at < now() - ${RAW_RETENTION_HOURS} * interval '1 hour'`,
  );
  const hourly = await db.execute(
    sql`DELETE FROM router_samples_hourly WHERE hour < now() - ${HOURLY_RETENTION_DAYS} * interval '1 day'`,
  );
  return { rawDeleted: affected(raw), hourlyDeleted: affected(hourly) };
}

/**
 * Runs the roll-up and the retention when their job is due (checked every `tickMs`). One object
 * per instance; the jobs table makes each run happen on one instance.
 */
export class SampleMaintenance {
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private running: Promise<unknown> = Promise.resolve();
  readonly workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}:samples`;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly tickMs = 30_000,
  ) {}

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    await ensureJob(this.db.orm, {
      kind: SAMPLE_ROLLUP_JOB,
      key: 'all',
      intervalMs: ROLLUP_INTERVAL_MS,
    });
    await ensureJob(this.db.orm, {
      kind: SAMPLE_RETENTION_JOB,
      key: 'all',
      intervalMs: RETENTION_INTERVAL_MS,
    });
    const loop = () => {
      if (this.stopped) return;
      this.running = this.runDue().finally(() => {
        if (!this.stopped) this.timer = setTimeout(loop, this.tickMs);
      });
    };
    loop();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running.catch(() => undefined);
  }

  /** Runs whichever of the two jobs is due; resolves when done (tests call it). */
  async runDue(): Promise<{ rolledUp?: number; rawDeleted?: number; hourlyDeleted?: number }> {
    const report: { rolledUp?: number; rawDeleted?: number; hourlyDeleted?: number } = {};
    for (const kind of [SAMPLE_ROLLUP_JOB, SAMPLE_RETENTION_JOB]) {
      let jobs;
      try {
        jobs = await claimJobs(this.db.orm, {
          kind,
          workerId: this.workerId,
          leaseMs: 10 * 60_000,
          limit: 1,
        });
      } catch (error) {
        if (!this.db.closed) this.log.error({ err: error, kind }, 'Sample job not claimed');
        continue;
      }
      for (const job of jobs) {
        try {
          if (kind === SAMPLE_ROLLUP_JOB) report.rolledUp = await rollUpSamples(this.db.orm);
          else Object.assign(report, await dropOldSamples(this.db.orm));
          await completeJob(this.db.orm, job, this.workerId);
        } catch (error) {
          if (this.db.closed) continue;
          this.log.error({ err: error, kind }, 'Sample job failed');
          await failJob(this.db.orm, job, this.workerId, String(error)).catch(() => undefined);
        }
      }
    }
    return report;
  }
}
