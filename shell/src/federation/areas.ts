import { matchPath } from 'react-router-dom';
import type { Role } from 'contracts';

/** The URL space the shell hands to remotes, and which exposed module renders each part. */
export interface RemoteArea {
  path: string;
  module: string;
  role?: Role;
  /** A user of another role is logged out before going to /login (the student dashboard's rule). */
  clearOnMismatch?: boolean;
}

export const remoteAreas: RemoteArea[] = [
  { path: 'student-dashboard', module: 'mfe_student/DashboardPage', role: 'student', clearOnMismatch: true },
  { path: 'student/*', module: 'mfe_student/StudentRoutes', role: 'student' },
  { path: 'owner-dashboard', module: 'mfe_owner/DashboardPage', role: 'owner' },
  { path: 'owner/*', module: 'mfe_owner/OwnerRoutes', role: 'owner' },
  { path: 'legal/*', module: 'mfe_legal/LegalRoutes' },
  { path: 'support', module: 'mfe_legal/SupportPage' },
];

/** The remote module that renders `pathname`, if a remote owns it. */
export function remoteModuleFor(pathname: string): string | undefined {
  return remoteAreas.find((a) => matchPath({ path: `/${a.path}`, end: true }, pathname))?.module;
}
