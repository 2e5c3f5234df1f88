// Server only (node): renders the shell's public pages as a visitor sees them before any data arrives, with the
// styles they use, into copies of the built index.html at build time; and, per request, a remote's public page
// inside the layout (`renderAreaPage`, called by the remote's render module). Bundled by webpack.prerender.cjs into
// the release as `server/render.cjs`; never part of what a browser loads.
import type { ComponentType } from 'react';
import { Route, StaticRouter } from 'react-router-dom';
import { type RenderedMarkup, renderMarkup, SESSION_ATTRIBUTE, SESSION_SOURCE_ATTRIBUTE } from 'app-kit/prerender';
import type { RemoteArea } from '../federation/areas';
import { withLoadedModule } from '../federation/remotes';
import { preloadShellPage, SiteRoutes } from '../routes';
import {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_PAGES,
  SECTION_ADDRESS,
  SECTION_ROLES,
  type SectionRole,
  sectionLayoutFile,
} from './pages';

/** A page: the markup inside #root, its styles, title and description. */
export type RenderedPage = RenderedMarkup;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One page of the site at `pathname`, as the app's first complete render shows it to a visitor; with `role` (the
 * layout of a role's sections), to that role's user, whose own details are left for the page to fill in. A shell
 * page is what a visitor's browser hydrates; the section layout is rendered over by the app. */
export async function renderPage(pathname: string, role?: SectionRole): Promise<RenderedPage> {
  // the page's code first: rendered to a string, a page still on its way would be the spinner
  if (pathname !== SECTION_ADDRESS) {
    const loading = preloadShellPage(pathname);
    if (!loading) throw new Error(`${pathname}: the shell has no page there`);
    await loading;
  }
  return renderMarkup(
    <StaticRouter location={pathname}>
      {/* no remote areas; at SECTION_ADDRESS, the layout with an empty slot where a remote's section goes
          (a remote's section is rendered right inside the content area, as RemoteRoute renders it) */}
      <SiteRoutes areas={[]}>
        <Route path={SECTION_ADDRESS} element={<div data-section-slot="" />} />
      </SiteRoutes>
    </StaticRouter>,
    role,
    { hydrated: pathname !== SECTION_ADDRESS },
  );
}

/**
 * A remote's public page at `pathname` as a visitor's browser first renders it: the site's routes with the
 * deployment's `areas`, and `Section` as the area's module `module`, loaded (the browser loads it before it
 * hydrates: bootstrap.tsx). One render of the whole tree, so the `useId`s are the browser's.
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
      undefined,
      { hydrated: true },
    ),
  );
}

const STALE = `document.documentElement.dataset.prerendered='stale'`;
/** A role's view is hidden unless the script finds that role's user signed in (so not shown without scripts). */
const SIGNED_IN = 'signed-in';

/** A role's page: the user's own details from the stored session into their places, as the parser puts them in
 * (a mutation observer's callback runs before the browser can paint), their photo's image given its source or left
 * out; a text the user does not have hides the view. */
const fillSessionFields = `var f=function(){document.querySelectorAll('#root [${SESSION_ATTRIBUTE}]').forEach(function(e){var v=u[e.getAttribute('${SESSION_ATTRIBUTE}')];if(typeof v!=='string'||!v.trim())${STALE};else if(e.textContent!==v)e.textContent=v});document.querySelectorAll('#root img[${SESSION_SOURCE_ATTRIBUTE}]').forEach(function(e){var v=u[e.getAttribute('${SESSION_SOURCE_ATTRIBUTE}')];e.removeAttribute('${SESSION_SOURCE_ATTRIBUTE}');if(typeof v==='string'&&v)e.src=v;else e.remove()})},o=new MutationObserver(f);o.observe(document.documentElement,{childList:true,subtree:true});document.addEventListener('DOMContentLoaded',function(){f();o.disconnect()})`;

