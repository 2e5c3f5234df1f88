import { matchPath } from 'react-router-dom';
import type { Role } from 'shared-auth';

/** A part of the URL space a remote serves, and the exposed module that renders it. */
export interface RemoteArea {
  path: string;
  module: string;
  role?: Role;
  /** A user of another role is logged out before going to /login (the student dashboard's rule). */
  clearOnMismatch?: boolean;
  /** API paths (GET) the area's first screen asks for: at the area's own address, the shell starts them while the
   * area's code is on its way, and the screen takes their answers (shared-auth `startEarly`). */
  data?: string[];
}

/** Data, not code: each remote's release publishes its areas (`areas.json`) and /deployment.json hands the
 * shell those of the releases this browser gets. Nothing about a remote is compiled into the shell. */
let remoteAreas: RemoteArea[] = [];

export function setRemoteAreas(areas: RemoteArea[]): void {
  remoteAreas = [...areas];
}

export function getRemoteAreas(): readonly RemoteArea[] {
  return remoteAreas;
}

const isRole = (v: unknown): v is Role => v === 'student' || v === 'owner' || v === 'admin';

/** One entry of the deployment file's `areas`, checked (a bad entry is left out, not trusted). */
export function isRemoteArea(value: unknown): value is RemoteArea {
  if (!value || typeof value !== 'object') return false;
  const a = value as Record<string, unknown>;
  return (
    typeof a.path === 'string' &&
    /^[a-z0-9-]+(\/[a-z0-9-]+)*(\/\*)?$/.test(a.path) &&
    typeof a.module === 'string' &&
    /^[a-z_]+\/\w+$/.test(a.module) &&
    (a.role === undefined || isRole(a.role)) &&
    (a.clearOnMismatch === undefined || typeof a.clearOnMismatch === 'boolean') &&
    (a.data === undefined ||
      (Array.isArray(a.data) && a.data.every((d) => typeof d === 'string' && /^\/api\/[\w\-/?=&.,%]*$/.test(d))))
  );
}

/** The remote module that renders `pathname`, if a remote owns it. */
export function remoteModuleFor(pathname: string): string | undefined {
  return remoteAreas.find((a) => matchPath({ path: `/${a.path}`, end: true }, pathname))?.module;
}

/** The area's own address (`legal/*` → `/legal`): where its first screen's data (`data`) belongs. */
export const areaAddress = (area: RemoteArea): string => `/${area.path.replace(/\/\*$/, '')}`;
