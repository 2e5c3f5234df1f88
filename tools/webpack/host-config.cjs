// The shell is a host of the federation runtime API, not of the build plugin: it bundles the packages it shares
// like any other and hands them to the remotes when the first remote loads (shell/src/federation/hostRuntime.ts).
// So `/` carries no federation runtime at all. This file gives the shell's build what the plugin used to:
// - the versions of its shared singletons, for the runtime (`process.env.SHELL_SHARED_PACKAGES`), and the runtime's
//   own build flags;
// - `mf-manifest.json` with those shared entries, the part of a federation manifest the release check reads
//   (tools/delivery/verify.mjs: what the shell provides, against what each remote requires);
// - the shared package's own `import` (React Router's list of names) as what the shell's code imports too, so the
//   shell and the remotes run on one module.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');

/** The installed version of `name`, as the app at `appDir` finds it (the nearest node_modules that has it; not
 * through `require.resolve`, which a package's `exports` may not let reach its package.json). */
function installedVersion(name, appDir) {
  for (let dir = appDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
    if (dir === path.dirname(dir)) throw new Error(`${appDir}: "${name}" is shared but not installed`);
  }
}

/** name → { version, requiredVersion } of every package the shell shares. */
function sharedPackages(shared, appDir) {
  const out = {};
  for (const [name, config] of Object.entries(shared)) {
    if (!config.singleton) throw new Error(`shell: "${name}" is shared but not as a singleton`);
    out[name] = { version: config.version ?? installedVersion(name, appDir), requiredVersion: config.requiredVersion };
  }
  return out;
}

/** The shell's manifest: its shared singletons, in the shape of a federation manifest. */
const hostManifest = (name, packages) => ({
  id: name,
  name,
  metaData: { name, type: 'app' },
  shared: Object.entries(packages).map(([pkg, { version, requiredVersion }]) => ({
    id: `${name}:${pkg}`,
    name: pkg,
    version,
    singleton: true,
    requiredVersion,
    assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
  })),
  remotes: [],
  exposes: [],
});

/**
 * @param {{ name: string, shared: Record<string, { singleton: boolean, requiredVersion: string | false, version?: string, import?: string }> }} federation
 * @param {string} appDir
 * @returns {{ alias: Record<string, string>, define: webpack.DefinePlugin, manifest: object }}
 */
function hostSharing(federation, appDir) {
  const packages = sharedPackages(federation.shared, appDir);
  const alias = {};
  for (const [name, config] of Object.entries(federation.shared))
    if (config.import) alias[`${name}$`] = path.resolve(config.import);
  return {
    alias,
    define: new webpack.DefinePlugin({
      'process.env.SHELL_SHARED_PACKAGES': JSON.stringify(packages),
      // The runtime the shell bundles, built for what the shell does with it (the flags the plugin's
      // `experiments.optimization` sets): browser code only, and no manifest code, since the shell reads each
      // remote's manifest itself and hands the runtime the entry's URL (shell/src/federation/remoteManifest.ts).
      ENV_TARGET: JSON.stringify('web'),
      FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
    }),
    manifest: hostManifest(federation.name, packages),
  };
}

module.exports = { hostSharing };
