// Checks a finished build before it may become a release: it is whole, it shares only the allowed
// singletons with real versions, and it fits the releases it will run beside (read from their manifests).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import semver from 'semver';
import { HTML_BASE_PLACEHOLDER, readReleaseJson } from './releaseStore.mjs';
import { servedIds } from './registry.mjs';
import { inArea } from '../area-paths.mjs';

const require = createRequire(import.meta.url);
const { apps, remoteNames } = require('../apps.cjs');
const { singletons, contractPackages } = require('../webpack/shared-deps.cjs');
const { RUNTIME_FILE, RENDER_MODULE, RENDERED_INDEX } = require('../webpack/build-files.cjs');

function readJson(dir, file, problems, what) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  } catch (error) {
    problems.push(`${what}: ${file} ${error.code === 'ENOENT' ? 'is missing' : `does not parse (${error.message})`}`);
    return null;
  }
}

const assetsOf = (entry) => [
  ...(entry.assets?.js?.sync ?? []),
  ...(entry.assets?.js?.async ?? []),
  ...(entry.assets?.css?.sync ?? []),
  ...(entry.assets?.css?.async ?? []),
];

/** Shared entries of a manifest by package name. */
const sharedOf = (manifest) => new Map((manifest?.shared ?? []).map((s) => [s.name, s]));

/** The rules for what may be shared at run time, checked on one app's manifest. */
function checkSharedPolicy(manifest, what, problems) {
  for (const s of manifest.shared ?? []) {
    if (!singletons.includes(s.name)) {
      problems.push(
        `${what} shares "${s.name}" at run time; only the framework packages and the contracts (${singletons.join(', ')}) may be shared: bundle it instead`,
      );
      continue;
    }
    if (!s.singleton) problems.push(`${what} shares "${s.name}" but not as a singleton`);
    if (contractPackages.includes(s.name)) {
      const range = s.requiredVersion;
      if (typeof range !== 'string' || !semver.validRange(range) || semver.validRange(range) === '*')
        problems.push(
          `${what} requires the contract "${s.name}" with no real version range (${JSON.stringify(range)}); use a caret range like ^${s.version}`,
        );
      else if (!semver.satisfies(s.version, range))
        problems.push(`${what} bundles "${s.name}" ${s.version}, outside its own range ${range}`);
    }
  }
}

