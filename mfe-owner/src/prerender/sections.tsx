// Build-time only: the owner area's first screen, rendered into each release (webpack.config.cjs) as an owner sees
// it before any data: the shell's server shows it, in the owners' layout, to a browser with an owner's session
// stored, before any script has arrived (the owner's name and hostel filled in from that session).
import { renderSection, sectionFiles } from 'app-kit/prerender';
import OwnerDashboardPage from '../features/dashboard/OwnerDashboardPage';

/** What the build writes into the release. */
export const renderRelease = async (): Promise<Record<string, string>> =>
  sectionFiles({
    '/owner-dashboard': renderSection(OwnerDashboardPage, 'owner-dashboard', '/owner-dashboard', 'owner'),
  });
