// The __TITLE__ area: /__AREA__ of the composed site.
const { sharedDeps } = require('../tools/webpack/shared-deps.cjs');
const pkg = require('./package.json');

module.exports = {
  name: '__FEDERATION__',
  filename: 'remoteEntry.js',
  exposes: {
    './__COMPONENT__': './src/features/area/__COMPONENT__.tsx',
  },
  shared: sharedDeps(pkg),
};
