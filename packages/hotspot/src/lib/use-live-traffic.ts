import type { LiveTrafficSample } from 'contracts/types';
import { useEffect, useState } from 'react';
import { getErrorMessage } from 'shared-auth';
import { LiveStreamRefused, readLiveTraffic } from '../api/router-health';

/** The live chart's window. */
export const LIVE_WINDOW_SECONDS = 60;
/** Reconnect waits: 1 s, doubling, at most 30 s; back to 1 s once values flow again. */
export const LIVE_BACKOFF_MS = { first: 1000, max: 30_000 };

export type LiveStatus = 'connecting' | 'live' | 'router-error' | 'reconnecting' | 'refused';

export interface LiveTrafficState {
  samples: LiveTrafficSample[];
  status: LiveStatus;
  /** Why values do not come (the router's error, the refusal, the lost connection). */
  message: string | null;
}

/**
 * The last minute of a router's live traffic. The stream is opened while `enabled`, reopened with
 * backoff when it drops, and closed on unmount; a refusal (no traffic interface) is final.
 */
export function useLiveTraffic(
  routerId: string,
  { enabled = true, iface }: { enabled?: boolean; iface?: string } = {},
): LiveTrafficState {
  const [state, setState] = useState<LiveTrafficState>({
    samples: [],
    status: 'connecting',
    message: null,
  });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let wait = LIVE_BACKOFF_MS.first;
    let timer: ReturnType<typeof setTimeout> | undefined;
    setState({ samples: [], status: 'connecting', message: null });
    const connect = () => {
      readLiveTraffic(
        routerId,
        iface,
        {
          onOpen: () => setState((s) => ({ ...s, status: 'live', message: null })),
          onSample: (sample) => {
            wait = LIVE_BACKOFF_MS.first;
            setState((s) => {
              const newest = Date.parse(sample.at);
              const samples = [...s.samples, sample].filter(
                (x) => newest - Date.parse(x.at) <= LIVE_WINDOW_SECONDS * 1000,
              );
              return { samples, status: 'live', message: null };
            });
          },
          onRouterError: (error) =>
            setState((s) => ({ ...s, status: 'router-error', message: error.message })),
        },
        controller.signal,
      ).then(
        () => retry(null),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          if (error instanceof LiveStreamRefused) {
            setState((s) => ({ ...s, status: 'refused', message: error.message }));
            return;
          }
          retry(getErrorMessage(error));
        },
      );
    };
    const retry = (message: string | null) => {
      if (controller.signal.aborted) return;
      setState((s) => ({ ...s, status: 'reconnecting', message }));
      timer = setTimeout(connect, wait);
      wait = Math.min(wait * 2, LIVE_BACKOFF_MS.max);
    };
    connect();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [routerId, iface, enabled]);
  return state;
}
