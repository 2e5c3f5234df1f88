// Server only: the legal area's public pages, rendered per request inside the shell's layout by the shell's server,
// from this release's `server/render.cjs` (webpack.config.cjs), and hydrated by the browser. Every legal document
// and the support centre: text that is the same for every visitor, so no data to prefetch.
import { legalPath } from 'contracts';
import { pageRenderer } from 'app-kit/prerender';
import LegalRoutes from '../LegalRoutes';
import SupportPage from '../features/support/SupportPage';
import { LEGAL_DOCUMENTS } from '../features/legal/content';

export const { pages, renderPage } = pageRenderer([
  ...LEGAL_DOCUMENTS.map((doc) => ({
    pattern: legalPath(doc.slug),
    module: 'mfe_legal/LegalRoutes',
    Section: LegalRoutes,
  })),
  { pattern: '/support', module: 'mfe_legal/SupportPage', Section: SupportPage },
]);
