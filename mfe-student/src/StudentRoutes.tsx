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
import ProfileSettingsPage from './features/profile/ProfileSettingsPage';

/** Everything under /student/* (paths relative to it). The shell has already checked for a student session. */
export default function StudentRoutes() {
  return (
    <StudentQueryProvider>
      <Routes>
        <Route path="hostels" element={<HostelsPage />} />
        <Route path="hostels/:id" element={<HostelDetailPage />} />
        <Route path="interested" element={<InterestedPage />} />
        <Route path="recently-viewed" element={<RecentlyViewedPage />} />
        <Route path="my-bookings" element={<MyBookingsPage />} />
        <Route path="raise-complaint" element={<RaiseComplaintPage />} />
        <Route path="notifications" element={<NotificationsPage />} />
        <Route path="payments" element={<PaymentsPage />} />
        <Route path="profile-settings" element={<ProfileSettingsPage />} />
        <Route path="*" element={<SectionNotFound backTo="/student-dashboard" backLabel="Go to My Dashboard" />} />
      </Routes>
    </StudentQueryProvider>
  );
}
