// Which release of each app a browser gets: live, its canary bucket's (a sticky cookie) or a preview it asked
// for (`?preview=<app>:<id>`, kept in a session cookie), from the release registry as of now.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { RELEASE_ID } from '../delivery/releaseStore.mjs';
import { readRegistry, REGISTRY_FILE, selectFor } from '../delivery/registry.mjs';

const require = createRequire(import.meta.url);
const { apps } = require('../apps.cjs');

const BUCKET_COOKIE = 'hh_bucket';
const PREVIEW_COOKIE = 'hh_preview';
const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The cookies this server sets, read leniently: any other cookie (the browser may carry the whole domain's),
 * and a value that cannot be decoded (`100%`), is ignored, never an error.
 */
function cookiesOf(request) {
  const out = {};
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    const name = part.slice(0, eq).trim();
    if (eq <= 0 || (name !== BUCKET_COOKIE && name !== PREVIEW_COOKIE)) continue;
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      /* not ours to repair: read as absent */
    }
  }
  return out;
}

/** `mfe-legal:<id>,shell:<id>` ↔ { 'mfe-legal': id, shell: id }, keeping only known apps and well-formed ids. */
function parsePreview(text = '') {
  const out = {};
  for (const pair of text.split(',')) {
    const [app, id] = pair.split(':');
    if (apps[app] && RELEASE_ID.test(id ?? '')) out[app] = id;
  }
  return out;
}
const formatPreview = (preview) =>
  Object.entries(preview)
    .map(([app, id]) => `${app}:${id}`)
    .join(',');

/** The browser's canary bucket (0–99), sticky through a cookie set on its first visit. */
function bucketOf(request, reply) {
  const value = Number(cookiesOf(request)[BUCKET_COOKIE]);
  if (Number.isInteger(value) && value >= 0 && value <= 99) return value;
  const bucket = crypto.randomInt(100);
  reply.header('set-cookie', `${BUCKET_COOKIE}=${bucket}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax`);
  return bucket;
}

/** Preview choices: `?preview=<app>:<id>` adds one (kept in a session cookie), `?preview=off` ends them. */
function previewOf(request, reply) {
  let preview = parsePreview(cookiesOf(request)[PREVIEW_COOKIE]);
  const asked = request.query?.preview;
  if (typeof asked === 'string') {
    preview = asked === 'off' ? {} : { ...preview, ...parsePreview(asked) };
    reply.header(
      'set-cookie',
      `${PREVIEW_COOKIE}=${encodeURIComponent(formatPreview(preview))}; Path=/; SameSite=Lax${Object.keys(preview).length ? '' : '; Max-Age=0'}`,
    );
  }
  return preview;
}

/**
 * The registry as of now, read again when its file changes (every release, promote or rollback writes it)
 * and at least once a second (a release folder removed by hand), not on every request: reading it checks
 * each kept release on disk.
 */
export function registryReader(deploy) {
  let cached = null;
  return () => {
    const mtime = fs.statSync(path.join(deploy, REGISTRY_FILE), { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (!cached || cached.mtime !== mtime || Date.now() - cached.at > 1000)
      cached = { mtime, at: Date.now(), ...readRegistry(deploy) };
    return cached;
  };
}

/** What this browser gets: per app the release (preview, canary or live), from the registry now. */
export function choose(registry, request, reply) {
  const { doc, problem } = registry();
  if (problem) request.log.warn(`${problem}; answering from the releases on disk`);
  const opts = { bucket: bucketOf(request, reply), preview: previewOf(request, reply) };
  const chosen = {};
  for (const app of Object.keys(apps)) {
    const version = selectFor(doc, app, opts);
    if (version) chosen[app] = version;
  }
  return { doc, chosen, preview: opts.preview };
}
