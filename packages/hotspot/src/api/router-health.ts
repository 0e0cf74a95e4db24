// A router's health (docs/rules/routers.md#router-health): its metrics over a range, and its live traffic stream.
import { routerLiveTrafficPath, routerMetricsPath, CURRENT_USER_PATH } from 'contracts/paths';
import type { MetricsRange } from 'contracts/limits';
import type { LiveTrafficError, LiveTrafficSample, RouterMetrics } from 'contracts/types';
import { useQuery } from '@tanstack/react-query';
import { http, useSessionStore } from 'shared-auth';
import { successEnvelope } from 'ui-kit/envelope';

/** New samples arrive once a round (a minute): the charts read again as often. */
export const METRICS_REFRESH_MS = 60_000;

export function useRouterMetrics(routerId: string, range: MetricsRange) {
  return useQuery({
    queryKey: [routerMetricsPath(routerId), range],
    queryFn: async ({ signal }) => {
      const response = await http.get<unknown>(routerMetricsPath(routerId), {
        params: { range },
        signal,
      });
      return successEnvelope.readRecord<RouterMetrics>(response.data);
    },
    refetchInterval: METRICS_REFRESH_MS,
    placeholderData: (previous) => previous,
  });
}

export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Splits server-sent event text into events; returns them and the unfinished rest (events end
 * with a blank line; `:` lines are comments, like the keep-alive).
 */
export function parseSse(buffer: string): { events: SseEvent[]; rest: string } {
  const events: SseEvent[] = [];
  const text = buffer.replace(/\r\n?/g, '\n');
  let start = 0;
  let end: number;
  while ((end = text.indexOf('\n\n', start)) >= 0) {
    const block = text.slice(start, end);
    start = end + 2;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) events.push({ event, data: data.join('\n') });
  }
  return { events, rest: text.slice(start) };
}

/** The stream was refused for good (400 no traffic interface, 404): reconnecting will not help. */
export class LiveStreamRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'LiveStreamRefused';
  }
}

export interface LiveHandlers {
  onOpen(): void;
  onSample(sample: LiveTrafficSample): void;
  onRouterError(error: LiveTrafficError): void;
}

async function refusalMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as {
      message?: string;
      errors?: { message?: string }[];
    };
    return body.errors?.[0]?.message ?? body.message ?? `HTTP ${response.status}`;
  } catch {
    return `HTTP ${response.status}`;
  }
}

/**
 * Reads `GET /routers/{id}/traffic/live` until it ends or `signal` aborts. `fetch`, not
 * EventSource: only fetch can send the bearer token. A 401 renews the session's token through the
 * shared client (its refresh-on-401) and tries once more.
 */
export async function readLiveTraffic(
  routerId: string,
  iface: string | undefined,
  handlers: LiveHandlers,
  signal: AbortSignal,
): Promise<void> {
  const base = (http.defaults.baseURL ?? '/api').replace(/\/$/, '');
  const url = `${base}${routerLiveTrafficPath(routerId)}${iface ? `?interface=${encodeURIComponent(iface)}` : ''}`;
  const open = () =>
    fetch(url, {
      headers: {
        accept: 'text/event-stream',
        authorization: `Bearer ${useSessionStore.getState().accessToken ?? ''}`,
      },
      cache: 'no-store',
      signal,
    });
  let response = await open();
  if (response.status === 401) {
    // Any call through the shared client renews an expired token (or ends the session).
    await http.get(CURRENT_USER_PATH, { signal });
    response = await open();
  }
  if (!response.ok || !response.body) {
    const message = await refusalMessage(response);
    if (response.status >= 400 && response.status < 500)
      throw new LiveStreamRefused(response.status, message);
    throw new Error(message);
  }
  handlers.onOpen();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let rest = '';
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      const parsed = parseSse(rest + decoder.decode(value, { stream: true }));
      rest = parsed.rest;
      for (const event of parsed.events) {
        if (event.event === 'error')
          handlers.onRouterError(JSON.parse(event.data) as LiveTrafficError);
        else handlers.onSample(JSON.parse(event.data) as LiveTrafficSample);
      }
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}
