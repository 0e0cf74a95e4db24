// `GET /routers/{id}/metrics` (docs/rules/routers.md#router-health): a router's samples over a range, bucketed in SQL to
// at most 500 points, its availability and its outages. Ranges within the raw samples' 48 hours read
// them (round resolution); longer ranges read the hourly roll-ups.
import { sql, type SQL } from 'drizzle-orm';
import { WIB_OFFSET_MS } from 'contracts/format';
import { METRICS_MAX_POINTS, METRICS_RANGE_SECONDS, type MetricsRange } from 'contracts/limits';
import type { MetricPoint, MetricValues, Outage, RouterMetrics } from 'contracts/types';
import { sqlRows, type Executor } from '../db/client';
import { RAW_RETENTION_HOURS } from './samples';

/** Steps a range is cut into: round numbers of seconds, so points fall on readable times. */
const STEPS = [
  10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10_800, 21_600, 43_200, 86_400,
];
/**
 * Buckets start on WIB boundaries: a day-long point is a WIB calendar day. Hours and shorter steps
 * fall on the same instants as in UTC.
 */
const BUCKET_OFFSET_SECONDS = WIB_OFFSET_MS / 1000;
/** Outages listed, newest first. */
export const MAX_OUTAGES = 200;

const METRICS = [
  ['latencyMs', 'latency_ms'],
  ['cpuLoad', 'cpu_load'],
  ['freeMemory', 'free_memory'],
  ['pppActive', 'ppp_active'],
  ['hotspotActive', 'hotspot_active'],
  ['rxBps', 'rx_bps'],
  ['txBps', 'tx_bps'],
] as const;

export interface MetricsPlan {
  source: 'raw' | 'hourly';
  stepSeconds: number;
}

/** Where a range is read from and its step: the smallest round step giving ≤ 500 points. */
export function planMetrics(range: MetricsRange, pollMs: number): MetricsPlan {
  const seconds = METRICS_RANGE_SECONDS[range];
  const source = seconds <= (RAW_RETENTION_HOURS / 2) * 3600 ? 'raw' : 'hourly';
  const resolution = source === 'raw' ? Math.max(1, Math.ceil(pollMs / 1000)) : 3600;
  const least = Math.max(resolution, Math.ceil(seconds / METRICS_MAX_POINTS));
  const stepSeconds = STEPS.find((step) => step >= least) ?? Math.ceil(least / 86_400) * 86_400;
  return { source, stepSeconds };
}

const bucketOf = (column: string, step: number) =>
  sql.raw(
    `floor((extract(epoch FROM ${column}) + ${BUCKET_OFFSET_SECONDS}) / ${step}) * ${step} - ${BUCKET_OFFSET_SECONDS}`,
  );

type Row = Record<string, number | boolean | null>;

const num = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);

function values(row: Row, suffix: '' | '_min' | '_max'): MetricValues {
  const out = {} as MetricValues;
  for (const [key] of METRICS) out[key] = num(row[`${key}${suffix}`]);
  out.totalMemory = num(row['totalMemory']);
  return out;
}

function pointsQuery(routerId: string, plan: MetricsPlan, from: Date): SQL {
  const raw = plan.source === 'raw';
  const timeColumn = raw ? 'at' : 'hour';
  const select = METRICS.map(([key, column]) =>
    raw
      ? `avg(${column})::double precision AS "${key}", min(${column})::double precision AS "${key}_min", max(${column})::double precision AS "${key}_max"`
      : `avg(${column}_avg)::double precision AS "${key}", min(${column}_min)::double precision AS "${key}_min", max(${column}_max)::double precision AS "${key}_max"`,
  ).join(', ');
  return sql.join(
    [
      sql`SELECT `,
      bucketOf(timeColumn, plan.stepSeconds),
      sql.raw(` AS "at", ${raw ? 'bool_or(online)' : 'bool_or(online_rounds > 0)'} AS "online",
        max(total_memory)::double precision AS "totalMemory", ${select}
        FROM ${raw ? 'router_samples' : 'router_samples_hourly'}
       WHERE router_id = `),
      sql`${routerId}`,
      sql.raw(` AND ${timeColumn} `),
      // An hour that began before the range but ends in it counts.
      raw
        ? sql`> ${from.toISOString()}::timestamptz`
        : sql`> ${from.toISOString()}::timestamptz - interval '1 hour'`,
      sql.raw(` GROUP BY 1 ORDER BY 1 DESC LIMIT ${METRICS_MAX_POINTS}`),
    ],
    sql.raw(''),
  );
}

