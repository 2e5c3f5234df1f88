// The shared singletons of every federated app. One list, so host and remotes always agree.
// Never eager: each app's entry starts with an async boundary (import('./bootstrap')).
const singletons = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'styled-components',
  'zustand',
  'shared-ui',
  'shared-auth',
];

function sharedDeps(appPackageJson) {
  const deps = appPackageJson.dependencies || {};
  const shared = {};
  for (const name of singletons) {
    shared[name] = { singleton: true, requiredVersion: deps[name] || false };
  }
  return shared;
}

module.exports = { singletons, sharedDeps };
