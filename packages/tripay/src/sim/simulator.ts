// An HTTP Tripay for tests, demos and `pnpm dev`: the three API calls with Tripay's envelopes and
// refusals, transactions kept in memory, a checkout page whose buttons settle a transaction and send
// a signed callback to its callback_url, and switches to lose or repeat callbacks, answer detail
// with a chosen status, and slow down or break the API for timeout and error tests.
//
// Routes (API under both /api-sandbox and /api, like Tripay's sandbox and production):
//   GET  {base}/merchant/payment-channel        POST {base}/transaction/create
//   GET  {base}/transaction/detail?reference=   GET  /checkout/{reference}[?callback=send|twice|drop]
//   POST /checkout/{reference}/pay|expire       GET  /            (index of transactions)
//   GET  /_sim/state                            POST /_sim/config  (callbackMode, latencyMs, detailStatus, fault)
//   POST /_sim/transactions/{reference}/pay|expire|fail|refund|resend   { callback?, totalAmount? }
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody as readBytes } from 'sim-cli/http';
import { callbackSignature, constantTimeEqual, transactionSignature } from '../signature';
import {
  TRANSACTION_STATUSES,
  type TripayCallbackBody,
  type TripayCallbackStatus,
  type TripayInstruction,
  type TripayOrderItemLine,
  type TripayTransaction,
  type TripayTransactionStatus,
} from '../types';
import { defaultChannels, feeFor, toWire, type SimChannel } from './channels';
import {
  renderCheckoutPage,
  renderIndexPage,
  renderMessagePage,
  type CheckoutView,
} from './checkout-page';

export interface SimMerchant {
  merchantCode: string;
  apiKey: string;
  privateKey: string;
  /** Where callbacks go when a transaction names no callback_url (Tripay's merchant setting). */
  callbackUrl?: string;
}

/** send: once (default); twice: the same callback twice, one after the other; drop: none. */
export type CallbackMode = 'send' | 'twice' | 'drop';
export const CALLBACK_MODES: readonly CallbackMode[] = ['send', 'twice', 'drop'];

export type SimEndpoint = 'payment-channel' | 'transaction-create' | 'transaction-detail';
const SIM_ENDPOINTS: readonly SimEndpoint[] = [
  'payment-channel',
  'transaction-create',
  'transaction-detail',
];

/** How a broken Tripay answers an API call. */
export type SimFault =
  /** `{ success: false, message }` with this HTTP status (default 400). */
  | { kind: 'refuse'; message: string; httpStatus?: number }
  /** Any raw answer: an HTML error page, a body that is not JSON, a wrong envelope. */
  | { kind: 'raw'; httpStatus: number; body: string; contentType?: string }
  /** Never answers (until the simulator closes). */
  | { kind: 'hang' }
  /** Closes the connection without an answer. */
  | { kind: 'reset' };

export interface TripaySimulatorOptions extends SimMerchant {
  /** More merchants on the same simulator (one per router); each is told apart by its API key. */
  merchants?: SimMerchant[];
  /** Default 0: a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  channels?: SimChannel[];
  callbackMode?: CallbackMode;
  /** How long a callback may take before it counts as failed; default 10 s. */
  callbackTimeoutMs?: number;
  /** Delay before every API answer; default 0. */
  latencyMs?: number;
  /** How often UNPAID transactions past expired_time become EXPIRED (with a callback); default 1 s. */
  expirySweepMs?: number;
  /** Default expiry of a transaction created without expired_time: 24 h, like Tripay. */
  defaultExpirySeconds?: number;
}

export interface SimTransaction extends TripayTransaction {
  merchantCode: string;
  /** Unix ms. */
  createdAt: number;
}

export interface CallbackDelivery {
  reference: string;
  merchantRef: string;
  status: TripayCallbackStatus;
  url: string | null;
  /** 1, or 2 for the repeat of `twice` or a resend. */
  attempt: number;
  rawBody: string;
  signature: string;
  /** Not sent on purpose (mode `drop`). */
  dropped: boolean;
  /** The receiver's HTTP status, when it answered. */
  httpStatus: number | null;
  responseBody: string | null;
  /** Why it failed: unreachable, timed out, no callback_url. */
  error: string | null;
  /** Sent and answered with 2xx and `{ "success": true }`, what Tripay counts as delivered. */
  delivered: boolean;
  at: number;
}

export interface SettleOptions {
  /** Overrides the simulator's callback mode for this one change. */
  callback?: CallbackMode;
  /** A PAID callback's total_amount, to test an amount the merchant must refuse. */
  totalAmount?: number;
  note?: string;
}

