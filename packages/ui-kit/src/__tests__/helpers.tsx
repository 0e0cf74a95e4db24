import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { http, useSessionStore, waitForHydration } from 'shared-auth';
import { UiProvider } from '../provider/ui-provider';

/**
 * jsdom has no Fetch API, and a data router builds a `Request` for every navigation (it reads only
 * its url, method and signal when no route has a loader). Remove once the shared jest setup
 * provides one.
 */
if (typeof globalThis.Request === 'undefined') {
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = (init.method ?? 'GET').toUpperCase();
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  // Only the fields a loader-less data router reads; a full Request is not needed here.
  globalThis.Request = NavigationRequest as unknown as typeof Request;
}

type Adapter = Extract<
  NonNullable<(typeof http)['defaults']['adapter']>,
  (config: never) => unknown
>;
type RequestConfig = Parameters<Adapter>[0];

export interface RecordedRequest {
  method: string;
  url: string;
  params: Record<string, unknown>;
  body: unknown;
}

export interface MockReply {
  status: number;
  data?: unknown;
}

type Handler = (request: RecordedRequest) => MockReply | Promise<MockReply>;

/**
 * The failure an axios adapter produces for a non-2xx answer. ui-kit does not depend on axios
 * itself, and axios (and shared-auth's client) recognise its errors by `isAxiosError`.
 */
function httpError(config: RequestConfig, response: object, status: number): Error {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    code: status < 500 ? 'ERR_BAD_REQUEST' : 'ERR_BAD_RESPONSE',
    config,
    response,
    toJSON: () => ({}),
  });
}

/**
 * Stands in for the network under shared-auth's `http`: every request is recorded as the server
 * would see it and answered by `handler`.
 */
export function mockApi(handler: Handler) {
  const requests: RecordedRequest[] = [];
  const adapter: Adapter = async (config: RequestConfig) => {
    const request: RecordedRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: { ...(config.params as Record<string, unknown> | undefined) },
      body: typeof config.data === 'string' ? JSON.parse(config.data) : (config.data ?? null),
    };
    requests.push(request);
    const reply = await handler(request);
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
  return {
    requests,
    /** Requests with this method and exact path. */
    calls: (method: string, url: string) =>
      requests.filter((r) => r.method === method && r.url === url),
  };
}

/** Signs the shared session in with `role` (the API is mocked, the tokens are never checked). */
export async function signInAs(role: 'admin' | 'user'): Promise<void> {
  await waitForHydration();
  useSessionStore.getState().login({
    user: {
      id: '1',
      username: role,
      fullName: role === 'admin' ? 'Administrator' : 'Operator',
      role,
    },
    accessToken: 'access',
    refreshToken: 'refresh',
  });
}

export interface RenderOptions {
  /** Routes of a memory data router; default one catch-all route rendering `ui`. */
  routes?: RouteObject[];
  initialEntries?: string[];
  initialIndex?: number;
}

export interface ProvidersRender extends RenderResult {
  queryClient: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
}

/** Renders with the providers the shell gives a remote: QueryClient, UiProvider, a data router. */
export function renderWithProviders(
  ui: ReactElement | null,
  options: RenderOptions = {},
): ProvidersRender {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(options.routes ?? [{ path: '*', element: ui }], {
    initialEntries: options.initialEntries ?? ['/'],
    ...(options.initialIndex !== undefined ? { initialIndex: options.initialIndex } : {}),
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router };
}

/** A page of the DECISIONS §2 list envelope. */
export function listPage<T>(result: T[], page = 1, perPage = 5, total = result.length) {
  return {
    status: 200,
    data: { result, pagination: { page, perPage, total, totalPages: Math.ceil(total / perPage) } },
  };
}

type UserSession = ReturnType<(typeof import('@testing-library/user-event'))['default']['setup']>;

/**
 * Clicks a menu item: press, then release. A single `user.click` moves the pointer in first and
 * zag's menu reads that move through element geometry jsdom does not have (every box is 0×0), so
 * it drops the highlight the click needs and nothing is selected. Browsers are unaffected.
 */
export async function pressMenuItem(user: UserSession, item: HTMLElement): Promise<void> {
  await user.pointer({ keys: '[MouseLeft>]', target: item });
  await user.pointer({ keys: '[/MouseLeft]', target: item });
}

const originalMatchMedia = window.matchMedia;

/** Makes `(max-width: …px)` media queries answer as on a screen `width` px wide. */
export function mockScreenWidth(width: number): void {
  window.matchMedia = (query: string) => {
    const maxWidth = /max-width:\s*([\d.]+)px/.exec(query)?.[1];
    return {
      matches: maxWidth !== undefined && width <= Number(maxWidth),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

export function restoreScreenWidth(): void {
  window.matchMedia = originalMatchMedia;
}
