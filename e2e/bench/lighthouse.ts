// Lighthouse mobile scores of the public pages (README.md#measured: performance ≥ 90, accessibility 100 on `/`
// and `/login`), against the production build served by the API on a fresh embedded database.
// Prints figures; asserts nothing.
//
//   pnpm build && pnpm --filter e2e exec tsx bench/lighthouse.ts     (also part of `pnpm --filter e2e bench`)
//   LIGHTHOUSE_RUNS=5 for more runs (default 3); LIGHTHOUSE_VERSION=12.8.2 to pin another version.
//   LIGHTHOUSE_SAVE=/tmp/lh: keeps each run's JSON report there (treemap, long tasks, main-thread work).
//
// Lighthouse is not a dependency of the repository: it runs through `npx --yes lighthouse@<version>`
// from the npm registry, with Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). When it
// cannot be fetched or started, the bench says why and skips. Mobile defaults: Moto G Power viewport,
// simulated throttling (150 ms RTT, 1.6 Mbit/s, 4× CPU slowdown), so the figures depend little on the
// machine's load, though the CPU-bound ones (TBT) still move with it: print `cat /proc/loadavg` beside.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startServer } from './server';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '..', '..');
const VERSION = process.env.LIGHTHOUSE_VERSION ?? '12';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = ['/', '/login', '/akun'];

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  runtimeError?: { code: string; message: string };
}

interface Figures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function lighthouse(args: string[]): Promise<string> {
  const { stdout } = await run('npx', ['--yes', `lighthouse@${VERSION}`, ...args], {
    env: { ...process.env, CHROME_PATH },
    maxBuffer: 256 * 1024 * 1024,
    timeout: 240_000,
  });
  return stdout;
}

/** Why Lighthouse cannot run here, or null when it can. */
async function unavailable(): Promise<string | null> {
  if (!existsSync(CHROME_PATH)) return `no Chromium at ${CHROME_PATH} (set CHROME_PATH)`;
  try {
    await lighthouse(['--version']);
    return null;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return `npx --yes lighthouse@${VERSION} failed: ${message.split('\n').slice(0, 3).join(' ')}`;
  }
}

/** One Lighthouse run; a run Lighthouse itself reports as broken (NO_NAVSTART, ...) is tried again. */
async function measure(url: string, attempts = 3): Promise<{ figures: Figures; json: string }> {
  try {
    return await measureOnce(url);
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
    if (attempts <= 1) throw new Error(`Lighthouse failed on ${url}: ${message}`);
    console.log(`  (Lighthouse run failed, tried again: ${message?.slice(0, 160)})`);
    return measure(url, attempts - 1);
  }
}

async function measureOnce(url: string): Promise<{ figures: Figures; json: string }> {
  let json: string;
  try {
    json = await lighthouse([
      url,
      '--form-factor=mobile',
      '--only-categories=performance,accessibility',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ]);
  } catch (error) {
    // Lighthouse exits 1 on a runtime error but still prints its report: say what it said.
    const stdout = (error as { stdout?: string }).stdout;
    let reported: Report['runtimeError'];
    try {
      reported = stdout ? (JSON.parse(stdout) as Report).runtimeError : undefined;
    } catch {
      reported = undefined;
    }
    throw reported ? new Error(`${reported.code}: ${reported.message}`) : error;
  }
  const report = JSON.parse(json) as Report;
  if (report.runtimeError)
    throw new Error(`${report.runtimeError.code}: ${report.runtimeError.message}`);
  const score = (category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
  const value = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  return {
    json,
    figures: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      si: value('speed-index'),
    },
  };
}

function line(label: string, f: Figures) {
  return (
    `${label.padEnd(10)} ${String(f.performance).padStart(5)} ${String(f.accessibility).padStart(5)} ` +
    `${`${Math.round(f.fcp)} ms`.padStart(9)} ${`${Math.round(f.lcp)} ms`.padStart(9)} ` +
    `${`${Math.round(f.tbt)} ms`.padStart(9)} ${f.cls.toFixed(3).padStart(6)} ${`${Math.round(f.si)} ms`.padStart(9)}`
  );
}

async function main() {
  if (!existsSync(path.join(ROOT, 'packages/shell/dist/index.html')))
    throw new Error('No production build: run `pnpm build` first.');
  const reason = await unavailable();
  if (reason) {
    console.log(`Lighthouse: skipped (${reason}).`);
    return;
  }
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
  const save = process.env.LIGHTHOUSE_SAVE;
  if (save) mkdirSync(save, { recursive: true });
  const version = (await lighthouse(['--version'])).trim();
  const server = await startServer();
  const header = `${'page'.padEnd(10)} ${'perf'.padStart(5)} ${'a11y'.padStart(5)} ${'FCP'.padStart(9)} ${'LCP'.padStart(9)} ${'TBT'.padStart(9)} ${'CLS'.padStart(6)} ${'SI'.padStart(9)}`;
  const rows: string[] = [];
  try {
    console.log(
      `Lighthouse ${version}, mobile, simulated throttling, medians of ${runs} runs per page ` +
        `(load average at start ${loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')})`,
    );
    console.log(`Command: pnpm build && pnpm --filter e2e exec tsx bench/lighthouse.ts\n${header}`);
    for (const page of PAGES) {
      const all: Figures[] = [];
      for (let i = 0; i < runs; i += 1) {
        const { figures, json } = await measure(`${server.baseURL}${page}`);
        all.push(figures);
        console.log(line(`${page} #${i + 1}`, figures));
        if (save)
          writeFileSync(
            path.join(
              save,
              `${page === '/' ? 'index' : page.slice(1).replace(/\//g, '_')}-${i + 1}.json`,
            ),
            json,
          );
      }
      const pick = (key: keyof Figures) => median(all.map((f) => f[key]));
      rows.push(
        line(page, {
          performance: pick('performance'),
          accessibility: pick('accessibility'),
          fcp: pick('fcp'),
          lcp: pick('lcp'),
          tbt: pick('tbt'),
          cls: pick('cls'),
          si: pick('si'),
        }),
      );
    }
  } finally {
    await server.stop();
  }
  console.log(
    `\nMedians (load average at end ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}; target: perf ≥ 90, a11y 100)\n${header}`,
  );
  for (const row of rows) console.log(row);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
