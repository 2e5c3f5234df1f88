import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { type AreaPages, lazyScreen, pagePreparer, RouteErrorBoundary, ShowScreen } from 'app-kit';
import { SectionNotFound, Spinner } from 'shared-ui';
import { StudentQueryProvider } from './api/queryClient';
import HostelRoute, { hostelPage } from './features/hostels/HostelRoute';
import HostelsPage from './features/hostels/HostelsPage';
import { studentPaths, studentRoute } from './paths';

// Each page's code comes when it is opened: the listing, the area's first page, needs no form library.
const pages: AreaPages = [
  [studentPaths.interested, lazyScreen(() => import('./features/interested/InterestedPage'))],
  [studentPaths.recentlyViewed, lazyScreen(() => import('./features/recently-viewed/RecentlyViewedPage'))],
  [studentPaths.myBookings, lazyScreen(() => import('./features/bookings/MyBookingsPage'))],
  [studentPaths.raiseComplaint, lazyScreen(() => import('./features/complaints/RaiseComplaintPage'))],
  [studentPaths.notifications, lazyScreen(() => import('./features/notifications/NotificationsPage'))],
  [studentPaths.payments, lazyScreen(() => import('./features/payments/PaymentsPage'))],
  [studentPaths.receipt, lazyScreen(() => import('./features/payments/ReceiptPage'))],
  [studentPaths.statement, lazyScreen(() => import('./features/payments/StatementPage'))],
  [studentPaths.rentStatement, lazyScreen(() => import('./features/payments/RentStatementPage'))],
  [studentPaths.profileSettings, lazyScreen(() => import('./features/profile/ProfileSettingsPage'))],
  [studentPaths.messages, lazyScreen(() => import('./features/messages/MessagesPage'))],
  [studentPaths.conversation, lazyScreen(() => import('./features/messages/MessagesPage'))],
  [studentPaths.hostel, hostelPage],
];

/** Loads the code of the page at an address (the shell calls it as soon as this module is here). */
export const preparePage = pagePreparer(pages);

/** Everything under /student/* (paths relative to it). The shell has already checked for a student session. */
export default function StudentRoutes() {
  return (
    <StudentQueryProvider>
      <RouteErrorBoundary home={studentPaths.dashboard}>
        <Suspense fallback={<Spinner />}>
          <Routes>
            <Route path={studentRoute(studentPaths.hostels)} element={<HostelsPage />} />
            <Route path={studentRoute(studentPaths.hostel)} element={<HostelRoute />} />
            {pages
              .filter(([, screen]) => screen !== hostelPage)
              .map(([path, screen]) => (
                <Route key={path} path={studentRoute(path)} element={<ShowScreen screen={screen} />} />
              ))}
            <Route
              path="*"
              element={<SectionNotFound backTo={studentPaths.dashboard} backLabel="Go to My Dashboard" />}
            />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
    </StudentQueryProvider>
  );
}
