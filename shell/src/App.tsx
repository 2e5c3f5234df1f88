import { type ReactNode, useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { HubThemeProvider } from 'shared-ui';
import { DeploymentNoticeContext, type DeploymentNotices } from './deployment/DeploymentBanners';
import { SiteRoutes } from './routes';

/** Renders `children`; runs `mounted` once the first commit's effects have run (the page is ready for input then). */
function AfterMount({ mounted, children }: { mounted?: () => void; children: ReactNode }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once; a parent's effect runs after its children's.
  useEffect(() => {
    mounted?.();
  }, []);
  return children;
}

/**
 * The site's routes (routes.tsx) on the browser's history. `notices`: the areas this browser previews or gets from a
 * local dev server (from /deployment.json), shown in a banner above the site once hydrated. `onMounted`: called once
 * the first commit's effects have run. Each wrapper has one child, so the tree below the theme is the one the server's
 * render has (prerender/renderPages.tsx): the same `useId`s on both sides, as hydrating its HTML needs.
 */
export function App({ notices, onMounted }: { notices?: DeploymentNotices; onMounted?: () => void }) {
  return (
    <HubThemeProvider>
      <DeploymentNoticeContext value={notices}>
        <AfterMount mounted={onMounted}>
          <BrowserRouter>
            <SiteRoutes />
          </BrowserRouter>
        </AfterMount>
      </DeploymentNoticeContext>
    </HubThemeProvider>
  );
}
