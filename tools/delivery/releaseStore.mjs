// The releases on disk, shaped like a bucket on a CDN: <deployRoot>/<app>/<releaseId>/…
// A release folder is written once (in a staging folder beside it, then renamed into place) and never
// written again; pruning removes whole folders of releases that nothing serves any more.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { root } = require('../apps.cjs');

/** `20261123-101502-3f2a9c1b`: UTC time of the release, then the first 8 hex of the content hash. */
export const RELEASE_ID = /^\d{8}-\d{6}-[0-9a-f]{8}$/;
export const RELEASE_META = 'release.json';
/** What a production build puts in the HTML in place of its own address; a release writes its folder there. */
export const HTML_BASE_PLACEHOLDER = '/__RELEASE_BASE__/';
const STAGING_PREFIX = '.staging-';
const LEFT_OUT = new Set(['.build-stamp', RELEASE_META]);

export function deployRoot(env = process.env) {
  return path.resolve(env.DEPLOY_ROOT || path.join(root, 'deploy'));
}

export function releasesToKeep(env = process.env) {
  const n = Number(env.RELEASES_KEEP || 5);
  return Number.isInteger(n) && n >= 1 ? n : 5;
}

export function releaseDir(deploy, app, id) {
  if (!RELEASE_ID.test(id)) throw new Error(`"${id}" is not a release id (like 20261123-101502-3f2a9c1b)`);
  return path.join(deploy, app, id);
}

function filesOf(dir, base = dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesOf(full, base));
    else if (entry.isFile() && !LEFT_OUT.has(entry.name)) out.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return out.sort();
}

/** sha256 over every file's path and bytes: the same build gives the same hash. */
export function contentHash(dir) {
  const hash = crypto.createHash('sha256');
  let bytes = 0;
  const files = filesOf(dir);
  for (const file of files) {
    const data = fs.readFileSync(path.join(dir, file));
    bytes += data.length;
    hash.update(file).update('\0').update(data).update('\0');
  }
  return { hash: hash.digest('hex'), bytes, files: files.length };
}

function integrityOf(file) {
  return `sha384-${crypto.createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;
}

/** The file a release is entered by: the federation manifest of a remote, the HTML page of the shell. */
export function entryFileOf(app) {
  return app === 'shell' ? 'index.html' : 'mf-manifest.json';
}

function readMeta(dir) {
  try {
    const meta = JSON.parse(fs.readFileSync(path.join(dir, RELEASE_META), 'utf8'));
    return meta && typeof meta.releaseId === 'string' ? meta : null;
  } catch {
    return null;
  }
}

/** Complete releases of an app on disk (a folder with a release id and its release.json), oldest first. */
export function listReleases(deploy, app) {
  const dir = path.join(deploy, app);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && RELEASE_ID.test(e.name))
    .map((e) => readMeta(path.join(dir, e.name)))
    .filter((meta) => meta !== null)
    .sort((a, b) =>
      a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.releaseId.localeCompare(b.releaseId),
    );
}

export function releaseExists(deploy, app, id) {
  return RELEASE_ID.test(id) && readMeta(path.join(deploy, app, id)) !== null;
}

function gitCommit() {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  if (head.status !== 0) return 'unknown';
  const dirty = spawnSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).stdout.trim() !== '';
  return `${head.stdout.trim()}${dirty ? '+changes' : ''}`;
}

function stamp(date) {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/** Points the built HTML page at the release's own folder, and refreshes its precompressed copies. */
function rewriteHtml(dir, base) {
  for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.html'))) {
    const file = path.join(dir, name);
    const html = fs.readFileSync(file, 'utf8').split(HTML_BASE_PLACEHOLDER).join(base);
    fs.writeFileSync(file, html);
    if (fs.existsSync(`${file}.gz`)) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
    if (fs.existsSync(`${file}.br`)) fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
  }
}

/**
 * Copies a finished build into a new release folder: staging first, then one rename, so a reader never
 * sees half a release. Returns the release's metadata. `content`: the build's `contentHash`, when known already.
 */
export async function createRelease({ deploy, app, fromDir, packageVersion, content = contentHash(fromDir) }) {
  let created = new Date();
  let id = `${stamp(created)}-${content.hash.slice(0, 8)}`;
  if (fs.existsSync(path.join(deploy, app, id))) {
    // The same build released twice within a second: wait for the next second, ids stay unique.
    await new Promise((r) => setTimeout(r, 1000 - (Date.now() % 1000) + 5));
    created = new Date();
    id = `${stamp(created)}-${content.hash.slice(0, 8)}`;
  }
  const finalDir = releaseDir(deploy, app, id);
  const staging = path.join(deploy, app, `${STAGING_PREFIX}${id}-${process.pid}`);
  fs.mkdirSync(path.dirname(staging), { recursive: true });
  try {
    fs.cpSync(fromDir, staging, { recursive: true, filter: (src) => !LEFT_OUT.has(path.basename(src)) });
    rewriteHtml(staging, `/${app}/${id}/`);
    const meta = {
      app,
      releaseId: id,
      createdAt: created.toISOString(),
      commit: gitCommit(),
      packageVersion,
      contentHash: content.hash,
      bytes: content.bytes,
      files: content.files,
      entry: entryFileOf(app),
      integrity: integrityOf(path.join(staging, entryFileOf(app))),
    };
    fs.writeFileSync(path.join(staging, RELEASE_META), `${JSON.stringify(meta, null, 2)}\n`);
    fs.renameSync(staging, finalDir);
    return meta;
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

/** Removes releases beyond the newest `keep`, except the ids in `protect`; and staging folders left by a crash. */
export function pruneReleases(deploy, app, keep, protect) {
  const removed = [];
  const releases = listReleases(deploy, app);
  const newest = new Set(releases.slice(-keep).map((r) => r.releaseId));
  for (const r of releases) {
    if (newest.has(r.releaseId) || protect.has(r.releaseId)) continue;
    fs.rmSync(path.join(deploy, app, r.releaseId), { recursive: true, force: true });
    removed.push(r.releaseId);
  }
  const dir = path.join(deploy, app);
  const hourAgo = Date.now() - 3600_000;
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const full = path.join(dir, name);
    if (name.startsWith(STAGING_PREFIX) && fs.statSync(full).mtimeMs < hourAgo)
      fs.rmSync(full, { recursive: true, force: true });
  }
  return removed;
}

export function readReleaseJson(deploy, app, id, file) {
  return JSON.parse(fs.readFileSync(path.join(releaseDir(deploy, app, id), file), 'utf8'));
}
