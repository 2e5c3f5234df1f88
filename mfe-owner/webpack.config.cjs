const { createAppConfig } = require('../tools/webpack/app-config.cjs');
const { withPrerenderedSections } = require('../tools/webpack/prerender-config.cjs');
const { portOf } = require('../tools/apps.cjs');
const federation = require('./federation.config.cjs');

module.exports = (_env, argv) => {
  const mode = argv.mode || 'production';
  const browser = createAppConfig({
    appDir: __dirname,
    port: portOf('mfe-owner'),
    federation,
    title: 'Hostel Hub — owner area (standalone)',
    mode,
    // The parts of the site's URL space this remote serves; /deployment.json hands them to the shell.
    extraAssets: { 'areas.json': JSON.stringify(require('./areas.json'), null, 2) },
  });
  // A production build also renders the area's first screen into the release, as its user sees it before any data
  // (src/prerender): the shell's server shows it to a browser with that user's session stored, before any script.
  return withPrerenderedSections(browser, { appDir: __dirname, federation, mode });
};
