// Server only: the student area's pages rendered per request with their data, by the shell's server, from this
// release's `server/render.cjs` (webpack.config.cjs); a public one inside the shell's layout, hydrated by the browser. The listing shows its first hostels, a hostel's page its name,
// photos, price and facts in the HTML, before any script: on a phone a photo no longer waits for the whole app to
// arrive and run. An address with a query (a filter, another page) is the app's to render. What only the
// signed-in student may see (saved or not, their bookings, their review) the app fills in after its first render.
import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { pageRenderer } from 'app-kit/prerender';
import { hostelPageQuery, hostelQuery } from '../features/hostels/queries';
import { filtersFromUrl, hostelQueryOf } from '../features/hostels/useHostelFilters';
import PublicHostelRoutes, { preparePage as preparePublicPage } from '../PublicHostelRoutes';
import StudentRoutes, { preparePage as prepareStudentPage } from '../StudentRoutes';

/** The listing's first page, as an address without a query opens it (the screen's own query). */
const listing = (_params: Params, client: QueryClient) =>
  client.prefetchQuery(hostelPageQuery(hostelQueryOf(filtersFromUrl(new URLSearchParams()))));
/** A hostel's page: the hostel. */
const hostel = (params: Params, client: QueryClient) => client.prefetchQuery(hostelQuery(params.id ?? ''));

/** The exposed modules the shell mounts for these areas (areas.json). */
const PUBLIC = 'mfe_student/PublicHostelRoutes';
const STUDENT = 'mfe_student/StudentRoutes';

export const { pages, renderPage } = pageRenderer([
  {
    pattern: '/hostels',
    area: 'hostels/*',
    module: PUBLIC,
    Section: PublicHostelRoutes,
    prepare: preparePublicPage,
    prefetch: listing,
  },
  {
    pattern: '/student/hostels',
    area: 'student/*',
    module: STUDENT,
    Section: StudentRoutes,
    prepare: prepareStudentPage,
    role: 'student',
    prefetch: listing,
  },
  {
    pattern: '/hostels/:id',
    area: 'hostels/*',
    module: PUBLIC,
    Section: PublicHostelRoutes,
    prepare: preparePublicPage,
    prefetch: hostel,
  },
  {
    pattern: '/student/hostels/:id',
    area: 'student/*',
    module: STUDENT,
    Section: StudentRoutes,
    prepare: prepareStudentPage,
    role: 'student',
    prefetch: hostel,
  },
]);
