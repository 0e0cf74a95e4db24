import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import {
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { http, useSessionStore, waitForHydration, type SessionUser } from 'shared-auth';
import { UiProvider, usePageTitle } from 'ui-kit';
import { App } from '../app';
import type {
  RemoteComponentModule,
  RemoteLoader,
  RemoteModuleRef,
} from '../federation/remote-loader';
import { REMOTE_ROUTES } from '../routes/route-table';

export const ADMIN: SessionUser = {
  id: '1',
  username: 'admin',
  fullName: 'Budi Santoso',
  role: 'admin',
  email: 'budi@example.com',
  nik: '3174012345',
  createdAt: '2024-03-05T08:00:00.000Z',
};

/** Shows the current location so a test can assert redirects by text. */
export function LocationProbe(): ReactElement {
  const location = useLocation();
  return <output aria-label="Current path">{location.pathname}</output>;
}

/**
 * A stand-in for a remote's exposed module: shows which remote and module the shell loaded, and
 * sets the area's page title the way the real remotes do.
 */
export function fakeRemoteModule(ref: RemoteModuleRef): RemoteComponentModule {
  const title =
    REMOTE_ROUTES.find((r) => r.remote === ref.remote && r.module === ref.module)?.title ?? null;
  function FakeRemote(): ReactElement {
    usePageTitle(title);
    return <p>{`Loaded ${ref.remote} ${ref.module}`}</p>;
  }
  return { default: FakeRemote };
}

export interface FakeLoader extends RemoteLoader {
  loads: RemoteModuleRef[];
  preloads: RemoteModuleRef[];
  resets: string[];
}

/** A loader answering from `resolve` (default: every module loads), recording every call. */
export function fakeLoader(
  resolve: (ref: RemoteModuleRef) => Promise<RemoteComponentModule> = (ref) =>
    Promise.resolve(fakeRemoteModule(ref)),
): FakeLoader {
  const loader: FakeLoader = {
    loads: [],
    preloads: [],
    resets: [],
    load(ref) {
      loader.loads.push(ref);
      return resolve(ref);
    },
    preload(ref) {
      loader.preloads.push(ref);
    },
    reset(remote) {
      loader.resets.push(remote);
    },
  };
  return loader;
}

export interface FakeRequest {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

export type FakeReply = { status: number; data?: unknown } | 'network-error';

/** Answers the shared HTTP client's requests in-process (real axios pipeline, fake transport). */
export function fakeApi(reply: (request: FakeRequest) => FakeReply | Promise<FakeReply>): {
  requests: FakeRequest[];
} {
  const requests: FakeRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const headers = AxiosHeaders.from(config.headers);
    const request: FakeRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: `${config.baseURL ?? ''}${config.url ?? ''}`,
      authorization: (headers.get('Authorization') as string | undefined) ?? null,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : (config.data ?? null),
    };
    requests.push(request);
    const answer = await reply(request);
    if (answer === 'network-error') {
      const { AxiosError } = await import('axios');
      throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    }
    const response: AxiosResponse = {
      data: answer.data ?? {},
      status: answer.status,
      statusText: String(answer.status),
      headers: {},
      config,
    };
    if (answer.status >= 400) {
      const { AxiosError } = await import('axios');
      throw new AxiosError(
        `Request failed with status code ${answer.status}`,
        'ERR_BAD_RESPONSE',
        config,
        null,
        response,
      );
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return { requests };
}

/** Signed in as `user` (the stored session the landing remote's login would have written). */
export async function signIn(user: SessionUser = ADMIN): Promise<void> {
  await waitForHydration();
  useSessionStore.getState().login({ user, accessToken: 'access-1', refreshToken: 'refresh-1' });
}

export async function signOutLocally(): Promise<void> {
  await waitForHydration();
  useSessionStore.getState().logout();
}

export function TestProviders({
  children,
  path,
}: {
  children: ReactNode;
  path: string;
}): ReactElement {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, retryDelay: 0 } },
  });
  return (
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </UiProvider>
    </QueryClientProvider>
  );
}

/** The whole shell (routes, guard, layout) at `path`, with the real providers and a fake loader. */
export function renderShell(path: string, loader: RemoteLoader = fakeLoader()): RenderResult {
  return render(
    <TestProviders path={path}>
      <App loader={loader} />
      <LocationProbe />
    </TestProviders>,
  );
}

/** `GET /auth/me` answers with `user`; everything else with 200 {}. */
export function meAnswers(user: SessionUser = ADMIN): { requests: FakeRequest[] } {
  return fakeApi((request) =>
    request.url === '/api/auth/me'
      ? { status: 200, data: { result: user } }
      : { status: 200, data: {} },
  );
}
