import { createContext, useContext } from 'react';
import { useLocation } from 'react-router-dom';
import type { Role } from 'shared-auth';
import { type RemoteArea, remoteAreaFor } from './areas';

/** The remote areas the site's routes were rendered with (SiteRoutes): the deployment's, or the server's render's. */
export const AreasContext = createContext<readonly RemoteArea[]>([]);

/** The role whose area the current address is in (none for a public page). */
export function useAreaRole(): Role | undefined {
  return remoteAreaFor(useLocation().pathname, useContext(AreasContext))?.role;
}
