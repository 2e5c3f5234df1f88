// The release registry: which release of each app is live, which are kept, who gets a canary or a preview.
// One JSON document at <deployRoot>/registry.json in the shape of the Frontend Discovery schema
// (awslabs/frontend-discovery v1-pre): per micro-frontend a list of versions with `url`,
// `metadata.version`, `metadata.integrity`, `deployment.traffic` and `deployment.default`, plus `extras`.
// Written atomically (temp file, fsync, rename); read on every request by the shell's server.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { entryFileOf, listReleases, releaseExists } from './releaseStore.mjs';

const require = createRequire(import.meta.url);
const { apps } = require('../apps.cjs');

export const FD_SCHEMA = 'https://github.com/awslabs/frontend-discovery/blob/main/schema/v1-pre.json';
export const REGISTRY_FILE = 'registry.json';

export const emptyRegistry = () => ({ schema: FD_SCHEMA, microFrontends: {}, history: {}, updatedAt: null });

/** A registry entry for a release (its url is relative to the deployment root, like an object key). */
export function versionOf(meta, { preview = false } = {}) {
  return {
    url: `${meta.app}/${meta.releaseId}/${entryFileOf(meta.app)}`,
    metadata: { version: meta.releaseId, integrity: meta.integrity },
    deployment: { traffic: 0, default: false },
    extras: {
      releaseId: meta.releaseId,
      createdAt: meta.createdAt,
      commit: meta.commit,
      packageVersion: meta.packageVersion,
      bytes: meta.bytes,
      files: meta.files,
      ...(preview ? { preview: true } : {}),
    },
  };
}

const versionsOf = (doc, app) => doc.microFrontends[app] ?? [];
export const liveOf = (doc, app) => versionsOf(doc, app).find((v) => v.deployment.default) ?? null;
export const candidateOf = (doc, app) =>
  versionsOf(doc, app).find((v) => !v.deployment.default && v.deployment.traffic > 0) ?? null;
export const findVersion = (doc, app, id) => versionsOf(doc, app).find((v) => v.metadata.version === id) ?? null;

/** Releases that some browser is being served (live and canary): what verification checks against. */
export function servedIds(doc, app) {
  return versionsOf(doc, app)
    .filter((v) => v.deployment.default || v.deployment.traffic > 0)
    .map((v) => v.metadata.version);
}

function isRegistry(doc) {
  if (!doc || typeof doc !== 'object' || !doc.microFrontends || typeof doc.microFrontends !== 'object') return false;
  return Object.values(doc.microFrontends).every(
    (list) =>
      Array.isArray(list) &&
      list.every(
        (v) =>
          v &&
          typeof v.url === 'string' &&
          typeof v.metadata?.version === 'string' &&
          typeof v.deployment?.traffic === 'number',
      ),
  );
}

/** Builds a registry from the releases on disk: every kept release listed, the newest of each app live. */
export function registryFromDisk(deploy) {
  const doc = emptyRegistry();
  for (const app of Object.keys(apps)) {
    const releases = listReleases(deploy, app);
    if (!releases.length) continue;
    doc.microFrontends[app] = releases.map((meta) => versionOf(meta));
    setLive(doc, app, releases.at(-1).releaseId);
  }
  return doc;
}

/** Drops entries whose folder is gone; an app whose live release is gone gets its newest remaining one. */
function reconcile(deploy, doc) {
  let changed = false;
  for (const app of Object.keys(doc.microFrontends)) {
    const kept = versionsOf(doc, app).filter((v) => releaseExists(deploy, app, v.metadata.version));
    if (kept.length !== versionsOf(doc, app).length) changed = true;
    doc.microFrontends[app] = kept;
    doc.history[app] = (doc.history[app] ?? []).filter((id) => kept.some((v) => v.metadata.version === id));
    if (kept.length && !liveOf(doc, app)) {
      setLive(
        doc,
        app,
        [...kept].sort((a, b) => a.extras.createdAt.localeCompare(b.extras.createdAt)).at(-1).metadata.version,
      );
      changed = true;
    }
    if (!kept.length) delete doc.microFrontends[app];
  }
  return changed;
}

/** The last good registry, kept beside it: written (complete, synced) before each new registry goes into place. */
export const LAST_GOOD_FILE = 'registry.last-good.json';
const LOCK_FILE = '.registry.lock';

/** A registry document from `file`, or throws why it is none. */
function readRegistryFile(file) {
  const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!isRegistry(doc)) throw new Error('it is not a release registry');
  doc.history ??= {};
  return doc;
}

const whyUnreadable = (error) =>
  error.code === 'ENOENT' ? 'the registry file is missing' : `the registry file is unreadable (${error.message})`;

/**
 * Reads the registry. A missing or corrupt file is recovered from the last good copy beside it, and only
 * without one rebuilt from the releases on disk (`problem` says why); the recovered registry is written back,
 * so a decision (a rollback) is never undone by a lost file. Entries whose folder is gone are dropped.
 */
