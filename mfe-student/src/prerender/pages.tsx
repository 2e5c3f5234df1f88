// Server only: the student area's pages rendered per request with their data inside the shell's layout by the shell's
// server, from this release's `server/render.cjs` (webpack.config.cjs), and hydrated by the browser. The listing
// shows the hostels its address's filters ask for, a hostel's page its name, photos, price and facts in the HTML,
// before any script. A student's pages are rendered as a student
// sees them before the session is read; what only they may see (saved or not, their bookings) comes after hydration.
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { pageRenderer } from 'app-kit/prerender';
import { hostelPageQuery, hostelQuery } from '../features/hostels/queries';
import { reviewPageQuery } from '../features/reviews/queries';
import { visitSlotsQuery } from '../features/visits/queries';
import { filtersFromUrl, hostelQueryOf } from '../features/hostels/useHostelFilters';
import StudentDashboardPage from '../features/dashboard/StudentDashboardPage';
import PublicHostelRoutes, { preparePage as preparePublicPage } from '../PublicHostelRoutes';
import StudentRoutes, { preparePage as prepareStudentPage } from '../StudentRoutes';

/** The listing's page the address's filters ask for (the screen's own query): a link or a search form opens it, with
 * or without JavaScript. */
const listing = (_params: Params, client: QueryClient, query: URLSearchParams) =>
  client.prefetchQuery(hostelPageQuery(hostelQueryOf(filtersFromUrl(query))));
/** A hostel's page: the hostel, the first page of its reviews, and its free visiting times. */
const hostel = (params: Params, client: QueryClient) =>
  Promise.all([
    client.prefetchQuery(hostelQuery(params.id ?? '')),
    client.prefetchQuery(reviewPageQuery(params.id ?? '')),
    // the visiting times render with the page (nothing moves when they come); without them, the page still does
    client.prefetchQuery(visitSlotsQuery(params.id ?? '')).then(() => {
      const { queryKey } = visitSlotsQuery(params.id ?? '');
      if (client.getQueryState(queryKey)?.status === 'error') client.removeQueries({ queryKey });
    }),
  ]);

/** The exposed modules the shell mounts for these areas (areas.json). */
const PUBLIC = 'mfe_student/PublicHostelRoutes';
const STUDENT = 'mfe_student/StudentRoutes';

export const { pages, renderPage } = pageRenderer([
  // a student's first page: the listing it shows is what anyone may see; the student's own tiles come after
  {
    pattern: '/student-dashboard',
    module: 'mfe_student/DashboardPage',
    Section: StudentDashboardPage,
    role: 'student',
    prefetch: listing,
  },
  {
    pattern: '/hostels',
    module: PUBLIC,
    Section: PublicHostelRoutes,
    prepare: preparePublicPage,
    prefetch: listing,
    query: true,
  },
  {
    pattern: '/student/hostels',
    module: STUDENT,
    Section: StudentRoutes,
    prepare: prepareStudentPage,
    role: 'student',
    prefetch: listing,
    query: true,
  },
  {
    pattern: '/hostels/:id',
    module: PUBLIC,
    Section: PublicHostelRoutes,
    prepare: preparePublicPage,
    prefetch: hostel,
  },
  {
    pattern: '/student/hostels/:id',
    module: STUDENT,
    Section: StudentRoutes,
    prepare: prepareStudentPage,
    role: 'student',
    prefetch: hostel,
  },
]);