export interface CallbackRequestOptions {
  status?: TripayCallbackStatus;
  totalAmount?: number;
  note?: string;
}

export interface CallbackRequest {
  /** The transaction's callback_url, else the merchant's. */
  url: string | null;
  rawBody: string;
  /** content-type, x-callback-event and x-callback-signature, as Tripay sends them. */
  headers: Record<string, string>;
}

export interface TripaySimulator {
  readonly host: string;
  readonly port: number;
  /** `http://host:port`, where the checkout pages are. */
  readonly origin: string;
  /** `{origin}/api-sandbox`: what TRIPAY_BASE_URL should be. */
  readonly baseUrl: string;
  /** 'transaction' (SimTransaction) on create, 'callback' (CallbackDelivery) after each delivery, 'request' ({ method, path, status }). */
  readonly events: EventEmitter;
  transactions(): SimTransaction[];
  /** By Tripay reference or by merchant_ref. */
  transaction(referenceOrMerchantRef: string): SimTransaction | undefined;
  /** Every callback sent, dropped or failed, oldest first. */
  deliveries(): CallbackDelivery[];
  /** Changes a transaction's status as Tripay would and sends the callback; resolves when sent. */
  settle(
    reference: string,
    status: TripayCallbackStatus,
    options?: SettleOptions,
  ): Promise<CallbackDelivery[]>;
  pay(reference: string, options?: SettleOptions): Promise<CallbackDelivery[]>;
  expire(reference: string, options?: SettleOptions): Promise<CallbackDelivery[]>;
  /** Sends the transaction's current status again (Tripay's retry). */
  resendCallback(reference: string): Promise<CallbackDelivery[]>;
  /**
   * The signed callback request Tripay would send for this transaction, built but not sent: for
   * tests that replay it (ten times, twenty at once) or tamper with it. `status` makes the body
   * say that status without changing the transaction.
   */
  callbackFor(reference: string, options?: CallbackRequestOptions): CallbackRequest;
  setCallbackMode(mode: CallbackMode): void;
  readonly callbackMode: CallbackMode;
  /** `transaction/detail` answers this status for this reference (null: the real one) without changing it. */
  setDetailStatus(reference: string, status: TripayTransactionStatus | null): void;
  setLatency(ms: number): void;
  /** The next `times` calls (default 1; Infinity for all) to `endpoint` (default all three) fail so. */
  failNext(fault: SimFault, options?: { endpoint?: SimEndpoint; times?: number }): void;
  clearFaults(): void;
  addMerchant(merchant: SimMerchant): void;
  close(): Promise<void>;
}

/** What Tripay's sandbox answers for these refusals. */
export const SIM_MESSAGES = {
  invalidApiKey: 'Invalid API Key',
  invalidSignature: 'Invalid signature',
  notFound: 'Transaction not found',
} as const;

/** A refusal inside a handler: answered as `{ success: false, message }`. */
class Refusal extends Error {
  constructor(
    readonly httpStatus: number,
    message: string,
  ) {
    super(message);
  }
}

const MAX_BODY_BYTES = 1024 * 1024;

/** The whole body as text; past 1 MiB a 413 refusal. */
async function readBody(req: http.IncomingMessage): Promise<string> {
  const body = await readBytes(
    req,
    MAX_BODY_BYTES,
    () => new Refusal(413, 'Request body too large'),
  );
  return body.toString('utf8');
}

type Fields = Record<string, unknown>;

/** A create body as JSON or as PHP's http_build_query form (`order_items[0][name]=...`). */
function parseCreateBody(raw: string, contentType: string | undefined): Fields {
  if (contentType?.includes('application/x-www-form-urlencoded')) {
    const fields: Fields = {};
    const items: Record<string, Fields> = {};
    for (const [key, value] of new URLSearchParams(raw)) {
      const item = /^order_items\[(\d+)\]\[(\w+)\]$/.exec(key);
      if (item) {
        const [, index = '0', field = ''] = item;
        (items[index] ??= {})[field] = value;
      } else {
        fields[key] = value;
      }
    }
    if (Object.keys(items).length > 0) {
      fields['order_items'] = Object.keys(items)
        .sort((a, b) => Number(a) - Number(b))
        .map((k) => items[k]);
    }
    return fields;
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new Refusal(400, 'Invalid JSON body');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Refusal(400, 'Invalid JSON body');
  }
  return json as Fields;
}

function asInteger(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return Number(value);
  return undefined;
}

function asText(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

function digits(count: number): string {
  let out = '';
  for (const byte of randomBytes(count)) out += String(byte % 10);
  return out;
}

function letters(count: number): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  let out = '';
  for (const byte of randomBytes(count)) out += alphabet[byte % alphabet.length];
  return out;
}

