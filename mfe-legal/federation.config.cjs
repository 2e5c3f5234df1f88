// The legal area: /legal/* and /support of the composed site.
const { sharedDeps } = require('../tools/webpack/shared-deps.cjs');
const pkg = require('./package.json');

module.exports = {
  name: 'mfe_legal',
  filename: 'remoteEntry.js',
  exposes: {
    './SupportPage': './src/features/support/SupportPage.tsx',
    './LegalRoutes': './src/LegalRoutes.tsx',
  },
  shared: sharedDeps(pkg),
};
