// The shell's build-time render of its public pages (src/prerender): a second, node-side build that runs
// after the browser build and writes `page.<name>.html` (and `prerendered.json`) beside its index.html.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const OUT_DIR = path.join(__dirname, 'node_modules', '.cache', 'prerender');
const BUNDLE = 'render-pages.cjs';
const MANIFEST = 'prerendered.json';

/** A package the build takes from node_modules at run time: anything installed, not one of our workspaces
 * (those are TypeScript sources, compiled into the bundle). */
function isInstalledPackage(request) {
  if (/^[./]/.test(request)) return false;
  if (/^node:/.test(request)) return true;
  const name = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const installed = path.join(dir, 'node_modules', name);
    if (fs.existsSync(installed)) return fs.realpathSync(installed).includes(`${path.sep}node_modules${path.sep}`);
    if (dir === path.dirname(dir)) return true;
  }
}

class PrerenderPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      if (compilation.getStats().hasErrors()) return;
      const bundle = path.join(OUT_DIR, BUNDLE);
      delete require.cache[bundle];
      const { renderPages, pagesByPath } = require(bundle);
      const dist = path.join(__dirname, 'dist');
      const pages = await renderPages(fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
      for (const [file, html] of Object.entries(pages)) {
        fs.writeFileSync(path.join(dist, file), html);
        fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(html, { level: 9 }));
        fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(html));
      }
      fs.writeFileSync(path.join(dist, MANIFEST), `${JSON.stringify(pagesByPath(), null, 2)}\n`);
    });
  }
}

/** @param {{ swcOptions: object }} o the browser build's swc options (one TypeScript/JSX setting for both). */
module.exports = ({ swcOptions }) => ({
  name: 'prerender',
  dependencies: ['shell'],
  mode: 'production',
  target: 'node',
  context: __dirname,
  entry: './src/prerender/renderPages.tsx',
  devtool: false,
  output: { path: OUT_DIR, filename: BUNDLE, library: { type: 'commonjs2' }, clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'] },
  externals: [
    ({ request }, callback) => (isInstalledPackage(request) ? callback(null, `commonjs ${request}`) : callback()),
  ],
  module: {
    rules: [
      { test: /\.[jt]sx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions } },
      { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: 'asset/resource', generator: { emit: false } },
    ],
  },
  optimization: { minimize: false, splitChunks: false },
  plugins: [new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 }), new PrerenderPlugin()],
  performance: { hints: false },
  stats: 'errors-warnings',
});
module.exports.MANIFEST = MANIFEST;
