import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { HubThemeProvider, ToastViewport } from 'shared-ui';

/** Shows the current path, so tests can assert where navigation went. */
export function LocationProbe() {
  const location = useLocation();
  return <output aria-label="current path">{location.pathname}</output>;
}

/** A fresh server-state cache for one test: no retries, nothing shared with another test. */
export const testQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });

/** Renders UI inside the theme, a fresh query cache and a memory router at `path`, with a probe of the current location. */
export function renderWithRouter(
  ui: ReactElement,
  { path = '/', routePath = '*', extraRoutes }: { path?: string; routePath?: string; extraRoutes?: ReactNode } = {},
) {
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <HubThemeProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={routePath} element={ui} />
            {extraRoutes}
          </Routes>
          <LocationProbe />
          <ToastViewport />
        </MemoryRouter>
      </HubThemeProvider>
    </QueryClientProvider>,
  );
}
