#!/usr/bin/env node
// Serves one app's production build as its own deployment: `node tools/serve-static.mjs <app>`
// (or from an app folder with no argument). The shell's server also answers /deployment.json,
// built at serve time from the environment (or read from DEPLOYMENT_FILE), so remote addresses
// change without a rebuild.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import sirv from 'sirv';

const require = createRequire(import.meta.url);
const { apps, root, portOf, deployment } = require('./apps.cjs');

const FIXED_NAMES = /(^|\/)(index\.html|main\.js|remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/;

export function createStaticServer(appName, env = process.env) {
  const app = apps[appName];
  if (!app) throw new Error(`unknown app ${appName}; one of ${Object.keys(apps).join(', ')}`);
  const dist = path.join(root, app.dir, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`${app.dir}/dist is missing: run npm run build -w ${app.dir}`);
  const isShell = appName === 'shell';
  const files = sirv(dist, {
    single: isShell,
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders: (res, pathname) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Timing-Allow-Origin', '*');
      res.setHeader('Cache-Control', FIXED_NAMES.test(pathname) ? 'no-cache' : 'public, max-age=31536000, immutable');
    },
  });
  return http.createServer((req, res) => {
    if (isShell && req.url?.split('?')[0] === '/deployment.json') {
      const body = env.DEPLOYMENT_FILE ? fs.readFileSync(env.DEPLOYMENT_FILE, 'utf8') : JSON.stringify(deployment(env));
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      return res.end(body);
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' });
      return res.end();
    }
    files(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/plain', 'Access-Control-Allow-Origin': '*' });
      res.end('Not found');
    });
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const appName = process.argv[2] || JSON.parse(fs.readFileSync('package.json', 'utf8')).name;
  const port = portOf(appName);
  createStaticServer(appName).listen(port, () => console.log(`[${appName}] serving ${apps[appName].dir}/dist on http://localhost:${port}`));
}
