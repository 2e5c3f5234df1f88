import { startEarly, useSession } from 'shared-auth';
import { areaAddress, remoteAreaFor } from './areas';
import { prefetchRemoteModule } from './remotes';

/**
 * The page being opened, when a remote draws it and this session may see it: the section's code and its first
 * data are asked for now, at the start, in parallel with the shell's own render (RemoteRoute then takes both).
 */
export function startAreaOf({ pathname, search }: { pathname: string; search: string }): void {
  const area = remoteAreaFor(pathname);
  if (!area) return;
  if (area.role && useSession.getState().user?.role !== area.role) return; // its guard sends this user elsewhere
  prefetchRemoteModule(area.module);
  if (area.data?.length && pathname === areaAddress(area) && !search) for (const p of area.data) startEarly(p);
}
