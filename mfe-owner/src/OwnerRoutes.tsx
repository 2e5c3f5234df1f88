import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { OwnerQueryProvider } from './api/queryClient';
import { SectionNotFound, Spinner } from 'shared-ui';
import { ownerPaths, ownerRoute } from './paths';

// Each page's code comes when it is opened: a page the owner opens loads its own screen, not all sixteen (and the
// form library and zod only with a page that has a form).
const MyHostelsPage = lazy(() => import('./features/hostels/MyHostelsPage'));
const AddHostelPage = lazy(() => import('./features/hostels/AddHostelPage'));
const EditHostelPage = lazy(() => import('./features/hostels/EditHostelPage'));
const ViewHostelPage = lazy(() => import('./features/hostels/ViewHostelPage'));
const ManageRoomsPage = lazy(() => import('./features/rooms/ManageRoomsPage'));
const FilledRoomsPage = lazy(() => import('./features/rooms/FilledRoomsPage'));
const AvailableRoomsPage = lazy(() => import('./features/rooms/AvailableRoomsPage'));
const AddStudentPage = lazy(() => import('./features/students/AddStudentPage'));
const MyStudentsPage = lazy(() => import('./features/students/MyStudentsPage'));
const BookingRequestsPage = lazy(() => import('./features/requests/BookingRequestsPage'));
const SendAlertsPage = lazy(() => import('./features/alerts/SendAlertsPage'));
const ComplaintsPage = lazy(() => import('./features/complaints/ComplaintsPage'));
const RulesPage = lazy(() => import('./features/rules/RulesPage'));
const PaymentSettingsPage = lazy(() => import('./features/payouts/PaymentSettingsPage'));
const OwnerSettingsPage = lazy(() => import('./features/settings/OwnerSettingsPage'));
const ActivityFeedPage = lazy(() => import('./features/activity/ActivityFeedPage'));

/** Everything under /owner/* (paths relative to it). The shell has already checked for an owner session. */
export default function OwnerRoutes() {
  return (
    <OwnerQueryProvider>
      <Suspense fallback={<Spinner />}>
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
      </Suspense>
    </OwnerQueryProvider>
  );
}
