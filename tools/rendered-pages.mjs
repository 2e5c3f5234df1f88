// A page a remote renders (a hostel's page, a legal document, a role's dashboard), rendered per request: the remote's
// release carries a module that renders its pages (`server/render.cjs`) and lists them (`rendered.json`: pattern →
// role; app-kit/prerender `pageRenderer`). The release's module asks the API for the page's data (no session: only
// what anyone may see) with the queries its screens use. The page is rendered whole, in one render: the shell
// release's own module (`server/render.cjs`, shell/src/prerender) renders its layout with the remote's section
// inside, and the browser hydrates it. The module's query cache goes into the page, dehydrated, as a JSON block the
// app's first render fills its cache from (app-kit `PageQueryState`). Anything that goes wrong (the API slow or down,
// a response that is not 200, a module that throws) gives no page here: the shell's server then responds as for any
// page the app renders.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { RENDER_MODULE, RENDERED_INDEX } = require('./webpack/build-files.cjs');
const { provideFramework } = require('./webpack/server-framework.cjs');

/** How long the API may take for a page's data before the page is answered without it. */
const DATA_TIMEOUT_MS = 300;
/** How long a rendered page is kept (RENDERED_PAGE_TTL_MS): a burst of visits to one hostel costs one render, and a
 * visitor's page is at most this old (a signed-in user's asks the API again once hydrated). */
const RENDERED_TTL_MS = 5_000;
const MAX_KEPT = 200;
/** The longest query string a page is rendered with (a listing's filters are far shorter): anything longer is the
 * app's to render, so nobody fills the kept pages with made-up addresses of any length. */
const MAX_QUERY = 300;

/** The parameters of `pathname` on `pattern` (segments of text or `:name`), or null when it does not match. */
function matchPattern(pattern, pathname) {
  const want = pattern.split('/');
  const got = pathname.split('/');
  if (want.length !== got.length) return null;
  const params = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) {
      if (!got[i]) return null;
      try {
        params[want[i].slice(1)] = decodeURIComponent(got[i]);
      } catch {
        return null; // a broken escape: no page of ours
      }
    } else if (want[i] !== got[i]) return null;
  }
  return params;
}

/** The page of a release's list at `pathname`, with the address's parameters. */
function pageAt(pages, pathname) {
  for (const page of pages) {
    const params = matchPattern(page.pattern, pathname);
    if (params) return { page, params };
  }
  return null;
}

/** A page's JSON block of queries as the render module writes it (app-kit pageQueryStateScript): one element of
 * JSON text, which nothing inside can end. */
const QUERY_STATE_SCRIPT = /^<script type="application\/json" id="[\w-]+">[^<]*<\/script>$/;
const queryStateScriptOf = (page) =>
  typeof page.queryStateScript === 'string' && QUERY_STATE_SCRIPT.test(page.queryStateScript)
    ? page.queryStateScript
    : null;

/** A release's list of rendered pages: only well-formed entries (a pattern from the root). */
function readIndex(releaseDir) {
  try {
    const index = JSON.parse(fs.readFileSync(path.join(releaseDir, RENDERED_INDEX), 'utf8'));
    if (!index || typeof index !== 'object' || Array.isArray(index)) return [];
    return Object.entries(index)
      .filter(([pattern, page]) => pattern.startsWith('/') && page && typeof page === 'object')
      .map(([pattern, page]) => ({ pattern, role: page.role ?? null, query: page.query === true }));
  } catch {
    return []; // a release without rendered pages
  }
}

/** The render module of a release when it has the functions `names` (null when it cannot be loaded: its pages are
 * then rendered by the app). Render modules take the framework from this server (tools/webpack/server-framework.cjs). */
function loadModule(releaseDir, names) {
  try {
    provideFramework(require);
    const mod = require(path.join(releaseDir, RENDER_MODULE));
    return names.every((name) => typeof mod?.[name] === 'function') ? mod : null;
  } catch {
    return null;
  }
}
const REMOTE_MODULE = ['renderPage'];
const SHELL_MODULE = ['renderAreaPage', 'pageHtml'];

/** The CSP hashes of a page's inline scripts. */
export const inlineScriptHashes = (html) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${crypto.createHash('sha256').update(code).digest('base64')}'`,
  );

