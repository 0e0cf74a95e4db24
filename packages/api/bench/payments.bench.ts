// Tripay callbacks under load (docs/rules/payments.md#exactly-once). Prints figures; asserts nothing.
//
//   pnpm --filter api bench:payments                  # PGlite and PostgreSQL
//   BENCH_DB=postgres pnpm --filter api bench:payments
//
// 1,000 UNPAID transactions of one router (on the RouterOS simulator), then 1,000 distinct signed
// PAID callbacks at 50 concurrent through the app (`inject`: routing, raw body, signature, row lock,
// status move, job queued): callbacks/s and p50/p95; then the payment worker provisions them and the
// router's secrets are counted (double provisioning = secrets beyond one per transaction). The same
// again with each callback sent 3 times (3,000 callbacks, 1,000 moves).
import { sql } from 'drizzle-orm';
import { callbackSignature } from 'tripay';
import { sqlRows } from '../src/db/client';
import { transactions } from '../src/db/schema';
import { openBenchRouter, runDbBench, type BenchDb } from './bench-utils';
import { formatMs, quantile, table } from './figures';

const PRIVATE_KEY = 'bench-private-key';
const COUNT = 1000;
const CONCURRENCY = 50;

async function scenario(kind: BenchDb, sends: number): Promise<string[]> {
  const stack = await openBenchRouter(kind, 'payments', {
    env: { ROUTER_MONITOR: 'false', PAYMENT_WORKER: 'false' },
    router: {
      name: 'Bench',
      payload: {
        tripayMerchantCode: 'T0001',
        tripayApiKey: 'DEV-bench',
        tripayPrivateKey: PRIVATE_KEY,
      },
    },
  });
  const { app, db, id: routerId, sim } = stack;
  try {
    const refs = Array.from({ length: COUNT }, (_, i) => `PKY-BENCH-${String(i).padStart(6, '0')}`);
    await db.orm.insert(transactions).values(
      refs.map((merchantRef, i) => ({
        routerId,
        merchantRef,
        reference: `DEV-REF-${i}`,
        amount: 150_000,
        packageName: 'Paket bench',
        customerName: 'Bench',
        customerPhone: `0812${String(i).padStart(8, '0')}`,
        customerEmail: 'bench@example.com',
        pppProfile: 'default',
        durationDays: 30,
      })),
    );
    const callbacks = refs.map((merchantRef, i) => {
      const rawBody = JSON.stringify({
        reference: `DEV-REF-${i}`,
        merchant_ref: merchantRef,
        payment_method: 'BRI Virtual Account',
        payment_method_code: 'BRIVA',
        total_amount: 150_000,
        fee_merchant: 4250,
        fee_customer: 0,
        total_fee: 4250,
        amount_received: 145_750,
        is_closed_payment: 1,
        status: 'PAID',
        paid_at: Math.floor(Date.now() / 1000),
        note: null,
      });
      return { rawBody, signature: callbackSignature(PRIVATE_KEY, rawBody) };
    });
    // Each callback `sends` times, the repeats spread through the run.
    const queue = Array.from({ length: sends }, () => callbacks).flat();
    const latencies: number[] = [];
    let failures = 0;
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < queue.length) {
          const cb = queue[next++]!;
          const t0 = performance.now();
          const response = await app.inject({
            method: 'POST',
            url: '/api/payments/tripay/callback',
            headers: {
              'content-type': 'application/json',
              'x-callback-event': 'payment_status',
              'x-callback-signature': cb.signature,
            },
            payload: cb.rawBody,
          });
          latencies.push(performance.now() - t0);
          if (response.statusCode !== 200) failures += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const provisionStart = performance.now();
    for (let i = 0; i < 200; i += 1) {
      if ((await app.jobWorker.tick()) === 0) break;
    }
    const provisionSeconds = (performance.now() - provisionStart) / 1000;
    const [counts] = await sqlRows<{ paid: number; done: number; applied: number }>(
      db.orm,
      sql`SELECT (SELECT count(*)::int FROM transactions WHERE status = 'PAID') AS paid,
                 (SELECT count(*)::int FROM transactions WHERE provisioning = 'done') AS done,
                 (SELECT count(*)::int FROM payment_callbacks WHERE verdict = 'applied') AS applied`,
    );
    const secrets = sim.state.secrets.filter((s) =>
      String(s['comment'] ?? '').startsWith('pokayoke '),
    );
    const names = new Set(secrets.map((s) => s['name']));
    return [
      kind,
      `${COUNT} × ${sends}`,
      `${Math.round(queue.length / seconds)}/s`,
      formatMs(quantile(latencies, 0.5)),
      formatMs(quantile(latencies, 0.95)),
      String(failures),
      `${counts!.paid} / ${counts!.applied}`,
      `${counts!.done} in ${provisionSeconds.toFixed(1)} s`,
      String(secrets.length),
      String(secrets.length - names.size + Math.max(0, secrets.length - COUNT)),
    ];
  } finally {
    await stack.close();
  }
}

runDbBench(['pglite', 'postgres'], async (kinds) => {
  console.log(
    `Payments benchmark: ${COUNT} distinct signed PAID callbacks at ${CONCURRENCY} concurrent through app.inject, then the worker provisions them on a RouterOS simulator`,
  );
  const rows: string[][] = [];
  for (const kind of kinds) {
    for (const sends of [1, 3]) rows.push(await scenario(kind, sends));
  }
  console.log(
    table(
      [
        'db',
        'callbacks',
        'rate',
        'p50',
        'p95',
        'non-200',
        'PAID / applied',
        'provisioned',
        'secrets',
        'double provisioned',
      ],
      rows,
    ),
  );
});
