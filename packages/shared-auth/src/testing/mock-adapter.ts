import {
  AxiosError,
  AxiosHeaders,
  CanceledError,
  type AxiosAdapter,
  type AxiosProgressEvent,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/**
 * A fake network for axios: every request is recorded as the server would see it and answered by
 * the test's plan (a handler, or a table keyed `METHOD /path`). Everything above the transport —
 * interceptors, bearer token, refresh and replay, error handling — runs for real. A request the
 * plan has no answer for fails and is listed in `unplanned`. Test code only: never imported by an
 * app's own modules (it is reached through the `shared-auth/testing` entry).
 */

/** An answer from the server. */
export interface MockReply {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/** The request never got an answer (server down, DNS, CORS): axios's `ERR_NETWORK`. */
export interface NetworkErrorReply {
  networkError: true;
}

export type Reply = MockReply | NetworkErrorReply;

export interface RecordedRequest {
  /** Upper case: 'GET', 'POST', … */
  method: string;
  /** As the caller passed it, relative to the client's base URL: '/customers'. */
  url: string;
  /** The base URL joined with `url`, as the server sees it: '/api/customers'. */
  fullUrl: string;
  params: Record<string, unknown>;
  /** A JSON body parsed; another body (FormData, plain text) as the caller built it; null when none. */
  body: unknown;
  headers: Record<string, unknown>;
  /** The Authorization header, null when none was sent. */
  authorization: string | null;
  /** The request's abort signal, if it has one. */
  signal: AbortSignal | null;
  /** Reports upload progress to the caller, as the browser would while sending the body. */
  reportUpload(loaded: number, total: number): void;
}

/** Answers one request; `undefined` means the test did not plan it (the request fails). */
export type Handler = (request: RecordedRequest) => Reply | undefined | Promise<Reply | undefined>;

/** Answers by `METHOD /path` (the path as the caller passed it); a value is a fixed reply. */
export type ReplyTable = Record<string, Reply | Handler>;

export interface MockNetwork {
  /** The transport to give an axios instance (`adapter`), or installed by `mockHttp`. */
  adapter: AxiosAdapter;
  requests: RecordedRequest[];
  /** `METHOD /path` of every request the plan had no answer for. */
  unplanned: string[];
  /** Requests with this method and exact (relative) path. */
  calls(method: string, url: string): RecordedRequest[];
}

/** What the server saw of a request, in the fields a session test compares as a whole. */
export function seenByServer(request: RecordedRequest): {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
} {
  const { method, fullUrl, authorization, body } = request;
  return { method, url: fullUrl, authorization, body };
}

function joinUrl(baseURL: string | undefined, url: string): string {
  if (!baseURL || /^([a-z][a-z\d+\-.]*:)?\/\//i.test(url)) return url;
  return url ? `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}` : baseURL;
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data ?? null;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

function abortSignalOf(config: InternalAxiosRequestConfig): AbortSignal | null {
  const signal = config.signal as AbortSignal | undefined;
  return signal && typeof signal.addEventListener === 'function' ? signal : null;
}

function record(config: InternalAxiosRequestConfig): RecordedRequest {
  const headers = AxiosHeaders.from(config.headers);
  const authorization = headers.get('Authorization');
  const url = config.url ?? '';
  return {
    method: (config.method ?? 'get').toUpperCase(),
    url,
    fullUrl: joinUrl(config.baseURL, url),
    params: { ...(config.params as Record<string, unknown> | undefined) },
    body: parseBody(config.data),
    headers: headers.toJSON(),
    authorization: typeof authorization === 'string' ? authorization : null,
    signal: abortSignalOf(config),
    reportUpload: (loaded, total) => {
      const event: AxiosProgressEvent = {
        loaded,
        total,
        progress: loaded / total,
        bytes: loaded,
        upload: true,
        lengthComputable: true,
      };
      config.onUploadProgress?.(event);
    },
  };
}

function handlerOf(plan: Handler | ReplyTable): Handler {
  if (typeof plan === 'function') return plan;
  return (request) => {
    const planned = plan[`${request.method} ${request.url}`];
    return typeof planned === 'function' ? planned(request) : planned;
  };
}

/** Settles as axios's own adapters do: `validateStatus` decides, the error carries the response. */
function settle(config: InternalAxiosRequestConfig, reply: MockReply): AxiosResponse {
  const response: AxiosResponse = {
    data: reply.data ?? null,
    status: reply.status,
    statusText: String(reply.status),
    headers: new AxiosHeaders(reply.headers),
    config,
    request: {},
  };
  if (!config.validateStatus || config.validateStatus(reply.status)) return response;
  throw new AxiosError(
    `Request failed with status code ${reply.status}`,
    reply.status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE,
    config,
    response.request,
    response,
  );
}

const TABLE_PREFERENCES = /^\/me\/preferences\/tables\/([^/?]+)$/;

/**
 * What the network answers when the plan does not: a table's column choices
 * (`/me/preferences/tables/{id}`), which every list reads when it opens (docs/rules/reports.md) —
 * none saved, and a save taken as sent. A test about them plans its own answer.
 */
export function standingReply(request: RecordedRequest): MockReply | undefined {
  const table = TABLE_PREFERENCES.exec(request.url);
  if (!table || !['GET', 'PUT'].includes(request.method)) return undefined;
  const saved =
    request.method === 'PUT' && typeof request.body === 'object' && request.body !== null
      ? request.body
      : { hidden: [], shown: [], order: [] };
  return {
    status: 200,
    data: {
      success: true,
      data: { tableId: decodeURIComponent(table[1] ?? ''), ...saved, updatedAt: null },
    },
  };
}

/** A fake network answering from `plan`; give its `adapter` to an axios instance. */
export function createMockAdapter(plan: Handler | ReplyTable): MockNetwork {
  const handler = handlerOf(plan);
  const requests: RecordedRequest[] = [];
  const unplanned: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const request = record(config);
    requests.push(request);
    const { signal } = request;
    // An aborted request fails as axios fails it, whether or not the reply has come.
    const aborted = new Promise<never>((_, reject) => {
      const fail = () => reject(new CanceledError(undefined, undefined, config));
      if (signal?.aborted) fail();
      signal?.addEventListener('abort', fail);
    });
    const reply =
      (await Promise.race([Promise.resolve(handler(request)), aborted])) ?? standingReply(request);
    if (!reply) {
      unplanned.push(`${request.method} ${request.url}`);
      throw new Error(`No test reply for ${request.method} ${request.url}`);
    }
    if ('networkError' in reply) {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    }
    return settle(config, reply);
  };
  return {
    adapter,
    requests,
    unplanned,
    calls: (method, url) => requests.filter((r) => r.method === method && r.url === url),
  };
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}

/** A promise the test settles when it chooses. */
export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A reply the test releases when it chooses, to look at the pending state in between. */
export function deferredReply(): { reply: Promise<Reply>; release(reply: Reply): void } {
  const { promise, resolve } = deferred<Reply>();
  return { reply: promise, release: resolve };
}

/** A page of the list envelope (docs/rules/api.md#envelopes). */
export function listReply<T>(result: readonly T[], page = 1, perPage = 5, total = result.length) {
  return {
    status: 200,
    data: {
      result,
      pagination: { page, perPage, total, totalPages: Math.ceil(total / perPage) },
    },
  };
}