export function readRegistry(deploy) {
  let doc;
  let problem = null;
  try {
    doc = readRegistryFile(path.join(deploy, REGISTRY_FILE));
  } catch (error) {
    problem = whyUnreadable(error);
    try {
      doc = readRegistryFile(path.join(deploy, LAST_GOOD_FILE));
      problem += '; recovered from the last good copy';
    } catch {
      doc = registryFromDisk(deploy);
      problem += '; rebuilt from the releases on disk';
    }
  }
  const repaired = reconcile(deploy, doc);
  if (problem) writeBackUnlessLocked(deploy, doc);
  return { doc, problem, repaired };
}

/** Writes a recovered registry back, unless a release command holds the lock (it writes one itself). */
function writeBackUnlessLocked(deploy, doc) {
  const lock = path.join(deploy, LOCK_FILE);
  try {
    fs.closeSync(fs.openSync(lock, 'wx'));
  } catch {
    return;
  }
  try {
    writeRegistry(deploy, doc);
  } catch {
    /* a read-only deployment still answers from memory */
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** Writes `body` to `file` so that a reader sees the old or the new content, never a part. */
function writeAtomically(file, body) {
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  const fd = fs.openSync(temp, 'w');
  try {
    fs.writeSync(fd, body);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temp, file);
}

/** Writes the registry (and first its last good copy) so that a reader sees either the old or the new document. */
export function writeRegistry(deploy, doc) {
  fs.mkdirSync(deploy, { recursive: true });
  const body = `${JSON.stringify({ ...doc, updatedAt: new Date().toISOString() }, null, 2)}\n`;
  writeAtomically(path.join(deploy, LAST_GOOD_FILE), body);
  writeAtomically(path.join(deploy, REGISTRY_FILE), body);
}

/** Runs `change` on the registry under a lock file, so two release commands never lose each other's write. */
export async function updateRegistry(deploy, change) {
  fs.mkdirSync(deploy, { recursive: true });
  const lock = path.join(deploy, LOCK_FILE);
  const until = Date.now() + 30_000;
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 120_000)
        fs.rmSync(lock, { force: true }); // left by a process that died
      else if (Date.now() > until) throw new Error(`the registry is locked by another release command (${lock})`);
      else await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    const { doc } = readRegistry(deploy);
    const result = await change(doc);
    writeRegistry(deploy, doc);
    return result;
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

export function addVersion(doc, app, version) {
  doc.microFrontends[app] = [
    ...versionsOf(doc, app).filter((v) => v.metadata.version !== version.metadata.version),
    version,
  ];
}

/** Makes one release live for everyone; any canary ends. */
export function setLive(doc, app, id, { record = true } = {}) {
  const target = findVersion(doc, app, id);
  if (!target) throw new Error(`${app} has no release ${id}`);
  for (const v of versionsOf(doc, app)) v.deployment = { traffic: 0, default: false };
  target.deployment = { traffic: 100, default: true };
  delete target.extras.preview;
  target.extras.liveSince = new Date().toISOString();
  doc.history[app] ??= [];
  const history = doc.history[app];
  if (record && history.at(-1) !== id) history.push(id);
}

/** Sends `traffic` % of browsers (sticky per browser) to a candidate; the rest stay on the live release. */
export function setCanary(doc, app, id, traffic) {
  const live = liveOf(doc, app);
  const target = findVersion(doc, app, id);
  if (!target) throw new Error(`${app} has no release ${id}`);
  if (!live) throw new Error(`${app} has no live release to run a canary beside`);
  if (live === target) throw new Error(`${id} is already live for everyone`);
  for (const v of versionsOf(doc, app)) if (v !== live) v.deployment = { traffic: 0, default: false };
  target.deployment = { traffic, default: false };
  live.deployment = { traffic: 100 - traffic, default: true };
}

/** Ends a canary if one runs; otherwise makes the release that was live before the current one live again. */
export function rollback(doc, app) {
  const candidate = candidateOf(doc, app);
  const live = liveOf(doc, app);
  if (candidate) {
    candidate.deployment = { traffic: 0, default: false };
    live.deployment = { traffic: 100, default: true };
    return { endedCanary: candidate.metadata.version, live: live.metadata.version };
  }
  if (!live) throw new Error(`${app} has no live release`);
  doc.history[app] ??= [];
  const history = doc.history[app];
  while (history.length && history.at(-1) !== live.metadata.version) history.pop();
  history.pop();
  while (history.length && !findVersion(doc, app, history.at(-1))) history.pop();
  const previous = history.at(-1);
  if (!previous) {
    history.push(live.metadata.version);
    throw new Error(`${app} has no earlier release to roll back to (live: ${live.metadata.version})`);
  }
  setLive(doc, app, previous, { record: false });
  return { from: live.metadata.version, live: previous };
}

/**
 * The release of `app` one browser gets: its preview if it asked for one that exists, else the canary
 * candidate when its bucket (0–99, sticky per browser) falls inside the canary's traffic, else live.
 */
export function selectFor(doc, app, { bucket = 99, preview = {} } = {}) {
  const previewed = preview[app] && findVersion(doc, app, preview[app]);
  if (previewed) return previewed;
  const candidate = candidateOf(doc, app);
  if (candidate && bucket < candidate.deployment.traffic) return candidate;
  return liveOf(doc, app);
}
