// Server only: the student area's pages drawn per request with their data, by the shell's server, from this
// release's `server/render.cjs` (webpack.config.cjs). A hostel's page shows its name, photos, price and facts in the
// HTML, before any script: on a phone the photo no longer waits for the whole app to arrive and run. What only the
// signed-in student may see (saved or not, their bookings, their review) the app fills in when it takes over.
import { pageRenderer } from 'app-kit/prerender';
import PublicHostelRoutes, { preparePage as preparePublicPage } from '../PublicHostelRoutes';
import StudentRoutes, { preparePage as prepareStudentPage } from '../StudentRoutes';

const HOSTEL = '/api/hostels/:id';

export const { pages, renderPage } = pageRenderer([
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
