// Module Federation's webpack plugin (@module-federation/enhanced) without its type plugin. enhanced and its manifest
// plugin load @module-federation/dts-plugin even with `dts: false` (module-federation/core#4271), and with it undici, a
// zip library and a websocket server: 0.15-0.18 s of every build's start (measured). No config of ours turns types on,
// so both of that package's entry points are stand-ins here, which refuse to be used.
const Module = require('node:module');
const path = require('node:path');

const typesAreOff = () => {
  throw new Error('Module Federation types are off in this project (dts: false, tools/webpack/federation-plugin.cjs)');
};

/** Puts `exports` in the module cache as `request`, resolved as the package `from` resolves it. */
function standIn(request, from, exports) {
  const file = require.resolve(request, { paths: [path.dirname(require.resolve(from))] });
  if (require.cache[file]) return; // loaded already: the real one stays
  const module = new Module(file);
  module.filename = file;
  module.loaded = true;
  module.exports = exports;
  require.cache[file] = module;
}

standIn('@module-federation/dts-plugin', '@module-federation/enhanced/webpack', { DtsPlugin: typesAreOff });
// the manifest asks whether the build has types: isTSProject(false) is false
standIn('@module-federation/dts-plugin/core', '@module-federation/manifest', {
  isTSProject: () => false,
  retrieveTypesAssetsInfo: typesAreOff,
});

module.exports = require('@module-federation/enhanced/webpack');
