const { createAppConfig } = require('../tools/webpack/app-config.cjs');
const { portOf, devDeployment } = require('../tools/apps.cjs');
const federation = require('./federation.config.cjs');

module.exports = (_env, argv) =>
  createAppConfig({
    appDir: __dirname,
    port: portOf('shell'),
    federation,
    title: 'Hostel Hub — find your hostel in Mangalpally, Hyderabad',
    mode: argv.mode || 'production',
    // In development the dev server answers the deployment file the production server answers.
    devMiddleware: (app) => app.get('/deployment.json', (_req, res) => res.json(devDeployment())),
  });
