// Server only: the student area's pages drawn per request with their data, by the shell's server, from this
// release's `server/render.cjs` (webpack.config.cjs). The listing shows its first hostels, a hostel's page its name,
// photos, price and facts in the HTML, before any script: on a phone a photo no longer waits for the whole app to
// arrive and run. An address with a query (a filter, another page) is the app's to draw. What only the
// signed-in student may see (saved or not, their bookings, their review) the app fills in when it takes over.
import { pageRenderer } from 'app-kit/prerender';
import PublicHostelRoutes, { preparePage as preparePublicPage } from '../PublicHostelRoutes';
import StudentRoutes, { preparePage as prepareStudentPage } from '../StudentRoutes';

const HOSTEL = '/api/hostels/:id';
/** The listing's first page, as an address without a query opens it. */
const LISTING = '/api/hostels?page=1';

export const { pages, renderPage } = pageRenderer([
  {
    pattern: '/hostels',
    area: 'hostels/*',
    module: PublicHostelRoutes,
    prepare: preparePublicPage,
    data: [LISTING],
  },
  {
    pattern: '/student/hostels',
    area: 'student/*',
    module: StudentRoutes,
    prepare: prepareStudentPage,
    role: 'student',
    data: [LISTING],
  },
  {
    pattern: '/hostels/:id',
    area: 'hostels/*',
    module: PublicHostelRoutes,
    prepare: preparePublicPage,
    data: [HOSTEL],
  },
  {
    pattern: '/student/hostels/:id',
    area: 'student/*',
    module: StudentRoutes,
    prepare: prepareStudentPage,
    role: 'student',
    data: [HOSTEL],
  },
]);
