import { AxiosHeaders, CanceledError, type AxiosAdapter, type AxiosProgressEvent } from 'axios';
import { http } from 'shared-auth';

/**
 * Stands in for the network under shared-auth's real `http` client (its interceptors, bearer and
 * error handling all run): every request is recorded as the server would see it and answered by
 * the test's handler. A request the handler has no answer for (it returns undefined) fails, and
 * `expectOnlyPlannedRequests()` (called after each test) names it. Uploads can report progress
 * through the request's own `onUploadProgress`, and an aborted request fails as axios fails it.
 */

type RequestConfig = Parameters<Extract<AxiosAdapter, (config: never) => unknown>>[0];

export interface RecordedRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  /** JSON bodies parsed; a multipart body as the FormData the page built. */
  body: unknown;
  headers: Record<string, unknown>;
  /** Reports upload progress to the page, as the browser would while sending the body. */
  reportUpload(loaded: number, total: number): void;
  /** The request's abort signal, if it has one. */
  signal: AbortSignal | null;
}

export interface MockReply {
  status: number;
  data?: unknown;
}

export type Handler = (
  request: RecordedRequest,
) => MockReply | undefined | Promise<MockReply | undefined>;

/** The failure an axios adapter produces for a non-2xx answer. */
function httpError(config: RequestConfig, response: object, status: number): Error {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    code: status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE',
    config,
    response,
    toJSON: () => ({}),
  });
}

export interface MockApi {
  requests: RecordedRequest[];
  /** Requests the handler had no answer for. */
  unplanned: string[];
  /** Requests with this method and exact path. */
  calls(method: string, url: string): RecordedRequest[];
}

let current: MockApi | null = null;

function abortSignalOf(config: RequestConfig): AbortSignal | null {
  const signal = config.signal as AbortSignal | undefined;
  return signal && typeof signal.addEventListener === 'function' ? signal : null;
}

export function mockApi(handler: Handler): MockApi {
  const requests: RecordedRequest[] = [];
  const unplanned: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const signal = abortSignalOf(config);
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: { ...(config.params as Record<string, unknown> | undefined) },
      body: typeof config.data === 'string' ? JSON.parse(config.data) : (config.data ?? null),
      headers: AxiosHeaders.from(config.headers).toJSON(),
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
      signal,
    };
    requests.push(request);
    const aborted = new Promise<never>((_, reject) => {
      const fail = () => reject(new CanceledError(undefined, undefined, config));
      if (signal?.aborted) fail();
      signal?.addEventListener('abort', fail);
    });
    const reply = await Promise.race([Promise.resolve(handler(request)), aborted]);
    if (!reply) {
      unplanned.push(`${request.method} ${request.url}`);
      throw new Error(`No test reply for ${request.method} ${request.url}`);
    }
    const response = {
      data: reply.data ?? null,
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw httpError(config, response, reply.status);
  };
  http.defaults.adapter = adapter;
  current = {
    requests,
    unplanned,
    calls: (method, url) => requests.filter((r) => r.method === method && r.url === url),
  };
  return current;
}

/** After each test: no request went out that the test had no answer for. */
export function expectOnlyPlannedRequests(): void {
  const unplanned = current?.unplanned ?? [];
  current = null;
  expect(unplanned).toEqual([]);
}

/** A page of the DECISIONS §2 list envelope. */
export function listReply<T>(result: readonly T[], page = 1, perPage = 5, total = result.length) {
  return {
    status: 200,
    data: {
      result,
      pagination: { page, perPage, total, totalPages: Math.ceil(total / perPage) },
    },
  };
}

/** A reply the test releases when it chooses, to look at the pending state in between. */
export function deferredReply(): { reply: Promise<MockReply>; release(reply: MockReply): void } {
  let release: (reply: MockReply) => void = () => undefined;
  const reply = new Promise<MockReply>((resolve) => {
    release = resolve;
  });
  return { reply, release: (value) => release(value) };
}
