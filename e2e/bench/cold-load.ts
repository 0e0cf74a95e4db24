// What a browser downloads and paints for `/` and `/login` (a visitor), `/app`, `/app/delivery`,
// `/app/routers` and `/app/cms` (a signed-in admin) with an empty HTTP cache, against the production
// build served by the API (README.md#measured, the loading budgets), then `/` again once CMS content exists (the
// same page with and without content in one run), and the API's authentication overhead: autocannon
// on GET /api/health and GET /api/auth/me of the same production server. Prints figures;
// asserts nothing.
//
//   pnpm build && pnpm --filter e2e bench              (BENCH_RUNS=7 for more runs, default 5)
//   BENCH_SAVE=e2e/bench/baseline-main.json pnpm --filter e2e bench   (records a baseline)
//
// Per page: JS files and bytes (minified, gzip -9, over the wire), LCP and CLS (PerformanceObserver,
// buffered), medians of BENCH_RUNS cold loads, a line per JS file of the last run, and a file fetched
// twice on one page (same path) flagged. When e2e/bench/baseline-main.json exists (figures recorded on
// main before the loading work, same bench) the summary shows it side by side.
//
// Starts `packages/api/dist/server.js` on a fresh embedded database, opens Debian's Chromium with the
// HTTP cache cleared before each load, and records every JavaScript response: its bytes as sent over
// the wire (the server sends the build's brotli copy when the browser accepts it), and gzip -9 of the
// same bytes for comparison with other sites' "gzipped" figures.
import { chromium, type Page } from '@playwright/test';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { CHROMIUM_LAUNCH } from '../chromium';
import autocannon from 'autocannon';
import { FIRST_BANNER_TITLE, seedLandingContent } from './landing-content';
import { PASSWORD, startServer } from './server';

const ROOT = path.resolve(__dirname, '..', '..');

interface JsFile {
  url: string;
  wire: number;
  raw: number;
  gzip: number;
}

interface PageFigures {
  files: number;
  raw: number;
  gzip: number;
  wire: number;
  lcp: number;
  cls: number;
  duplicates: string[];
}

/** Installs LCP and CLS observers before any page script runs. */
const VITALS_INIT = () => {
  const vitals = { lcp: 0, cls: 0 };
  (window as unknown as { __vitals: typeof vitals }).__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
};

/** Loads `url` with an empty HTTP cache and returns every JavaScript file it fetched, LCP and CLS. */
async function coldLoad(page: Page, url: string, ready: () => Promise<unknown>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  const pending: Promise<JsFile | null>[] = [];
  const onResponse = (response: import('@playwright/test').Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          url: new URL(response.url()).pathname,
          wire: sizes.responseBodySize,
          raw: body.length,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
        };
      })().catch(() => null),
    );
  };
  page.on('response', onResponse);
  await page.goto(url);
  await ready();
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  // LCP is final once the page has been interacted with or hidden; reading it after network idle,
  // with nothing left to load, gives the same figure.
  const vitals = await page.evaluate(
    () => (window as unknown as { __vitals: { lcp: number; cls: number } }).__vitals,
  );
  const files = (await Promise.all(pending)).filter((file): file is JsFile => file !== null);
  await cdp.detach();
  return { files, ...vitals };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function figuresOf(load: { files: JsFile[]; lcp: number; cls: number }): PageFigures {
  const sum = (key: 'wire' | 'raw' | 'gzip') => load.files.reduce((n, file) => n + file[key], 0);
  const seen = new Map<string, number>();
  for (const file of load.files) seen.set(file.url, (seen.get(file.url) ?? 0) + 1);
  return {
    files: load.files.length,
    raw: sum('raw'),
    gzip: sum('gzip'),
    wire: sum('wire'),
    lcp: load.lcp,
    cls: load.cls,
    duplicates: [...seen].filter(([, n]) => n > 1).map(([url]) => url),
  };
}

function printFiles(files: JsFile[]) {
  console.log(
    `    ${'file'.padEnd(56)} ${'minified'.padStart(11)} ${'gzip -9'.padStart(11)} ${'wire'.padStart(11)}`,
  );
  for (const file of [...files].sort((a, b) => b.raw - a.raw))
    console.log(
      `    ${file.url.padEnd(56)} ${kib(file.raw).padStart(11)} ${kib(file.gzip).padStart(11)} ${kib(file.wire).padStart(11)}`,
    );
}

interface PageSpec {
  label: string;
  url: string;
  signedIn: boolean;
  ready: (page: Page) => Promise<unknown>;
  /** Runs once before this page's loads (and stays for the pages after it). */
  before?: (baseURL: string) => Promise<void>;
}

const PAGES: PageSpec[] = [
  {
    label: '/ visitor',
    url: '/',
    signedIn: false,
    ready: (page) => page.getByRole('link', { name: 'Get Started' }).first().waitFor(),
  },
  {
    label: '/login visitor',
    url: '/login',
    signedIn: false,
    ready: (page) => page.getByLabel('Username', { exact: true }).waitFor(),
  },
  {
    label: '/app signed in',
    url: '/app',
    signedIn: true,
    ready: (page) =>
      page.getByRole('banner').getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor(),
  },
  {
    label: '/app/delivery signed in',
    url: '/app/delivery',
    signedIn: true,
    ready: (page) =>
      page.getByRole('main').getByRole('button', { name: 'Import', exact: true }).waitFor(),
  },
  {
    label: '/app/routers signed in',
    url: '/app/routers',
    signedIn: true,
    ready: (page) =>
      page.getByRole('main').getByRole('button', { name: 'Add Router', exact: true }).waitFor(),
  },
  {
    label: '/app/cms signed in',
    url: '/app/cms',
    signedIn: true,
    ready: (page) => page.getByRole('main').getByRole('tab', { name: 'Banners' }).waitFor(),
  },
  {
    label: '/ visitor, CMS content',
    url: '/',
    signedIn: false,
    before: (baseURL) => seedLandingContent(baseURL, PASSWORD),
    ready: (page) => page.getByText(FIRST_BANNER_TITLE).first().waitFor(),
  },
];

