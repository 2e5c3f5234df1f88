// Server only (node): a remote's pages rendered per request (a hostel's page, a legal document, a role's dashboard).
// The remote's release carries this render as a module of its own (`server/render.cjs`) and lists its pages in
// `rendered.json`. A page is rendered once, whole: the shell's render module renders its layout with the remote's
// section inside (`InShell`), so the browser hydrates the same tree. Each page prefetches with the query options its
// screens use, and the cache goes into the page dehydrated (../page/pageQueryState.tsx): one place for its data.
import { dehydrate, type DehydratedState, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchPath, type Params } from 'react-router-dom';
import type { Role } from 'contracts';
import { configureApi } from 'shared-auth';
import { pageQueryStateScript } from '../page/pageQueryState';
import { documentTitle, PageMetaCollector } from '../page/usePageMeta';
import type { RenderedMarkup } from './renderMarkup';

/** A page a remote renders per request. */
export interface RenderedPage {
  /** The address pattern (`/hostels/:id`). */
  pattern: string;
  /** The exposed module the shell mounts for the page's area, as areas.json names it, and its default export. */
  module: string;
  Section: ComponentType;
  /** What the area's module says a page needs before it renders (its `preparePage`). */
  prepare?: (pathname: string) => Promise<unknown> | undefined;
  /** The role whose area it is in (none for a public area): rendered as that role's user sees it before the session
   * is read, their own details left out; only what anyone may see is prefetched. */
  role?: Role;
  /** Asks for what its first view is rendered from, into `client`, with the screens' own query options; `query` is
   * the address's query string (empty unless the page takes one). */
  prefetch?: (params: Params, client: QueryClient, query: URLSearchParams) => Promise<unknown>;
  /** The page is rendered with a query string too (a listing's filters): its first view depends on it. */
  query?: true;
}

/** What a release lists of its rendered pages (`rendered.json`): pattern → role, and whether it takes a query. */
export type RenderedPagesIndex = Record<string, { role?: Role; query?: true }>;

/** The shell's render of its layout at the page's address with `Section` as the area's module `module` (the shell's
 * `server/render.cjs`): the markup inside #root. */
export type InShell = (module: string, Section: ComponentType) => RenderedMarkup;

/** A rendered page: its whole markup, the role whose area it is in, and the queries it was rendered from for the
 * browser's cache (null: it asked for none), dehydrated and as the JSON block the page carries. */
export interface RenderedPageResponse extends RenderedMarkup {
  role?: Role;
  queryState: DehydratedState | null;
  queryStateScript: string | null;
}

/** Where the render asks the API (the shell's server's address for it), how long it may wait, and the address's query
 * string (`?area=Mangalpally`; only for a page that takes one). */
export interface RenderOptions {
  apiBaseUrl: string;
  timeoutMs: number;
  search?: string;
}

/** What the shell's server gets from a remote's render module. */
export interface PageRenderer {
  pages: RenderedPagesIndex;
  /** The page at `pathname` rendered from the API's public responses, or null for an address no page of the list
   * has, when its data did not all come (in time, with 200), or without `inShell`. */
  renderPage(pathname: string, options: RenderOptions, inShell?: InShell): Promise<RenderedPageResponse | null>;
}

/** The page of `pages` at `pathname`, with the address's parameters. */
function pageAt(pages: RenderedPage[], pathname: string): { page: RenderedPage; params: Params } | null {
  for (const page of pages) {
    const match = matchPath({ path: page.pattern, end: true }, pathname);
    if (match) return { page, params: match.params };
  }
  return null;
}

/** Whether `work` settles within `ms`. */
const within = (work: Promise<unknown>, ms: number) =>
  Promise.race([work.then(() => true), new Promise<boolean>((resolve) => setTimeout(resolve, ms, false).unref?.())]);

/** The render module of a remote's `pages`. */
export function pageRenderer(pages: RenderedPage[]): PageRenderer {
  return {
    pages: Object.fromEntries(
      pages.map(({ pattern, role, query }) => [pattern, { ...(role && { role }), ...(query && { query }) }]),
    ),
    async renderPage(pathname, { apiBaseUrl, timeoutMs, search = '' }, inShell) {
      const found = pageAt(pages, pathname);
      if (!found || !inShell || (search && !found.page.query)) return null;
      const { page, params } = found;
      configureApi({ baseUrl: apiBaseUrl });
      // a cache of its own for each render: nothing of one request's data reaches another's page
      const client = new QueryClient({
        defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
      });
      try {
        const ready = await within(
          Promise.all([page.prefetch?.(params, client, new URLSearchParams(search)), page.prepare?.(pathname)]),
          timeoutMs,
        );
        const queries = client.getQueryCache().getAll();
        // rendered from every response it asked for, or not at all (without its data, the page would be a spinner)
        if (!ready || queries.some((q) => q.state.status !== 'success')) return null;
        const queryState = queries.length ? dehydrate(client) : null;
        const queryStateScript = queryState && pageQueryStateScript(queryState);
        const { Section } = page;
        // the section's title and description, from its own copy of usePageMeta's context
        let meta: { title?: string; description?: string } = {};
        // biome-ignore lint/correctness/noComponentHookFactories: one server render per request; there is no state to keep
        const InLayout = () => (
          <PageMetaCollector.Provider value={(title, description) => (meta = { title, description })}>
            <QueryClientProvider client={client}>
              <Section />
            </QueryClientProvider>
          </PageMetaCollector.Provider>
        );
        const markup = inShell(page.module, InLayout);
        return {
          ...markup,
          ...(page.role ? { role: page.role } : {}),
          title: meta.title === undefined ? markup.title : documentTitle(meta.title),
          description: meta.description ?? markup.description,
          queryState,
          queryStateScript,
        };
      } finally {
        await client.cancelQueries(); // one still running when time was up
        client.clear();
      }
    },
  };
}
