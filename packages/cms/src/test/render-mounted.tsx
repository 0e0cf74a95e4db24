import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { UiProvider, usePageTitleStore } from 'ui-kit';

/** The header's title as the shell would show it. */
function TitleProbe(): ReactElement {
  const title = usePageTitleStore((state) => state.title);
  return <output aria-label="Page title">{title ?? ''}</output>;
}

/**
 * Renders an exposed component the way the shell mounts it (`mount`, e.g. `/app/customer/*`) at
 * `path`, inside the providers the shell gives every remote.
 */
export function renderMounted(mount: string, element: ReactElement, path: string): RenderResult {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
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
}
