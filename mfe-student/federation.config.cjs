// The student area: /student-dashboard and /student/* of the composed site, and the public /hostels pages.
const { sharedDeps } = require('../tools/webpack/shared-deps.cjs');
const pkg = require('./package.json');

module.exports = {
  name: 'mfe_student',
  filename: 'remoteEntry.js',
  exposes: {
    './DashboardPage': './src/features/dashboard/StudentDashboardPage.tsx',
    './StudentRoutes': './src/StudentRoutes.tsx',
    './PublicHostelRoutes': './src/PublicHostelRoutes.tsx',
  },
  shared: sharedDeps(pkg),
};
