import { generatePath } from 'react-router-dom';

// Every path of the student area, in one place: routes, links and redirects use these.
export const studentPaths = {
  dashboard: '/student-dashboard',
  area: '/student',
  hostels: '/student/hostels',
  hostel: '/student/hostels/:id',
  interested: '/student/interested',
  recentlyViewed: '/student/recently-viewed',
  myBookings: '/student/my-bookings',
  raiseComplaint: '/student/raise-complaint',
  notifications: '/student/notifications',
  payments: '/student/payments',
  profileSettings: '/student/profile-settings',
} as const;

/** A path of the area with its parameters filled in. */
export const studentPath = (pattern: string, params: Record<string, string>) => generatePath(pattern, params);

/** The route of a path inside `StudentRoutes` (relative to /student). */
export const studentRoute = (path: string) => path.slice(`${studentPaths.area}/`.length);
