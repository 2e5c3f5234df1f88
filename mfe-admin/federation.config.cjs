// The operator's area: /admin/* of the composed site (verification, moderation, owner accounts).
const { sharedDeps } = require('../tools/webpack/shared-deps.cjs');
const pkg = require('./package.json');

module.exports = {
  name: 'mfe_admin',
  filename: 'remoteEntry.js',
  exposes: {
    './AdminRoutes': './src/AdminRoutes.tsx',
  },
  shared: sharedDeps(pkg),
};
