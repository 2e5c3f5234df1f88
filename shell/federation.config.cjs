// The shell is the host. It lists no remote here: their addresses come at run time from
// /deployment.json (see src/deployment), so a remote can move or redeploy without rebuilding the shell.
const path = require('node:path');
const { sharedDeps } = require('../tools/webpack/shared-deps.cjs');
const pkg = require('./package.json');

module.exports = {
  name: 'shell',
  remotes: {},
  shared: sharedDeps(pkg),
  runtimePlugins: [path.resolve(__dirname, 'src/federation/fallbackPlugin.ts')],
};
