// The shell's server-side render (src/prerender): a node-side build that runs after the browser build, writes
// `page.<name>.html` and `prerendered.json` beside its index.html, and goes into the release as `server/render.cjs`:
// the release server renders a remote's page inside the shell's layout with it.
const fs = require('node:fs');
const path = require('node:path');
const { prerenderConfig } = require('../tools/webpack/prerender-config.cjs');

/** @param {{ swcOptions: object }} o the browser build's swc options */
module.exports = ({ swcOptions }) =>
  prerenderConfig({
    name: 'prerender',
    appDir: __dirname,
    dependsOn: 'shell',
    entry: './src/prerender/renderPages.tsx',
    swcOptions,
    render: ({ renderRelease }, dist) => renderRelease(fs.readFileSync(path.join(dist, 'index.html'), 'utf8')),
  });
