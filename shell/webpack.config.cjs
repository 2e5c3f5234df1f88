const { createAppConfig, swcOptions } = require('../tools/webpack/app-config.cjs');
const { portOf, devDeployment } = require('../tools/apps.cjs');
const federation = require('./federation.config.cjs');
const prerenderConfig = require('./webpack.prerender.cjs');
const { withReactBuilds } = require('./react-build/config.cjs');

module.exports = (_env, argv) => {
  const mode = argv.mode || 'production';
  const browser = createAppConfig({
    appDir: __dirname,
    port: portOf('shell'),
    federation,
    title: 'Hostel Hub — find your hostel in Mangalpally, Hyderabad',
    mode,
    // In development the dev server answers the deployment file the production server answers.
    devMiddleware: (app) => app.get('/deployment.json', (_req, res) => res.json(devDeployment())),
  });
  // A production build also renders the public pages into the release (webpack.prerender.cjs).
  return mode === 'production' ? [withReactBuilds(browser), prerenderConfig({ swcOptions })] : browser;
};
