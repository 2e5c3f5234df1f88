// The webpack config every app shares; each app adds its own federation config (federation.config.cjs).
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('./federation-plugin.cjs');
const ReactRefreshWebpackPlugin = require('@pmmmwh/react-refresh-webpack-plugin');
const { apiUrl } = require('../apps.cjs');
const { hostSharing } = require('./host-config.cjs');
const { allowSitesElsewhere, serveOverridePage, overrideHint, escapeHtml } = require('./override-page.cjs');
const { RUNTIME_FILE } = require('./build-files.cjs');

// Where webpack is, for the federation plugins. Unset, they find it by calling webpack() with no options and
// reading the error's stack, which compiles webpack's whole options schema first: 0.6 s of every build's start.
process.env.FEDERATION_WEBPACK_PATH ||= require.resolve('webpack');

// Kept in step with tools/delivery/releaseStore.mjs.
const HTML_BASE_PLACEHOLDER = '/__RELEASE_BASE__/';

/** An app's HTML page with its title. Given to the HTML plugin as content: a `template` file is compiled by a child
 * compilation of its own (0.1 s of every release, measured). */
const PAGE = fs.readFileSync(path.join(__dirname, 'index.html'), 'utf8');
const pageWithTitle = (title) => PAGE.replace('%TITLE%', escapeHtml(title));

/** Emits small generated files (name → content) beside the bundles. */
class EmitAssetsPlugin {
  constructor(assets) {
    this.assets = assets;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitAssetsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [name, content] of Object.entries(this.assets))
            compilation.emitAsset(name, new webpack.sources.RawSource(content));
        },
      );
    });
  }
}

/** The scripts a page of the host needs at once, by named chunk group (`import(/* webpackChunkName: "start" *\/ …)`):
 * the shell's server names them in the page's `Link` header (tools/release-server/page-headers.mjs), so they download with the
 * HTML instead of after the start file has run. */
const PRELOAD_FILE = 'preload.json';
const PRELOADED_GROUPS = ['start', 'federation'];
class PreloadListPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PreloadListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // after the content hashes are final (they rename files)
        { name: 'PreloadListPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const list = {};
          for (const name of PRELOADED_GROUPS) {
            const group = compilation.namedChunkGroups.get(name);
            if (!group)
              throw new Error(`${PRELOAD_FILE}: no chunk group "${name}" (its import lost its webpackChunkName)`);
            list[name] = group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
          }
          compilation.emitAsset(PRELOAD_FILE, new webpack.sources.RawSource(JSON.stringify(list)));
        },
      );
    });
  }
}

const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2020',
    // styled-components' ids from each file's path, not from the order its components were created in: the server's
    // render and the browser's give an element the same classes (a condition of hydrating server HTML)
    experimental: { plugins: [['@swc/plugin-styled-components', { ssr: true, displayName: false }]] },
  },
};

/** A development build: swc's React Refresh transform, so an edited component is updated in place by webpack's hot
 * module replacement and keeps its state (Fast Refresh). */
const developmentSwcOptions = {
  ...swcOptions,
  jsc: {
    ...swcOptions.jsc,
    transform: { react: { ...swcOptions.jsc.transform.react, development: true, refresh: true } },
  },
};

/**
 * One federation runtime for all remotes (production): a remote entry carries none of its own and runs on the one
 * the shell starts when the first remote loads (shell/src/federation/hostRuntime.ts). A remote entry is 9 kB gzip
 * instead of 27. Only the browser's code is built, and a remote skips the snapshot code (it is the shell that
 * reads the remotes' manifests). A remote's own page (src/standalone) is for development, where the remote keeps
 * its runtime.
 */
const oneFederationRuntime = { externalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } };

/** The federation part of a build: a remote's through the build plugin; the host's (the shell, which exposes
 * nothing) through the runtime API, with what the plugin would have given it from host-config.cjs. */
function federationParts(federation, appDir, production) {
  if (!federation.exposes) {
    const host = hostSharing(federation, appDir);
    return {
      alias: host.alias,
      plugins: [host.define, new PreloadListPlugin()],
      assets: { 'mf-manifest.json': JSON.stringify(host.manifest) },
    };
  }
  const plugin = new ModuleFederationPlugin({
    dts: false,
    shareStrategy: 'loaded-first',
    ...(production ? { experiments: oneFederationRuntime } : {}),
    ...federation,
  });
  return { alias: {}, plugins: [plugin], assets: {} };
}

/** The federation runtime a build runs on (build-files.cjs). */
const runtimeOf = (federation, production) => ({
  runtime: !federation.exposes ? 'provides' : production ? 'external' : 'bundled',
});

