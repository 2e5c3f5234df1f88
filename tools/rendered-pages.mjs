// A page a remote renders from data (a hostel's page), rendered per request: the remote's release carries a module
// that renders such pages (`server/render.cjs`) and lists them (`rendered.json`: pattern → role; app-kit/prerender
// `pageRenderer`). The release's module asks the API for the page's data (no session: only what anyone may see)
// with the queries its screens use, and renders the section; this server puts it into the layout of the area's
// role with the module's query cache, dehydrated, as a JSON block the app's first render fills its cache from
// (app-kit `PageQueryState`). Anything that goes wrong (the API slow or down, an answer that is not 200, a module
// that throws) gives no page here: the shell's server then answers as for any page the app renders.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { composeSectionPage, inlineScriptHashes, sectionLayoutFile, sectionProblem } from './prerendered-sections.mjs';

const require = createRequire(import.meta.url);
const { RENDER_MODULE, RENDERED_INDEX } = require('./webpack/prerender-config.cjs');

/** The id of the page's JSON block of queries (kept in step with app-kit/src/page/pageQueryState.tsx). */
const QUERY_STATE_ID = 'query-state';
/** How long the API may take for a page's data before the page is answered without it. */
const DATA_TIMEOUT_MS = 300;
/** How long a rendered page is kept (RENDERED_PAGE_TTL_MS): a burst of visits to one hostel costs one render; the
 * app asks the API again when it takes over, so a page is never older than this before it is current. */
const RENDERED_TTL_MS = 5_000;
const MAX_KEPT = 200;

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

/** The JSON block of a page's queries; `<` written as its escape, so no answer can end the element. */
const queryStateBlock = (state) =>
  `<script type="application/json" id="${QUERY_STATE_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;

/** A release's list of rendered pages: only well-formed entries (a pattern from the root). */
function readIndex(releaseDir) {
  try {
    const index = JSON.parse(fs.readFileSync(path.join(releaseDir, RENDERED_INDEX), 'utf8'));
    if (!index || typeof index !== 'object' || Array.isArray(index)) return [];
    return Object.entries(index)
      .filter(([pattern, page]) => pattern.startsWith('/') && page && typeof page === 'object')
      .map(([pattern, page]) => ({ pattern, role: page.role ?? null }));
  } catch {
    return []; // a release without rendered pages
  }
}

/** The render module of a release, loaded once (null when it cannot be: its pages are then rendered by the app). */
function loadModule(releaseDir) {
  try {
    const mod = require(path.join(releaseDir, RENDER_MODULE));
    return typeof mod?.renderPage === 'function' ? mod : null;
  } catch {
    return null;
  }
}

/**
 * Pages rendered with data, per (shell release, remote release, address, role): `page(...)` answers the HTML, its
 * gzip and brotli copies and the hashes of its inline scripts (the layout's), or null when the remote's release does
 * not render that address (or not with a query: `search`), or it could not be rendered now. `api` is where the
 * server reaches the API.
 */
export function renderedPages(deploy, api, { ttlMs = RENDERED_TTL_MS } = {}) {
  const indexes = new Map();
  const modules = new Map();
  const kept = new Map(); // key → { at, answer: Promise }
  async function render(shellId, releaseDir, pathname, role) {
    const layoutFile = path.join(deploy, 'shell', shellId, sectionLayoutFile(role ?? undefined));
    if (!fs.existsSync(layoutFile)) return null;
    if (!modules.has(releaseDir)) modules.set(releaseDir, loadModule(releaseDir));
    const mod = modules.get(releaseDir);
    if (!mod) return null;
    let section;
    try {
      // a hostel that is not there (or not public), or an API slower than this: null, and the app says so
      section = await mod.renderPage(pathname, { apiBaseUrl: api, timeoutMs: DATA_TIMEOUT_MS });
    } catch {
      return null;
    }
    if (!section || sectionProblem(section) || (section.role ?? null) !== role) return null;
    const layout = fs.readFileSync(layoutFile, 'utf8');
    const composed = composeSectionPage(layout, pathname, section);
    if (!composed) return null;
    const html = composed.replace('</body>', () => `${queryStateBlock(section.queryState ?? null)}</body>`);
    return {
      html,
      gzip: zlib.gzipSync(html, { level: 6 }),
      brotli: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
      scriptHashes: inlineScriptHashes(layout),
    };
  }
  return async function page(shellId, remoteApp, remoteId, pathname, role = null, search = '') {
    // an address with a query (a filter, another page of a list) asks for other data than the page's own
    if (search) return null;
    const releaseDir = path.join(deploy, remoteApp, remoteId);
    if (!indexes.has(releaseDir)) indexes.set(releaseDir, readIndex(releaseDir));
    const found = pageAt(indexes.get(releaseDir), pathname);
    // only a page of the area's own role (a public area's for visitors): never another role's layout
    if (!found || found.page.role !== (role ?? null)) return null;
    const key = `${shellId} ${releaseDir} ${pathname}`;
    const now = Date.now();
    const hit = kept.get(key);
    if (hit && now - hit.at < ttlMs) return hit.answer;
    const answer = render(shellId, releaseDir, pathname, found.page.role).catch(() => null);
    kept.delete(key);
    kept.set(key, { at: now, answer });
    for (const [old, entry] of kept) if (kept.size > MAX_KEPT || now - entry.at >= ttlMs) kept.delete(old);
    return answer;
  };
}