/**
 * Runs before the first paint. A page whose prerendered view is not what this browser will see keeps that view's
 * space but hides it until the app renders its own: a visitor's page when someone is signed in, a role's page unless
 * a user of that role is, either when the dark theme is chosen.
 * A role's page is shown only once this finds that user (never without scripts), their own details filled in. And
 * until the app has rendered a form is not sent by the browser itself (its fields stay, and the app takes them over).
 * Inline, so it costs no request; the static server allows it by its hash (tools/release-server/page-headers.mjs).
 */
export function prerenderedViewScript(role?: SectionRole): string {
  const check = role
    ? `(function(){try{var s=localStorage,u=JSON.parse(s.getItem('user')||'null');if(!s.getItem('token')||!u||u.role!=='${role}'||s.getItem('darkMode')==='true')throw 0;document.documentElement.dataset.prerendered='${SIGNED_IN}';${fillSessionFields}}catch(e){${STALE}}})();`
    : `try{if(localStorage.getItem('token')||localStorage.getItem('darkMode')==='true')${STALE}}catch(e){}`;
  return `${check}document.addEventListener('submit',function(e){var r=document.getElementById('root');if(r&&r.hasAttribute('${PRERENDERED_ATTRIBUTE}'))e.preventDefault()},true)`;
}
/** A visitor's page's script. */
export const PRERENDERED_VIEW_SCRIPT = prerenderedViewScript();

// Until the app runs, a button, a choice (radio, checkbox, select) or a label does nothing: a page React hydrates has no
// marks of its own (its markup is exactly React's), so a click goes through to the page instead of seeming to work;
// and React 19.3 would keep a choice made before hydration on screen without telling the form (react#33129 is behind a
// flag). Text can be typed: hydration keeps it.
const STALE_VIEW_STYLE = `html[data-prerendered=stale] #root[${PRERENDERED_ATTRIBUTE}]{visibility:hidden}#root[${PRERENDERED_ATTRIBUTE}] :is(button,label,select,input[type=radio],input[type=checkbox]){pointer-events:none}`;
const ROLE_VIEW_STYLE = `html:not([data-prerendered=${SIGNED_IN}]) #root[${PRERENDERED_ATTRIBUTE}]{visibility:hidden}`;

/** The built index.html with `page` in it: title, description, styles, the markup inside #root (inserted as they
 * are: a `$` in the page's text is no replacement pattern); with `role`, a role's page and its script. */
export function pageHtml(template: string, pathname: string, page: RenderedPage, role?: SectionRole): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('index.html has no empty <div id="root"></div>');
  let html = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      '</head>',
      () =>
        `<script>${prerenderedViewScript(role)}</script><style>${role ? ROLE_VIEW_STYLE : STALE_VIEW_STYLE}</style>${page.styles}</head>`,
    )
    .replace(root, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeHtml(pathname)}">${page.body}</div>`);
  const { description } = page;
  if (description !== undefined)
    html = html.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(description)}" />`,
    );
  return html;
}

/** Every prerendered page, file name (`page.<name>.html`) → its HTML, and the layouts a role's section goes into
 * (sectionLayoutFile). */
export async function renderPages(template: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [pathname, name] of Object.entries(PRERENDERED_PAGES))
    out[`page.${name}.html`] = pageHtml(template, pathname, await renderPage(pathname));
  for (const role of SECTION_ROLES)
    out[sectionLayoutFile(role)] = pageHtml(template, SECTION_ADDRESS, await renderPage(SECTION_ADDRESS, role), role);
  return out;
}

/** The release's `prerendered.json`: address → file, read by the static server. */
export const pagesByPath = (): Record<string, string> =>
  Object.fromEntries(Object.entries(PRERENDERED_PAGES).map(([pathname, name]) => [pathname, `page.${name}.html`]));

/** What the build writes into the release: the pages, the section layout and `prerendered.json`. */
export async function renderRelease(template: string): Promise<Record<string, string>> {
  return { ...(await renderPages(template)), 'prerendered.json': `${JSON.stringify(pagesByPath(), null, 2)}\n` };
}
