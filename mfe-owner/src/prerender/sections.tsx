// Build-time only: the owner area's first screens, rendered into each release (webpack.config.cjs) as an owner sees
// them before any data: the shell's server shows them, in the owners' layout, to a browser with an owner's session
// stored, before any script has arrived (the owner's name and hostel filled in from that session).
import { renderSection, sectionFiles } from 'app-kit/prerender';
import OwnerDashboardPage from '../features/dashboard/OwnerDashboardPage';
import OwnerRoutes, { preparePage } from '../OwnerRoutes';
import { ownerPaths } from '../paths';

/** What the build writes into the release. */
export async function renderRelease(): Promise<Record<string, string>> {
  await preparePage(ownerPaths.viewRequests); // its code first: rendered to a string, a page on its way is a spinner
  return sectionFiles({
    [ownerPaths.dashboard]: renderSection(OwnerDashboardPage, 'owner-dashboard', ownerPaths.dashboard, 'owner'),
    [ownerPaths.viewRequests]: renderSection(OwnerRoutes, 'owner/*', ownerPaths.viewRequests, 'owner'),
  });
}
