// The shell's build-time render of its public pages (src/prerender): a node-side build that runs after the browser
// build and writes `page.<name>.html`, the section layout and `prerendered.json` beside its index.html.
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
