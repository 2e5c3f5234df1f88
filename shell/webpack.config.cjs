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
    // The route table as the release check reads it: which remote modules this shell needs.
    extraAssets: { 'areas.json': JSON.stringify(require('./src/federation/areas.json'), null, 2) },
    // In development the dev server answers the deployment file the production server answers.
    devMiddleware: (app) => app.get('/deployment.json', (_req, res) => res.json(devDeployment())),
  });
