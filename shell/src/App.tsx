import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { HubThemeProvider } from 'shared-ui';
import { routes } from './routes';

export function App() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <HubThemeProvider>
      <RouterProvider router={router} />
    </HubThemeProvider>
  );
}
