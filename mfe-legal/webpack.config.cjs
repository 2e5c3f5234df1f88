const { createAppConfig } = require('../tools/webpack/app-config.cjs');
const { withRenderedPages } = require('../tools/webpack/prerender-config.cjs');
const { portOf } = require('../tools/apps.cjs');
const federation = require('./federation.config.cjs');

module.exports = (_env, argv) => {
  const mode = argv.mode || 'production';
  const browser = createAppConfig({
    appDir: __dirname,
    port: portOf('mfe-legal'),
    federation,
    title: 'Hostel Hub — legal area (standalone)',
    mode,
    // The parts of the site's URL space this remote serves; /deployment.json hands them to the shell.
    extraAssets: { 'areas.json': JSON.stringify(require('./areas.json'), null, 2) },
  });
  // A production build also makes the module that renders the area's public pages per request (src/prerender):
  // the shell's server renders them inside its layout, before any script runs, and the browser hydrates them.
  return withRenderedPages(browser, { appDir: __dirname, federation, mode });
};
