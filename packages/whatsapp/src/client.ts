// A client of a WhatsApp HTTP gateway in Fonnte's shape (the README says what Fonnte
// documents): `POST {baseUrl}/send`, header `Authorization: <token>` (the device token, no
// scheme), form fields `target`, `message`, `countryCode`; the answer is JSON `{ "status": true,
// "id": ["…"], … }` or `{ "status": false, "reason": "…" }`, both with HTTP 200.
import {
  WhatsAppHttpError,
  WhatsAppInputError,
  WhatsAppMalformedResponseError,
  WhatsAppRejectedError,
  WhatsAppTimeoutError,
  WhatsAppUnreachableError,
} from './errors';
import { normalizeTarget } from './target';

/** Fonnte's own address; the API is told the gateway URL in its settings. */
export const FONNTE_BASE_URL = 'https://api.fonnte.com';
export const DEFAULT_TIMEOUT_MS = 10_000;
/** The longest message the client sends (Fonnte documents no limit; WhatsApp's is 65,536). */
export const MAX_MESSAGE_LENGTH = 65_536;
const QUOTE_LIMIT = 200;

export interface WhatsAppClientOptions {
  /** Default https://api.fonnte.com; a simulator's `baseUrl` in development and tests. */
  baseUrl?: string;
  /** The gateway's device token, sent as the `Authorization` header. */
  token: string;
  /** One limit for the whole answer (headers and body); default 10 s, 1 ms to 5 min. */
  timeoutMs?: number;
}

/** What the gateway said when it took a message. */
export interface WhatsAppSent {
  /** The gateway's message ids (one per target); the first is the outbox's providerId. */
  ids: string[];
  /** The number it was sent to, as the client wrote it (62…). */
  target: string;
  /** Fonnte's `detail`, e.g. "success! message in queue", when given. */
  detail?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function quote(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  if (flat === '') return 'an empty body';
  return JSON.stringify(flat.length > QUOTE_LIMIT ? `${flat.slice(0, QUOTE_LIMIT)}…` : flat);
}

/** Node's fetch wraps the socket error in `cause` (sometimes twice); find its code. */
function networkCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && isObject(current); depth++) {
    const code = current['code'];
    if (typeof code === 'string' && code !== 'UND_ERR_SOCKET') return code;
    current = current['cause'];
  }
  return undefined;
}

function isTimeout(err: unknown): boolean {
  return (
    (err instanceof Error || isObject(err)) &&
    ((err as { name?: unknown }).name === 'TimeoutError' ||
      (err as { name?: unknown }).name === 'AbortError')
  );
}

export class WhatsAppClient {
  readonly baseUrl: string;
  readonly timeoutMs: number;
  readonly #token: string;

  constructor(options: WhatsAppClientOptions) {
    const baseUrl = (options.baseUrl ?? FONNTE_BASE_URL).replace(/\/+$/, '');
    let protocol: string;
    try {
      protocol = new URL(baseUrl).protocol;
    } catch {
      protocol = '';
    }
    if (protocol !== 'http:' && protocol !== 'https:') {
      throw new WhatsAppInputError(`WhatsApp gateway URL must be http(s), got ${quote(baseUrl)}`);
    }
    if (typeof options.token !== 'string' || options.token.trim() === '') {
      throw new WhatsAppInputError('WhatsApp gateway settings incomplete: token missing');
    }
    const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > 300_000) {
      throw new WhatsAppInputError(
        `WhatsApp timeoutMs must be a whole number from 1 to 300000, got ${timeoutMs}`,
      );
    }
    this.baseUrl = baseUrl;
    this.timeoutMs = timeoutMs;
    this.#token = options.token.trim();
  }

  /**
   * Sends one text message to one phone (08…, +62…, 62…). Resolves when the gateway took it;
   * rejects with a WhatsAppError otherwise (WhatsAppInputError before anything is sent).
   */
  async send(phone: string, message: string): Promise<WhatsAppSent> {
    const target = normalizeTarget(phone);
    if (target === null) {
      throw new WhatsAppInputError(
        `WhatsApp message not sent: ${quote(phone)} is not an Indonesian mobile number`,
      );
    }
    if (message.trim() === '' || message.length > MAX_MESSAGE_LENGTH) {
      throw new WhatsAppInputError(
        `WhatsApp message not sent: the text must have 1 to ${MAX_MESSAGE_LENGTH} characters`,
      );
    }
    const url = `${this.baseUrl}/send`;
    const timedOut = (cause: unknown) =>
      new WhatsAppTimeoutError(
        `WhatsApp gateway timed out: no answer within ${this.timeoutMs} ms`,
        this.timeoutMs,
        { cause },
      );
    const signal = AbortSignal.timeout(this.timeoutMs);
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { accept: 'application/json', authorization: this.#token },
        // URLSearchParams: application/x-www-form-urlencoded, one of the two forms Fonnte reads.
        body: new URLSearchParams({ target, message, countryCode: '62' }),
        signal,
        redirect: 'manual',
      });
    } catch (err) {
      if (isTimeout(err)) throw timedOut(err);
      const code = networkCode(err);
      throw new WhatsAppUnreachableError(
        `WhatsApp gateway is unreachable at ${new URL(url).origin}${code ? ` (${code})` : ''}`,
        { cause: err },
      );
    }
    let text: string;
    try {
      text = await response.text();
    } catch (err) {
      if (isTimeout(err) || signal.aborted) throw timedOut(err);
      throw new WhatsAppUnreachableError('WhatsApp gateway closed the connection while answering', {
        httpStatus: response.status,
        cause: err,
      });
    }
    const httpStatus = response.status;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (err) {
      if (httpStatus < 200 || httpStatus > 299) {
        throw new WhatsAppHttpError(
          `WhatsApp gateway answered HTTP ${httpStatus}: ${quote(text)}`,
          { httpStatus, cause: err },
        );
      }
      throw new WhatsAppMalformedResponseError(
        `WhatsApp gateway answered HTTP ${httpStatus} with ${quote(text)}, not JSON`,
        { httpStatus, cause: err },
      );
    }
    if (isObject(json) && json['status'] === false) {
      const reason = json['reason'];
      throw new WhatsAppRejectedError(
        typeof reason === 'string' && reason.trim() !== ''
          ? reason.trim()
          : `HTTP ${httpStatus} without a reason`,
        { httpStatus },
      );
    }
    if (httpStatus < 200 || httpStatus > 299) {
      throw new WhatsAppHttpError(`WhatsApp gateway answered HTTP ${httpStatus}: ${quote(text)}`, {
        httpStatus,
      });
    }
    const ids = isObject(json) && Array.isArray(json['id']) ? json['id'] : null;
    if (
      !isObject(json) ||
      json['status'] !== true ||
      ids === null ||
      ids.length === 0 ||
      !ids.every((id) => typeof id === 'string' || typeof id === 'number')
    ) {
      throw new WhatsAppMalformedResponseError(
        `WhatsApp gateway answered HTTP ${httpStatus} with ${quote(text)}, not { "status": true, "id": [...] }`,
        { httpStatus },
      );
    }
    const detail = json['detail'];
    return {
      ids: ids.map(String),
      target,
      ...(typeof detail === 'string' ? { detail } : {}),
    };
  }
}
