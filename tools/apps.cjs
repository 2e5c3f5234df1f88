// One registry of the deployable apps: used by the builds, the servers, `npm start` and `npm test`.
// Ports and addresses are overridable by environment; nothing here is compiled into a bundle.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** @typedef {{ dir: string, federationName: string, portEnv: string, defaultPort: number, originEnv: string }} AppInfo */

/** @type {Record<string, AppInfo>} */
const apps = {
  shell: { dir: 'shell', federationName: 'shell', portEnv: 'SHELL_PORT', defaultPort: 3000, originEnv: 'SHELL_ORIGIN' },
  'mfe-student': {
    dir: 'mfe-student',
    federationName: 'mfe_student',
    portEnv: 'STUDENT_PORT',
    defaultPort: 3001,
    originEnv: 'MFE_STUDENT_ORIGIN',
  },
  'mfe-owner': {
    dir: 'mfe-owner',
    federationName: 'mfe_owner',
    portEnv: 'OWNER_PORT',
    defaultPort: 3002,
    originEnv: 'MFE_OWNER_ORIGIN',
  },
  'mfe-legal': {
    dir: 'mfe-legal',
    federationName: 'mfe_legal',
    portEnv: 'LEGAL_PORT',
    defaultPort: 3003,
    originEnv: 'MFE_LEGAL_ORIGIN',
  },
  'mfe-admin': {
    dir: 'mfe-admin',
    federationName: 'mfe_admin',
    portEnv: 'ADMIN_PORT',
    defaultPort: 3004,
    originEnv: 'MFE_ADMIN_ORIGIN',
  },
};

const remoteNames = ['mfe-student', 'mfe-owner', 'mfe-legal', 'mfe-admin'];

function portOf(name, env = process.env) {
  const app = apps[name];
  return Number(env[app.portEnv] || app.defaultPort);
}

function apiPort(env = process.env) {
  return Number(env.API_PORT || 4000);
}

function apiUrl(env = process.env) {
  return env.API_URL || `http://localhost:${apiPort(env)}`;
}

/** Where browsers reach an app's releases (its server, or the CDN in front of it): no trailing slash. */
function originOf(name, env = process.env) {
  return (env[apps[name].originEnv] || `http://localhost:${portOf(name, env)}`).replace(/\/+$/, '');
}

/** The deployment file of the development servers (`npm run dev -w …`), which serve each remote at its root. */
function devDeployment(env = process.env) {
  const remotes = {};
  const areas = [];
  for (const name of remoteNames) {
    remotes[apps[name].federationName] = `http://localhost:${portOf(name, env)}/mf-manifest.json`;
    areas.push(...JSON.parse(fs.readFileSync(path.join(root, apps[name].dir, 'areas.json'), 'utf8')));
  }
  return { apiBaseUrl: apiUrl(env), remotes, areas };
}

module.exports = { root, apps, remoteNames, portOf, originOf, apiPort, apiUrl, devDeployment };
