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
import { ownerPaths, ownerRoute } from './paths';

/** Everything under /owner/* (paths relative to it). The shell has already checked for an owner session. */
export default function OwnerRoutes() {
  return (
    <OwnerQueryProvider>
      <Routes>
        <Route path={ownerRoute(ownerPaths.myHostels)} element={<MyHostelsPage />} />
        <Route path={ownerRoute(ownerPaths.addHostel)} element={<AddHostelPage />} />
        <Route path={ownerRoute(ownerPaths.editHostel)} element={<EditHostelPage />} />
        <Route path={ownerRoute(ownerPaths.viewHostel)} element={<ViewHostelPage />} />
        <Route path={ownerRoute(ownerPaths.manageRooms)} element={<ManageRoomsPage />} />
        <Route path={ownerRoute(ownerPaths.filledRooms)} element={<FilledRoomsPage />} />
        <Route path={ownerRoute(ownerPaths.availableRooms)} element={<AvailableRoomsPage />} />
        <Route path={ownerRoute(ownerPaths.addStudent)} element={<AddStudentPage />} />
        <Route path={ownerRoute(ownerPaths.myStudents)} element={<MyStudentsPage />} />
        <Route path={ownerRoute(ownerPaths.viewRequests)} element={<BookingRequestsPage />} />
        <Route path={ownerRoute(ownerPaths.sendAlerts)} element={<SendAlertsPage />} />
        <Route path={ownerRoute(ownerPaths.viewComplaints)} element={<ComplaintsPage />} />
        <Route path={ownerRoute(ownerPaths.rules)} element={<RulesPage />} />
        <Route path={ownerRoute(ownerPaths.paymentSettings)} element={<PaymentSettingsPage />} />
        <Route path={ownerRoute(ownerPaths.profileSettings)} element={<OwnerSettingsPage />} />
        <Route path={ownerRoute(ownerPaths.notifications)} element={<ActivityFeedPage />} />
        <Route path="*" element={<SectionNotFound backTo={ownerPaths.dashboard} backLabel="Go to My Dashboard" />} />
      </Routes>
    </OwnerQueryProvider>
  );
}