/**
 * webpack's persistent cache for one build of an app (`name`: the build and its mode): a build after a small change
 * redoes only what the change touches. It starts afresh when the app's webpack config, or anything that config
 * requires (these files, areas.json), changes. Not under CI: a clean clone never reads it, and writing it cost the
 * test suite's build 28 s.
 * @param {string} appDir
 * @param {string} name
 * @returns {import('webpack').FileCacheOptions | false}
 */
function persistentCache(appDir, name) {
  if (process.env.CI) return false;
  return {
    type: 'filesystem',
    name,
    cacheDirectory: path.join(appDir, 'node_modules', '.cache', 'webpack'),
    buildDependencies: { config: [path.join(appDir, 'webpack.config.cjs')] },
  };
}

/**
 * @param {object} o
 * @param {string} o.appDir      the app's folder
 * @param {number} o.port        dev server port
 * @param {object} o.federation  options for ModuleFederationPlugin
 * @param {string} o.title       page title of the app's own HTML page
 * @param {string} o.mode        'production' | 'development'
 * @param {(app: import('express').Application) => void} [o.devMiddleware] extra dev-server routes
 * @param {Record<string, string>} [o.extraAssets] more files to emit (name → content), e.g. the shell's area table
 */
function createAppConfig({ appDir, port, federation, title, mode, devMiddleware, extraAssets = {} }) {
  const production = mode === 'production';
  const appName = require(path.join(appDir, 'package.json')).name;
  const fed = federationParts(federation, appDir, production);
  return {
    name: federation.name,
    mode,
    context: appDir,
    entry: './src/index.ts',
    // no eval in development either: the composed site's page allows none (a local override runs this build there)
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      publicPath: 'auto',
      // Entry files keep fixed names (the federation runtime cannot take [contenthash] there); they are
      // served with no-cache, while the hashed chunks are immutable.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
      uniqueName: federation.name,
    },
    cache: persistentCache(appDir, `${federation.name}-${mode}`),
    resolve: { extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'], alias: fed.alias },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: { loader: 'swc-loader', options: production ? swcOptions : developmentSwcOptions },
        },
        { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      ...fed.plugins,
      // Fast Refresh; its runtime goes into every entry, a remote's remoteEntry.js too (the composed site's override)
      ...(production ? [] : [new ReactRefreshWebpackPlugin({ overlay: false, library: federation.name })]),
      // A production page points at a placeholder that `release` replaces with the release's own folder
      // (/<app>/<releaseId>/), so the page and its scripts always come from one immutable release.
      new HtmlWebpackPlugin({
        templateContent: pageWithTitle(title),
        chunks: ['main'],
        hash: production,
        publicPath: production ? HTML_BASE_PLACEHOLDER : '/',
        // a remote's own page is its standalone one, which no visitor of the site gets: not worth loading a
        // minifier for (0.15 s of every release)
        minify: production && !federation.exposes,
      }),
      new EmitAssetsPlugin({
        ...extraAssets,
        ...fed.assets,
        [RUNTIME_FILE]: JSON.stringify(runtimeOf(federation, production)),
      }),
      // Only the standalone page of a remote reads this; the shell reads its API address at run time.
      new webpack.DefinePlugin({ 'process.env.STANDALONE_API_URL': JSON.stringify(apiUrl()) }),
      // Precompressed copies the static servers hand to browsers that accept them.
      ...(production
        ? [
            new CompressionPlugin({
              test: /\.(js|json|html|svg)$/,
              algorithm: 'gzip',
              filename: '[path][base].gz',
              threshold: 1024,
              minRatio: 0.9,
            }),
            new CompressionPlugin({
              test: /\.(js|json|html|svg)$/,
              algorithm: 'brotliCompress',
              filename: '[path][base].br',
              threshold: 1024,
              minRatio: 0.9,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
            }),
          ]
        : []),
    ],
    optimization: {
      minimizer: [
        // Minified in this process: starting a worker took longer than minifying a release's few changed files
        // (0.5 s of 1 s), and `npm run build` already builds two apps at once.
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          parallel: false,
          terserOptions: { compress: true, mangle: true },
        }),
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port,
      // hot module replacement (Fast Refresh); a change it cannot apply in place reloads the page
      hot: true,
      liveReload: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
      setupMiddlewares: (middlewares, server) => {
        if (devMiddleware) devMiddleware(server.app);
        if (!federation.exposes) return middlewares;
        serveOverridePage(server.app, { app: appName, appDir, port });
        return allowSitesElsewhere(middlewares);
      },
      onListening: () => {
        if (federation.exposes) console.log(overrideHint(appName, port));
      },
    },
  };
}

module.exports = { createAppConfig, persistentCache, swcOptions };
