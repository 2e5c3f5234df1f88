import { matchPath } from 'react-router-dom';
import type { Role } from 'shared-auth';
import table from './areas.json';

/** The URL space the shell hands to remotes, and which exposed module renders each part. */
export interface RemoteArea {
  path: string;
  module: string;
  role?: Role;
  /** A user of another role is logged out before going to /login (the student dashboard's rule). */
  clearOnMismatch?: boolean;
}

/** Data, not code: each shell release also publishes it (`areas.json`), and a remote's release is checked
 * against it (every module listed here must be exposed by the remote). */
export const remoteAreas = table as RemoteArea[];

/** The remote module that renders `pathname`, if a remote owns it. */
export function remoteModuleFor(pathname: string): string | undefined {
  return remoteAreas.find((a) => matchPath({ path: `/${a.path}`, end: true }, pathname))?.module;
}
