import { generatePath } from 'react-router-dom';

// Every path of the owner area, in one place: routes, links and redirects use these.
export const ownerPaths = {
  dashboard: '/owner-dashboard',
  area: '/owner',
  myHostels: '/owner/my-hostels',
  addHostel: '/owner/add-hostel',
  editHostel: '/owner/hostel/:id/edit',
  viewHostel: '/owner/hostel/:id/view',
  manageRooms: '/owner/manage-rooms',
  filledRooms: '/owner/filled-rooms',
  availableRooms: '/owner/available-rooms',
  addStudent: '/owner/add-student',
  myStudents: '/owner/my-students',
  viewRequests: '/owner/view-requests',
  stays: '/owner/stays',
  statement: '/owner/stays/:id/statement',
  rent: '/owner/rent',
  sendAlerts: '/owner/send-alerts',
  viewComplaints: '/owner/view-complaints',
  rules: '/owner/rules-and-regulations',
  paymentSettings: '/owner/payment-settings',
  profileSettings: '/owner/profile-settings',
  notifications: '/owner/notifications',
  messages: '/owner/messages',
  visits: '/owner/visits',
  conversation: '/owner/messages/:id',
} as const;

/** A path of the area with its parameters filled in. */
export const ownerPath = (pattern: string, params: Record<string, string>) => generatePath(pattern, params);

/** The route of a path inside `OwnerRoutes` (relative to /owner). */
export const ownerRoute = (path: string) => path.slice(`${ownerPaths.area}/`.length);
