// The server-side builds of an app: a second, node-side webpack build that runs after the app's browser build and
// goes into the release as `server/render.cjs`, taking the framework from the server that loads it. The shell's also
// renders its own public pages into the release at build time (shell/webpack.prerender.cjs); a remote's renders its
// pages per request (its src/prerender/pages.tsx, listed in `rendered.json`).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const webpack = require('webpack');
const { RENDER_MODULE, RENDERED_INDEX } = require('./build-files.cjs');
const { frameworkExternals, provideFramework } = require('./server-framework.cjs');

const BUNDLE = path.basename(RENDER_MODULE);

/** The bundle just built, loaded afresh and then forgotten: webpack's persistent cache counts the modules this file
 * has required among the build's own dependencies, and a bundle that changes with every build would void it. */
function requireOnce(bundle) {
  provideFramework(require);
  delete require.cache[bundle];
  try {
    return require(bundle);
  } finally {
    delete require.cache[bundle];
    module.children = module.children.filter((child) => child.id !== bundle);
  }
}

/** Writes a file of the release, with its gzip and brotli copies when it is HTML the static server sends as is. */
function writeOutput(dist, file, content) {
  fs.writeFileSync(path.join(dist, file), content);
  if (!file.endsWith('.html')) return;
  fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(content, { level: 9 }));
  fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(content));
}

class RenderAfterEmitPlugin {
  constructor(outDir, appDir, render) {
    this.outDir = outDir;
    this.appDir = appDir;
    this.render = render;
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('RenderAfterEmitPlugin', async (compilation) => {
      if (compilation.getStats().hasErrors()) return;
      const bundle = path.join(this.outDir, BUNDLE);
      const dist = path.join(this.appDir, 'dist');
      const files = await this.render(requireOnce(bundle), dist);
      for (const [file, content] of Object.entries(files)) writeOutput(dist, file, content);
    });
  }
}

/**
 * @param {object} o
 * @param {string} o.name       the build's name
 * @param {string} o.appDir     the app's folder
 * @param {string} o.dependsOn  the browser build's name (this one runs after it)
 * @param {string} o.entry      the render module (relative to the app)
 * @param {object} o.swcOptions the browser build's swc options (one TypeScript/JSX setting for both)
 * @param {(bundle: Record<string, unknown>, dist: string) => Promise<Record<string, string>>} o.render
 *   calls the bundle and answers the files to write into dist (name → content)
 */
function prerenderConfig({ name, appDir, dependsOn, entry, swcOptions, render }) {
  // the module has everything inside but the framework, which the server that loads it provides
  const outDir = path.join(appDir, 'dist', path.dirname(RENDER_MODULE));
  return {
    name,
    dependencies: [dependsOn],
    mode: 'production',
    target: 'node',
    context: appDir,
    entry,
    devtool: false,
    cache: require('./app-config.cjs').persistentCache(appDir, name),
    output: { path: outDir, filename: BUNDLE, library: { type: 'commonjs2' }, clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'] },
    ...frameworkExternals(),
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions } },
        { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new RenderAfterEmitPlugin(outDir, appDir, render),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Writes the release's list of rendered pages, as the module just built declares them. */
class RenderedIndexPlugin {
  constructor(bundle, dist) {
    this.bundle = bundle;
    this.dist = dist;
  }
  apply(compiler) {
    compiler.hooks.afterEmit.tap('RenderedIndexPlugin', (compilation) => {
      if (compilation.getStats().hasErrors()) return;
      const { pages } = requireOnce(this.bundle);
      fs.writeFileSync(path.join(this.dist, RENDERED_INDEX), `${JSON.stringify(pages, null, 2)}\n`);
    });
  }
}

/**
 * The module a release carries to render its pages per request (`src/prerender/pages.tsx`, see app-kit/prerender
 * `pageRenderer`): a node build with everything it uses inside but the framework, which the server provides (one
 * React for the shell's layout and the section in it, as in the browser).
 */
function renderedPagesConfig({ name, appDir, dependsOn, swcOptions }) {
  const dist = path.join(appDir, 'dist');
  const bundle = path.join(dist, RENDER_MODULE);
  return {
    name,
    dependencies: [dependsOn],
    mode: 'production',
    target: 'node20',
    context: appDir,
    entry: './src/prerender/pages.tsx',
    devtool: false,
    cache: require('./app-config.cjs').persistentCache(appDir, name),
    output: {
      path: path.dirname(bundle),
      filename: path.basename(bundle),
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'] },
    ...frameworkExternals(),
    module: {
      rules: [
        { test: /\.[jt]sx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions } },
        { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    optimization: { minimize: false, splitChunks: false },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }), new RenderedIndexPlugin(bundle, dist)],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * A remote's builds: `browser`, and in production also the module that renders its pages per request, when it has
 * such pages (`src/prerender/pages.tsx`, see app-kit/prerender `pageRenderer`).
 * @param {object} browser the remote's browser build
 * @param {{ appDir: string, federation: { name: string }, mode: string }} o
 */
function withRenderedPages(browser, { appDir, federation, mode }) {
  if (mode !== 'production' || !fs.existsSync(path.join(appDir, 'src/prerender/pages.tsx'))) return browser;
  const { swcOptions } = require('./app-config.cjs');
  return [
    browser,
    renderedPagesConfig({ name: `${federation.name}_pages`, appDir, dependsOn: federation.name, swcOptions }),
  ];
}

module.exports = { prerenderConfig, withRenderedPages };
