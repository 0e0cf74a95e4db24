// The "first rows on screen" benches (ppp-first-rows, hotspot-users-first-rows): a router's big
// table in Chromium against the production build, a cold load and an in-app way in, each measured
// RUNS times after one warm-up, waiting in the page for the table's first row painted.
import type { Locator, Page } from '@playwright/test';
import type { SimState } from 'routeros/sim';
import { runBench, startBenchStack } from './stack';

const RUNS = 7;

export function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;
}

export function summary(label: string, values: number[]): string {
  const median = quantile(values, 0.5);
  return `${label.padEnd(44)} median ${median.toFixed(0).padStart(5)} ms   p95 ${quantile(values, 0.95).toFixed(0).padStart(5)} ms   min ${Math.min(
    ...values,
  )
    .toFixed(0)
    .padStart(5)} ms`;
}

// Runs in the page. A string, not a function: tsx (esbuild, keepNames) would wrap a function's
// inner helpers in a `__name` call the page does not have.
function firstRowScript(table: string, call: RegExp): string {
  return `new Promise((resolve) => {
  const call = new RegExp(${JSON.stringify(call.source)});
  const check = () => {
    const cells = document.querySelectorAll(${JSON.stringify(`table[aria-label="${table}"] tbody tr td:not([colspan])`)});
    if (Array.from(cells).some((cell) => (cell.textContent || '').trim() !== '')) {
      requestAnimationFrame(() => {
        const entries = performance
          .getEntriesByType('resource')
          .filter((entry) => call.test(entry.name));
        const last = entries[entries.length - 1];
        resolve({ painted: performance.now(), call: last ? last.duration : NaN });
      });
      return;
    }
    requestAnimationFrame(check);
  };
  check();
})`;
}

/**
 * When (performance.now() in the page) a row of the table labelled `table` is painted, and the
 * time of the last call whose URL matches `call` (the browser's resource timing).
 */
export async function untilFirstRow(
  page: Page,
  table: string,
  call: RegExp,
): Promise<{ painted: number; call: number }> {
  const painted = page.evaluate(firstRowScript(table, call)) as Promise<{
    painted: number;
    call: number;
  }>;
  const timeout = new Promise<never>((_, reject) => {
    setTimeout(() => reject(new Error(`no ${table} row after 60 s`)), 60_000).unref();
  });
  try {
    return await Promise.race([painted, timeout]);
  } catch (error) {
    const text = await page
      .locator('main')
      .innerText()
      .catch(() => '(no main)');
    throw new Error(`${String(error)}; the page shows:\n${text.slice(0, 2000)}`);
  }
}

export interface FirstRowsBench {
  /** The figures' heading. */
  title: string;
  /** How to run it, printed under the heading. */
  command: string;
  routerName: string;
  /** The simulator's state: the big table's rows. */
  state: SimState;
  /** The table's accessible name. */
  table: string;
  /** The list's call (resource timing) and how the figures name it. */
  call: RegExp;
  callLabel: string;
  /** The cold load's address. */
  coldPath(routerId: string): string;
  /** The in-app way: its label, and from a full load of another page what to click. */
  inApp: { label: string; from(page: Page, routerId: string): Promise<Locator> };
}

/**
 * Runs a first-rows bench and prints its figures: from the navigation (or the click) to the
 * first row painted, with the list call's time from the browser's resource timing beside it.
 */
export function runFirstRowsBench(bench: FirstRowsBench): void {
  runBench(async () => {
    const stack = await startBenchStack({ routerName: bench.routerName, state: bench.state });
    try {
      const page = await stack.newPage();
      console.log(`${bench.title} (Chromium, loopback, production build)`);
      console.log(`Command: ${bench.command}\n`);

      const cold: number[] = [];
      const coldCall: number[] = [];
      for (let run = 0; run <= RUNS; run++) {
        await page.goto(bench.coldPath(stack.routerId), { waitUntil: 'commit' });
        const { painted, call } = await untilFirstRow(page, bench.table, bench.call);
        // painted is measured from the document's own time origin: the navigation's start.
        if (run > 0) {
          cold.push(painted);
          coldCall.push(call);
        }
      }

      const inApp: number[] = [];
      const inAppCall: number[] = [];
      for (let run = 0; run <= RUNS; run++) {
        const target = await bench.inApp.from(page, stack.routerId);
        await page.evaluate(() => performance.clearResourceTimings());
        const start = await page.evaluate(() => performance.now());
        await target.click();
        const { painted, call } = await untilFirstRow(page, bench.table, bench.call);
        if (run > 0) {
          inApp.push(painted - start);
          inAppCall.push(call);
        }
      }

      console.log(summary('cold load → first rows', cold));
      console.log(summary(`  of which ${bench.callLabel}`, coldCall));
      console.log(summary(`in-app (${bench.inApp.label}) → first rows`, inApp));
      console.log(summary(`  of which ${bench.callLabel}`, inAppCall));
      console.log(
        `\n(${RUNS} runs each after one warm-up; target: first rows ≤ 1 s on this machine)`,
      );
    } finally {
      await stack.stop();
    }
  });
}
