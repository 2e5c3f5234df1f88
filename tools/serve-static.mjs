#!/usr/bin/env node
// Serves one app's releases as its own deployment: `node tools/serve-static.mjs <app>` (or from an app
// folder with no argument). Every release folder is served at /<app>/<releaseId>/… and never changes, so
// it is cached `immutable`; new releases are served as soon as their folder exists, with no restart.
// The shell's server also answers /deployment.json (and /frontend-discovery.json) from the release
// registry at request time, and the shell's HTML page of the release this browser gets (no-cache).
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { deployRoot, RELEASE_ID } from './delivery/releaseStore.mjs';
import { readRegistry, REGISTRY_FILE, selectFor } from './delivery/registry.mjs';
import { inArea } from './area-paths.mjs';
import { inlineScriptHashes, sectionPages } from './prerendered-sections.mjs';
import { renderedPages } from './rendered-pages.mjs';

const require = createRequire(import.meta.url);
const { apps, remoteNames, portOf, originOf, apiUrl, root } = require('./apps.cjs');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const BUCKET_COOKIE = 'hh_bucket';
const PREVIEW_COOKIE = 'hh_preview';
const YEAR_SECONDS = 365 * 24 * 3600;
const OUTSIDE_ROOT = /(^|\/)\.\.(\/|$)|%2e|%2f|%5c|\\|%00|\0/i;

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
function registryReader(deploy) {
  let cached = null;
  return () => {
    const mtime = fs.statSync(path.join(deploy, REGISTRY_FILE), { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (!cached || cached.mtime !== mtime || Date.now() - cached.at > 1000)
      cached = { mtime, at: Date.now(), ...readRegistry(deploy) };
    return cached;
  };
}

/** What this browser gets: per app the release (preview, canary or live), from the registry now. */
function choose(registry, request, reply) {
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

function deploymentFor(env, deploy, chosen, preview) {
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
function readDeployment(env, deploy, chosen, preview) {
  if (!env.DEPLOYMENT_FILE) return deploymentFor(env, deploy, chosen, preview);
  try {
    return JSON.parse(fs.readFileSync(env.DEPLOYMENT_FILE, 'utf8'));
  } catch {
    return {};
  }
}

/** The remote release among those chosen whose areas cover `pathname`, if any: its app folder, release id, manifest
 * path in its deployment (`<app>/<id>/mf-manifest.json`) and the area. */
function remoteServing(deploy, chosen, pathname) {
  for (const [app, version] of Object.entries(chosen)) {
    if (!remoteNames.includes(app)) continue;
    const id = version.metadata.version;
    const area = areasOf(deploy, app, id).find((a) => typeof a?.path === 'string' && inArea(a.path, pathname));
    if (area) return { app, id, manifestPath: version.url, area };
  }
  return null;
}

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
 * Preload hints for a page the app draws (not one rendered at build time): the shell's start-up scripts (its
 * `preload.json`), and for a page a remote draws the federation runtime, the remote's manifest, its entry and the
 * first chunks of the area's module (from the manifest). All of them download with the HTML instead of one after
 * another (start file → start-up chunks → manifest → entry → chunks: five round trips on a phone's network).
 */
function preloadHints(env, deploy, shellId, remote) {
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
function encodingFor(request) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  return /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

/**
 * Preconnect hints for a page a remote draws (a `Link` header): the connections to the remote's server, for its
 * manifest (fetched, so without credentials) and its scripts (plain script tags, with), and to the API when the
 * area's screens ask for data first (the shell's calls, without credentials) and when they name a picture from it
 * (an image, with), open while the shell's scripts load instead of after them.
 */
function preconnectHints(deployment, pathname) {
  const area = deployment.areas?.find((a) => typeof a?.path === 'string' && inArea(a.path, pathname));
  const remote = area && absoluteOrigin(deployment.remotes?.[String(area.module).split('/')[0]]);
  if (!remote) return null; // no remote draws this page, or it is served from the page's own origin
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

/** The registry with absolute URLs, for tools that speak the Frontend Discovery schema. */
function discoveryDocument(env, doc) {
  const microFrontends = {};
  for (const [app, versions] of Object.entries(doc.microFrontends))
    microFrontends[app] = versions.map((v) => ({ ...v, url: `${originOf(app, env)}/${v.url}` }));
  return { schema: doc.schema, microFrontends };
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

/**
 * A shell release's prerendered pages (its `prerendered.json`, address → file; a release is immutable, so read
 * once), each with the hashes of its inline scripts for the page's policy.
 */
const prerenderedByRelease = new Map();
function prerenderedPages(deploy, id) {
  const dir = path.join(deploy, 'shell', id);
  if (!prerenderedByRelease.has(dir)) {
    const pages = new Map();
    let listed = {};
    try {
      listed = JSON.parse(fs.readFileSync(path.join(dir, 'prerendered.json'), 'utf8'));
    } catch {
      /* a release without prerendered pages: every address gets index.html */
    }
    for (const [pathname, file] of Object.entries(listed)) {
      if (!/^[\w.-]+\.html$/.test(file) || !fs.existsSync(path.join(dir, file))) continue;
      pages.set(pathname, { file, scriptHashes: inlineScriptHashes(fs.readFileSync(path.join(dir, file), 'utf8')) });
    }
    prerenderedByRelease.set(dir, pages);
  }
  return prerenderedByRelease.get(dir);
}

/** The shell page's Content-Security-Policy: exactly the site's own origins, no eval, no framing; an inline script
 * only by its hash (a prerendered page's own). Inline styles stay allowed: styled-components writes its rules into
 * a <style> element at run time. */
function pagePolicy(env, scriptHashes = []) {
  const { remotes, api } = siteOrigins(env);
  const own = ["'self'", ...remotes].join(' ');
  return [
    "default-src 'self'",
    `script-src ${[own, ...scriptHashes].join(' ')}`,
    `connect-src ${own} ${api}`,
    `img-src 'self' data: blob: ${api}`,
    `media-src 'self' blob: ${api}`,
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function createStaticServer(appName, env = process.env) {
  const app = apps[appName];
  if (!app) throw new Error(`unknown app ${appName}; one of ${Object.keys(apps).join(', ')}`);
  const deploy = deployRoot(env);
  const isShell = appName === 'shell';
  const registry = registryReader(deploy);
  const sectionPage = sectionPages(deploy);
  const renderedPage = renderedPages(deploy, apiUrl(env), {
    ttlMs: Number(env.RENDERED_PAGE_TTL_MS) >= 0 ? Number(env.RENDERED_PAGE_TTL_MS) : undefined,
  });
  const server = Fastify({ logger: { level: env.STATIC_LOG === '1' ? 'info' : 'error' } });
  server.decorateRequest('isPage', false);
  server.decorateRequest('scriptHashes', null);

  // A path that tries to step outside the deployment root (`..`, encoded dots or slashes, backslashes,
  // NUL) names no file here: 404, before any route sees it.
  server.addHook('onRequest', async (request, reply) => {
    if (OUTSIDE_ROOT.test(request.url.split('?')[0])) return reply.code(404).type('text/plain').send('Not found');
  });

  server.addHook('onSend', async (request, reply, payload) => {
    reply.header('access-control-allow-origin', '*');
    reply.header('timing-allow-origin', '*');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (originOf(appName, env).startsWith('https:'))
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (request.isPage) {
      reply.header('content-security-policy', pagePolicy(env, request.scriptHashes ?? []));
      reply.header('x-frame-options', 'DENY');
    } else {
      // scripts and data, never a page: nothing may run or frame them if opened directly
      reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    }
    return payload;
  });

  // Only a real release folder is served: `.staging-…` (a release being written) and anything outside are not.
  fs.mkdirSync(path.join(deploy, appName), { recursive: true });
  server.register(fastifyStatic, {
    root: path.join(deploy, appName),
    prefix: `/${appName}/`,
    wildcard: true,
    index: false,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    // a release's server side (the module that renders its pages per request) is the server's, not a browser's
    allowedPath: (pathName) => {
      const [release, folder] = pathName.split('/').filter(Boolean);
      return RELEASE_ID.test(release ?? '') && folder !== 'server';
    },
    setHeaders: (reply) => reply.header('cache-control', reply.request.isPage ? 'no-cache' : IMMUTABLE),
  });

  server.get('/healthz', async () => 'ok');
  server.options('/*', async (_request, reply) =>
    reply.code(204).header('access-control-allow-methods', 'GET, HEAD, OPTIONS').send(),
  );

  if (isShell) {
    server.get('/deployment.json', async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      if (env.DEPLOYMENT_FILE) return reply.type('application/json').send(fs.readFileSync(env.DEPLOYMENT_FILE, 'utf8'));
      const { chosen, preview } = choose(registry, request, reply);
      return deploymentFor(env, deploy, chosen, preview);
    });
    server.get('/frontend-discovery.json', async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return discoveryDocument(env, registry().doc);
    });
  }

  server.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith(`/${appName}/`);
    if (!isShell || request.method !== 'GET' || looksLikeFile)
      return reply.code(404).type('text/plain').send('Not found');
    // A page of the site: the shell's HTML of the release this browser gets.
    const { chosen, preview } = choose(registry, request, reply);
    if (typeof request.query?.preview === 'string') {
      // The preview choice is in its cookie now: the same page again, with a clean address.
      const url = new URL(request.url, 'http://x');
      url.searchParams.delete('preview');
      return reply.redirect(`${url.pathname}${url.search}`, 303);
    }
    const shell = chosen.shell;
    if (!shell)
      return reply
        .code(503)
        .type('text/plain')
        .send('Hostel Hub has no live release yet: run npm run release -w shell');
    request.isPage = true;
    // A public page rendered at build time shows itself before any script runs; any other address gets the app.
    const prerendered = prerenderedPages(deploy, shell.metadata.version).get(pathname);
    request.scriptHashes = prerendered?.scriptHashes ?? [];
    if (!prerendered) {
      const hints = preconnectHints(readDeployment(env, deploy, chosen, preview), pathname);
      // A page a remote draws, when the remote's release rendered it at build time, or renders it now with its
      // data: in the shell's layout.
      const remote = env.DEPLOYMENT_FILE ? null : remoteServing(deploy, chosen, pathname);
      const composed =
        remote &&
        (sectionPage(shell.metadata.version, remote.app, remote.id, pathname, remote.area.role) ??
          (await renderedPage(
            shell.metadata.version,
            remote.app,
            remote.id,
            pathname,
            remote.area.role,
            request.url.slice(pathname.length),
          )));
      // a page the app draws: its scripts download with the HTML (a page that shows itself first does not hurry them)
      const preloads = composed ? [] : preloadHints(env, deploy, shell.metadata.version, remote);
      const link = [...(hints ? [hints] : []), ...preloads].join(', ');
      if (link) reply.header('link', link);
      if (composed) {
        request.scriptHashes = composed.scriptHashes;
        const encoding = encodingFor(request);
        reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(encoding === 'br' ? composed.brotli : encoding === 'gzip' ? composed.gzip : composed.html);
      }
    }
    return reply
      .type('text/html; charset=utf-8')
      .sendFile(path.join(shell.metadata.version, prerendered?.file ?? 'index.html'), { preCompressed: false });
  });

  server.setErrorHandler((error, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) request.log.error(error);
    reply
      .code(status)
      .type('text/plain')
      .send(status === 404 ? 'Not found' : status >= 500 ? 'Server error' : error.message);
  });
  return server;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const appName = process.argv[2] || JSON.parse(fs.readFileSync('package.json', 'utf8')).name;
  const port = portOf(appName);
  const server = createStaticServer(appName);
  // A bad request (a file that vanished, a broken client) is answered, never a reason to stop serving.
  process.on('uncaughtException', (error) => console.error(`[${appName}] uncaught:`, error));
  // SIGTERM: stop accepting, let in-flight responses finish (10 s at most), then exit
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      setTimeout(() => process.exit(0), 10_000).unref();
      server.close().finally(() => process.exit(0));
    });
  server.listen({ port, host: '::' }).then(
    () =>
      console.log(`[${appName}] serving releases from ${path.join(deployRoot(), appName)} on http://localhost:${port}`),
    (error) => {
      console.error(`[${appName}] cannot listen on ${port}: ${error.message}`);
      process.exit(1);
    },
  );
}