/** req/s of GET /api/health and GET /api/auth/me, one after the other, on the same server. */
async function apiOverhead(baseURL: string) {
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const seconds = Number(process.env.BENCH_API_SECONDS ?? 10);
  const hammer = async (url: string, headers: Record<string, string> = {}) => {
    const result = await autocannon({ url, connections: 10, duration: seconds, headers });
    return { rps: result.requests.average, bad: result.non2xx + result.errors + result.timeouts };
  };
  const health = await hammer(`${baseURL}/api/health`);
  const me = await hammer(`${baseURL}/api/auth/me`, { authorization: `Bearer ${accessToken}` });
  console.log(
    `\nAPI overhead (production server, PGlite, autocannon, 10 connections, ${seconds} s each)\n` +
      `  GET /api/health  ${health.rps.toFixed(0).padStart(6)} req/s (non-2xx/errors ${health.bad})\n` +
      `  GET /api/auth/me ${me.rps.toFixed(0).padStart(6)} req/s (non-2xx/errors ${me.bad})\n` +
      `  ratio ${((me.rps / health.rps) * 100).toFixed(1)} % (target ≥ 50 %; 24.5 % before)`,
  );
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Username', { exact: true }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/app$/);
  await page.waitForLoadState('networkidle');
}

type Summary = Record<string, PageFigures>;

function summaryLine(label: string, figures: PageFigures | undefined) {
  if (!figures) return `${label.padEnd(26)} –`;
  return (
    `${label.padEnd(26)} ${String(figures.files).padStart(5)} ${kib(figures.gzip).padStart(11)} ` +
    `${kib(figures.wire).padStart(11)} ${`${Math.round(figures.lcp)} ms`.padStart(8)} ${figures.cls.toFixed(3).padStart(6)}`
  );
}

async function main() {
  if (!existsSync(path.join(ROOT, 'packages/shell/dist/index.html')))
    throw new Error('No production build: run `pnpm build` first.');
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
  const server = await startServer();
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  const summary: Summary = {};
  try {
    console.log(
      `Cold loads of the production build (empty HTTP cache, loopback, Chromium, 1440×900), medians of ${runs} runs`,
    );
    console.log(`Command: pnpm build && pnpm --filter e2e bench\n`);
    for (const spec of PAGES) {
      const context = await browser.newContext({
        baseURL: server.baseURL,
        viewport: { width: 1440, height: 900 },
      });
      await context.addInitScript(VITALS_INIT);
      const page = await context.newPage();
      if (spec.before) await spec.before(server.baseURL);
      if (spec.signedIn) await signIn(page);
      const loads = [];
      for (let run = 0; run < runs; run += 1)
        loads.push(await coldLoad(page, spec.url, () => spec.ready(page)));
      await context.close();
      const all = loads.map(figuresOf);
      const last = all[all.length - 1]!;
      const figures: PageFigures = {
        ...last,
        lcp: median(all.map((f) => f.lcp)),
        cls: median(all.map((f) => f.cls)),
      };
      summary[spec.label] = figures;
      console.log(
        `${spec.label}: ${figures.files} JS files, ${kib(figures.raw)} minified, ${kib(figures.gzip)} gzip -9, ` +
          `${kib(figures.wire)} over the wire; LCP ${Math.round(figures.lcp)} ms, CLS ${figures.cls.toFixed(3)}` +
          (figures.duplicates.length ? `; DOWNLOADED TWICE: ${figures.duplicates.join(', ')}` : ''),
      );
      printFiles(loads[loads.length - 1]!.files);
    }
    await apiOverhead(server.baseURL);
  } finally {
    await browser.close();
    await server.stop();
  }

  const baselineFile = path.join(__dirname, 'baseline-main.json');
  const baseline: Summary | null = existsSync(baselineFile)
    ? (JSON.parse(readFileSync(baselineFile, 'utf8')) as Summary)
    : null;
  const header = `${'page'.padEnd(26)} ${'files'.padStart(5)} ${'gzip -9'.padStart(11)} ${'wire'.padStart(11)} ${'LCP'.padStart(8)} ${'CLS'.padStart(6)}`;
  console.log('\nSummary (JS only; LCP and CLS medians)');
  if (baseline) {
    console.log(`before (main, recorded in e2e/bench/baseline-main.json)\n${header}`);
    for (const spec of PAGES) console.log(summaryLine(spec.label, baseline[spec.label]));
    console.log(`\nnow\n${header}`);
  } else console.log(header);
  for (const spec of PAGES) console.log(summaryLine(spec.label, summary[spec.label]));
  if (process.env.BENCH_SAVE) {
    writeFileSync(
      path.resolve(ROOT, process.env.BENCH_SAVE),
      `${JSON.stringify(summary, null, 2)}\n`,
    );
    console.log(`\nSaved to ${process.env.BENCH_SAVE}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
