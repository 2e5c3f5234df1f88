import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { HubThemeProvider } from 'shared-ui';
import { PreviewBanner } from './deployment/PreviewBanner';
import { ShellQueryProvider } from './queryClient';
import { createRoutes } from './routes';

/** `preview`: the areas this browser previews (from /deployment.json), shown in a banner above the site. */
export function App({ preview }: { preview?: Record<string, string> }) {
  const router = useMemo(() => createBrowserRouter(createRoutes()), []);
  return (
    <ShellQueryProvider>
      <HubThemeProvider>
        <PreviewBanner preview={preview} />
        <RouterProvider router={router} />
      </HubThemeProvider>
    </ShellQueryProvider>
  );
}
