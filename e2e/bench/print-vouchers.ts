// The voucher print page with 1,000 cards, in Chromium against the production build and a RouterOS
// simulator on loopback (docs/rules/hotspot.md#printing): the time from the navigation to every card
// and QR code drawn, and the time page.pdf() takes to print them, per layout. Prints figures;
// asserts nothing.
//
//   pnpm build && BENCH_PORT=4200 pnpm --filter e2e exec tsx bench/print-vouchers.ts
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runBench, startBenchStack } from './stack';

const CARDS = 1000;
const RUNS = 3;
const LAYOUTS = ['a4', 'thermal58'] as const;

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function api<T>(
  baseURL: string,
  token: string,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseURL}/api${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${url} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

runBench(async () => {
  const stack = await startBenchStack({ routerName: 'Bench print' });
  const { server, accessToken, routerId } = stack;
  const work = mkdtempSync(path.join(os.tmpdir(), 'print-bench-'));
  try {
    await api(server.baseURL, accessToken, 'POST', `/hotspot/${routerId}/profiles`, {
      name: 'bench-1hari',
      price: 5000,
      sellingPrice: 6000,
      validity: '1d',
    });
    const batch = await api<{ data: { id: string } }>(
      server.baseURL,
      accessToken,
      'POST',
      `/hotspot/${routerId}/vouchers`,
      {
        profile: 'bench-1hari',
        count: CARDS,
        length: 8,
        charset: 'upper-digits',
      },
    );

    const page = await stack.newPage();

    console.log(
      `Voucher print page, ${CARDS.toLocaleString('en')} cards (Chromium, loopback, production build)`,
    );
    console.log(
      'Command: pnpm build && BENCH_PORT=4200 pnpm --filter e2e exec tsx bench/print-vouchers.ts\n',
    );
    for (const layout of LAYOUTS) {
      const render: number[] = [];
      const pdf: number[] = [];
      let pages = 0;
      for (let run = 0; run <= RUNS; run += 1) {
        const started = Date.now();
        await page.goto(
          `/app/routers/${routerId}/hotspot/vouchers/${batch.data.id}/print?layout=${layout}`,
        );
        await page.locator('[data-voucher-print][data-ready="true"]').waitFor({ timeout: 120_000 });
        await page
          .locator('.vs-card')
          .nth(CARDS - 1)
          .waitFor({ state: 'attached' });
        // Two frames: the cards are laid out and painted, not only in the DOM.
        await page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const rendered = Date.now() - started;
        const file = path.join(work, `${layout}-${run}.pdf`);
        const printStarted = Date.now();
        await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
        const printed = Date.now() - printStarted;
        pages = Number(
          /^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1],
        );
        if (run > 0) {
          render.push(rendered);
          pdf.push(printed);
        }
      }
      console.log(
        `${layout.padEnd(10)} navigation → ${CARDS} cards drawn: median ${median(render)} ms (${render.join(', ')});` +
          ` page.pdf(): median ${median(pdf)} ms (${pdf.join(', ')}); ${pages} PDF pages`,
      );
    }
    console.log(
      `\n(${RUNS} runs each after one warm-up; load average ${os.loadavg()[0]?.toFixed(1)})`,
    );
  } finally {
    await stack.stop();
  }
});
