// Build-time only: the legal area's public pages, rendered into each release (webpack.config.cjs). Every legal
// document and the support centre: text that is the same for every visitor.
import { legalPath } from 'contracts';
import LegalRoutes from '../LegalRoutes';
import SupportPage from '../features/support/SupportPage';
import { LEGAL_DOCUMENTS } from '../features/legal/content';
import { renderSection, type RenderedSection, sectionFiles } from 'app-kit/prerender';

export function renderSections(): Record<string, RenderedSection> {
  const sections: Record<string, RenderedSection> = {};
  for (const doc of LEGAL_DOCUMENTS) {
    const pathname = legalPath(doc.slug);
    sections[pathname] = renderSection(LegalRoutes, 'legal/*', pathname);
  }
  sections['/support'] = renderSection(SupportPage, 'support', '/support');
  return sections;
}

/** What the build writes into the release. */
export const renderRelease = async (): Promise<Record<string, string>> => sectionFiles(renderSections());
