// Server only: the owner area's first pages, rendered per request inside the shell's layout by the shell's server,
// from this release's `server/render.cjs` (webpack.config.cjs), and hydrated by the browser. They are rendered as an
// owner sees them before the session is read: the layout, headings and placeholders; the owner's own numbers and
// requests come after hydration (the server asks the API for nothing of theirs).
import { pageRenderer } from 'app-kit/prerender';
import OwnerDashboardPage from '../features/dashboard/OwnerDashboardPage';
import OwnerRoutes, { preparePage } from '../OwnerRoutes';
import { ownerPaths } from '../paths';

export const { pages, renderPage } = pageRenderer([
  { pattern: ownerPaths.dashboard, module: 'mfe_owner/DashboardPage', Section: OwnerDashboardPage, role: 'owner' },
  {
    pattern: ownerPaths.viewRequests,
    module: 'mfe_owner/OwnerRoutes',
    Section: OwnerRoutes,
    prepare: preparePage,
    role: 'owner',
  },
]);
