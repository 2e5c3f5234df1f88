import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import { StandaloneHost } from 'dev-host';
import SupportPage from '../features/support/SupportPage';
import LegalRoutes from '../LegalRoutes';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneHost
    title="Legal area"
    apiBaseUrl={process.env.STANDALONE_API_URL ?? ''}
    links={[{ to: '/support', label: 'Support' }]}
  >
    <Routes>
      <Route path="/support" element={<SupportPage />} />
      <Route path="/legal/*" element={<LegalRoutes />} />
      <Route path="*" element={<SupportPage />} />
    </Routes>
  </StandaloneHost>,
);
