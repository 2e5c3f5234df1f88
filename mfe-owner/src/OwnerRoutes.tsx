import { Route, Routes } from 'react-router-dom';
import { OwnerQueryProvider } from './api/queryClient';
import { SectionNotFound } from 'shared-ui';
import MyHostelsPage from './features/hostels/MyHostelsPage';
import AddHostelPage from './features/hostels/AddHostelPage';
import EditHostelPage from './features/hostels/EditHostelPage';
import ViewHostelPage from './features/hostels/ViewHostelPage';
import ManageRoomsPage from './features/rooms/ManageRoomsPage';
import FilledRoomsPage from './features/rooms/FilledRoomsPage';
import AvailableRoomsPage from './features/rooms/AvailableRoomsPage';
import AddStudentPage from './features/students/AddStudentPage';
import MyStudentsPage from './features/students/MyStudentsPage';
import BookingRequestsPage from './features/requests/BookingRequestsPage';
import SendAlertsPage from './features/alerts/SendAlertsPage';
import ComplaintsPage from './features/complaints/ComplaintsPage';
import RulesPage from './features/rules/RulesPage';
import PaymentSettingsPage from './features/payouts/PaymentSettingsPage';
import OwnerSettingsPage from './features/settings/OwnerSettingsPage';
import ActivityFeedPage from './features/activity/ActivityFeedPage';

/** Everything under /owner/* (paths relative to it). The shell has already checked for an owner session. */
export default function OwnerRoutes() {
  return (
    <OwnerQueryProvider>
      <Routes>
        <Route path="my-hostels" element={<MyHostelsPage />} />
        <Route path="add-hostel" element={<AddHostelPage />} />
        <Route path="hostel/:id/edit" element={<EditHostelPage />} />
        <Route path="hostel/:id/view" element={<ViewHostelPage />} />
        <Route path="manage-rooms" element={<ManageRoomsPage />} />
        <Route path="filled-rooms" element={<FilledRoomsPage />} />
        <Route path="available-rooms" element={<AvailableRoomsPage />} />
        <Route path="add-student" element={<AddStudentPage />} />
        <Route path="my-students" element={<MyStudentsPage />} />
        <Route path="view-requests" element={<BookingRequestsPage />} />
        <Route path="send-alerts" element={<SendAlertsPage />} />
        <Route path="view-complaints" element={<ComplaintsPage />} />
        <Route path="rules-and-regulations" element={<RulesPage />} />
        <Route path="payment-settings" element={<PaymentSettingsPage />} />
        <Route path="profile-settings" element={<OwnerSettingsPage />} />
        <Route path="notifications" element={<ActivityFeedPage />} />
        <Route path="*" element={<SectionNotFound backTo="/owner-dashboard" backLabel="Go to My Dashboard" />} />
      </Routes>
    </OwnerQueryProvider>
  );
}
