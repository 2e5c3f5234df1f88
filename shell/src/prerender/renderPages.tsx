// Build-time only (node): renders the shell's public pages as a visitor sees them before any data arrives,
// with the styles they use, into copies of the built index.html. Bundled by webpack.prerender.cjs and run
// by its PrerenderPlugin after the browser build; never part of what a browser loads.
import { renderToString } from 'react-dom/server';
import { Route, StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { documentTitle, PageMetaCollector } from 'app-kit';
import { HubThemeProvider } from 'shared-ui';
import { preloadShellPage, SiteRoutes } from '../routes';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_PAGES, SECTION_ADDRESS, SECTION_LAYOUT_FILE } from './pages';

export interface RenderedPage {
  /** The markup inside #root. */
  body: string;
  /** styled-components' <style> element with exactly the rules the markup uses. */
  styles: string;
  title: string;
  description?: string;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One page of the site at `pathname`, as the app's first complete render shows it to a visitor. */
export async function renderPage(pathname: string): Promise<RenderedPage> {
  // the page's code first: rendered to a string, a page still on its way would be the spinner
  if (pathname !== SECTION_ADDRESS) {
    const loading = preloadShellPage(pathname);
    if (!loading) throw new Error(`${pathname}: the shell has no page there`);
    await loading;
  }
  let meta: { title: string; description?: string } = { title: '' };
  const sheet = new ServerStyleSheet();
  try {
    const body = renderToString(
      sheet.collectStyles(
        <PageMetaCollector.Provider value={(title, description) => (meta = { title, description })}>
          <HubThemeProvider>
            <StaticRouter location={pathname}>
              {/* no remote areas; at SECTION_ADDRESS, the layout with an empty slot where a remote's section goes
                  (a remote's section is drawn right inside the content area, as RemoteRoute draws it) */}
              <SiteRoutes areas={[]}>
                <Route path={SECTION_ADDRESS} element={<div data-section-slot="" />} />
              </SiteRoutes>
            </StaticRouter>
          </HubThemeProvider>
        </PageMetaCollector.Provider>,
      ),
    );
    return {
      // a button does nothing before the app has drawn over the view: say so, and automation waits for the app's
      body: body.replace(/<button(?=[\s>])/g, '<button aria-disabled="true"'),
      styles: sheet.getStyleTags(),
      title: documentTitle(meta.title),
      description: meta.description,
    };
  } finally {
    sheet.seal();
  }
}

/**
 * Runs before the first paint. A page whose prerendered view is not what this browser will see (someone signed
 * in, or the dark theme chosen) keeps that view's space but hides it until the app draws its own. And until
 * then a form is not sent by the browser itself (its fields stay, and the app takes them over). Inline, so it
 * costs no request; the static server allows it by its hash (tools/serve-static.mjs).
 */
export const PRERENDERED_VIEW_SCRIPT = `try{if(localStorage.getItem('token')||localStorage.getItem('darkMode')==='true')document.documentElement.dataset.prerendered='stale'}catch(e){}document.addEventListener('submit',function(e){var r=document.getElementById('root');if(r&&r.hasAttribute('${PRERENDERED_ATTRIBUTE}'))e.preventDefault()},true)`;
const STALE_VIEW_STYLE = `html[data-prerendered=stale] #root[${PRERENDERED_ATTRIBUTE}]{visibility:hidden}`;

/** The built index.html with `page` in it: title, description, styles, the markup inside #root (inserted as they
 * are: a `$` in the page's text is no replacement pattern). */
export function pageHtml(template: string, pathname: string, page: RenderedPage): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('index.html has no empty <div id="root"></div>');
  let html = template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      '</head>',
      () => `<script>${PRERENDERED_VIEW_SCRIPT}</script><style>${STALE_VIEW_STYLE}</style>${page.styles}</head>`,
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

/** Every prerendered page, file name (`page.<name>.html`) → its HTML, and the layout a remote's section goes into
 * (SECTION_LAYOUT_FILE). */
export async function renderPages(template: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [pathname, name] of Object.entries(PRERENDERED_PAGES))
    out[`page.${name}.html`] = pageHtml(template, pathname, await renderPage(pathname));
  out[SECTION_LAYOUT_FILE] = pageHtml(template, SECTION_ADDRESS, await renderPage(SECTION_ADDRESS));
  return out;
}

/** The release's `prerendered.json`: address → file, read by the static server. */
export const pagesByPath = (): Record<string, string> =>
  Object.fromEntries(Object.entries(PRERENDERED_PAGES).map(([pathname, name]) => [pathname, `page.${name}.html`]));

/** What the build writes into the release: the pages, the section layout and `prerendered.json`. */
export async function renderRelease(template: string): Promise<Record<string, string>> {
  return { ...(await renderPages(template)), 'prerendered.json': `${JSON.stringify(pagesByPath(), null, 2)}\n` };
}
