// Server only (node): renders the shell's public pages as a visitor sees them before any data arrives, with the
// styles they use, into copies of the built index.html at build time; and, per request, a remote's page inside the
// layout (`renderAreaPage`, called by the remote's render module). Bundled by webpack.prerender.cjs into the release
// as `server/render.cjs`; never part of what a browser loads.
import type { ComponentType } from 'react';
import { StaticRouter } from 'react-router-dom';
import { ROLES, type Role } from 'contracts';
import { type RenderedMarkup, renderMarkup } from 'app-kit/prerender';
import type { RemoteArea } from '../federation/areas';
import { withLoadedModule } from '../federation/remotes';
import { preloadShellPage, SiteRoutes } from '../routes';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_PAGES, ROLE_ATTRIBUTE } from './pages';
import { CONTENT_ID } from '../layout/Layout';

/** A page: the markup inside #root, its styles, title and description. */
export type RenderedPage = RenderedMarkup;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A shell page at `pathname` as the browser's first render shows it to a visitor: what the browser hydrates. */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  // the page's code first: rendered to a string, a page still on its way would be the spinner
  const loading = preloadShellPage(pathname);
  if (!loading) throw new Error(`${pathname}: the shell has no page there`);
  await loading;
  return renderMarkup(
    <StaticRouter location={pathname}>
      <SiteRoutes areas={[]} />
    </StaticRouter>,
  );
}

/**
 * A remote's page at `pathname` as the browser's first render shows it, before the session is read: the site's
 * routes with the deployment's `areas`, and `Section` as the area's module `module`, loaded (the browser loads it
 * before it hydrates: bootstrap.tsx). One render of the whole tree, so the `useId`s are the browser's. A page of a
 * role's area renders as that role's, its user's own details left out (layout/useShownRole.ts).
 */
export function renderAreaPage(
  pathname: string,
  areas: readonly RemoteArea[],
  module: string,
  Section: ComponentType,
): RenderedPage {
  return withLoadedModule(module, { default: Section }, () =>
    renderMarkup(
      <StaticRouter location={pathname}>
        <SiteRoutes areas={areas} />
      </StaticRouter>,
    ),
  );
}

/**
 * Runs before the first paint: marks that scripts run (`data-scripts` on <html>), names the stored session's role
 * (`data-session`) and marks a dark theme (`data-prerendered="stale"`), for the page's style to hide a server-rendered
 * page that will look otherwise in this browser until the app has rendered it (PAGE_STYLE). And until then the browser
 * sends no form itself. Inline, so it costs no request; one script for every page, which the release server allows by
 * its hash. Without JavaScript none of this happens: the page is a plain page whose links and forms work.
 */
export const PAGE_SCRIPT = `document.documentElement.dataset.scripts='on';try{var s=localStorage,u=JSON.parse(s.getItem('user')||'null'),d=document.documentElement.dataset;if(s.getItem('token')&&u&&typeof u.role==='string')d.session=u.role;if(s.getItem('darkMode')==='true')d.prerendered='stale'}catch(e){}document.addEventListener('submit',function(e){var r=document.getElementById('root');if(r&&r.hasAttribute('${PRERENDERED_ATTRIBUTE}'))e.preventDefault()},true)`;

const ROOT = `#root[${PRERENDERED_ATTRIBUTE}]`;
/**
 * Until the app has rendered: hidden in a dark theme; a visitor's page hidden from a signed-in browser (its navbar is
 * a visitor's); a role's page shown only to that role's session (never without scripts). Where scripts run, a button,
 * a choice (radio, checkbox, select) or a label does nothing meanwhile: the markup is exactly React's, so a click would
 * go through to the page instead of seeming to work; and React 19.3 would keep a choice made before hydration on screen
 * without telling the form (react#33129 is behind a flag). Text can be typed: hydration keeps it. Without scripts
 * they are the browser's, as on any plain page.
 */
const PAGE_STYLE = [
  `html[data-prerendered=stale] ${ROOT},html[data-session] ${ROOT}:not([${ROLE_ATTRIBUTE}]),${ROOT}[${ROLE_ATTRIBUTE}]{visibility:hidden}`,
  `${ROLES.map((role) => `html[data-session=${role}]:not([data-prerendered=stale]) ${ROOT}[${ROLE_ATTRIBUTE}=${role}]`).join(',')}{visibility:visible}`,
  `html[data-scripts] ${ROOT} :is(button,label,select,input[type=radio],input[type=checkbox]){pointer-events:none}`,
].join('');

/** No frame before the navbar is whole: a frame painted while its links were still arriving would show them where
 * the later ones then push them (a layout shift). The standard `rel=expect` holds frames until the element after it,
 * the content area, is parsed; a browser without it paints as before. */
const NAVBAR_WHOLE = `<link rel="expect" href="#${CONTENT_ID}" blocking="render">`;

/** The built index.html with `page` in it: title, description, styles, the markup inside #root (inserted as they
 * are: a `$` in the page's text is no replacement pattern); with `role`, a page of that role's area. */
export function pageHtml(template: string, pathname: string, page: RenderedPage, role?: Role): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('index.html has no empty <div id="root"></div>');
  let html = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      '</head>',
      () => `<script>${PAGE_SCRIPT}</script><style>${PAGE_STYLE}</style>${page.styles}${NAVBAR_WHOLE}</head>`,
    )
    .replace(
      root,
      () =>
        `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeHtml(pathname)}"${role ? ` ${ROLE_ATTRIBUTE}="${role}"` : ''}>${page.body}</div>`,
    );
  const { description } = page;
  if (description !== undefined)
    html = html.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    );
  return html;
}

/** Every prerendered page, file name (`page.<name>.html`) → its HTML. */
export async function renderPages(template: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [pathname, name] of Object.entries(PRERENDERED_PAGES))
    out[`page.${name}.html`] = pageHtml(template, pathname, await renderPage(pathname));
  return out;
}

/** The release's `prerendered.json`: address → file, read by the static server. */
export const pagesByPath = (): Record<string, string> =>
  Object.fromEntries(Object.entries(PRERENDERED_PAGES).map(([pathname, name]) => [pathname, `page.${name}.html`]));

/** What the build writes into the release: the pages and `prerendered.json`. */
export async function renderRelease(template: string): Promise<Record<string, string>> {
  return { ...(await renderPages(template)), 'prerendered.json': `${JSON.stringify(pagesByPath(), null, 2)}\n` };
}
