// Build-time only (node): a section of a remote as its user first sees it, with exactly the style rules it uses,
// for the shell's server to put into its layout (tools/prerendered-sections.mjs): the page then shows before any
// script has arrived, and the shell draws the same section over it once the code is here.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { Role } from 'contracts';
import { HubThemeProvider } from 'shared-ui';
import { documentTitle, PageMetaCollector } from '../page/usePageMeta';
import { asPrerenderUser, markSessionFields } from './session';

/** What the shell's server needs of a prerendered section: the document's title and description, the markup of
 * the content area and styled-components' <style> element with its rules; for a page of a role's area, the role
 * (the server puts it into that role's layout, shown only to a stored session of that role). */
export interface RenderedSection {
  title: string;
  description?: string;
  body: string;
  styles: string;
  role?: Role;
}

/**
 * `Section` mounted at the area's path (`legal/*`, `student-dashboard`) as the shell mounts a remote's module,
 * rendered at `pathname`, in the light theme a visitor gets first. With `role`, as that role's user sees it before
 * any data: their own details are left for the page to fill in (./session.ts).
 */
export function renderSection(
  Section: ComponentType,
  areaPath: string,
  pathname: string,
  role?: Role,
): RenderedSection {
  let meta: { title: string; description?: string } = { title: '' };
  const sheet = new ServerStyleSheet();
  try {
    const render = () =>
      renderToString(
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
    const body = role ? asPrerenderUser(role, render) : render();
    if (!body) throw new Error(`${pathname} is not in area ${areaPath}`);
    const section: RenderedSection = {
      title: documentTitle(meta.title),
      description: meta.description,
      // a button does nothing before the app has drawn over the view: say so (and automation waits for the app's)
      body: markSessionFields(body).replace(/<button(?=[\s>])/g, '<button aria-disabled="true"'),
      styles: sheet.getStyleTags(),
    };
    return role ? { ...section, role } : section;
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
