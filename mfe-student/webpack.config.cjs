const { createAppConfig, swcOptions } = require('../tools/webpack/app-config.cjs');
const { prerenderConfig } = require('../tools/webpack/prerender-config.cjs');
const { portOf } = require('../tools/apps.cjs');
const federation = require('./federation.config.cjs');

module.exports = (_env, argv) => {
  const mode = argv.mode || 'production';
  const browser = createAppConfig({
    appDir: __dirname,
    port: portOf('mfe-student'),
    federation,
    title: 'Hostel Hub — student area (standalone)',
    mode,
    // The parts of the site's URL space this remote serves; /deployment.json hands them to the shell.
    extraAssets: { 'areas.json': JSON.stringify(require('./areas.json'), null, 2) },
  });
  if (mode !== 'production') return browser;
  // A production build also renders the area's first screen into the release, as its user sees it before any data
  // (src/prerender): the shell's server shows it to a browser with that user's session stored, before any script.
  const sections = prerenderConfig({
    name: 'mfe_student_prerender',
    appDir: __dirname,
    dependsOn: federation.name,
    entry: './src/prerender/sections.tsx',
    swcOptions,
    render: ({ renderRelease }) => renderRelease(),
  });
  return [browser, sections];
};
