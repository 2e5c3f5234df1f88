import { RouteErrorBoundary } from 'app-kit';
import { Route, Routes } from 'react-router-dom';
import { SectionNotFound } from 'shared-ui';
import { LEGAL_DOCUMENTS } from './features/legal/content';
import { LegalPage } from './features/legal/LegalPage';

/** Everything under /legal/* (paths relative to it): one page per legal document. */
export default function LegalRoutes() {
  return (
    <RouteErrorBoundary home="/support">
      <Routes>
        {LEGAL_DOCUMENTS.map((doc) => (
          <Route key={doc.slug} path={doc.slug} element={<LegalPage doc={doc} />} />
        ))}
        <Route path="*" element={<SectionNotFound backTo="/support" backLabel="Go to the Support Centre" />} />
      </Routes>
    </RouteErrorBoundary>
  );
}