/** A page, whole: the shell's render is complete markup of its own (title, body, styles). */
const wholePageProblem = (page) =>
  !page || typeof page.title !== 'string' || typeof page.body !== 'string' || typeof page.styles !== 'string';

/**
 * Pages rendered with data, per (shell release, remote release, address with its query, role): `page(...)` answers
 * the HTML, its gzip and brotli copies and the hashes of its inline scripts (the shell's), or null when the remote's
 * release does not render that address (or not with a query: `search`, for a page its index marks `query`), or it
 * could not be rendered now. `api` is where the server reaches the API.
 */
export function renderedPages(deploy, api, { ttlMs = RENDERED_TTL_MS } = {}) {
  const indexes = new Map();
  const modules = new Map();
  // key → { at, answer: Promise }; `at` is when the answer came (Infinity while it is rendered, so a burst shares it)
  const kept = new Map();
  const loaded = (dir, names) => {
    if (!modules.has(dir)) modules.set(dir, loadModule(dir, names));
    return modules.get(dir);
  };
  const options = { apiBaseUrl: api, timeoutMs: DATA_TIMEOUT_MS };
  /** One render of the shell's layout with the remote's section inside, in the shell's index.html. */
  async function renderWholePage(shellDir, mod, pathname, search, role, areas, remoteApp, remoteId) {
    const shell = loaded(shellDir, SHELL_MODULE);
    if (!shell) return null;
    const page = await mod.renderPage(pathname, { ...options, ...(search && { search }) }, (module, Section) =>
      shell.renderAreaPage(`${pathname}${search}`, areas, module, Section),
    );
    if (wholePageProblem(page) || (page.role ?? null) !== role) return null;
    const template = fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8');
    // the remote release it was rendered with: a browser told another one (released meanwhile) renders it afresh
    const html = shell
      .pageHtml(template, pathname, page, role ?? undefined)
      .replace('<div id="root" ', () => `<div id="root" data-release="${remoteApp}/${remoteId}" `);
    return { html, queryStateScript: queryStateScriptOf(page) };
  }
  async function render(shellId, releaseDir, pathname, search, role, areas, remoteApp, remoteId) {
    const mod = loaded(releaseDir, REMOTE_MODULE);
    if (!mod) return null;
    const shellDir = path.join(deploy, 'shell', shellId);
    let composed;
    try {
      // a hostel that is not there (or not public), or an API slower than this: null, and the app says so
      composed = await renderWholePage(shellDir, mod, pathname, search, role, areas, remoteApp, remoteId);
    } catch {
      return null;
    }
    if (!composed) return null;
    const { queryStateScript } = composed;
    const html = queryStateScript
      ? composed.html.replace('</body>', () => `${queryStateScript}</body>`)
      : composed.html;
    return {
      html,
      gzip: zlib.gzipSync(html, { level: 6 }),
      brotli: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
      scriptHashes: inlineScriptHashes(html),
    };
  }
  return async function page(shellId, remoteApp, remoteId, pathname, role = null, search = '', areas = []) {
    const releaseDir = path.join(deploy, remoteApp, remoteId);
    if (!indexes.has(releaseDir)) indexes.set(releaseDir, readIndex(releaseDir));
    const found = pageAt(indexes.get(releaseDir), pathname);
    // only a page of the area's own role (a public area's for visitors)
    if (!found || found.page.role !== (role ?? null)) return null;
    // an address with a query (a listing's filters) only for a page that renders it; an empty one ("?") is none
    const query = search === '?' ? '' : search;
    if (query && (!found.page.query || query.length > MAX_QUERY)) return null;
    const key = `${shellId} ${releaseDir} ${pathname}${query}`;
    const now = Date.now();
    const hit = kept.get(key);
    if (hit && now - hit.at < ttlMs) return hit.answer;
    const entry = { at: Number.POSITIVE_INFINITY, answer: null };
    kept.delete(key);
    kept.set(key, entry);
    for (const [old, { at }] of kept) if (kept.size > MAX_KEPT || now - at >= ttlMs) kept.delete(old);
    entry.answer = render(shellId, releaseDir, pathname, query, found.page.role, areas, remoteApp, remoteId)
      .catch(() => null)
      .finally(() => {
        entry.at = Date.now();
      });
    return entry.answer;
  };
}
