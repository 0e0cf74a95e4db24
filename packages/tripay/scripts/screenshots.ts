// `pnpm --filter tripay run screenshots`: the simulator's pages in Chromium at desktop (1440×900)
// and phone (390 px) width, saved to docs/screenshots/tripay/ for people to look at. Starts its own
// simulator and a callback receiver; needs /usr/bin/chromium, nothing else.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { CHROMIUM_LAUNCH } from '../../../e2e/chromium';
import { TripayClient } from '../src';
import { startTripaySimulator } from '../src/sim';

const OUT = path.resolve(__dirname, '../../../docs/screenshots/tripay');
const merchant = {
  merchantCode: 'T0001',
  apiKey: 'DEV-screenshots',
  privateKey: 'screenshots-key',
};
// axe-core is the e2e package's dependency; read from there rather than added here.
const AXE_SOURCE = readFileSync(
  require.resolve('axe-core/axe.min.js', { paths: [path.resolve(__dirname, '../../../e2e')] }),
  'utf8',
);
const SIZES = {
  desktop: { width: 1440, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

async function main(): Promise<void> {
  const receiver = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"success":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payments/tripay/callback`;
  const sim = await startTripaySimulator(merchant);
  const client = new TripayClient({ ...merchant, baseUrl: sim.baseUrl });
  const browser = await chromium.launch(CHROMIUM_LAUNCH);
  // axe over every page shot, as the e2e suite does over the console's screens; critical and
  // serious findings fail the script. Strings, not functions, go to evaluate: this package has no
  // DOM types, and the page's CSP does not govern the DevTools protocol.
  const failing: string[] = [];
  const check = async (page: Page, where: string): Promise<void> => {
    await page.evaluate(AXE_SOURCE);
    const violations = (await page.evaluate(
      'axe.run(document, { resultTypes: ["violations"] }).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(" ")) })))',
    )) as { id: string; impact: string | null; help: string; targets: string[] }[];
    process.stdout.write(
      `axe ${where}: ${violations.length ? violations.map((v) => `${v.id}(${v.impact ?? '?'})`).join(' ') : 'no violations'}\n`,
    );
    for (const v of violations) {
      if (v.impact === 'critical' || v.impact === 'serious') {
        failing.push(`${where}: ${v.id} (${v.impact}): ${v.help} at ${v.targets.join(', ')}`);
      }
    }
  };
  try {
    const create = (ref: string) =>
      client.createTransaction({
        method: 'BRIVA',
        merchant_ref: ref,
        amount: 150_000,
        customer_name: 'Budi Santoso',
        customer_email: 'budi@example.com',
        customer_phone: '081234567890',
        order_items: [
          { sku: 'PPP-10M-30', name: 'Paket 10 Mbps 30 hari', price: 150_000, quantity: 1 },
        ],
        callback_url: callbackUrl,
        return_url: `http://localhost:8080/pay/${ref}?t=token`,
      });
    for (const [size, viewport] of Object.entries(SIZES)) {
      const page: Page = await browser.newPage({ viewport });
      const tx = await create(`INV-SHOT-${size}`);
      await page.goto(tx.checkout_url);
      await page.screenshot({
        path: path.join(OUT, `checkout-unpaid-${size}.png`),
        fullPage: true,
      });
      await check(page, `${size} checkout UNPAID`);
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.getByText('PAID', { exact: true }).waitFor();
      await page.screenshot({ path: path.join(OUT, `checkout-paid-${size}.png`), fullPage: true });
      await check(page, `${size} checkout PAID`);
      const expiring = await create(`INV-SHOT-${size}-X`);
      await page.goto(`${expiring.checkout_url}?callback=drop`);
      await page.getByRole('button', { name: 'Expire' }).click();
      await page.getByText('EXPIRED', { exact: true }).waitFor();
      await page.screenshot({
        path: path.join(OUT, `checkout-expired-dropped-${size}.png`),
        fullPage: true,
      });
      await check(page, `${size} checkout EXPIRED`);
      await page.goto(sim.origin);
      await page.screenshot({ path: path.join(OUT, `index-${size}.png`), fullPage: true });
      await check(page, `${size} index`);
      await page.close();
    }
    process.stdout.write(`screenshots in ${OUT}\n`);
    if (failing.length > 0) {
      process.stdout.write(`${failing.join('\n')}\n`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    await sim.close();
    receiver.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
  process.exitCode = 1;
});
