import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { usePageTitleStore } from '../layout/page-title';
import { UiProvider } from '../provider/ui-provider';

/** The header's title as the shell would show it. */
function TitleProbe(): ReactElement {
  const title = usePageTitleStore((state) => state.title);
  return <output aria-label="Page title">{title ?? ''}</output>;
}

export interface MountedRender extends RenderResult {
  queryClient: QueryClient;
}

/**
 * Renders an exposed component the way the shell mounts it (`mount`, e.g. `/app/cms/*`) at
 * `path`, inside the providers the shell gives every remote.
 */
export function renderMounted(
  mount: string,
  element: ReactElement,
  path: string,
  queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  }),
): MountedRender {
  const result = render(
    <QueryClientProvider client={queryClient}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={mount} element={element} />
          </Routes>
          <TitleProbe />
        </MemoryRouter>
      </UiProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
