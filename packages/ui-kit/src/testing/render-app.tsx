import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, type RenderResult } from '@testing-library/react';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { Route, RouterProvider, Routes, createMemoryRouter } from 'react-router-dom';
import { usePageTitleStore } from '../layout/page-title';
import { UiProvider } from '../provider/ui-provider';
import { notify } from 'ui-kit/toast';

/** A memory data router, as `createMemoryRouter` returns it. */
export type TestRouter = ReturnType<typeof createMemoryRouter>;

/**
 * What to mount: one element (shown at every path, as the shell's splat route shows its own
 * `<Routes>`), or route patterns mapped to elements (`{ '/app/customer/*': <CustomerRoutes /> }`).
 */
export type TestRoutes = ReactElement | Record<string, ReactNode>;

export interface RenderAppOptions {
  /** The address the app opens at; default `/`. */
  path?: string;
  /** Pages visited before `path` (e.g. the list before its form), so that "back" has somewhere to go. */
  history?: string[];
  /** Default: a fresh `createTestQueryClient()`. */
  queryClient?: QueryClient;
}

export interface AppRender extends RenderResult {
  queryClient: QueryClient;
  router: TestRouter;
}

/**
 * No retry, so that a failure shows at once, and nothing garbage-collected while a test runs. Data
 * goes stale at once (react-query's default, not the shell's 30 s), so that a test sees every
 * request a change of filter or page asks for; pass a `queryClient` to test caching itself.
 */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
}

/** The router of the latest `renderApp`, read by `currentPath()`. */
let latestRouter: TestRouter | null = null;

function routeElements(routes: TestRoutes): ReactElement {
  if (isValidElement(routes)) return routes;
  return (
    <Routes>
      {Object.entries(routes).map(([pattern, element]) => (
        <Route key={pattern} path={pattern} element={element} />
      ))}
    </Routes>
  );
}

/**
 * Renders `routes` the way the shell mounts a screen (packages/shell/src/bootstrap.tsx): the
 * QueryClient provider, `UiProvider` (Chakra theme and the toaster), then a data router
 * (`createMemoryRouter` + `RouterProvider`) with one splat route, so that the data APIs — the
 * unsaved-changes dialog's `useBlocker` — behave as in the product.
 */
export function renderApp(routes: TestRoutes, options: RenderAppOptions = {}): AppRender {
  const entries = [...(options.history ?? []), options.path ?? '/'];
  const queryClient = options.queryClient ?? createTestQueryClient();
  const router = createMemoryRouter([{ path: '*', element: routeElements(routes) }], {
    initialEntries: entries,
    initialIndex: entries.length - 1,
  });
  latestRouter = router;
  const result = render(
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <RouterProvider router={router} />
      </UiProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router };
}

/**
 * An exposed component at the path the shell mounts it on (`mount`, e.g. `/app/cms/*`), opened at
 * `path`: `renderApp({ [mount]: element }, { path, queryClient })`.
 */
export function renderMounted(
  mount: string,
  element: ReactElement,
  path: string,
  queryClient?: QueryClient,
): AppRender {
  return renderApp({ [mount]: element }, { path, ...(queryClient ? { queryClient } : {}) });
}

/** The path the latest `renderApp`'s router is on now (what the address bar would show). */
export function currentPath(): string {
  if (!latestRouter) throw new Error('currentPath() needs a renderApp() first');
  return latestRouter.state.location.pathname;
}

/** The page title a screen asked for (`usePageTitle`), as the shell's header would show it. */
export function pageTitle(): string {
  return usePageTitleStore.getState().title ?? '';
}

/** Removes every toast, so that none is left for the next test. */
export function dismissToasts(): void {
  act(() => notify.dismiss());
}
