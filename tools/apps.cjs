// One registry of the deployable apps: used by the builds, the servers, `npm start` and `npm test`.
// Ports and addresses are overridable by environment; nothing here is compiled into a bundle.
const path = require('node:path');

const root = path.resolve(__dirname, '..');

/** @typedef {{ dir: string, federationName: string, portEnv: string, defaultPort: number, urlEnv?: string }} AppInfo */

/** @type {Record<string, AppInfo>} */
const apps = {
  shell: { dir: 'shell', federationName: 'shell', portEnv: 'SHELL_PORT', defaultPort: 3000 },
  'mfe-student': { dir: 'mfe-student', federationName: 'mfe_student', portEnv: 'STUDENT_PORT', defaultPort: 3001, urlEnv: 'MFE_STUDENT_URL' },
  'mfe-owner': { dir: 'mfe-owner', federationName: 'mfe_owner', portEnv: 'OWNER_PORT', defaultPort: 3002, urlEnv: 'MFE_OWNER_URL' },
  'mfe-legal': { dir: 'mfe-legal', federationName: 'mfe_legal', portEnv: 'LEGAL_PORT', defaultPort: 3003, urlEnv: 'MFE_LEGAL_URL' },
};

const remoteNames = ['mfe-student', 'mfe-owner', 'mfe-legal'];

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

/** Where the browser finds each remote's manifest: the deployment file the shell serves. */
function deployment(env = process.env) {
  const remotes = {};
  for (const name of remoteNames) {
    const app = apps[name];
    remotes[app.federationName] = env[app.urlEnv] || `http://localhost:${portOf(name, env)}/mf-manifest.json`;
  }
  return { apiBaseUrl: apiUrl(env), remotes };
}

module.exports = { root, apps, remoteNames, portOf, apiPort, apiUrl, deployment };
