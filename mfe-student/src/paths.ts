import { generatePath, useLocation } from 'react-router-dom';

// Every path of the student area, in one place: routes, links and redirects use these.
export const studentPaths = {
  dashboard: '/student-dashboard',
  area: '/student',
  hostels: '/student/hostels',
  hostel: '/student/hostels/:id',
  interested: '/student/interested',
  recentlyViewed: '/student/recently-viewed',
  myBookings: '/student/my-bookings',
  statement: '/student/my-bookings/:id/statement',
  rentStatement: '/student/my-bookings/:id/rent-statement',
  raiseComplaint: '/student/raise-complaint',
  notifications: '/student/notifications',
  payments: '/student/payments',
  receipt: '/student/payments/receipts/:id',
  profileSettings: '/student/profile-settings',
  messages: '/student/messages',
  conversation: '/student/messages/:id',
} as const;

/** A path of the area with its parameters filled in. */
export const studentPath = (pattern: string, params: Record<string, string>) => generatePath(pattern, params);

/** The route of a path inside `StudentRoutes` (relative to /student). */
export const studentRoute = (path: string) => path.slice(`${studentPaths.area}/`.length);

/** The public hostel pages: anyone may browse; acting on a hostel asks a visitor to log in. */
export const publicHostelPaths = { hostels: '/hostels', hostel: '/hostels/:id' } as const;

/** The hostel pages of the area this page is in: /student/hostels… in the student area, /hostels… otherwise. */
export function useHostelPaths() {
  const { pathname } = useLocation();
  const base = pathname.startsWith(`${studentPaths.area}/`) ? studentPaths : publicHostelPaths;
  return { hostels: base.hostels, hostel: (id: string) => studentPath(base.hostel, { id }) };
}
