// Build-time only (node): a section of a remote as its user first sees it, with exactly the style rules it uses,
// for the shell's server to put into its layout (tools/prerendered-sections.mjs): the page then shows before any
// script has arrived, and the shell renders the same section over it once the code is here.
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Role } from 'contracts';
import { type RenderedMarkup, renderMarkup } from './renderMarkup';

/** What the shell's server needs of a prerendered section: the document's title and description, the markup of
 * the content area and styled-components' <style> element with its rules; for a page of a role's area, the role
 * (the server puts it into that role's layout, shown only to a stored session of that role). */
export interface RenderedSection extends RenderedMarkup {
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
  const section = renderMarkup(
    <MemoryRouter initialEntries={[pathname]}>
      <Routes>
        <Route path={`/${areaPath}`} element={<Section />} />
      </Routes>
    </MemoryRouter>,
    role,
  );
  if (!section.body) throw new Error(`${pathname} is not in area ${areaPath}`);
  return role ? { ...section, role } : section;
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
