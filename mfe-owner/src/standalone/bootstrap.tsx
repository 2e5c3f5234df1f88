import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import { StandaloneHost } from 'dev-host';
import OwnerDashboardPage from '../features/dashboard/OwnerDashboardPage';
import OwnerRoutes from '../OwnerRoutes';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneHost
    title="Owner area"
    apiBaseUrl={process.env.STANDALONE_API_URL ?? ''}
    links={[{ to: '/owner-dashboard', label: 'Dashboard' }]}
  >
    <Routes>
      <Route path="/owner-dashboard" element={<OwnerDashboardPage />} />
      <Route path="/owner/*" element={<OwnerRoutes />} />
      <Route path="*" element={<OwnerDashboardPage />} />
    </Routes>
  </StandaloneHost>,
);
