import { QueryClient } from '@tanstack/react-query';

/**
 * The page's one QueryClient, shared by every remote through the shell's provider. Data stays fresh
 * for 30 s so that moving between screens does not refetch everything; one retry covers a blip.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1 },
      mutations: { retry: 0 },
    },
  });
}
