// A small typed client for the three Tripay calls the shop needs. Node's global fetch, one timeout
// for the whole exchange (headers and body), and every failure a TripayError (errors.ts).
import { networkCode, quote } from 'outbound-http';
import {
  TripayInputError,
  TripayMalformedResponseError,
  TripayRefusedError,
  TripayTimeoutError,
  TripayUnreachableError,
  type TripayEndpoint,
} from './errors';
import { ShapeError, isObject, readPaymentChannels, readTransaction } from './shape';
import { transactionSignature } from './signature';
import type { CreateTransactionInput, TripayPaymentChannel, TripayTransaction } from './types';

/** Tripay's sandbox API, the default base URL. Production is `https://tripay.co.id/api`. */
export const TRIPAY_SANDBOX_URL = 'https://tripay.co.id/api-sandbox';
export const DEFAULT_TIMEOUT_MS = 10_000;

/** `TRIPAY_BASE_URL` from the environment, else the sandbox; without a trailing slash. */
export function tripayBaseUrl(env: Record<string, string | undefined> = process.env): string {
  const value = env['TRIPAY_BASE_URL']?.trim();
  return (value ? value : TRIPAY_SANDBOX_URL).replace(/\/+$/, '');
}

export interface TripayCredentials {
  merchantCode: string;
  apiKey: string;
  privateKey: string;
}

export interface TripayClientOptions extends TripayCredentials {
  /** Default: `tripayBaseUrl()` (TRIPAY_BASE_URL, else the sandbox). */
  baseUrl?: string;
  /** For one whole call, headers and body; default 10 s. */
  timeoutMs?: number;
}

const PATHS: Record<TripayEndpoint, string> = {
  'payment-channel': '/merchant/payment-channel',
  'transaction-create': '/transaction/create',
  'transaction-detail': '/transaction/detail',
};

/** The most of an unexpected answer quoted in an error message. */
const QUOTE_LIMIT = 120;

function isTimeout(err: unknown): boolean {
  return isObject(err) && (err['name'] === 'TimeoutError' || err['name'] === 'AbortError');
}

function checkInput(input: CreateTransactionInput): void {
  const problems: string[] = [];
  const need = (value: unknown, name: string): void => {
    if (typeof value !== 'string' || value.trim() === '') problems.push(`${name} is required`);
  };
  need(input.method, 'method');
  need(input.merchant_ref, 'merchant_ref');
  need(input.customer_name, 'customer_name');
  need(input.customer_email, 'customer_email');
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    problems.push('amount must be a whole number of rupiah above 0');
  }
  if (!Array.isArray(input.order_items) || input.order_items.length === 0) {
    problems.push('order_items needs at least one item');
  } else {
    input.order_items.forEach((item, i) => {
      if (typeof item?.name !== 'string' || item.name.trim() === '') {
        problems.push(`order_items[${i}].name is required`);
      }
      if (!Number.isSafeInteger(item?.price) || item.price < 0) {
        problems.push(`order_items[${i}].price must be a whole number of rupiah`);
      }
      if (!Number.isSafeInteger(item?.quantity) || item.quantity < 1) {
        problems.push(`order_items[${i}].quantity must be a whole number from 1`);
      }
    });
    const total = input.order_items.reduce((sum, item) => sum + item.price * item.quantity, 0);
    if (total !== input.amount) {
      problems.push(`order_items add up to ${total}, not the amount ${input.amount}`);
    }
  }
  if (input.expired_time !== undefined && !Number.isSafeInteger(input.expired_time)) {
    problems.push('expired_time must be unix seconds');
  }
  if (problems.length > 0) {
    throw new TripayInputError(`Tripay transaction not sent: ${problems.join('; ')}`, {
      endpoint: 'transaction-create',
    });
  }
}

export class TripayClient {
  readonly baseUrl: string;
  readonly merchantCode: string;
  readonly timeoutMs: number;
  readonly #apiKey: string;
  readonly #privateKey: string;

  constructor(options: TripayClientOptions) {
    this.baseUrl = (options.baseUrl ?? tripayBaseUrl()).replace(/\/+$/, '');
    this.merchantCode = options.merchantCode;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#apiKey = options.apiKey;
    this.#privateKey = options.privateKey;
    const missing = (['merchantCode', 'apiKey', 'privateKey'] as const).filter(
      (key) => typeof options[key] !== 'string' || options[key].trim() === '',
    );
    if (missing.length > 0) {
      throw new TripayInputError(`Tripay settings incomplete: ${missing.join(', ')} missing`);
    }
    // Node's timers fire at once past 2^31 - 1 ms, so a longer timeout would be none at all.
    if (!Number.isFinite(this.timeoutMs) || this.timeoutMs <= 0 || this.timeoutMs > 2_147_483_647) {
      throw new TripayInputError(
        `timeoutMs must be from 1 to 2147483647, got ${options.timeoutMs}`,
      );
    }
    let protocol = '';
    try {
      protocol = new URL(this.baseUrl).protocol;
    } catch {
      protocol = '';
    }
    if (protocol !== 'http:' && protocol !== 'https:') {
      throw new TripayInputError(
        `Tripay base URL must be an http(s) URL, got ${JSON.stringify(this.baseUrl)} (TRIPAY_BASE_URL)`,
      );
    }
  }

