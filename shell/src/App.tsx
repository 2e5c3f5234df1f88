import { useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { createBrowserRouter } from 'react-router-dom';
import { HubThemeProvider } from 'shared-ui';
import { PreviewBanner } from './deployment/PreviewBanner';

/** Runs `then` once, right after the first commit and before the browser paints it. */
function Committed({ then }: { then?: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the first commit only.
  useLayoutEffect(() => then?.(), []);
  return null;
}

/**
 * `router`: the site's routes (routes.tsx) on the browser's history. `preview`: the areas this browser previews
 * (from /deployment.json), shown in a banner above the site. `onFirstCommit`: called once the first view is in
 * the page (a prerendered page hands over then).
 */
export function App({
  router,
  preview,
  onFirstCommit,
}: {
  router: ReturnType<typeof createBrowserRouter>;
  preview?: Record<string, string>;
  onFirstCommit?: () => void;
}) {
  return (
    <HubThemeProvider>
      <PreviewBanner preview={preview} />
      <RouterProvider router={router} />
      <Committed then={onFirstCommit} />
    </HubThemeProvider>
  );
}
