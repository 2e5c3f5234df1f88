import { type ReactNode, useLayoutEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { HubThemeProvider } from 'shared-ui';
import { PreviewContext } from './deployment/PreviewBanner';
import { SiteRoutes } from './routes';

/** Renders `children`; runs `then` once, right after the first commit and before the browser paints it. */
function AfterFirstCommit({ then, children }: { then?: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the first commit only.
  useLayoutEffect(() => then?.(), []);
  return children;
}

/**
 * The site's routes (routes.tsx) on the browser's history. `preview`: the areas this browser previews (from
 * /deployment.json), shown in a banner above the site. `onFirstCommit`: called once the first view is in the page.
 * Each wrapper has one child, so the tree below the theme is the one the build-time render has
 * (prerender/renderPages.tsx): the same `useId`s on both sides, as hydrating its HTML needs.
 */
export function App({ preview, onFirstCommit }: { preview?: Record<string, string>; onFirstCommit?: () => void }) {
  return (
    <HubThemeProvider>
      <PreviewContext value={preview}>
        <AfterFirstCommit then={onFirstCommit}>
          <BrowserRouter>
            <SiteRoutes />
          </BrowserRouter>
        </AfterFirstCommit>
      </PreviewContext>
    </HubThemeProvider>
  );
}
