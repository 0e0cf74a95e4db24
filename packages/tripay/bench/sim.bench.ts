// `pnpm --filter tripay bench`: how fast the simulator creates transactions through the client and
// delivers signed callbacks, so that a shop's benchmark (1,000 callbacks at 50 concurrent) knows
// the simulator is not its bottleneck. Prints figures; asserts nothing.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { TripayClient } from '../src';
import { startTripaySimulator } from '../src/sim';
import { timedRuns } from 'sim-cli/testing';

const TOTAL = Number(process.env['BENCH_TOTAL'] ?? 1000);
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 50);

async function main(): Promise<void> {
  let received = 0;
  const receiver = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"success":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/cb`;
  const merchant = { merchantCode: 'T0001', apiKey: 'DEV-bench', privateKey: 'bench-key' };
  const sim = await startTripaySimulator(merchant);
  const client = new TripayClient({ ...merchant, baseUrl: sim.baseUrl });
  try {
    const references: string[] = [];
    const create = await timedRuns(TOTAL, CONCURRENCY, async (i) => {
      const tx = await client.createTransaction({
        method: 'BRIVA',
        merchant_ref: `BENCH-${i}`,
        amount: 150_000,
        customer_name: 'Bench',
        customer_email: 'bench@example.com',
        order_items: [{ name: 'Paket', price: 150_000, quantity: 1 }],
        callback_url: callbackUrl,
      });
      references[i] = tx.reference;
    });
    const pay = await timedRuns(TOTAL, CONCURRENCY, (i) => sim.pay(references[i] ?? ''));
    const detail = await timedRuns(TOTAL, CONCURRENCY, (i) =>
      client.transactionDetail(references[i] ?? ''),
    );
    const delivered = sim.deliveries().filter((d) => d.delivered).length;
    process.stdout.write(
      `tripay simulator, ${TOTAL} transactions at ${CONCURRENCY} concurrent (Node ${process.version})\n` +
        `  create through the client:    ${create}\n` +
        `  pay + signed callback sent:   ${pay} (${delivered} delivered, ${received} received)\n` +
        `  detail through the client:    ${detail}\n`,
    );
  } finally {
    await sim.close();
    receiver.close();
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${(err as Error).stack ?? String(err)}\n`);
  process.exitCode = 1;
});
