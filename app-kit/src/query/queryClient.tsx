import { QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useContext } from 'react';

/** One app's server-state cache: a retry for a flaky read, fresh for 15 s, never a retried write. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 15_000, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

/**
 * Gives an app's screens its one QueryClient. Each app bundles its own copy of TanStack Query, so the shell's
 * or another remote's cache is never this one's; a provider already around (a test's) is used as is.
 */
export function AppQueryProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  if (outer) return children;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
