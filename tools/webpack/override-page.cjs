// A remote's dev server page that puts this dev server's area into the running composed site, for this browser only
// (the local override): it posts the area to the site's /__override, which keeps it in a session cookie.
// `npm run dev -w <app>` prints its address. The site is `npm start`'s shell, or `?site=<url>` (OVERRIDE_SITE).
const fs = require('node:fs');
const path = require('node:path');
const { originOf } = require('../apps.cjs');

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** Sites on another host than this machine that this dev server's area was put into (through /__override). */
const sitesElsewhere = new Set();
const onThisMachine = (origin) => /^(localhost|127\.0\.0\.1|.+\.localhost)$/.test(new URL(origin).hostname);

/** The site to open: `?site=` or OVERRIDE_SITE or the local shell's; an http(s) origin, nothing else. */
function siteOf(query) {
  const site = String(query.site || process.env.OVERRIDE_SITE || originOf('shell'));
  const url = new URL(site);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${site} is not a web address`);
  return url.origin;
}

/** The page: a form posting this dev server's area to the site; a script submits it at once. */
function overridePage({ app, origin, areas, site, pagePath }) {
  const field = (name, value) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(app)} in ${escapeHtml(site)}</title></head>
<body>
<form method="post" action="${escapeHtml(site)}/__override">
${field('app', app)}${field('origin', origin)}${field('areas', JSON.stringify(areas))}${field('path', pagePath)}
<p>Open ${escapeHtml(site)} with ${escapeHtml(app)} from this dev server (${escapeHtml(origin)}), in this browser only.</p>
<button type="submit">Open the site</button>
</form>
<script>document.forms[0].submit()</script>
</body></html>`;
}

/**
 * Adds GET /__override to a remote's dev server.
 * @param {import('express').Application} server
 * @param {{ app: string, appDir: string, port: number }} o
 */
function serveOverridePage(server, { app, appDir, port }) {
  server.get('/__override', (req, res) => {
    let site;
    try {
      site = siteOf(req.query);
    } catch (error) {
      return res.status(400).type('text/plain').send(error.message);
    }
    if (!onThisMachine(site)) sitesElsewhere.add(site);
    const areas = JSON.parse(fs.readFileSync(path.join(appDir, 'areas.json'), 'utf8'));
    // by default the area's first page of its own (`support`), else the start of its first section (`legal/*`)
    const first = areas.find((a) => !a.path.endsWith('*')) ?? areas[0];
    const pagePath =
      typeof req.query.path === 'string' && /^\/(?![/\\])/.test(req.query.path)
        ? req.query.path
        : `/${first?.path.replace(/\/?\*$/, '') ?? ''}`;
    res.type('text/html').send(overridePage({ app, origin: `http://localhost:${port}`, areas, site, pagePath }));
  });
}

/**
 * webpack-dev-server refuses the scripts a page of another site asks for (a script element: a `no-cors` request),
 * so that a site the developer happens to visit cannot read the code. Once this area was put into a site on another
 * host, that site's pages need them; such a request carries no origin to check, so from then on (for this dev
 * server's life) they are let through.
 * @param {Array<{ name?: string, middleware: Function }>} middlewares webpack-dev-server's, in order
 */
function allowSitesElsewhere(middlewares) {
  return middlewares.map((entry) =>
    entry.name === 'cross-origin-header-check'
      ? {
          ...entry,
          middleware: (req, res, next) =>
            sitesElsewhere.size && req.headers['sec-fetch-site'] === 'cross-site'
              ? next()
              : entry.middleware(req, res, next),
        }
      : entry,
  );
}

/** The line `npm run dev` prints: where to open the site with this area from here. */
const overrideHint = (app, port) =>
  `[${app}] in the running site, from this dev server: http://localhost:${port}/__override` +
  ` (opens ${process.env.OVERRIDE_SITE || originOf('shell')}; another site: ?site=<url>)`;

module.exports = { serveOverridePage, allowSitesElsewhere, overrideHint, escapeHtml };