async function availability(
  db: Executor,
  routerId: string,
  plan: MetricsPlan,
  from: Date,
): Promise<number | null> {
  const [row] = await sqlRows<{ rounds: number | string | null; online: number | string | null }>(
    db,
    plan.source === 'raw'
      ? sql`SELECT count(*) AS rounds, count(*) FILTER (WHERE online) AS online
              FROM router_samples WHERE router_id = ${routerId} AND at > ${from.toISOString()}::timestamptz`
      : sql`SELECT sum(rounds) AS rounds, sum(online_rounds) AS online
              FROM router_samples_hourly
             WHERE router_id = ${routerId} AND hour > ${from.toISOString()}::timestamptz - interval '1 hour'`,
  );
  const rounds = Number(row?.rounds ?? 0);
  if (!rounds) return null;
  return Math.round((Number(row?.online ?? 0) / rounds) * 100_000) / 1000;
}

/** Runs of offline rounds in the raw samples since `from`; `to` is the next round answered. */
async function rawOutages(db: Executor, routerId: string, from: Date): Promise<Outage[]> {
  const rows = await sqlRows<{ from_at: number; to_at: number | null }>(
    db,
    sql`
    WITH s AS (
      SELECT at, online,
             row_number() OVER (ORDER BY at) - row_number() OVER (PARTITION BY online ORDER BY at) AS run
        FROM router_samples
       WHERE router_id = ${routerId} AND at > ${from.toISOString()}::timestamptz),
    runs AS (SELECT min(at) AS first_at, max(at) AS last_at FROM s WHERE NOT online GROUP BY run)
    SELECT extract(epoch FROM r.first_at)::double precision AS from_at,
           extract(epoch FROM (SELECT min(x.at) FROM router_samples x
                                WHERE x.router_id = ${routerId} AND x.at > r.last_at AND x.online))::double precision AS to_at
      FROM runs r ORDER BY r.first_at DESC LIMIT ${MAX_OUTAGES}`,
  );
  return rows.map((row) => ({
    from: new Date(Number(row.from_at) * 1000).toISOString(),
    to: row.to_at === null ? null : new Date(Number(row.to_at) * 1000).toISOString(),
  }));
}

/**
 * Outages older than the raw samples, from the roll-ups: consecutive hours with offline rounds are
 * one outage from the first offline round to one round after the last (hour resolution: two short
 * outages in neighbouring hours read as one).
 */
async function hourlyOutages(
  db: Executor,
  routerId: string,
  from: Date,
  until: Date,
  pollMs: number,
): Promise<Outage[]> {
  const rows = await sqlRows<{ from_at: number; last_at: number }>(
    db,
    sql`
    WITH h AS (
      SELECT hour, first_offline_at, last_offline_at,
             hour - (row_number() OVER (ORDER BY hour)) * interval '1 hour' AS run
        FROM router_samples_hourly
       WHERE router_id = ${routerId} AND first_offline_at IS NOT NULL
         AND last_offline_at > ${from.toISOString()}::timestamptz
         AND first_offline_at < ${until.toISOString()}::timestamptz)
    SELECT extract(epoch FROM min(first_offline_at))::double precision AS from_at,
           extract(epoch FROM max(last_offline_at))::double precision AS last_at
      FROM h GROUP BY run ORDER BY 1 DESC LIMIT ${MAX_OUTAGES}`,
  );
  return rows.map((row) => ({
    from: new Date(Number(row.from_at) * 1000).toISOString(),
    to: new Date(Number(row.last_at) * 1000 + pollMs).toISOString(),
  }));
}

/** A router's metrics over `range` ending `now`. */
export async function routerMetrics(
  db: Executor,
  routerId: string,
  range: MetricsRange,
  options: { now: Date; pollMs: number },
): Promise<RouterMetrics> {
  const plan = planMetrics(range, options.pollMs);
  const from = new Date(options.now.getTime() - METRICS_RANGE_SECONDS[range] * 1000);
  const rawFrom = new Date(options.now.getTime() - RAW_RETENTION_HOURS * 3600_000);
  const [rows, percent, recent, older] = await Promise.all([
    sqlRows<Row>(db, pointsQuery(routerId, plan, from)),
    availability(db, routerId, plan, from),
    rawOutages(db, routerId, from > rawFrom ? from : rawFrom),
    plan.source === 'hourly'
      ? hourlyOutages(db, routerId, from, rawFrom, options.pollMs)
      : Promise.resolve([]),
  ]);
  const points: MetricPoint[] = rows.reverse().map((row) => ({
    at: new Date(Number(row['at']) * 1000).toISOString(),
    online: Boolean(row['online']),
    ...values(row, ''),
    min: values(row, '_min'),
    max: values(row, '_max'),
  }));
  return {
    range,
    stepSeconds: plan.stepSeconds,
    points,
    availability: percent,
    outages: [...recent, ...older].slice(0, MAX_OUTAGES),
  };
}
