// `pnpm --filter whatsapp bench`: how fast the client gets messages through the gateway simulator,
// one at a time (the outbox sends WhatsApp messages one after another) and side by side, so that
// the outbox's benchmark (5,000 messages at WA_MIN_INTERVAL_MS=0, target 200/s) knows the simulator
// is not its bottleneck. Prints figures; asserts nothing.
import { WhatsAppClient } from '../src';
import { startWhatsAppSimulator } from '../src/sim';
import { timedRuns } from 'sim-cli/testing';

const TOTAL = Number(process.env['BENCH_TOTAL'] ?? 5000);

async function main(): Promise<void> {
  const sim = await startWhatsAppSimulator({ tokens: ['bench-token'] });
  const client = new WhatsAppClient({ baseUrl: sim.baseUrl, token: 'bench-token' });
  const text =
    'Tagihan INV-202611-0001 sebesar Rp 150.000 jatuh tempo 10/12/2026. Bayar: https://example.net/bayar/x';
  try {
    for (const concurrency of [1, 10]) {
      sim.clear();
      const figure = await timedRuns(TOTAL, concurrency, (i) =>
        client.send(`0812${String(10_000_000 + i).padStart(8, '0')}`, text),
      );
      console.log(
        `whatsapp: ${TOTAL} sends at ${concurrency} concurrent: ${figure} (${sim.messages().length} kept)`,
      );
    }
  } finally {
    await sim.close();
  }
}

void main();
