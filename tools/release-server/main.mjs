#!/usr/bin/env node
// Serves one app's releases as its own deployment: `node tools/release-server/main.mjs <app>` (or from an app
// folder with no argument). Every release folder is served at /<app>/<releaseId>/… and never changes, so
// it is cached `immutable`; new releases are served as soon as their folder exists, with no restart.
// The shell's server also answers /deployment.json (and /frontend-discovery.json) from the release
// registry at request time, and the shell's HTML page of the release this browser gets (no-cache).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { deployRoot, RELEASE_ID } from '../delivery/releaseStore.mjs';
import { renderedPages } from '../rendered-pages.mjs';
import { deploymentFor, discoveryDocument, readDeployment, remoteServing } from './deployment.mjs';
import { overrideOf, overrides, registerOverrideRoutes, withOverride } from './local-override.mjs';
import { formPostNotice, registerFormBodies, withNotice } from './form-posts.mjs';
import { encodingFor, pagePolicy, preconnectHints, preloadHints } from './page-headers.mjs';
import { prerenderedPages } from './prerendered-pages.mjs';
import { choose, registryReader } from './release-choice.mjs';

const require = createRequire(import.meta.url);
const { apps, portOf, originOf, apiUrl } = require('../apps.cjs');

const IMMUTABLE = 'public, max-age=31536000, immutable';
const OUTSIDE_ROOT = /(^|\/)\.\.(\/|$)|%2e|%2f|%5c|\\|%00|\0/i;

export function createReleaseServer(appName, env = process.env) {
  const app = apps[appName];
  if (!app) throw new Error(`unknown app ${appName}; one of ${Object.keys(apps).join(', ')}`);
  const deploy = deployRoot(env);
  const isShell = appName === 'shell';
  const registry = registryReader(deploy);
  const renderedPage = renderedPages(deploy, apiUrl(env), {
    ttlMs: Number(env.RENDERED_PAGE_TTL_MS) >= 0 ? Number(env.RENDERED_PAGE_TTL_MS) : undefined,
  });
  const server = Fastify({ logger: { level: env.STATIC_LOG === '1' ? 'info' : 'error' } });
  server.decorateRequest('isPage', false);
  server.decorateRequest('scriptHashes', null);
  server.decorateRequest('override', null);

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
      reply.header('content-security-policy', pagePolicy(env, request.scriptHashes ?? [], request.override?.origin));
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
    registerFormBodies(server);
    registerOverrideRoutes(server);
    server.get('/deployment.json', async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      if (env.DEPLOYMENT_FILE) return reply.type('application/json').send(fs.readFileSync(env.DEPLOYMENT_FILE, 'utf8'));
      const { chosen, preview } = choose(registry, request, reply);
      return withOverride(deploymentFor(env, deploy, chosen, preview), overrideOf(request));
    });
    server.get('/frontend-discovery.json', async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return discoveryDocument(env, registry().doc);
    });
  }

  server.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const looksLikeFile = /\.[a-z0-9]+$/i.test(pathname) || pathname.startsWith(`/${appName}/`);
    // a form the browser sent itself (without JavaScript) is answered with its page and what happened
    const formPost = request.method === 'POST';
    if (!isShell || !(request.method === 'GET' || formPost) || looksLikeFile)
      return reply.code(404).type('text/plain').send('Not found');
    // A page of the site: the shell's HTML of the release this browser gets.
    const { chosen, preview } = choose(registry, request, reply);
    if (!formPost && typeof request.query?.preview === 'string') {
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
    request.override = overrideOf(request);
    const notice = formPost
      ? await formPostNotice(request, pathname, { api: apiUrl(env), siteOrigin: originOf('shell', env) })
      : null;
    // A page of an area served from a dev server is rendered by that code in the browser, not by the live release here.
    const local = overrides(request.override, pathname);
    // A public page rendered at build time shows itself before any script runs; any other address gets the app.
    const prerendered = local ? undefined : prerenderedPages(deploy, shell.metadata.version).get(pathname);
    request.scriptHashes = prerendered?.scriptHashes ?? [];
    if (!prerendered) {
      const deployment = withOverride(readDeployment(env, deploy, chosen, preview), request.override);
      const hints = preconnectHints(deployment, pathname);
      // A page a remote renders now with its data, in the shell's layout.
      const remote = env.DEPLOYMENT_FILE || local ? null : remoteServing(deploy, chosen, pathname);
      const composed =
        remote &&
        (await renderedPage(
          shell.metadata.version,
          remote.app,
          remote.id,
          pathname,
          remote.area.role,
          request.url.slice(pathname.length),
          deployment.areas ?? [],
        ));
      // a page the app renders: its scripts download with the HTML (a page that shows itself first does not hurry them)
      const preloads = composed ? [] : preloadHints(env, deploy, shell.metadata.version, remote);
      const link = [...(hints ? [hints] : []), ...preloads].join(', ');
      if (link) reply.header('link', link);
      if (composed && notice) {
        request.scriptHashes = composed.scriptHashes;
        return answerForm(reply, withNotice(composed.html, notice));
      }
      if (composed) {
        request.scriptHashes = composed.scriptHashes;
        const encoding = encodingFor(request);
        reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(encoding === 'br' ? composed.brotli : encoding === 'gzip' ? composed.gzip : composed.html);
      }
    }
    const file = path.join(shell.metadata.version, prerendered?.file ?? 'index.html');
    if (notice) return answerForm(reply, withNotice(fs.readFileSync(path.join(deploy, 'shell', file), 'utf8'), notice));
    return reply.type('text/html; charset=utf-8').sendFile(file, { preCompressed: false });
  });

  /** A page answering a form: never kept (what was sent is no one else's), never a page a Back would send again. */
  const answerForm = (reply, html) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

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
  // Pages are rendered here with the process's React: its production build renders one in about a third of the
  // time its development build takes (measured: 3 ms against 9 ms for a legal page). Set before React is loaded.
  process.env.NODE_ENV = 'production';
  const appName = process.argv[2] || JSON.parse(fs.readFileSync('package.json', 'utf8')).name;
  const port = portOf(appName);
  const server = createReleaseServer(appName);
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
