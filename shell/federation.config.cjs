// The shell is the host. It lists no remote here: their addresses come at run time from
// /deployment.json (see src/deployment), so a remote can move or redeploy without rebuilding the shell.
// It takes part in federation through the runtime API (src/federation/hostRuntime.ts, started with the first
// remote), so no build plugin reads this: tools/webpack/host-config.cjs turns the shared list into the versions
// the runtime registers and the manifest the release check reads.
const { sharedDeps } = require('../tools/webpack/shared-deps.cjs');
const pkg = require('./package.json');

module.exports = {
  name: 'shell',
  shared: sharedDeps(pkg),
};
