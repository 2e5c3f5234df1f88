// The site's routes by who may open them: the browser tests visit them all (CSP, phone layout).
export const PUBLIC = [
  '/',
  '/about',
  '/contact',
  '/login',
  '/register',
  '/forgot-password',
  '/hostels',
  '/support',
  '/legal/privacy-policy',
  '/legal/refund-policy',
  '/no-such-page',
];
export const STUDENT = [
  '/student-dashboard',
  '/student/hostels',
  '/student/interested',
  '/student/recently-viewed',
  '/student/my-bookings',
  '/student/raise-complaint',
  '/student/notifications',
  '/student/payments',
  '/student/profile-settings',
  '/profile',
];
export const OWNER = [
  '/owner-dashboard',
  '/owner/my-hostels',
  '/owner/add-hostel',
  '/owner/manage-rooms',
  '/owner/filled-rooms',
  '/owner/available-rooms',
  '/owner/add-student',
  '/owner/my-students',
  '/owner/view-requests',
  '/owner/send-alerts',
  '/owner/view-complaints',
  '/owner/rules-and-regulations',
  '/owner/payment-settings',
  '/owner/profile-settings',
  '/owner/notifications',
];
export const OPERATOR = ['/admin', '/admin/hostels', '/admin/reports', '/admin/owners', '/admin/outbox'];
