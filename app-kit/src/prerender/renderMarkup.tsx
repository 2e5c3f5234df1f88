// Build-time only (node): an app's view rendered to markup as its user first sees it, with exactly the style rules it
// uses. The shell's pages (shell/src/prerender) and a remote's sections (./renderSection.tsx) are rendered with it.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import type { Role } from 'contracts';
import { HubThemeProvider } from 'shared-ui';
import { documentTitle, PageMetaCollector } from '../page/usePageMeta';
import { asPrerenderUser, markSessionFields } from './session';

export interface RenderedMarkup {
  /** The markup. */
  body: string;
  /** styled-components' <style> element with exactly the rules the markup uses. */
  styles: string;
  /** The document's title and description the view set. */
  title: string;
  description?: string;
}

/**
 * `view` (with its router) in the light theme a visitor gets first; with `role`, as that role's user sees it, their
 * own details left as places to fill in (./session.ts). `hydrated`: the browser hydrates this markup, so it must be
 * exactly what React renders (no button marked inert).
 */
export function renderMarkup(view: ReactElement, role?: Role, { hydrated = false } = {}): RenderedMarkup {
  let meta: { title: string; description?: string } = { title: '' };
  const sheet = new ServerStyleSheet();
  try {
    const render = () =>
      renderToString(
        sheet.collectStyles(
          <PageMetaCollector.Provider value={(title, description) => (meta = { title, description })}>
            <HubThemeProvider>{view}</HubThemeProvider>
          </PageMetaCollector.Provider>,
        ),
      );
    const body = role ? asPrerenderUser(role, render) : render();
    return {
      // a button does nothing before the app has rendered over the view: say so (and automation waits for the app's)
      body: hydrated ? body : markSessionFields(body).replace(/<button(?=[\s>])/g, '<button aria-disabled="true"'),
      styles: sheet.getStyleTags(),
      title: documentTitle(meta.title),
      description: meta.description,
    };
  } finally {
    sheet.seal();
  }
}
