// Live traffic of a router's interface (docs/rules/routers.md#router-health): one `/interface/monitor-traffic once` per
// second per (router, interface) on this instance, whatever the number of viewers. The first viewer
// starts the ticker, the last one to leave stops it; a reading goes to every viewer, and so does a
// failure (the ticker goes on and the viewers see the values again once the router answers).
import { getInterfaceTraffic } from 'routeros';
import type { LiveTrafficError, LiveTrafficSample } from 'contracts/types';
import type { RouterRow } from '../db/schema';
import { diagnose } from './diagnosis';
import { within, withTimeout, type RouterAccess } from './router-access';

export interface LiveViewer {
  sample(sample: LiveTrafficSample): void;
  error(error: LiveTrafficError): void;
}

interface Ticker {
  viewers: Set<LiveViewer>;
  timer: NodeJS.Timeout | undefined;
  stopped: boolean;
  /** Readings made (tests and the bench count them). */
  reads: number;
}

export interface LiveTrafficOptions {
  /** Between the starts of two readings (default 1 s). */
  periodMs?: number;
  /** One reading's limit (default: the period). */
  timeoutMs?: number;
}

export class LiveTraffic {
  private readonly tickers = new Map<string, Ticker>();
  private readonly periodMs: number;
  private readonly timeoutMs: number;

  constructor(
    private readonly access: RouterAccess,
    options: LiveTrafficOptions = {},
  ) {
    this.periodMs = options.periodMs ?? 1000;
    this.timeoutMs = options.timeoutMs ?? this.periodMs;
  }

  /** Viewers watching now, across routers. */
  get viewers(): number {
    let n = 0;
    for (const ticker of this.tickers.values()) n += ticker.viewers.size;
    return n;
  }

  /** Readings made for a router's interface since its ticker started (undefined: none runs). */
  reads(routerId: string, iface: string): number | undefined {
    return this.tickers.get(key(routerId, iface))?.reads;
  }

  /** Adds a viewer; the returned function removes it (and stops the ticker after the last). */
  watch(row: RouterRow, iface: string, viewer: LiveViewer): () => void {
    const k = key(row.id, iface);
    let ticker = this.tickers.get(k);
    if (!ticker) {
      ticker = { viewers: new Set(), timer: undefined, stopped: false, reads: 0 };
      this.tickers.set(k, ticker);
      this.run(ticker, row, iface);
    }
    ticker.viewers.add(viewer);
    const own = ticker;
    return () => {
      own.viewers.delete(viewer);
      if (own.viewers.size === 0 && !own.stopped) {
        own.stopped = true;
        clearTimeout(own.timer);
        if (this.tickers.get(k) === own) this.tickers.delete(k);
      }
    };
  }

  /** Stops every ticker (the app is closing). */
  close(): void {
    for (const ticker of this.tickers.values()) {
      ticker.stopped = true;
      clearTimeout(ticker.timer);
    }
    this.tickers.clear();
  }

  /** Reads, sends, and schedules the next reading one period after this one started. */
  private run(ticker: Ticker, row: RouterRow, iface: string): void {
    const started = Date.now();
    ticker.reads++;
    const runner = withTimeout(this.access.manager(row), this.timeoutMs);
    within(getInterfaceTraffic(runner, iface), this.timeoutMs + 250, row.routerHost)
      .then(
        (traffic) => {
          if (ticker.stopped) return;
          const sample: LiveTrafficSample = {
            at: new Date().toISOString(),
            interface: iface,
            rxBps: traffic.rxBitsPerSecond,
            txBps: traffic.txBitsPerSecond,
          };
          for (const viewer of ticker.viewers) viewer.sample(sample);
        },
        (error: unknown) => {
          if (ticker.stopped) return;
          const failure: LiveTrafficError = {
            at: new Date().toISOString(),
            message: diagnose(error, row.routerName).message,
          };
          for (const viewer of ticker.viewers) viewer.error(failure);
        },
      )
      .finally(() => {
        if (ticker.stopped) return;
        const wait = Math.max(0, this.periodMs - (Date.now() - started));
        ticker.timer = setTimeout(() => this.run(ticker, row, iface), wait);
      });
  }
}

const key = (routerId: string, iface: string) => `${routerId}\u0000${iface}`;