function instructionsFor(channel: SimChannel, payCode: string | null): TripayInstruction[] {
  if (channel.payCodeKind === 'virtual-account' && payCode) {
    return [
      {
        title: 'Internet Banking / Mobile Banking',
        steps: [
          `Buka aplikasi ${channel.name.replace(' Virtual Account', '')} Anda`,
          'Pilih menu Transfer lalu Virtual Account',
          `Masukkan nomor Virtual Account ${payCode}`,
          'Periksa detail transaksi lalu konfirmasi',
          'Transaksi selesai, simpan bukti pembayaran Anda',
        ],
      },
    ];
  }
  if (channel.payCodeKind === 'store' && payCode) {
    return [
      {
        title: `Bayar di ${channel.name}`,
        steps: [
          `Datang ke gerai ${channel.name} terdekat`,
          `Sampaikan ke kasir ingin membayar Tripay dengan kode ${payCode}`,
          'Bayar sesuai jumlah yang disebutkan kasir',
          'Simpan struk sebagai bukti pembayaran',
        ],
      },
    ];
  }
  if (channel.payCodeKind === 'qris') {
    return [
      {
        title: 'QRIS',
        steps: [
          'Buka aplikasi e-wallet atau mobile banking',
          'Pindai kode QR',
          'Konfirmasi pembayaran',
        ],
      },
    ];
  }
  return [];
}

const SETTLE_FROM: Record<TripayCallbackStatus, readonly TripayTransactionStatus[]> = {
  PAID: ['UNPAID'],
  EXPIRED: ['UNPAID'],
  FAILED: ['UNPAID'],
  REFUND: ['PAID'],
};

function isCallbackMode(value: unknown): value is CallbackMode {
  return typeof value === 'string' && (CALLBACK_MODES as readonly string[]).includes(value);
}

