// The framework a server-side render module takes from the server that loads it, as a remote's browser code takes
// it from the shell's share scope: one React, router and styled-components for the shell's tree and a remote's
// section inside it (one render, so the browser can hydrate it). Everything else is bundled into each module.
const FRAMEWORK = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/server',
  'react-router',
  'react-router-dom',
  'styled-components',
];
const GLOBAL = '__hostelHubServerFramework';

/** A render module's webpack `externals` and `externalsType`: the framework's packages from the global the server
 * provides (`global.__hostelHubServerFramework["react"]`). */
const frameworkExternals = () => ({
  externalsType: 'global',
  externals: Object.fromEntries(FRAMEWORK.map((name) => [name, [GLOBAL, name]])),
});

/** Makes the framework of the process (resolved by `requireFrom`, the loading server's own `require`) the one
 * render modules use; before the first of them is required. */
function provideFramework(requireFrom) {
  globalThis[GLOBAL] ??= Object.fromEntries(FRAMEWORK.map((name) => [name, requireFrom(name)]));
}

module.exports = { FRAMEWORK, frameworkExternals, provideFramework };
