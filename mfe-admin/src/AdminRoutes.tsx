import { RouteErrorBoundary } from 'app-kit';
import { NavLink, Route, Routes } from 'react-router-dom';
import { SectionNotFound } from 'shared-ui';
import styled from 'styled-components';
import { AdminQueryProvider } from './api/queryClient';
import VerificationPage from './features/hostels/VerificationPage';
import OverviewPage from './features/overview/OverviewPage';
import OutboxPage from './features/outbox/OutboxPage';
import OwnersPage from './features/owners/OwnersPage';
import ModerationPage from './features/reports/ModerationPage';
import { adminPaths, adminRoute } from './paths';

/** Above the page, never under it: each link's whole box takes the click (at every width, on two lines on a phone). */
const SubNav = styled.nav`
  max-width: ${({ theme }) => theme.maxWidth}; margin: 1rem auto 0; padding: 0 1rem;
  ul { list-style: none; display: flex; gap: 0.25rem 0.75rem; flex-wrap: wrap; padding: 0; margin: 0; }
  a { display: inline-block; padding: 0.5rem 0.25rem; color: ${({ theme }) => theme.colors.primary}; font-weight: 600; }
  a[aria-current='page'] { text-decoration: underline; text-underline-offset: 4px; }
`;

const LINKS = [
  { to: adminPaths.overview, label: 'Overview', end: true },
  { to: adminPaths.hostels, label: 'Verify hostels' },
  { to: adminPaths.reports, label: 'Reported reviews' },
  { to: adminPaths.owners, label: 'Owner accounts' },
  { to: adminPaths.outbox, label: 'Mail outbox' },
];

/** Everything under /admin/* (paths relative to it). The shell has already checked for the operator's session. */
export default function AdminRoutes() {
  return (
    <AdminQueryProvider>
      <SubNav aria-label="Operator area">
        <ul>
          {LINKS.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end={l.end}>
                {l.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </SubNav>
      <RouteErrorBoundary home={adminPaths.overview}>
        <Routes>
          <Route index element={<OverviewPage />} />
          <Route path={adminRoute(adminPaths.hostels)} element={<VerificationPage />} />
          <Route path={adminRoute(adminPaths.reports)} element={<ModerationPage />} />
          <Route path={adminRoute(adminPaths.owners)} element={<OwnersPage />} />
          <Route path={adminRoute(adminPaths.outbox)} element={<OutboxPage />} />
          <Route path="*" element={<SectionNotFound backTo={adminPaths.overview} backLabel="Go to the overview" />} />
        </Routes>
      </RouteErrorBoundary>
    </AdminQueryProvider>
  );
}
