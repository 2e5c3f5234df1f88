// The response headers of the site's page: its Content-Security-Policy, and the `Link` hints that start the
// downloads and connections the page will need while its HTML is still arriving.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { inArea } from '../area-paths.mjs';

const require = createRequire(import.meta.url);
const { remoteNames, originOf, apiUrl } = require('../apps.cjs');

/** A JSON file of a release (immutable, so read once); null when it is missing or broken. */
const releaseJsonFiles = new Map();
function releaseJson(file) {
  if (!releaseJsonFiles.has(file)) {
    try {
      releaseJsonFiles.set(file, JSON.parse(fs.readFileSync(file, 'utf8')));
    } catch {
      releaseJsonFiles.set(file, null);
    }
  }
  return releaseJsonFiles.get(file);
}

const SCRIPT_FILE = /^[\w.-]+\.js$/;
const scriptsIn = (list) =>
  Array.isArray(list) ? list.filter((f) => typeof f === 'string' && SCRIPT_FILE.test(f)) : [];

/**
 * Preload hints for a page the app renders (not one rendered at build time): the shell's start-up scripts (its
 * `preload.json`), and for a page a remote renders the federation runtime, the remote's manifest, its entry and the
 * first chunks of the area's module (from the manifest). All of them download with the HTML instead of one after
 * another (start file → start-up chunks → manifest → entry → chunks: five round trips on a phone's network).
 */
export function preloadHints(env, deploy, shellId, remote) {
  const shellFiles = releaseJson(path.join(deploy, 'shell', shellId, 'preload.json')) ?? {};
  const script = (url) => `<${url}>; rel=preload; as=script; fetchpriority=low`;
  const hints = scriptsIn(shellFiles.start).map((f) => script(`/shell/${shellId}/${f}`));
  if (!remote) return hints;
  hints.push(...scriptsIn(shellFiles.federation).map((f) => script(`/shell/${shellId}/${f}`)));
  const manifestUrl = `${originOf(remote.app, env)}/${remote.manifestPath}`;
  const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  // fetched by the shell (remoteManifest.ts) with fetch's defaults: CORS, no credentials to another origin
  hints.push(`<${manifestUrl}>; rel=preload; as=fetch; crossorigin`);
  const manifest = releaseJson(path.join(deploy, remote.app, remote.id, 'mf-manifest.json'));
  const entry = manifest?.metaData?.remoteEntry;
  if (entry?.name && !entry.path && SCRIPT_FILE.test(entry.name)) hints.push(script(folder + entry.name));
  const exposed = `./${String(remote.area.module).split('/').slice(1).join('/')}`;
  const expose = Array.isArray(manifest?.exposes) ? manifest.exposes.find((e) => e?.path === exposed) : null;
  hints.push(...scriptsIn(expose?.assets?.js?.sync).map((f) => script(folder + f)));
  return hints;
}

/** The encoding of a composed page this request takes: brotli, gzip or none. */
export function encodingFor(request) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/**
 * Preconnect hints for a page a remote renders (a `Link` header): the connections to the remote's server, for its
 * manifest (fetched, so without credentials) and its scripts (plain script tags, with), and to the API when the
 * area's screens ask for data first (the shell's calls, without credentials) and when they name a picture from it
 * (an image, with), open while the shell's scripts load instead of after them.
 */
export function preconnectHints(deployment, pathname) {
  const area = deployment.areas?.find((a) => typeof a?.path === 'string' && inArea(a.path, pathname));
  const remote = area && absoluteOrigin(deployment.remotes?.[String(area.module).split('/')[0]]);
  if (!remote) return null; // no remote renders this page, or it is served from the page's own origin
  const hints = [`<${remote}>; rel=preconnect`, `<${remote}>; rel=preconnect; crossorigin`];
  const api = hasEntries(area.data) ? absoluteOrigin(deployment.apiBaseUrl) : null;
  if (api) hints.push(`<${api}>; rel=preconnect; crossorigin`);
  if (api && hasEntries(area.pictures)) hints.push(`<${api}>; rel=preconnect`);
  return hints.join(', ');
}

/** A non-empty list or object. */
const hasEntries = (value) => !!value && typeof value === 'object' && Object.keys(value).length > 0;

/** The origin of an absolute URL; null for a relative or broken one. */
function absoluteOrigin(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The origins the site's page talks to: each remote's (scripts, manifests) and the API's. */
function siteOrigins(env) {
  const origins = new Set(remoteNames.map((app) => originOf(app, env)));
  if (env.DEPLOYMENT_FILE) {
    try {
      for (const url of Object.values(JSON.parse(fs.readFileSync(env.DEPLOYMENT_FILE, 'utf8')).remotes ?? {}))
        origins.add(new URL(url).origin);
    } catch {
      /* a broken file: the page will show its fallbacks */
    }
  }
  return { remotes: [...origins], api: new URL(apiUrl(env)).origin };
}

/** The shell page's Content-Security-Policy: exactly the site's own origins, no eval, no framing; an inline script
 * only by its hash (a prerendered page's own). Inline styles stay allowed: styled-components writes its rules into
 * a <style> element at run time. `local`: the dev server's origin while this browser's override is on (its scripts,
 * pictures and live-reload socket). */
export function pagePolicy(env, scriptHashes = [], local = null) {
  const { remotes, api } = siteOrigins(env);
  const own = ["'self'", ...remotes, ...(local ? [local] : [])].join(' ');
  const socket = local ? ` ${local.replace(/^http:/, 'ws:')}` : '';
  return [
    "default-src 'self'",
    `script-src ${[own, ...scriptHashes].join(' ')}`,
    `connect-src ${own} ${api}${socket}`,
    `img-src 'self' data: blob: ${api}${local ? ` ${local}` : ''}`,
    `media-src 'self' blob: ${api}`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
