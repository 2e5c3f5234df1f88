// Build-time only (node): a section of this remote as a visitor first sees it, with exactly the style rules it uses,
// for the shell's server to put into its layout (tools/prerendered-sections.mjs): the page then shows before any
// script has arrived, and the shell draws the same section over it once the code is here.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { documentTitle, PageMetaCollector } from 'app-kit';
import { HubThemeProvider } from 'shared-ui';

/** What the shell's server needs of a prerendered section: the document's title and description, the markup of
 * the content area and styled-components' <style> element with its rules. */
export interface RenderedSection {
  title: string;
  description?: string;
  body: string;
  styles: string;
}

/**
 * `Section` mounted at the area's path (`legal/*`, `support`) as the shell mounts a remote's module, rendered at
 * `pathname`, in the light theme a visitor gets first.
 */
export function renderSection(Section: ComponentType, areaPath: string, pathname: string): RenderedSection {
  let meta: { title: string; description?: string } = { title: '' };
  const sheet = new ServerStyleSheet();
  try {
    const body = renderToString(
      sheet.collectStyles(
        <PageMetaCollector.Provider value={(title, description) => (meta = { title, description })}>
          <HubThemeProvider>
            <MemoryRouter initialEntries={[pathname]}>
              <Routes>
                <Route path={`/${areaPath}`} element={<Section />} />
              </Routes>
            </MemoryRouter>
          </HubThemeProvider>
        </PageMetaCollector.Provider>,
      ),
    );
    if (!body) throw new Error(`${pathname} is not in area ${areaPath}`);
    return { title: documentTitle(meta.title), description: meta.description, body, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/** A file name for the section at `pathname` (`/legal/privacy-policy` → `section.legal-privacy-policy.json`). */
export const sectionFile = (pathname: string): string =>
  `section.${pathname.replace(/^\/+|\/+$/g, '').replace(/[^a-z0-9]+/gi, '-')}.json`;

/** The files a release carries for its prerendered sections: one per address, and `prerendered.json` (address →
 * file), which the shell's server reads. */
export function sectionFiles(sections: Record<string, RenderedSection>): Record<string, string> {
  const files: Record<string, string> = {};
  const index: Record<string, string> = {};
  for (const [pathname, section] of Object.entries(sections)) {
    index[pathname] = sectionFile(pathname);
    files[index[pathname]] = JSON.stringify(section);
  }
  files['prerendered.json'] = `${JSON.stringify(index, null, 2)}\n`;
  return files;
}
