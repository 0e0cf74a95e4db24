// The pieces of the "first rows on screen" benches (ppp-first-rows, hotspot-users-first-rows):
// signing in through the login page, waiting in the page for a table's first row painted, and the
// figures' summary line.
import type { Page } from '@playwright/test';
import { PASSWORD } from './server';

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

/** Signs the first-start admin in through the login page, in a fresh context's page. */
export async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/app$/);
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
