import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { pagePreparer, RouteErrorBoundary } from 'app-kit';
import { SectionNotFound, Spinner } from 'shared-ui';
import { StudentQueryProvider } from './api/queryClient';
import HostelRoute, { hostelPage } from './features/hostels/HostelRoute';
import HostelsPage from './features/hostels/HostelsPage';
import { publicHostelPaths } from './paths';

/** Loads the code of the page at an address (the shell calls it as soon as this module is here). */
export const preparePage = pagePreparer([[publicHostelPaths.hostel, hostelPage]]);

/**
 * /hostels and /hostels/{id} for everyone, signed in or not: the same listing and hostel page as the
 * student area's; acting on a hostel asks a visitor to log in and then does it.
 */
export default function PublicHostelRoutes() {
  return (
    <StudentQueryProvider>
      <RouteErrorBoundary home="/hostels">
        <Suspense fallback={<Spinner />}>
          <Routes>
            <Route index element={<HostelsPage />} />
            <Route path=":id" element={<HostelRoute />} />
            <Route path="*" element={<SectionNotFound backTo="/hostels" backLabel="Browse all hostels" />} />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </StudentQueryProvider>
  );
}
