import { createRoot } from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import { StandaloneHost } from 'dev-host';
import StudentDashboardPage from '../features/dashboard/StudentDashboardPage';
import StudentRoutes from '../StudentRoutes';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StandaloneHost
    title="Student area"
    apiBaseUrl={process.env.STANDALONE_API_URL ?? ''}
    links={[{ to: '/student-dashboard', label: 'Dashboard' }]}
  >
    <Routes>
      <Route path="/student-dashboard" element={<StudentDashboardPage />} />
      <Route path="/student/*" element={<StudentRoutes />} />
      <Route path="*" element={<StudentDashboardPage />} />
    </Routes>
  </StandaloneHost>,
);
