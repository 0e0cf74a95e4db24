import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';
import { LOGIN_PATH, REFRESH_PATH } from 'contracts/paths';
import {
  persistSessionNow,
  waitForStoreHydration,
  type SessionStore,
} from '../session/session-store';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set by the client once a request has been replayed after a 401; it is never replayed twice. */
    sessionRetried?: boolean;
    /** The access token this request was sent with, to tell a stale token from a rejected one. */
    sentAccessToken?: string | null;
    /** Opt out of the refresh-and-replay on 401 (the caller handles it). */
    skipAuthRefresh?: boolean;
  }
}

export const DEFAULT_BASE_URL = '/api';
export const DEFAULT_TIMEOUT_MS = 30_000;
export const NETWORK_ERROR_MESSAGE = 'Cannot reach the server. Check the network connection.';
/** Shared by every tab of the app, so that only one tab at a time spends the refresh token. */
export const REFRESH_LOCK_NAME = 'pokayoke-admin:session-refresh';
const NO_REFRESH_PATHS = [LOGIN_PATH, REFRESH_PATH];

export function timeoutMessage(timeoutMs: number): string {
  const seconds = timeoutMs / 1000;
  if (!Number.isInteger(seconds)) return `The server did not answer within ${timeoutMs} ms.`;
  return `The server did not answer within ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

export interface HttpClientOptions {
  store: SessionStore;
  baseURL?: string;
  timeout?: number;
  onSessionExpired?: () => void;
  /** Replaces the browser transport (tests). */
  adapter?: AxiosAdapter;
}

export interface HttpConfig {
  baseURL?: string;
  onSessionExpired?: () => void;
  timeout?: number;
}

export interface HttpClient {
  http: AxiosInstance;
  configure(config: HttpConfig): void;
}

function defaultSessionExpired(): void {
  window.location.assign('/login');
}

function pathOf(url: string | undefined): string {
  if (!url) return '';
  const withoutQuery = url.split(/[?#]/, 1)[0] ?? '';
  return withoutQuery.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/\/+$/, '');
}

function isAuthCall(url: string | undefined): boolean {
  const path = pathOf(url);
  return NO_REFRESH_PATHS.some((p) => path === p || path.endsWith(p));
}

/** The refresh was answered and refused: the session is over (as opposed to a network failure). */
class RefreshRejected extends Error {
  constructor(cause: unknown) {
    super('The session could not be renewed', { cause });
  }
}

function isTimeout(error: AxiosError): boolean {
  if (error.code === AxiosError.ETIMEDOUT) return true;
  return error.code === AxiosError.ECONNABORTED && /timeout|did not answer/i.test(error.message);
}

/** Gives transport failures a message a user can act on (axios says 'Network Error'). */
function clarifyTransportError(error: unknown, timeoutMs: number): unknown {
  if (!axios.isAxiosError(error) || error.response) return error;
  if (isTimeout(error)) error.message = timeoutMessage(timeoutMs);
  else if (error.code === AxiosError.ERR_NETWORK) error.message = NETWORK_ERROR_MESSAGE;
  return error;
}

// Re-reading the record must not hold up a refresh when storage stops answering.
const STORAGE_REREAD_LIMIT_MS = 2000;

function settleWithin(task: Promise<unknown>, limitMs: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, limitMs);
    const done = (): void => {
      clearTimeout(timer);
      resolve();
    };
    task.then(done, done);
  });
}

async function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks =
    typeof navigator !== 'undefined' && 'locks' in navigator ? navigator.locks : undefined;
  if (!locks) return task();
  return locks.request(REFRESH_LOCK_NAME, task);
}

const TRANSIENT_STATUSES = new Set([408, 429]);

function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && !TRANSIENT_STATUSES.has(status);
}

function readTokens(data: unknown): { accessToken: string; refreshToken: string } | null {
  if (typeof data !== 'object' || data === null) return null;
  const { accessToken, refreshToken } = data as Record<string, unknown>;
  if (typeof accessToken !== 'string' || !accessToken) return null;
  if (typeof refreshToken !== 'string' || !refreshToken) return null;
  return { accessToken, refreshToken };
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { store } = options;
  let timeoutMs = options.timeout ?? DEFAULT_TIMEOUT_MS;
  let onSessionExpired = options.onSessionExpired ?? defaultSessionExpired;
  const http = axios.create({
    baseURL: options.baseURL ?? DEFAULT_BASE_URL,
    timeout: timeoutMs,
    timeoutErrorMessage: timeoutMessage(timeoutMs),
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  // Its own instance without interceptors, so that a failing refresh cannot trigger a refresh.
  const bare = axios.create();
  let refreshInFlight: Promise<void> | null = null;

  async function renewTokens(): Promise<void> {
    const seenRefreshToken = store.getState().refreshToken;
    // Another tab may have rotated the tokens while this one waited for the lock.
    await settleWithin(store.persist.rehydrate(), STORAGE_REREAD_LIMIT_MS);
    const state = store.getState();
    if (state.refreshToken && state.accessToken && state.refreshToken !== seenRefreshToken) return;
    if (!state.refreshToken) throw new RefreshRejected(new Error('No refresh token'));
    let response;
    try {
      response = await bare.post(
        REFRESH_PATH,
        { refreshToken: state.refreshToken },
        {
          baseURL: http.defaults.baseURL,
          timeout: timeoutMs,
          timeoutErrorMessage: timeoutMessage(timeoutMs),
          adapter: http.defaults.adapter,
        },
      );
    } catch (error) {
      // Only a refusal ends the session; no answer, a busy server or a throttle leaves it for later.
      if (axios.isAxiosError(error) && error.response && isRefusal(error.response.status)) {
        throw new RefreshRejected(error);
      }
      throw clarifyTransportError(error, timeoutMs);
    }
    const tokens = readTokens(response.data);
    if (!tokens) throw new RefreshRejected(new Error('The refresh answer carried no tokens'));
    store.getState().setTokens(tokens);
    await persistSessionNow(store);
  }

  function refreshOnce(): Promise<void> {
    refreshInFlight ??= withRefreshLock(renewTokens)
      .catch((error: unknown) => {
        if (error instanceof RefreshRejected) {
          store.getState().logout();
          onSessionExpired();
        }
        throw error;
      })
      .finally(() => {
        refreshInFlight = null;
      });
    return refreshInFlight;
  }

  http.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
    await waitForStoreHydration(store);
    // A request started during a refresh waits for the new token instead of earning a second 401.
    if (refreshInFlight) await refreshInFlight.catch(() => undefined);
    const token = store.getState().accessToken;
    const headers = AxiosHeaders.from(config.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    else headers.delete('Authorization');
    config.headers = headers;
    config.sentAccessToken = token;
    return config;
  });

  http.interceptors.response.use(undefined, async (error: unknown) => {
    if (!axios.isAxiosError(error)) throw error;
    if (!error.response) throw clarifyTransportError(error, timeoutMs);
    const original = error.config;
    if (
      error.response.status !== 401 ||
      !original ||
      original.sessionRetried ||
      original.skipAuthRefresh ||
      isAuthCall(original.url)
    ) {
      throw error;
    }
    original.sessionRetried = true;
    const current = store.getState().accessToken;
    const renewedMeanwhile = Boolean(current && current !== original.sentAccessToken);
    if (!renewedMeanwhile) {
      try {
        await refreshOnce();
      } catch (refreshError) {
        throw refreshError instanceof RefreshRejected ? error : refreshError;
      }
    }
    return http.request(original);
  });

  return {
    http,
    configure(config) {
      if (config.baseURL !== undefined) http.defaults.baseURL = config.baseURL;
      if (config.onSessionExpired) onSessionExpired = config.onSessionExpired;
      if (config.timeout !== undefined) {
        timeoutMs = config.timeout;
        http.defaults.timeout = timeoutMs;
        http.defaults.timeoutErrorMessage = timeoutMessage(timeoutMs);
      }
    },
  };
}
