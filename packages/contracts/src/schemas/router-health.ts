import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { METRICS_MAX_POINTS, METRICS_RANGES } from '../limits';

// Router health over time and live traffic (docs/rules/routers.md#router-health): `GET /routers/{id}/metrics` and the
// events of `GET /routers/{id}/traffic/live`.

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const MetricsQuery = Type.Object({
  range: Type.Optional(
    Type.Union(
      METRICS_RANGES.map((range) => Type.Literal(range)),
      { default: '24h', description: 'How far back: 1h, 24h, 7d, 30d or 365d (default 24h)' },
    ),
  ),
});

const metricValues = {
  latencyMs: nullable(Type.Number()),
  cpuLoad: nullable(Type.Number({ description: 'Percent' })),
  freeMemory: nullable(Type.Number({ description: 'Bytes' })),
  totalMemory: nullable(Type.Number({ description: 'Bytes' })),
  pppActive: nullable(Type.Number()),
  hotspotActive: nullable(Type.Number()),
  rxBps: nullable(Type.Number({ description: 'Bits per second received' })),
  txBps: nullable(Type.Number({ description: 'Bits per second sent' })),
};

export const MetricValuesSchema = Type.Object(metricValues, { title: 'MetricValues' });
export type MetricValues = Static<typeof MetricValuesSchema>;

/** One point: averages over its step (null where no answered round had the value). */
export const MetricPointSchema = Type.Object(
  {
    at: Type.String({ format: 'date-time', description: 'The start of the step' }),
    online: Type.Boolean({ description: 'The router answered at least one round of the step' }),
    ...metricValues,
    min: Type.Optional(MetricValuesSchema),
    max: Type.Optional(MetricValuesSchema),
  },
  { title: 'MetricPoint' },
);
export type MetricPoint = Static<typeof MetricPointSchema>;

export const OutageSchema = Type.Object(
  {
    from: Type.String({ format: 'date-time', description: 'The first round it did not answer' }),
    to: nullable(
      Type.String({
        format: 'date-time',
        description: 'The first round it answered again; null while the outage lasts',
      }),
    ),
  },
  { title: 'Outage' },
);
export type Outage = Static<typeof OutageSchema>;

/** `GET /routers/{id}/metrics` 200 `data`. */
export const RouterMetricsSchema = Type.Object(
  {
    range: Type.Union(METRICS_RANGES.map((range) => Type.Literal(range))),
    stepSeconds: Type.Integer({ minimum: 1 }),
    points: Type.Array(MetricPointSchema, { maxItems: METRICS_MAX_POINTS }),
    availability: nullable(
      Type.Number({
        minimum: 0,
        maximum: 100,
        description: 'Percent of the rounds in the range the router answered; null with no rounds',
      }),
    ),
    outages: Type.Array(OutageSchema),
  },
  { title: 'RouterMetrics' },
);
export type RouterMetrics = Static<typeof RouterMetricsSchema>;

/** The interface a live traffic stream reads (a RouterOS interface name; no comma). */
export const LIVE_INTERFACE_PATTERN = '^[^,\\x00-\\x1f\\x7f]{1,100}$';

export const LiveTrafficQuery = Type.Object({
  interface: Type.Optional(
    Type.String({
      pattern: LIVE_INTERFACE_PATTERN,
      maxLength: 100,
      'x-message': 'one interface name (up to 100 characters, no comma)',
      description: "The interface to watch; the router's Traffic Interface when absent",
    }),
  ),
});

/** A `data:` event of `GET /routers/{id}/traffic/live`. */
export const LiveTrafficSampleSchema = Type.Object(
  {
    at: Type.String({ format: 'date-time' }),
    interface: Type.String(),
    rxBps: Type.Number(),
    txBps: Type.Number(),
  },
  { title: 'LiveTrafficSample' },
);
export type LiveTrafficSample = Static<typeof LiveTrafficSampleSchema>;

/** An `event: error` of the live stream: the router stopped answering (the stream stays open). */
export interface LiveTrafficError {
  at: string;
  message: string;
}
