import { type ReactNode, useEffect, useLayoutEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { HubThemeProvider } from 'shared-ui';
import { PreviewContext } from './deployment/PreviewBanner';
import { SiteRoutes } from './routes';

/** Renders `children`; runs `then` once, right after the first commit and before the browser paints it, and
 * `mounted` once the first commit's effects have run (the page is ready for input then). */
function AfterFirstCommit({
  then,
  mounted,
  children,
}: {
  then?: () => void;
  mounted?: () => void;
  children: ReactNode;
}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the first commit only.
  useLayoutEffect(() => then?.(), []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once; a parent's effect runs after its children's.
  useEffect(() => mounted?.(), []);
  return children;
}

/**
 * The site's routes (routes.tsx) on the browser's history. `preview`: the areas this browser previews (from
 * /deployment.json), shown in a banner above the site. `onFirstCommit`: called once the first view is in the page;
 * `onMounted`: once its effects have run. Each wrapper has one child, so the tree below the theme is the one the
 * build-time render has (prerender/renderPages.tsx): the same `useId`s on both sides, as hydrating its HTML needs.
 */
export function App({
  preview,
  onFirstCommit,
  onMounted,
}: {
  preview?: Record<string, string>;
  onFirstCommit?: () => void;
  onMounted?: () => void;
}) {
  return (
    <HubThemeProvider>
      <PreviewContext value={preview}>
        <AfterFirstCommit then={onFirstCommit} mounted={onMounted}>
          <BrowserRouter>
            <SiteRoutes />
          </BrowserRouter>
        </AfterFirstCommit>
      </PreviewContext>
    </HubThemeProvider>
  );
}
