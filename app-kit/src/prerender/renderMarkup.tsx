// Server only (node): an app's view rendered to markup as the browser's first render shows it (the HTML the browser
// hydrates), with exactly the style rules it uses. The shell's pages and a remote's pages are rendered with it.
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { HubThemeProvider } from 'shared-ui';
import { documentTitle, PageMetaCollector } from '../page/usePageMeta';

export interface RenderedMarkup {
  /** The markup. */
  body: string;
  /** styled-components' <style> element with exactly the rules the markup uses. */
  styles: string;
  /** The document's title and description the view set. */
  title: string;
  description?: string;
}

/** `view` (with its router) in the light theme a visitor gets first, before the session is read. */
export function renderMarkup(view: ReactElement): RenderedMarkup {
  let meta: { title: string; description?: string } = { title: '' };
  const sheet = new ServerStyleSheet();
  try {
    const body = renderToString(
      sheet.collectStyles(
        <PageMetaCollector.Provider value={(title, description) => (meta = { title, description })}>
          <HubThemeProvider>{view}</HubThemeProvider>
        </PageMetaCollector.Provider>,
      ),
    );
    return { body, styles: sheet.getStyleTags(), title: documentTitle(meta.title), description: meta.description };
  } finally {
    sheet.seal();
  }
}
