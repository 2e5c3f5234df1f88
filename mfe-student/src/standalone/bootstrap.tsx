import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import { StandaloneHost } from 'dev-host';
import StudentDashboardPage from '../features/dashboard/StudentDashboardPage';
import StudentRoutes from '../StudentRoutes';
import PublicHostelRoutes from '../PublicHostelRoutes';
import { publicHostelPaths, studentPaths } from '../paths';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneHost
    title="Student area"
    apiBaseUrl={process.env.STANDALONE_API_URL ?? ''}
    links={[
      { to: studentPaths.dashboard, label: 'Dashboard' },
      { to: publicHostelPaths.hostels, label: 'Public listing' },
    ]}
  >
    <Routes>
      <Route path={studentPaths.dashboard} element={<StudentDashboardPage />} />
      <Route path={`${studentPaths.area}/*`} element={<StudentRoutes />} />
      <Route path={`${publicHostelPaths.hostels}/*`} element={<PublicHostelRoutes />} />
      <Route path="*" element={<StudentDashboardPage />} />
    </Routes>
  </StandaloneHost>,
);
