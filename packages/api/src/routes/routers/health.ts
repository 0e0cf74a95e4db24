// A router's health over time and its live traffic (docs/rules/routers.md#router-health): `GET /routers/{id}/metrics`
// and `GET /routers/{id}/traffic/live`, both for any signed-in user.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ServerResponse } from 'node:http';
import { ROUTER_HEALTH_MESSAGES } from 'contracts/messages';
import {
  LiveTrafficQuery,
  MetricsQuery,
  RouterIdParams,
  RouterMetricsSchema,
} from 'contracts/schemas';
import type { MetricsRange } from 'contracts/limits';
import { bearerAuth } from '../../plugins/app/auth';
import { routerMetrics } from '../../routers/metrics';
import { routerOr404 } from '../../routers/router-errors';
import { successEnvelope, successStyle } from '../../schemas/envelopes';
import { errorResponses, HttpError, invalidField } from '../../schemas/errors';

const TAG = 'routers';
/** A comment line this often, so that proxies and browsers do not close a quiet stream. */
const KEEP_ALIVE_MS = 15_000;

export const routerHealthRoutes: FastifyPluginAsyncTypebox<{
  pollMs: number;
  keepAliveMs?: number;
}> = async (app, { pollMs, keepAliveMs = KEEP_ALIVE_MS }) => {
  app.get(
    '/:id/metrics',
    {
      onRequest: [app.authenticate],
      config: successStyle,
      schema: {
        tags: [TAG],
        summary:
          "A router's health over a range: ≤ 500 points, availability (%) and outages (docs/rules/routers.md#router-health)",
        security: bearerAuth,
        params: RouterIdParams,
        querystring: MetricsQuery,
        response: { 200: successEnvelope(RouterMetricsSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const row = await routerOr404(app.db.orm, request.params.id);
      const range = (request.query.range ?? '24h') as MetricsRange;
      const data = await routerMetrics(app.db.orm, row.id, range, { now: app.clock(), pollMs });
      return { success: true as const, data };
    },
  );

  /** Open streams, ended when the app closes (an open response would hold the server open). */
  const streams = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
    streams.clear();
  });

  app.get(
    '/:id/traffic/live',
    {
      onRequest: [app.authenticate],
      schema: {
        tags: [TAG],
        summary:
          'Server-sent events: `data: {at, interface, rxBps, txBps}` every second; `event: error` while the router does not answer',
        description:
          "Reads the router's Traffic Interface (or `interface`) once per second however many viewers watch it. A `: keep-alive` comment comes every 15 s.",
        security: bearerAuth,
        params: RouterIdParams,
        querystring: LiveTrafficQuery,
        response: errorResponses(400, 401, 404, 406),
      },
    },
    async (request, reply) => {
      // A stream answers only a client that asked for one (a plain request would wait forever).
      if (!/\btext\/event-stream\b/.test(request.headers.accept ?? ''))
        throw new HttpError(406, 'This is a stream: ask with Accept: text/event-stream');
      const row = await routerOr404(app.db.orm, request.params.id);
      const iface = request.query.interface ?? row.trafficInterface;
      if (!iface) throw invalidField('interface', ROUTER_HEALTH_MESSAGES.noTrafficInterface);

      // The stream is written by hand: Fastify's serialisation and onSend hooks are for one body.
      // The headers set so far (security headers, request id) go out with it.
      reply.hijack();
      const res = reply.raw;
      const headers: Record<string, string | number | string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) headers[name] = value as string | number | string[];
      }
      res.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        // no-transform: a proxy must not compress or hold it back; X-Accel-Buffering: nginx must
        // pass each event as it comes (packages/api/README.md "Live traffic behind a proxy").
        'cache-control': 'no-cache, no-store, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      res.flushHeaders();
      // Disable Nagle: one small event a second should leave at once.
      res.socket?.setNoDelay(true);
      streams.add(res);
      res.write(`retry: 3000\n: watching ${iface}\n\n`);

      const stop = app.liveTraffic.watch(row, iface, {
        sample: (sample) => res.write(`data: ${JSON.stringify(sample)}\n\n`),
        error: (error) => res.write(`event: error\ndata: ${JSON.stringify(error)}\n\n`),
      });
      const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), keepAliveMs);
      const end = () => {
        clearInterval(keepAlive);
        stop();
        streams.delete(res);
      };
      res.on('close', end);
      request.raw.on('close', () => {
        if (res.writableEnded || res.destroyed) end();
      });
    },
  );
};
