import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import { StandaloneHost } from 'dev-host';
import OwnerDashboardPage from '../features/dashboard/OwnerDashboardPage';
import OwnerRoutes from '../OwnerRoutes';
import { ownerPaths } from '../paths';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneHost
    title="Owner area"
    apiBaseUrl={process.env.STANDALONE_API_URL ?? ''}
    links={[{ to: ownerPaths.dashboard, label: 'Dashboard' }]}
  >
    <Routes>
      <Route path={ownerPaths.dashboard} element={<OwnerDashboardPage />} />
      <Route path={`${ownerPaths.area}/*`} element={<OwnerRoutes />} />
      <Route path="*" element={<OwnerDashboardPage />} />
    </Routes>
  </StandaloneHost>,
);