/** A build that can be released: its entry files parse and every file they name is there. */
export function checkBuild(app, dir) {
  const problems = [];
  const what = `${app} build`;
  if (!fs.existsSync(dir)) return [`${what}: ${dir} does not exist`];
  const manifest = readJson(dir, 'mf-manifest.json', problems, what);
  if (manifest) {
    checkSharedPolicy(manifest, app, problems);
    const named = [];
    if (app === 'shell') named.push('main.js');
    else {
      if (manifest.name !== apps[app].federationName)
        problems.push(
          `${what}: the manifest names the remote "${manifest.name}", expected "${apps[app].federationName}"`,
        );
      if (!Array.isArray(manifest.exposes) || !manifest.exposes.length)
        problems.push(`${what}: the manifest exposes no module`);
      named.push(manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js');
      const areas = readJson(dir, 'areas.json', problems, what);
      checkAreas(areas, manifest, apps[app].federationName, what, problems);
      if (Array.isArray(areas) && fs.existsSync(path.join(dir, RENDERED_INDEX)))
        checkRenderedPages(dir, areas, what, problems);
    }
    for (const entry of [...(manifest.exposes ?? []), ...(manifest.shared ?? [])]) named.push(...assetsOf(entry));
    for (const file of new Set(named))
      if (!fs.existsSync(path.join(dir, file)))
        problems.push(`${what}: ${file} is named by the manifest but missing (a half-written build?)`);
  }
  if (app === 'shell') {
    const html = fs.existsSync(path.join(dir, 'index.html'))
      ? fs.readFileSync(path.join(dir, 'index.html'), 'utf8')
      : null;
    if (html === null) problems.push(`${what}: index.html is missing`);
    else if (!html.includes(`${HTML_BASE_PLACEHOLDER}main.js`))
      problems.push(
        `${what}: index.html does not load main.js from ${HTML_BASE_PLACEHOLDER}; build it in production mode`,
      );
  }
  return problems;
}

/** A remote's areas (the URL space it serves, handed to the shell by /deployment.json) are well formed and
 * every module they name is one the remote exposes. */
function checkAreas(areas, manifest, federationName, what, problems) {
  if (!areas) return;
  if (!Array.isArray(areas) || !areas.length) {
    problems.push(`${what}: areas.json names no area`);
    return;
  }
  const exposed = new Set((manifest.exposes ?? []).map((e) => e.path));
  for (const area of areas) {
    if (typeof area?.path !== 'string' || typeof area?.module !== 'string') {
      problems.push(`${what}: areas.json has an area without a path and a module: ${JSON.stringify(area)}`);
      continue;
    }
    if (!area.module.startsWith(`${federationName}/`))
      problems.push(`${what}: the area /${area.path} names ${area.module}, a module of another remote`);
    else if (!exposed.has(`./${area.module.slice(federationName.length + 1)}`))
      problems.push(`${what}: the area /${area.path} routes to ${area.module}, which the build does not expose`);
  }
}

/** A remote's pages rendered per request (its `rendered.json`: pattern → role; tools/rendered-pages.mjs) are pages
 * of its areas, for whom their area is for, by a module the build carries. */
function checkRenderedPages(dir, areas, what, problems) {
  const index = readJson(dir, RENDERED_INDEX, problems, what);
  if (!index || typeof index !== 'object' || Array.isArray(index)) {
    if (index) problems.push(`${what}: ${RENDERED_INDEX} is not a list of address patterns`);
    return;
  }
  if (!fs.existsSync(path.join(dir, RENDER_MODULE)))
    problems.push(`${what}: ${RENDERED_INDEX} lists pages, but ${RENDER_MODULE} that renders them is missing`);
  for (const [pattern, page] of Object.entries(index)) {
    if (!/^(\/(:?\w[\w.-]*))+$/.test(pattern)) {
      problems.push(`${what}: ${RENDERED_INDEX} has ${JSON.stringify(pattern)}, not an address pattern`);
      continue;
    }
    const area = areas.find((a) => typeof a?.path === 'string' && inArea(a.path, pattern));
    if (!area) problems.push(`${what}: ${RENDERED_INDEX} has ${pattern}, which none of its areas serves`);
    else if ((page?.role ?? null) !== (area.role ?? null))
      problems.push(
        `${what}: ${pattern} is rendered for ${page?.role ? `the ${page.role}s` : 'visitors'}, its area is ${area.role ? `the ${area.role}s'` : 'public'}`,
      );
  }
}

/** One shell and one remote fit: the shell provides every singleton the remote requires in a version inside
 * the remote's range. (What the shell routes to the remote comes from the remote's own areas.) */
function checkPair({ shell, remote, remoteApp }) {
  const problems = [];
  if (remote.runtime === 'external' && shell.runtime !== 'provides')
    problems.push(
      `${remoteApp} ${remote.id} runs on the federation runtime the shell hands over, which shell ${shell.id} does not: release the shell first`,
    );
  const provided = sharedOf(shell.manifest);
  for (const s of remote.manifest.shared ?? []) {
    if (!s.singleton) continue;
    const host = provided.get(s.name);
    if (!host)
      problems.push(
        `${remoteApp} ${remote.id} requires the singleton "${s.name}", which shell ${shell.id} does not provide`,
      );
    else if (
      s.requiredVersion &&
      semver.validRange(s.requiredVersion) &&
      !semver.satisfies(host.version, s.requiredVersion)
    ) {
      problems.push(
        `${remoteApp} ${remote.id} requires "${s.name}" ${s.requiredVersion}, but shell ${shell.id} provides ${host.version}`,
      );
    }
  }
  return problems;
}

/** A build's federation runtime (build-files.cjs); builds from before the file existed bring their own. */
function runtimeIn(read) {
  try {
    return read(RUNTIME_FILE).runtime;
  } catch {
    return 'bundled';
  }
}

function releasedSide(deploy, app, id) {
  return {
    id,
    manifest: readReleaseJson(deploy, app, id, 'mf-manifest.json'),
    runtime: runtimeIn((file) => readReleaseJson(deploy, app, id, file)),
  };
}

/**
 * Checks a build of `app` against the releases browsers are being served now (live and canary): a remote
 * against every served shell, a shell against every served release of every remote.
 * Returns `{ problems, notes }`; a release with problems is refused.
 */
export function checkCompatibility({ app, dir, deploy, doc }) {
  const problems = [];
  const notes = [];
  const candidate = {
    id: 'candidate',
    manifest: JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8')),
    runtime: runtimeIn((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'))),
  };
  if (app === 'shell') {
    candidate.id = 'being released';
    for (const remoteApp of remoteNames) {
      const ids = servedIds(doc, remoteApp);
      if (!ids.length) notes.push(`${remoteApp} has no release yet: nothing to check it against`);
      for (const id of ids)
        problems.push(...checkPair({ shell: candidate, remote: releasedSide(deploy, remoteApp, id), remoteApp }));
    }
  } else {
    candidate.id = 'being released';
    const ids = servedIds(doc, 'shell');
    if (!ids.length) notes.push('the shell has no release yet: nothing to check against');
    for (const id of ids)
      problems.push(...checkPair({ shell: releasedSide(deploy, 'shell', id), remote: candidate, remoteApp: app }));
  }
  return { problems, notes };
}
