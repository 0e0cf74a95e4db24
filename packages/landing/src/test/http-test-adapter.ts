import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { http } from 'shared-auth';

/**
 * Fakes the network under shared-auth's real HTTP client (its interceptors, bearer and error
 * handling all run): replies are keyed by `METHOD /path`, and any request without a reply fails the
 * test instead of reaching a network.
 */

export type Reply =
  | { status: number; data?: unknown }
  /** The request never got an answer (server down, DNS, CORS). */
  | { networkError: true };

export type Responder = Reply | ((request: RecordedRequest) => Reply | Promise<Reply>);

export interface RecordedRequest {
  method: string;
  url: string;
  data: unknown;
  headers: Record<string, unknown>;
}

export interface TestNetwork {
  requests: RecordedRequest[];
  unhandled: string[];
}

function parseBody(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

function toResponse(
  config: InternalAxiosRequestConfig,
  status: number,
  data: unknown,
): AxiosResponse {
  return {
    status,
    statusText: String(status),
    data,
    headers: new AxiosHeaders(),
    config,
    request: {},
  };
}

export function installTestNetwork(routes: Record<string, Responder>): TestNetwork {
  const network: TestNetwork = { requests: [], unhandled: [] };
  const adapter: AxiosAdapter = async (config) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = config.url ?? '';
    const request: RecordedRequest = {
      method,
      url,
      data: parseBody(config.data),
      headers: AxiosHeaders.from(config.headers).toJSON(),
    };
    network.requests.push(request);
    const key = `${method} ${url}`;
    const responder = routes[key];
    if (!responder) {
      network.unhandled.push(key);
      throw new Error(`No test reply for ${key}`);
    }
    const reply = typeof responder === 'function' ? await responder(request) : responder;
    if ('networkError' in reply) {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    }
    const response = toResponse(config, reply.status, reply.data);
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  http.defaults.adapter = adapter;
  return network;
}

/** A reply the test releases when it chooses, to look at the pending state in between. */
export function deferredReply(): {
  responder: () => Promise<Reply>;
  release: (reply: Reply) => void;
} {
  let release: (reply: Reply) => void = () => undefined;
  const pending = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { responder: () => pending, release: (reply) => release(reply) };
}
