import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import { StandaloneHost } from 'dev-host';
import AdminRoutes from '../AdminRoutes';
import { adminPaths } from '../paths';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneHost
    title="Operator area"
    apiBaseUrl={process.env.STANDALONE_API_URL ?? ''}
    accounts={[{ label: 'Log in as the operator', email: 'admin@demo.in', password: 'admin123', role: 'student' }]}
    links={[
      { to: adminPaths.overview, label: 'Overview' },
      { to: adminPaths.hostels, label: 'Verification' },
      { to: adminPaths.reports, label: 'Moderation' },
      { to: adminPaths.owners, label: 'Owners' },
    ]}
  >
    <Routes>
      <Route path="/admin/*" element={<AdminRoutes />} />
      <Route path="*" element={<AdminRoutes />} />
    </Routes>
  </StandaloneHost>,
);
