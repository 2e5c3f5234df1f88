const { createAppConfig } = require('../tools/webpack/app-config.cjs');
const { portOf } = require('../tools/apps.cjs');
const federation = require('./federation.config.cjs');

module.exports = (_env, argv) =>
  createAppConfig({
    appDir: __dirname,
    port: portOf('__APP__'),
    federation,
    title: 'Hostel Hub — __TITLE__ area (standalone)',
    mode: argv.mode || 'production',
    // The parts of the site's URL space this remote serves; /deployment.json hands them to the shell.
    extraAssets: { 'areas.json': JSON.stringify(require('./areas.json'), null, 2) },
  });
