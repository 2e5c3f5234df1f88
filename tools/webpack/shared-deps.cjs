// The shared singletons of every federated app. One list, so host and remotes always agree; the
// release check (tools/delivery/verify.mjs) refuses a build that shares anything else.
// Never eager: a remote's entry starts with an async boundary (import('./bootstrap')) and takes them from the share
// scope; the shell provides the copies it runs on, when the first remote loads (shell/src/federation/hostRuntime.ts).
// Only the framework packages and two versioned contracts are shared at run time: `shared-auth` (the
// session) and `shared-ui` (theme, theme mode, primitives). Their `requiredVersion` comes from each app's
// package.json (a caret range); a breaking change bumps the contract's major version.
const path = require('node:path');

const contractPackages = ['shared-auth', 'shared-ui'];
const singletons = ['react', 'react-dom', 'react-router-dom', 'styled-components', 'zustand', ...contractPackages];

function sharedDeps(appPackageJson) {
  const deps = appPackageJson.dependencies || {};
  const shared = {};
  for (const name of singletons) {
    shared[name] = { singleton: true, requiredVersion: deps[name] || false };
  }
  // React Router goes round through the list of what the apps use (see react-router-dom.js); its version is the
  // package's own, so the release check compares it like any other.
  shared['react-router-dom'] = {
    ...shared['react-router-dom'],
    import: path.join(__dirname, 'react-router-dom.js'),
    version: require('react-router-dom/package.json').version,
  };
  return shared;
}

module.exports = { singletons, contractPackages, sharedDeps };
