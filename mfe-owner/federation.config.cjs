// The owner area: /owner-dashboard and /owner/* of the composed site.
const { sharedDeps } = require('../tools/webpack/shared-deps.cjs');
const pkg = require('./package.json');

module.exports = {
  name: 'mfe_owner',
  filename: 'remoteEntry.js',
  exposes: {
    './DashboardPage': './src/features/dashboard/OwnerDashboardPage.tsx',
    './OwnerRoutes': './src/OwnerRoutes.tsx',
  },
  shared: sharedDeps(pkg),
};
