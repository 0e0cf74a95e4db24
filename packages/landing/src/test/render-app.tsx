import { Heading } from '@chakra-ui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { UiProvider } from 'ui-kit';
import Landing from '../routes/landing';
import Login from '../routes/login';

/** The providers the shell puts around a remote (CONTRACTS.md), with a memory router. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

interface TestProvidersProps {
  path: string;
  children: ReactNode;
  queryClient?: QueryClient;
}

export function TestProviders({ path, children, queryClient: given }: TestProvidersProps) {
  const [queryClient] = useState(() => given ?? createTestQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <UiProvider>{children}</UiProvider>
      </MemoryRouter>
    </QueryClientProvider>
  );
}

/** Shows the router's current path, so that a test can see where the app went. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="Current path">{location.pathname}</output>;
}

/** The two exposed screens at the paths the shell mounts them on, and a stand-in console at /app. */
export function renderApp(path: string, queryClient?: QueryClient): RenderResult {
  return render(
    <TestProviders path={path} queryClient={queryClient}>
      <Routes>
        <Route path="/" element={<Landing />} />
        <Route path="/login" element={<Login />} />
        <Route
          path="/app"
          element={
            <Heading as="h1" size="md">
              Console
            </Heading>
          }
        />
      </Routes>
    </TestProviders>,
  );
}

export function renderWithProviders(ui: ReactElement, path = '/'): RenderResult {
  return render(<TestProviders path={path}>{ui}</TestProviders>);
}