export async function startTripaySimulator(
  options: TripaySimulatorOptions,
): Promise<TripaySimulator> {
  const host = options.host ?? '127.0.0.1';
  const channels = options.channels ?? defaultChannels();
  const callbackTimeoutMs = options.callbackTimeoutMs ?? 10_000;
  const defaultExpirySeconds = options.defaultExpirySeconds ?? 24 * 60 * 60;
  const events = new EventEmitter();
  const merchantsByKey = new Map<string, SimMerchant>();
  const merchantsByCode = new Map<string, SimMerchant>();
  const addMerchant = (m: SimMerchant): void => {
    if (!m.merchantCode || !m.apiKey || !m.privateKey) {
      throw new Error('a simulated merchant needs merchantCode, apiKey and privateKey');
    }
    merchantsByKey.set(m.apiKey, m);
    merchantsByCode.set(m.merchantCode, m);
  };
  addMerchant(options);
  for (const m of options.merchants ?? []) addMerchant(m);

  const store = new Map<string, SimTransaction>();
  const detailOverrides = new Map<string, TripayTransactionStatus>();
  const deliveries: CallbackDelivery[] = [];
  const notices = new Map<string, CheckoutView['notice']>();
  let callbackMode: CallbackMode = options.callbackMode ?? 'send';
  let latencyMs = options.latencyMs ?? 0;
  let faults: { fault: SimFault; endpoint: SimEndpoint | undefined; left: number }[] = [];
  let sequence = 0;
  const timers = new Set<NodeJS.Timeout>();
  const hanging = new Set<http.ServerResponse>();
  let closed = false;

  const sleep = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent && !res.destroyed) {
        sendJson(res, 500, {
          success: false,
          message: `Simulator error: ${(err as Error).message}`,
        });
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const baseUrl = `${origin}/api-sandbox`;

  function sendJson(res: http.ServerResponse, status: number, body: unknown): void {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
    });
    res.end(text);
  }

  function sendHtml(res: http.ServerResponse, status: number, html: string): void {
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(html),
      // The pages use inline CSS and nothing else: no script, no external asset.
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self' http: https:",
    });
    res.end(html);
  }

  function redirect(res: http.ServerResponse, location: string): void {
    res.writeHead(303, { location, 'content-length': 0 });
    res.end();
  }

  function merchantOf(req: http.IncomingMessage): SimMerchant {
    const header = req.headers['authorization'];
    const match = typeof header === 'string' ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
    const key = match?.[1];
    if (key) {
      for (const [apiKey, merchant] of merchantsByKey) {
        if (constantTimeEqual(apiKey, key)) return merchant;
      }
    }
    throw new Refusal(401, SIM_MESSAGES.invalidApiKey);
  }

  function publicView(tx: SimTransaction): TripayTransaction {
    const { merchantCode: _m, createdAt: _c, ...wire } = tx;
    return wire;
  }

  function createTransaction(merchant: SimMerchant, body: Fields): SimTransaction {
    const missing = [
      'method',
      'merchant_ref',
      'amount',
      'customer_name',
      'customer_email',
      'signature',
    ].filter((key) => asText(body[key]) === undefined);
    if (missing.length > 0) throw new Refusal(400, `The ${missing[0]} field is required.`);
    const method = asText(body['method']) as string;
    const merchantRef = asText(body['merchant_ref']) as string;
    const amount = asInteger(body['amount']);
    if (amount === undefined || amount <= 0)
      throw new Refusal(400, 'The amount must be an integer.');
    const signature = asText(body['signature']) as string;
    const expected = transactionSignature(
      merchant.privateKey,
      merchant.merchantCode,
      merchantRef,
      amount,
    );
    if (!constantTimeEqual(expected, signature.toLowerCase())) {
      throw new Refusal(400, SIM_MESSAGES.invalidSignature);
    }
    const channel = channels.find((c) => c.code === method);
    if (!channel || !channel.active) {
      throw new Refusal(400, `Payment channel ${method} is not enabled for this merchant`);
    }
    if (amount < channel.minimumAmount || amount > channel.maximumAmount) {
      throw new Refusal(
        400,
        `Amount for ${channel.code} must be between ${channel.minimumAmount} and ${channel.maximumAmount}`,
      );
    }
    const rawItems = body['order_items'];
    if (!Array.isArray(rawItems) || rawItems.length === 0) {
      throw new Refusal(400, 'The order_items field is required.');
    }
    const items: TripayOrderItemLine[] = rawItems.map((raw: unknown, i) => {
      const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Fields;
      const name = asText(item['name']);
      const price = asInteger(item['price']);
      const quantity = asInteger(item['quantity']);
      if (name === undefined || price === undefined || quantity === undefined || quantity <= 0) {
        throw new Refusal(400, `order_items.${i} needs name, price and quantity`);
      }
      return {
        sku: asText(item['sku']) ?? null,
        name,
        price,
        quantity,
        subtotal: price * quantity,
        product_url: asText(item['product_url']) ?? null,
        image_url: asText(item['image_url']) ?? null,
      };
    });
    const itemsTotal = items.reduce((sum, item) => sum + item.subtotal, 0);
    if (itemsTotal !== amount) {
      throw new Refusal(
        400,
        `Total amount of order_items (${itemsTotal}) does not match amount (${amount})`,
      );
    }
    const now = Math.floor(Date.now() / 1000);
    let expiredTime = now + defaultExpirySeconds;
    if (
      body['expired_time'] !== undefined &&
      body['expired_time'] !== null &&
      body['expired_time'] !== ''
    ) {
      const given = asInteger(body['expired_time']);
      if (given === undefined || given <= now) {
        throw new Refusal(400, 'The expired_time must be a unix timestamp in the future.');
      }
      expiredTime = given;
    }
    sequence += 1;
    const reference = `DEV-${merchant.merchantCode}${String(sequence).padStart(5, '0')}${letters(5)}`;
    const feeMerchant = feeFor(channel.feeMerchant, amount, channel);
    const feeCustomer = feeFor(channel.feeCustomer, amount, channel);
    const checkoutUrl = `${origin}/checkout/${reference}`;
    const payCode =
      channel.payCodeKind === 'virtual-account'
        ? `8${digits(15)}`
        : channel.payCodeKind === 'store'
          ? `TRP${digits(10)}`
          : null;
    const tx: SimTransaction = {
      reference,
      merchant_ref: merchantRef,
      payment_selection_type: 'static',
      payment_method: channel.code,
      payment_name: channel.name,
      customer_name: asText(body['customer_name']) as string,
      customer_email: asText(body['customer_email']) as string,
      customer_phone: asText(body['customer_phone']) ?? null,
      callback_url: asText(body['callback_url']) ?? null,
      return_url: asText(body['return_url']) ?? null,
      amount,
      fee_merchant: feeMerchant,
      fee_customer: feeCustomer,
      total_fee: feeMerchant + feeCustomer,
      amount_received: amount - feeMerchant,
      pay_code: payCode,
      pay_url: channel.type === 'redirect' ? checkoutUrl : null,
      checkout_url: checkoutUrl,
      status: 'UNPAID',
      paid_at: null,
      expired_time: expiredTime,
      order_items: items,
      instructions: instructionsFor(channel, payCode),
      qr_string:
        channel.payCodeKind === 'qris' ? `SIMQRIS.${reference}.${amount + feeCustomer}` : null,
      qr_url: null,
      merchantCode: merchant.merchantCode,
      createdAt: Date.now(),
    };
    store.set(reference, tx);
    events.emit('transaction', tx);
    return tx;
  }

  function find(referenceOrMerchantRef: string): SimTransaction | undefined {
    const direct = store.get(referenceOrMerchantRef);
    if (direct) return direct;
    for (const tx of store.values()) if (tx.merchant_ref === referenceOrMerchantRef) return tx;
    return undefined;
  }

  function callbackBody(
    tx: SimTransaction,
    totalAmount?: number,
    note?: string,
  ): TripayCallbackBody {
    return {
      reference: tx.reference,
      merchant_ref: tx.merchant_ref,
      payment_method: tx.payment_name,
      payment_method_code: tx.payment_method,
      total_amount: totalAmount ?? tx.amount + tx.fee_customer,
      fee_merchant: tx.fee_merchant,
      fee_customer: tx.fee_customer,
      total_fee: tx.total_fee,
      amount_received: tx.amount_received,
      is_closed_payment: 1,
      status: tx.status as TripayCallbackStatus,
      paid_at: tx.paid_at,
      note: note ?? null,
    };
  }

  function signedCallback(tx: SimTransaction, body: TripayCallbackBody): CallbackRequest {
    const merchant = merchantsByCode.get(tx.merchantCode);
    const rawBody = JSON.stringify(body);
    return {
      url: tx.callback_url ?? merchant?.callbackUrl ?? null,
      rawBody,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'TriPay Callback (simulator)',
        'x-callback-event': 'payment_status',
        'x-callback-signature': callbackSignature(merchant?.privateKey ?? '', rawBody),
      },
    };
  }

  async function deliver(
    tx: SimTransaction,
    mode: CallbackMode,
    body: TripayCallbackBody,
    firstAttempt: number,
  ): Promise<CallbackDelivery[]> {
    const { url, rawBody, headers } = signedCallback(tx, body);
    const signature = headers['x-callback-signature'] ?? '';
    const base = {
      reference: tx.reference,
      merchantRef: tx.merchant_ref,
      status: body.status,
      url,
      rawBody,
      signature,
    };
    const results: CallbackDelivery[] = [];
    const record = (delivery: CallbackDelivery): void => {
      deliveries.push(delivery);
      results.push(delivery);
      events.emit('callback', delivery);
    };
    if (mode === 'drop') {
      record({
        ...base,
        attempt: firstAttempt,
        dropped: true,
        httpStatus: null,
        responseBody: null,
        error: null,
        delivered: false,
        at: Date.now(),
      });
      return results;
    }
    const attempts = mode === 'twice' ? 2 : 1;
    for (let i = 0; i < attempts; i++) {
      const attempt = firstAttempt + i;
      if (!url) {
        record({
          ...base,
          attempt,
          dropped: false,
          httpStatus: null,
          responseBody: null,
          error: 'no callback_url',
          delivered: false,
          at: Date.now(),
        });
        continue;
      }
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers,
          body: rawBody,
          signal: AbortSignal.timeout(callbackTimeoutMs),
          redirect: 'manual',
        });
        const responseBody = await response.text();
        let success = false;
        try {
          const parsed: unknown = JSON.parse(responseBody);
          success =
            typeof parsed === 'object' && parsed !== null && (parsed as Fields)['success'] === true;
        } catch {
          success = false;
        }
        record({
          ...base,
          attempt,
          dropped: false,
          httpStatus: response.status,
          responseBody,
          error: null,
          delivered: response.ok && success,
          at: Date.now(),
        });
      } catch (err) {
        const e = err as Error & { cause?: { code?: string } };
        const error =
          e.name === 'TimeoutError'
            ? `timed out after ${callbackTimeoutMs} ms`
            : (e.cause?.code ?? e.message);
        record({
          ...base,
          attempt,
          dropped: false,
          httpStatus: null,
          responseBody: null,
          error,
          delivered: false,
          at: Date.now(),
        });
      }
    }
    return results;
  }

  async function settle(
    reference: string,
    status: TripayCallbackStatus,
    settleOptions: SettleOptions = {},
  ): Promise<CallbackDelivery[]> {
    const tx = find(reference);
    if (!tx) throw new Refusal(404, SIM_MESSAGES.notFound);
    if (!SETTLE_FROM[status].includes(tx.status)) {
      throw new Refusal(
        409,
        `Transaction ${tx.reference} is ${tx.status}; it cannot become ${status}`,
      );
    }
    tx.status = status;
    if (status === 'PAID') tx.paid_at = Math.floor(Date.now() / 1000);
    const mode = settleOptions.callback ?? callbackMode;
    return deliver(tx, mode, callbackBody(tx, settleOptions.totalAmount, settleOptions.note), 1);
  }

  async function resend(reference: string): Promise<CallbackDelivery[]> {
    const tx = find(reference);
    if (!tx) throw new Refusal(404, SIM_MESSAGES.notFound);
    if (tx.status === 'UNPAID')
      throw new Refusal(409, `Transaction ${tx.reference} is UNPAID: nothing to call back`);
    const previous = deliveries.filter((d) => d.reference === tx.reference).length;
    return deliver(tx, 'send', callbackBody(tx), previous + 1);
  }

  function takeFault(endpoint: SimEndpoint): SimFault | undefined {
    const entry = faults.find(
      (f) => f.left > 0 && (f.endpoint === undefined || f.endpoint === endpoint),
    );
    if (!entry) return undefined;
    entry.left -= 1;
    faults = faults.filter((f) => f.left > 0);
    return entry.fault;
  }

  function summary(result: CallbackDelivery[]): CheckoutView['notice'] {
    if (result.length === 0) return null;
    const parts = result.map((d) => {
      if (d.dropped) return 'callback dropped (switch "drop")';
      if (d.error) return `callback failed: ${d.error}`;
      return `callback to ${d.url} answered HTTP ${d.httpStatus} ${d.responseBody?.slice(0, 80) ?? ''}`.trim();
    });
    const tone = result.every((d) => d.delivered)
      ? 'ok'
      : result.some((d) => d.dropped)
        ? 'warn'
        : 'error';
    return { tone, text: `${result.length > 1 ? `${result.length}× ` : ''}${parts.join(' · ')}` };
  }

  async function handleApi(
    endpoint: SimEndpoint,
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: URL,
  ): Promise<number> {
    if (latencyMs > 0) await sleep(latencyMs);
    if (closed || res.destroyed) return 0;
    const fault = takeFault(endpoint);
    if (fault) {
      switch (fault.kind) {
        case 'refuse':
          sendJson(res, fault.httpStatus ?? 400, { success: false, message: fault.message });
          return fault.httpStatus ?? 400;
        case 'raw':
          res.writeHead(fault.httpStatus, { 'content-type': fault.contentType ?? 'text/html' });
          res.end(fault.body);
          return fault.httpStatus;
        case 'hang':
          hanging.add(res);
          res.on('close', () => hanging.delete(res));
          return 0;
        case 'reset':
          req.socket.destroy();
          return 0;
      }
    }
    const wantMethod = endpoint === 'transaction-create' ? 'POST' : 'GET';
    if (req.method !== wantMethod)
      throw new Refusal(405, `Method ${req.method} is not allowed here`);
    const merchant = merchantOf(req);
    if (endpoint === 'payment-channel') {
      const iconBase = `${origin}/icons`;
      const code = url.searchParams.get('code');
      const listed = channels
        .filter((c) => !code || c.code === code)
        .map((c) => toWire(c, iconBase));
      sendJson(res, 200, { success: true, message: 'Success', data: listed });
      return 200;
    }
    if (endpoint === 'transaction-create') {
      const raw = await readBody(req);
      const tx = createTransaction(merchant, parseCreateBody(raw, req.headers['content-type']));
      sendJson(res, 200, { success: true, message: '', data: publicView(tx) });
      return 200;
    }
    const reference = url.searchParams.get('reference');
    if (!reference) throw new Refusal(400, 'The reference field is required.');
    const tx = store.get(reference);
    if (!tx || tx.merchantCode !== merchant.merchantCode)
      throw new Refusal(404, SIM_MESSAGES.notFound);
    const view = publicView(tx);
    const override = detailOverrides.get(tx.reference);
    if (override) {
      view.status = override;
      if (override === 'PAID' && view.paid_at === null)
        view.paid_at = Math.floor(Date.now() / 1000);
    }
    sendJson(res, 200, { success: true, message: '', data: view });
    return 200;
  }

  async function handleControl(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    path: string,
  ): Promise<number> {
    if (req.method === 'GET' && path === '/_sim/state') {
      sendJson(res, 200, {
        success: true,
        data: {
          callbackMode,
          latencyMs,
          transactions: [...store.values()],
          deliveries,
        },
      });
      return 200;
    }
    const raw = req.method === 'POST' ? await readBody(req) : '';
    let body: Fields = {};
    if (raw.trim() !== '') {
      try {
        const parsed: unknown = JSON.parse(raw);
        if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
          body = parsed as Fields;
      } catch {
        throw new Refusal(400, 'Invalid JSON body');
      }
    }
    if (req.method === 'POST' && path === '/_sim/config') {
      if (body['callbackMode'] !== undefined) {
        if (!isCallbackMode(body['callbackMode']))
          throw new Refusal(400, 'callbackMode must be send, twice or drop');
        callbackMode = body['callbackMode'];
      }
      if (body['latencyMs'] !== undefined) {
        const ms = asInteger(body['latencyMs']);
        if (ms === undefined) throw new Refusal(400, 'latencyMs must be a whole number');
        latencyMs = ms;
      }
      const detail = body['detailStatus'] as Fields | undefined;
      if (detail !== undefined) {
        const reference = asText(detail?.['reference']);
        const status = detail?.['status'];
        if (
          !reference ||
          (status !== null && !(TRANSACTION_STATUSES as readonly unknown[]).includes(status))
        ) {
          throw new Refusal(400, 'detailStatus needs reference and a status (or null)');
        }
        controls.setDetailStatus(reference, status as TripayTransactionStatus | null);
      }
      if (body['fault'] === null) controls.clearFaults();
      else if (body['fault'] !== undefined) {
        const fault = body['fault'] as SimFault;
        if (
          !['refuse', 'raw', 'hang', 'reset'].includes((fault as { kind?: string })?.kind ?? '')
        ) {
          throw new Refusal(400, 'fault.kind must be refuse, raw, hang or reset');
        }
        const endpoint = body['endpoint'];
        if (endpoint !== undefined && !SIM_ENDPOINTS.includes(endpoint as SimEndpoint)) {
          throw new Refusal(400, `endpoint must be one of ${SIM_ENDPOINTS.join(', ')}`);
        }
        const times = body['times'] === 'always' ? Infinity : (asInteger(body['times']) ?? 1);
        controls.failNext(fault, { endpoint: body['endpoint'] as SimEndpoint | undefined, times });
      }
      sendJson(res, 200, { success: true, data: { callbackMode, latencyMs } });
      return 200;
    }
    const action = /^\/_sim\/transactions\/([^/]+)\/(pay|expire|fail|refund|resend)$/.exec(path);
    if (req.method === 'POST' && action) {
      const reference = decodeURIComponent(action[1] ?? '');
      const verb = action[2];
      const callback = body['callback'];
      if (callback !== undefined && !isCallbackMode(callback)) {
        throw new Refusal(400, 'callback must be send, twice or drop');
      }
      const totalAmount =
        body['totalAmount'] === undefined ? undefined : asInteger(body['totalAmount']);
      const settleOptions: SettleOptions = { callback, totalAmount };
      const statusOf = {
        pay: 'PAID',
        expire: 'EXPIRED',
        fail: 'FAILED',
        refund: 'REFUND',
      } as const;
      const result =
        verb === 'resend'
          ? await resend(reference)
          : await settle(reference, statusOf[verb as keyof typeof statusOf], settleOptions);
      sendJson(res, 200, { success: true, data: result });
      return 200;
    }
    throw new Refusal(404, 'Not found');
  }

  async function handleCheckout(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    url: URL,
  ): Promise<number> {
    const match = /^\/checkout\/([^/]+)(?:\/(pay|expire))?$/.exec(url.pathname);
    const tx = match ? store.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (!match || !tx) {
      sendHtml(
        res,
        404,
        renderMessagePage(
          'Transaksi tidak ditemukan',
          `Tidak ada transaksi ${url.pathname.split('/')[2] ?? ''}.`,
        ),
      );
      return 404;
    }
    const action = match[2];
    if (action && req.method === 'POST') {
      const form = new URLSearchParams(await readBody(req));
      const requested = form.get('callback');
      const mode = isCallbackMode(requested) ? requested : callbackMode;
      try {
        const result = await settle(tx.reference, action === 'pay' ? 'PAID' : 'EXPIRED', {
          callback: mode,
        });
        notices.set(tx.reference, summary(result));
      } catch (err) {
        notices.set(tx.reference, { tone: 'error', text: (err as Error).message });
      }
      redirect(
        res,
        `/checkout/${encodeURIComponent(tx.reference)}${mode === callbackMode ? '' : `?callback=${mode}`}`,
      );
      return 303;
    }
    if (req.method !== 'GET') {
      sendHtml(res, 405, renderMessagePage('Method not allowed', `${req.method} ${url.pathname}`));
      return 405;
    }
    const requested = url.searchParams.get('callback');
    sendHtml(
      res,
      200,
      renderCheckoutPage({
        tx,
        merchantCode: tx.merchantCode,
        callbackMode: isCallbackMode(requested) ? requested : callbackMode,
        notice: notices.get(tx.reference) ?? null,
      }),
    );
    return 200;
  }

  function icon(res: http.ServerResponse, code: string): number {
    const label = code.replace(/[^A-Z0-9]/gi, '').slice(0, 6);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32" viewBox="0 0 96 32"><rect width="96" height="32" rx="6" fill="#1f3a8a"/><text x="48" y="21" font-family="sans-serif" font-size="13" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`;
    res.writeHead(200, {
      'content-type': 'image/svg+xml',
      'content-length': Buffer.byteLength(svg),
    });
    res.end(svg);
    return 200;
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', origin);
    const path = url.pathname;
    let status = 0;
    try {
      const api =
        /^\/api(?:-sandbox)?(\/merchant\/payment-channel|\/transaction\/create|\/transaction\/detail)\/?$/.exec(
          path,
        );
      if (api) {
        const endpoint: SimEndpoint =
          api[1] === '/merchant/payment-channel'
            ? 'payment-channel'
            : api[1] === '/transaction/create'
              ? 'transaction-create'
              : 'transaction-detail';
        status = await handleApi(endpoint, req, res, url);
      } else if (path.startsWith('/api-sandbox/') || path.startsWith('/api/')) {
        throw new Refusal(404, 'Endpoint not found');
      } else if (path.startsWith('/_sim/')) {
        status = await handleControl(req, res, path);
      } else if (path.startsWith('/checkout/')) {
        status = await handleCheckout(req, res, url);
      } else if (path.startsWith('/icons/') && req.method === 'GET') {
        status = icon(res, path.slice('/icons/'.length).replace(/\.svg$/, ''));
      } else if (path === '/' && req.method === 'GET') {
        const rows = [...store.values()]
          .reverse()
          .map((tx) => ({ tx: publicView(tx), merchantCode: tx.merchantCode }));
        sendHtml(res, 200, renderIndexPage(rows, baseUrl));
        status = 200;
      } else {
        throw new Refusal(404, 'Not found');
      }
    } catch (err) {
      if (!(err instanceof Refusal)) throw err;
      if (!res.headersSent && !res.destroyed)
        sendJson(res, err.httpStatus, { success: false, message: err.message });
      status = err.httpStatus;
    }
    events.emit('request', { method: req.method, path, status });
  }

  // UNPAID transactions past their expiry become EXPIRED, with a callback, as at Tripay.
  const sweep = setInterval(() => {
    const now = Math.floor(Date.now() / 1000);
    for (const tx of store.values()) {
      if (tx.status === 'UNPAID' && tx.expired_time <= now) {
        settle(tx.reference, 'EXPIRED').catch(() => undefined);
      }
    }
  }, options.expirySweepMs ?? 1000);
  sweep.unref();

  const controls: TripaySimulator = {
    host,
    port,
    origin,
    baseUrl,
    events,
    get callbackMode() {
      return callbackMode;
    },
    transactions: () => [...store.values()],
    transaction: find,
    deliveries: () => [...deliveries],
    settle,
    pay: (reference, o) => settle(reference, 'PAID', o),
    expire: (reference, o) => settle(reference, 'EXPIRED', o),
    resendCallback: resend,
    callbackFor(reference, o = {}) {
      const tx = find(reference);
      if (!tx) throw new Refusal(404, SIM_MESSAGES.notFound);
      const body = callbackBody(tx, o.totalAmount, o.note);
      if (o.status) {
        body.status = o.status;
        if (o.status === 'PAID' && body.paid_at === null)
          body.paid_at = Math.floor(Date.now() / 1000);
      }
      return signedCallback(tx, body);
    },
    setCallbackMode(mode) {
      if (!isCallbackMode(mode))
        throw new Error(`callback mode must be send, twice or drop, got ${String(mode)}`);
      callbackMode = mode;
    },
    setDetailStatus(reference, status) {
      const tx = find(reference);
      if (!tx) throw new Refusal(404, SIM_MESSAGES.notFound);
      if (status === null) detailOverrides.delete(tx.reference);
      else detailOverrides.set(tx.reference, status);
    },
    setLatency(ms) {
      latencyMs = Math.max(0, ms);
    },
    failNext(fault, o = {}) {
      faults.push({ fault, endpoint: o.endpoint, left: o.times ?? 1 });
    },
    clearFaults() {
      faults = [];
    },
    addMerchant,
    async close() {
      if (closed) return;
      closed = true;
      clearInterval(sweep);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
  return controls;
}