  /** `GET /merchant/payment-channel`: the channels enabled for this merchant, with their fees. */
  async paymentChannels(): Promise<TripayPaymentChannel[]> {
    const data = await this.#call('payment-channel', { method: 'GET' });
    return this.#read('payment-channel', () => readPaymentChannels(data));
  }

  /** `POST /transaction/create` (closed payment); the client adds the signature. */
  async createTransaction(input: CreateTransactionInput): Promise<TripayTransaction> {
    checkInput(input);
    const body = {
      ...input,
      signature: transactionSignature(
        this.#privateKey,
        this.merchantCode,
        input.merchant_ref,
        input.amount,
      ),
    };
    const data = await this.#call('transaction-create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const tx = this.#read('transaction-create', () => readTransaction(data));
    // An answer about another transaction must never be stored as this one's.
    if (tx.merchant_ref !== input.merchant_ref) {
      throw new TripayMalformedResponseError(
        `Tripay answered transaction-create for merchant_ref ${JSON.stringify(tx.merchant_ref)}, not ${JSON.stringify(input.merchant_ref)}`,
        { endpoint: 'transaction-create', httpStatus: 200 },
      );
    }
    return tx;
  }

  /** `GET /transaction/detail?reference=`: a transaction as Tripay has it now (reconciliation). */
  async transactionDetail(reference: string): Promise<TripayTransaction> {
    if (typeof reference !== 'string' || reference.trim() === '') {
      throw new TripayInputError('Tripay detail not asked: reference is required', {
        endpoint: 'transaction-detail',
      });
    }
    const data = await this.#call('transaction-detail', {
      method: 'GET',
      query: `?reference=${encodeURIComponent(reference)}`,
    });
    const tx = this.#read('transaction-detail', () => readTransaction(data));
    if (tx.reference !== reference) {
      throw new TripayMalformedResponseError(
        `Tripay answered transaction-detail for reference ${JSON.stringify(tx.reference)}, not ${JSON.stringify(reference)}`,
        { endpoint: 'transaction-detail', httpStatus: 200 },
      );
    }
    return tx;
  }

  #read<T>(endpoint: TripayEndpoint, read: () => T): T {
    try {
      return read();
    } catch (err) {
      if (err instanceof ShapeError) {
        throw new TripayMalformedResponseError(
          `Tripay answered ${endpoint} with unusable data: ${err.message}`,
          { endpoint, httpStatus: 200, cause: err },
        );
      }
      throw err;
    }
  }

  /** Sends one request and returns the envelope's `data` (success) or throws a TripayError. */
  async #call(
    endpoint: TripayEndpoint,
    request: {
      method: 'GET' | 'POST';
      headers?: Record<string, string>;
      body?: string;
      query?: string;
    },
  ): Promise<unknown> {
    const url = `${this.baseUrl}${PATHS[endpoint]}${request.query ?? ''}`;
    const timedOut = (cause: unknown): TripayTimeoutError =>
      new TripayTimeoutError(
        `Tripay timed out: no answer to ${endpoint} within ${this.timeoutMs} ms`,
        this.timeoutMs,
        { endpoint, cause },
      );
    const signal = AbortSignal.timeout(this.timeoutMs);
    let response: Response;
    try {
      response = await fetch(url, {
        method: request.method,
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${this.#apiKey}`,
          ...request.headers,
        },
        body: request.body,
        signal,
        // A redirect (a login page, a moved API) is not an answer: it surfaces as a malformed one.
        redirect: 'manual',
      });
    } catch (err) {
      if (isTimeout(err)) throw timedOut(err);
      const code = networkCode(err);
      throw new TripayUnreachableError(
        `Tripay is unreachable at ${new URL(url).origin}${code ? ` (${code})` : ''}`,
        { endpoint, cause: err },
      );
    }
    let text: string;
    try {
      text = await response.text();
    } catch (err) {
      if (isTimeout(err) || signal.aborted) throw timedOut(err);
      throw new TripayUnreachableError(`Tripay closed the connection while answering ${endpoint}`, {
        endpoint,
        httpStatus: response.status,
        cause: err,
      });
    }
    const httpStatus = response.status;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (err) {
      throw new TripayMalformedResponseError(
        `Tripay answered ${endpoint} with HTTP ${httpStatus} and ${quote(text, QUOTE_LIMIT)}, not JSON`,
        { endpoint, httpStatus, cause: err },
      );
    }
    if (!isObject(json) || typeof json['success'] !== 'boolean') {
      throw new TripayMalformedResponseError(
        `Tripay answered ${endpoint} with HTTP ${httpStatus} and ${quote(text, QUOTE_LIMIT)}, not its { success, message, data } envelope`,
        { endpoint, httpStatus },
      );
    }
    if (json['success'] === false) {
      const message = json['message'];
      throw new TripayRefusedError(
        typeof message === 'string' && message.trim() !== ''
          ? message.trim()
          : `HTTP ${httpStatus} without a message`,
        { endpoint, httpStatus },
      );
    }
    if (httpStatus < 200 || httpStatus > 299) {
      throw new TripayMalformedResponseError(
        `Tripay answered ${endpoint} with HTTP ${httpStatus} yet success: true`,
        { endpoint, httpStatus },
      );
    }
    if (!('data' in json)) {
      throw new TripayMalformedResponseError(
        `Tripay answered ${endpoint} with success but no data`,
        {
          endpoint,
          httpStatus,
        },
      );
    }
    return json['data'];
  }
}

export function createTripayClient(options: TripayClientOptions): TripayClient {
  return new TripayClient(options);
}
