import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SectionNotFound, Spinner } from 'shared-ui';
import { StudentQueryProvider } from './api/queryClient';
import HostelRoute from './features/hostels/HostelRoute';
import HostelsPage from './features/hostels/HostelsPage';
import { studentPaths, studentRoute } from './paths';

// Each page's code comes when it is opened: the listing, the area's first page, needs no form library.
const InterestedPage = lazy(() => import('./features/interested/InterestedPage'));
const RecentlyViewedPage = lazy(() => import('./features/recently-viewed/RecentlyViewedPage'));
const MyBookingsPage = lazy(() => import('./features/bookings/MyBookingsPage'));
const RaiseComplaintPage = lazy(() => import('./features/complaints/RaiseComplaintPage'));
const NotificationsPage = lazy(() => import('./features/notifications/NotificationsPage'));
const PaymentsPage = lazy(() => import('./features/payments/PaymentsPage'));
const ReceiptPage = lazy(() => import('./features/payments/ReceiptPage'));
const ProfileSettingsPage = lazy(() => import('./features/profile/ProfileSettingsPage'));

/** Everything under /student/* (paths relative to it). The shell has already checked for a student session. */
export default function StudentRoutes() {
  return (
    <StudentQueryProvider>
      <Suspense fallback={<Spinner />}>
        <Routes>
          <Route path={studentRoute(studentPaths.hostels)} element={<HostelsPage />} />
          <Route path={studentRoute(studentPaths.hostel)} element={<HostelRoute />} />
          <Route path={studentRoute(studentPaths.interested)} element={<InterestedPage />} />
          <Route path={studentRoute(studentPaths.recentlyViewed)} element={<RecentlyViewedPage />} />
          <Route path={studentRoute(studentPaths.myBookings)} element={<MyBookingsPage />} />
          <Route path={studentRoute(studentPaths.raiseComplaint)} element={<RaiseComplaintPage />} />
          <Route path={studentRoute(studentPaths.notifications)} element={<NotificationsPage />} />
          <Route path={studentRoute(studentPaths.payments)} element={<PaymentsPage />} />
          <Route path={studentRoute(studentPaths.receipt)} element={<ReceiptPage />} />
          <Route path={studentRoute(studentPaths.profileSettings)} element={<ProfileSettingsPage />} />
          <Route
            path="*"
            element={<SectionNotFound backTo={studentPaths.dashboard} backLabel="Go to My Dashboard" />}
          />
        </Routes>
      </Suspense>
    </StudentQueryProvider>
  );
}
