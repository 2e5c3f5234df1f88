import { useLayoutEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { HubThemeProvider } from 'shared-ui';
import { PreviewBanner } from './deployment/PreviewBanner';
import { SiteRoutes } from './routes';

/** Runs `then` once, right after the first commit and before the browser paints it. */
function Committed({ then }: { then?: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the first commit only.
  useLayoutEffect(() => then?.(), []);
  return null;
}

/**
 * The site's routes (routes.tsx) on the browser's history. `preview`: the areas this browser previews (from
 * /deployment.json), shown in a banner above the site. `onFirstCommit`: called once the first view is in the page
 * (a prerendered page hands over then).
 */
export function App({ preview, onFirstCommit }: { preview?: Record<string, string>; onFirstCommit?: () => void }) {
  return (
    <HubThemeProvider>
      <PreviewBanner preview={preview} />
      <BrowserRouter>
        <SiteRoutes />
      </BrowserRouter>
      <Committed then={onFirstCommit} />
    </HubThemeProvider>
  );
}
