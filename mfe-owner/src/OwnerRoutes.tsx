import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { type AreaPages, lazyScreen, pagePreparer, RouteErrorBoundary, ShowScreen } from 'app-kit';
import { OwnerQueryProvider } from './api/queryClient';
import { SectionNotFound, Spinner } from 'shared-ui';
import { ownerPaths, ownerRoute } from './paths';

// Each page's code comes when it is opened: a page the owner opens loads its own screen, not all sixteen (and the
// form library and zod only with a page that has a form).
const pages: AreaPages = [
  [ownerPaths.myHostels, lazyScreen(() => import('./features/hostels/MyHostelsPage'))],
  [ownerPaths.addHostel, lazyScreen(() => import('./features/hostels/AddHostelPage'))],
  [ownerPaths.editHostel, lazyScreen(() => import('./features/hostels/EditHostelPage'))],
  [ownerPaths.viewHostel, lazyScreen(() => import('./features/hostels/ViewHostelPage'))],
  [ownerPaths.manageRooms, lazyScreen(() => import('./features/rooms/ManageRoomsPage'))],
  [ownerPaths.filledRooms, lazyScreen(() => import('./features/rooms/FilledRoomsPage'))],
  [ownerPaths.availableRooms, lazyScreen(() => import('./features/rooms/AvailableRoomsPage'))],
  [ownerPaths.addStudent, lazyScreen(() => import('./features/students/AddStudentPage'))],
  [ownerPaths.myStudents, lazyScreen(() => import('./features/students/MyStudentsPage'))],
  [ownerPaths.viewRequests, lazyScreen(() => import('./features/requests/BookingRequestsPage'))],
  [ownerPaths.stays, lazyScreen(() => import('./features/stays/StaysPage'))],
  [ownerPaths.statement, lazyScreen(() => import('./features/stays/StatementPage'))],
  [ownerPaths.rent, lazyScreen(() => import('./features/rent/RentPage'))],
  [ownerPaths.sendAlerts, lazyScreen(() => import('./features/alerts/SendAlertsPage'))],
  [ownerPaths.viewComplaints, lazyScreen(() => import('./features/complaints/ComplaintsPage'))],
  [ownerPaths.rules, lazyScreen(() => import('./features/rules/RulesPage'))],
  [ownerPaths.paymentSettings, lazyScreen(() => import('./features/payouts/PaymentSettingsPage'))],
  [ownerPaths.profileSettings, lazyScreen(() => import('./features/settings/OwnerSettingsPage'))],
  [ownerPaths.notifications, lazyScreen(() => import('./features/activity/ActivityFeedPage'))],
  [ownerPaths.visits, lazyScreen(() => import('./features/visits/VisitsPage'))],
  [ownerPaths.messages, lazyScreen(() => import('./features/messages/MessagesPage'))],
  [ownerPaths.conversation, lazyScreen(() => import('./features/messages/MessagesPage'))],
];

/** Loads the code of the page at an address (the shell calls it before it renders over the page rendered at build
 * time, so its first render is the whole page, no spinner in between). */
export const preparePage = pagePreparer(pages);

/** Everything under /owner/* (paths relative to it). The shell has already checked for an owner session. */
export default function OwnerRoutes() {
  return (
    <OwnerQueryProvider>
      <RouteErrorBoundary home={ownerPaths.dashboard}>
        <Suspense fallback={<Spinner />}>
          <Routes>
            {pages.map(([path, screen]) => (
              <Route key={path} path={ownerRoute(path)} element={<ShowScreen screen={screen} />} />
            ))}
            <Route
              path="*"
              element={<SectionNotFound backTo={ownerPaths.dashboard} backLabel="Go to My Dashboard" />}
            />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </OwnerQueryProvider>
  );
}
