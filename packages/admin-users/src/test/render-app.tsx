import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render, screen, type RenderResult } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Route, RouterProvider, Routes, createMemoryRouter, useLocation } from 'react-router-dom';
import { useSessionStore, waitForHydration, type Role } from 'shared-auth';
import { UiProvider, notify, usePageTitleStore } from 'ui-kit';
import { CustomerRoutes } from '../routes/customer-routes';
import { UserRoutes } from '../routes/user-routes';

// A list or form rendering in jsdom can take over a second when the machine's cores are shared;
// `findBy…`/`waitFor` wait on a condition, so a longer limit only costs time when a test fails.
configure({ asyncUtilTimeout: 5_000 });

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

/** The header's title and the address bar, as the shell would show them. */
function ShellProbes(): ReactElement {
  const title = usePageTitleStore((state) => state.title);
  const location = useLocation();
  return (
    <>
      <output aria-label="Page title">{title ?? ''}</output>
      <output aria-label="Location">{location.pathname}</output>
    </>
  );
}

export interface RenderAppOptions {
  /** Pages visited before `path` (e.g. the list before its form), so that "back" has somewhere to go. */
  history?: string[];
}

/**
 * Renders this remote the way the shell mounts it (`/app/customer/*`, `/app/user/*`) inside the
 * providers the shell gives every remote — QueryClient with the shell's options, UiProvider and a
 * data router with one splat route around the shell's own `<Routes>` (docs/CONTRACTS.md) — at `path`.
 */
export function renderApp(path: string, options: RenderAppOptions = {}): RenderResult {
  const entries = [...(options.history ?? []), path];
  const queryClient = new QueryClient({
    // The shell's defaults (packages/shell/src/query-client.ts), without the retry: a failure
    // shows at once instead of after a second try.
    defaultOptions: { queries: { staleTime: 30_000, retry: false }, mutations: { retry: 0 } },
  });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Routes>
              <Route path="/app/customer/*" element={<CustomerRoutes />} />
              <Route path="/app/user/*" element={<UserRoutes />} />
              <Route path="*" element={<p>Outside the remote</p>} />
            </Routes>
            <ShellProbes />
          </>
        ),
      },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </QueryClientProvider>,
  );
}

/** Signs the shared session in as `role` (the API is mocked: the tokens are never checked). */
export async function signInAs(role: Role, username: string = role): Promise<void> {
  await waitForHydration();
  useSessionStore.getState().login({
    user: {
      id: `${username}-id`,
      username,
      fullName: role === 'admin' ? 'Administrator' : 'Operator',
      role,
    },
    accessToken: 'access',
    refreshToken: 'refresh',
  });
}

/** Clears what one test leaves behind for the next: the session and the toasts. */
export function signOutAndDismiss(): void {
  act(() => notify.dismiss());
  useSessionStore.getState().logout();
}

/** The path the router is on now. */
export function currentPath(): string {
  return screen.getByRole('status', { name: 'Location' }).textContent ?? '';
}

type UserSession = ReturnType<(typeof userEvent)['setup']>;

/**
 * Chooses a menu item: press, then release. A single `user.click` moves the pointer in first and
 * zag's menu reads that move through element geometry jsdom does not have (every box is 0×0), so
 * it drops the highlight the click needs and nothing is selected. Browsers are unaffected.
 */
export async function pressMenuItem(user: UserSession, item: HTMLElement): Promise<void> {
  await user.pointer({ keys: '[MouseLeft>]', target: item });
  await user.pointer({ keys: '[/MouseLeft]', target: item });
}
