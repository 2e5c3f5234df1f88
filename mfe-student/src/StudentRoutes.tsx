import { Route, Routes } from 'react-router-dom';
import { SectionNotFound } from 'shared-ui';
import { StudentQueryProvider } from './api/queryClient';
import HostelsPage from './features/hostels/HostelsPage';
import HostelDetailPage from './features/hostels/HostelDetailPage';
import InterestedPage from './features/interested/InterestedPage';
import RecentlyViewedPage from './features/recently-viewed/RecentlyViewedPage';
import MyBookingsPage from './features/bookings/MyBookingsPage';
import RaiseComplaintPage from './features/complaints/RaiseComplaintPage';
import NotificationsPage from './features/notifications/NotificationsPage';
import PaymentsPage from './features/payments/PaymentsPage';
import ReceiptPage from './features/payments/ReceiptPage';
import ProfileSettingsPage from './features/profile/ProfileSettingsPage';
import { studentPaths, studentRoute } from './paths';

/** Everything under /student/* (paths relative to it). The shell has already checked for a student session. */
export default function StudentRoutes() {
  return (
    <StudentQueryProvider>
      <Routes>
        <Route path={studentRoute(studentPaths.hostels)} element={<HostelsPage />} />
        <Route path={studentRoute(studentPaths.hostel)} element={<HostelDetailPage />} />
        <Route path={studentRoute(studentPaths.interested)} element={<InterestedPage />} />
        <Route path={studentRoute(studentPaths.recentlyViewed)} element={<RecentlyViewedPage />} />
        <Route path={studentRoute(studentPaths.myBookings)} element={<MyBookingsPage />} />
        <Route path={studentRoute(studentPaths.raiseComplaint)} element={<RaiseComplaintPage />} />
        <Route path={studentRoute(studentPaths.notifications)} element={<NotificationsPage />} />
        <Route path={studentRoute(studentPaths.payments)} element={<PaymentsPage />} />
        <Route path={studentRoute(studentPaths.receipt)} element={<ReceiptPage />} />
        <Route path={studentRoute(studentPaths.profileSettings)} element={<ProfileSettingsPage />} />
        <Route path="*" element={<SectionNotFound backTo={studentPaths.dashboard} backLabel="Go to My Dashboard" />} />
      </Routes>
    </StudentQueryProvider>
  );
}
