// The deployment a browser is told (`/deployment.json`): where each chosen remote release is, the areas of the URL
// space each serves (its `areas.json`), the API's address; and the registry as a Frontend Discovery document.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { inArea } from '../area-paths.mjs';

const require = createRequire(import.meta.url);
const { apps, remoteNames, originOf, apiUrl, root } = require('../apps.cjs');

const readAreas = (file) => {
  try {
    const areas = JSON.parse(fs.readFileSync(file, 'utf8'));
    return Array.isArray(areas) ? areas : null;
  } catch {
    return null;
  }
};

/**
 * The parts of the URL space a remote's release serves: its `areas.json` (a release is immutable, so read
 * once). A release made before remotes published their areas serves those its app declares now.
 */
const areasByRelease = new Map();
function areasOf(deploy, app, id) {
  const file = path.join(deploy, app, id, 'areas.json');
  if (!areasByRelease.has(file))
    areasByRelease.set(file, readAreas(file) ?? readAreas(path.join(root, apps[app].dir, 'areas.json')) ?? []);
  return areasByRelease.get(file);
}

export function deploymentFor(env, deploy, chosen, preview) {
  const remotes = {};
  const releases = {};
  const areas = [];
  for (const [app, version] of Object.entries(chosen)) {
    releases[app] = version.metadata.version;
    if (!remoteNames.includes(app)) continue;
    remotes[apps[app].federationName] = `${originOf(app, env)}/${version.url}`;
    areas.push(...areasOf(deploy, app, version.metadata.version));
  }
  const previewing = Object.fromEntries(Object.entries(preview).filter(([app, id]) => releases[app] === id));
  return {
    apiBaseUrl: apiUrl(env),
    remotes,
    // the shell's route table: a remote in the registry brings its paths, a removed one takes them away
    areas,
    releases,
    ...(Object.keys(previewing).length ? { preview: previewing } : {}),
  };
}

/** The deployment a browser gets: DEPLOYMENT_FILE when set (unreadable: none), else from the registry. */
export function readDeployment(env, deploy, chosen, preview) {
  if (!env.DEPLOYMENT_FILE) return deploymentFor(env, deploy, chosen, preview);
  try {
    return JSON.parse(fs.readFileSync(env.DEPLOYMENT_FILE, 'utf8'));
  } catch {
    return {};
  }
}

/** The remote release among those chosen whose areas cover `pathname`, if any: its app folder, release id, manifest
 * path in its deployment (`<app>/<id>/mf-manifest.json`) and the area. */
export function remoteServing(deploy, chosen, pathname) {
  for (const [app, version] of Object.entries(chosen)) {
    if (!remoteNames.includes(app)) continue;
    const id = version.metadata.version;
    const area = areasOf(deploy, app, id).find((a) => typeof a?.path === 'string' && inArea(a.path, pathname));
    if (area) return { app, id, manifestPath: version.url, area };
  }
  return null;
}

/** The registry with absolute URLs, for tools that speak the Frontend Discovery schema. */
export function discoveryDocument(env, doc) {
  const microFrontends = {};
  for (const [app, versions] of Object.entries(doc.microFrontends))
    if (apps[app]) microFrontends[app] = versions.map((v) => ({ ...v, url: `${originOf(app, env)}/${v.url}` }));
  return { schema: doc.schema, microFrontends };
}
