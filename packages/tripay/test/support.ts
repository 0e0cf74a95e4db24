// Test helpers: a merchant's credentials, a simulator started with them, and a small HTTP server
// that stands for the shop's callback endpoint and records exactly what arrived.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { TripayClient } from '../src';
import type { CreateTransactionInput } from '../src';
import {
  startTripaySimulator,
  type TripaySimulator,
  type TripaySimulatorOptions,
} from '../src/sim';

export const MERCHANT = {
  merchantCode: 'T0001',
  apiKey: 'DEV-sim-api-key-0001',
  privateKey: 'priv-sim-key-0001',
};

export function startSim(extra: Partial<TripaySimulatorOptions> = {}): Promise<TripaySimulator> {
  return startTripaySimulator({
    ...MERCHANT,
    expirySweepMs: 100,
    callbackTimeoutMs: 2_000,
    ...extra,
  });
}

export function clientFor(
  sim: TripaySimulator,
  extra: Partial<ConstructorParameters<typeof TripayClient>[0]> = {},
): TripayClient {
  return new TripayClient({ ...MERCHANT, baseUrl: sim.baseUrl, timeoutMs: 2_000, ...extra });
}

let refs = 0;
/** A valid closed-transaction request for 150,000 rupiah on BRI's virtual account. */
export function order(extra: Partial<CreateTransactionInput> = {}): CreateTransactionInput {
  refs += 1;
  return {
    method: 'BRIVA',
    merchant_ref: `INV-${process.pid}-${refs}`,
    amount: 150_000,
    customer_name: 'Budi Santoso',
    customer_email: 'budi@example.com',
    customer_phone: '081234567890',
    order_items: [
      { sku: 'PPP-10M-30', name: 'Paket 10 Mbps 30 hari', price: 150_000, quantity: 1 },
    ],
    ...extra,
  };
}

export interface ReceivedCallback {
  rawBody: string;
  headers: http.IncomingHttpHeaders;
}

export interface Receiver {
  url: string;
  received: ReceivedCallback[];
  /** What the receiver answers (default 200 `{"success":true}`). */
  answer: { status: number; body: string };
  /** Resolves once `count` callbacks have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedCallback[]>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const received: ReceivedCallback[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const receiver: Partial<Receiver> = {
    received,
    answer: { status: 200, body: '{"success":true}' },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ rawBody: Buffer.concat(chunks).toString('utf8'), headers: req.headers });
      const { status, body } = receiver.answer as Receiver['answer'];
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
      for (const w of waiters.filter((w) => received.length >= w.count)) w.resolve();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/api/payments/tripay/callback`,
    waitFor(count: number, timeoutMs = 3_000) {
      if (received.length >= count) return Promise.resolve(received);
      return new Promise<ReceivedCallback[]>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`only ${received.length} of ${count} callbacks arrived`)),
          timeoutMs,
        );
        waiters.push({
          count,
          resolve: () => {
            clearTimeout(timer);
            resolve(received);
          },
        });
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  }) as Receiver;
}

/** A port that was free a moment ago and has nothing listening now. */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
