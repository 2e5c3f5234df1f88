/** The operator area's pages (absolute paths of the composed site). */
export const adminPaths = {
  overview: '/admin',
  hostels: '/admin/hostels',
  reports: '/admin/reports',
  owners: '/admin/owners',
  outbox: '/admin/outbox',
} as const;

/** A page's route inside `admin/*` (relative to it). */
export const adminRoute = (path: string) => path.replace(/^\/admin\/?/, '') || '/';
