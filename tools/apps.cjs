// One registry of the deployable apps (tools/apps.json): used by the builds, the servers, `npm start` and `npm test`.
// Ports and addresses are overridable by environment; nothing here is compiled into a bundle. The file is data that
// `npm run new-area` adds to, read again when it changes, so a running site's servers learn a new area's origin
// and route it without a restart.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const APPS_FILE = path.join(__dirname, 'apps.json');

/** @typedef {{ dir: string, federationName: string, portEnv: string, defaultPort: number, originEnv: string }} AppInfo */

let read = {
  at: 0,
  mtimeMs: -1,
  apps: /** @type {Record<string, AppInfo>} */ ({}),
  remotes: /** @type {string[]} */ ([]),
};
/** The registry as of now: the file is looked at again at most once a second. */
function current() {
  const now = Date.now();
  if (now - read.at < 1000) return read;
  const { mtimeMs } = fs.statSync(APPS_FILE);
  if (mtimeMs !== read.mtimeMs) {
    const apps = JSON.parse(fs.readFileSync(APPS_FILE, 'utf8'));
    read = { at: now, mtimeMs, apps, remotes: Object.keys(apps).filter((name) => name !== 'shell') };
  } else read.at = now;
  return read;
}

/** A view of `pick(current())` that is always the file's current content (objects and arrays alike). */
function live(pick) {
  return new Proxy(Array.isArray(pick(current())) ? [] : {}, {
    get: (_t, key) => Reflect.get(pick(current()), key),
    has: (_t, key) => Reflect.has(pick(current()), key),
    ownKeys: () => Reflect.ownKeys(pick(current())),
    getOwnPropertyDescriptor: (target, key) => {
      const d = Reflect.getOwnPropertyDescriptor(pick(current()), key);
      // a proxy may not call a property configurable that its target holds as fixed (an array's length)
      return d && { ...d, configurable: Reflect.getOwnPropertyDescriptor(target, key)?.configurable ?? true };
    },
  });
}

/** @type {Record<string, AppInfo>} */
const apps = live((r) => r.apps);
/** Every app but the shell. @type {string[]} */
const remoteNames = live((r) => r.remotes);

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
