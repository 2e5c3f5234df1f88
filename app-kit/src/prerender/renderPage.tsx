// Server only (node): a remote's pages whose first view needs data (a hostel's page), rendered per request. The
// remote's release carries this render as a module of its own (`server/render.cjs`) and lists its pages in
// `rendered.json`; the shell's server puts the section into its layout with the render's query cache, dehydrated,
// so the page shows before any script and the app's first commit renders the same page from the same data
// (../page/pageQueryState.tsx). Each page prefetches with the query options its screens use: one place for its data.
import { dehydrate, type DehydratedState, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchPath, type Params } from 'react-router-dom';
import type { Role } from 'contracts';
import { configureApi } from 'shared-auth';
import { type RenderedSection, renderSection } from './renderSection';

/** A page a remote renders per request. */
export interface RenderedPage {
  /** The address pattern (`/hostels/:id`). */
  pattern: string;
  /** The area it is in (`hostels/*`, as in areas.json) and the area's module, as the shell mounts it. */
  area: string;
  module: ComponentType;
  /** What the area's module says a page needs before it renders (its `preparePage`). */
  prepare?: (pathname: string) => Promise<unknown> | undefined;
  /** The role whose area it is in (none for a public area). */
  role?: Role;
  /** Asks for what its first view is rendered from, into `client`, with the screens' own query options. */
  prefetch: (params: Params, client: QueryClient) => Promise<unknown>;
}

/** What a release lists of its rendered pages (`rendered.json`): pattern → role. */
export type RenderedPagesIndex = Record<string, { role?: Role }>;

/** A rendered page: the section, and the queries it was rendered from for the browser's cache. */
export interface RenderedPageAnswer extends RenderedSection {
  queryState: DehydratedState;
}

/** Where the render asks the API (the shell's server's address for it), and how long it may wait. */
export interface RenderOptions {
  apiBaseUrl: string;
  timeoutMs: number;
}

/** What the shell's server gets from a remote's render module. */
export interface PageRenderer {
  pages: RenderedPagesIndex;
  /** The section at `pathname` rendered from the API's public answers, or null for an address no page of the list has,
   * or when its data did not all come (in time, with 200). */
  renderPage(pathname: string, options: RenderOptions): Promise<RenderedPageAnswer | null>;
}

/** Text a page must not bring into a render: the markers of the signed-in user's own fields (./session.ts). */
const SESSION_MARKER = /@@session\./;

/** A rendered section brings no resource hints of React's (a `<link rel="preload">` for an image it renders): a
 * section is markup for the content area, and the image is in the HTML anyway. */
const withoutHints = (body: string) => body.replace(/<link rel="preload"[^>]*>/g, '');

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
    pages: Object.fromEntries(pages.map(({ pattern, role }) => [pattern, role ? { role } : {}])),
    async renderPage(pathname, { apiBaseUrl, timeoutMs }) {
      const found = pageAt(pages, pathname);
      if (!found) return null;
      const { page, params } = found;
      configureApi({ baseUrl: apiBaseUrl });
      // a cache of its own for each render: nothing of one request's data reaches another's page
      const client = new QueryClient({
        defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
      });
      try {
        const ready = await within(Promise.all([page.prefetch(params, client), page.prepare?.(pathname)]), timeoutMs);
        const queries = client.getQueryCache().getAll();
        // rendered from every answer it asked for, or not at all (without its data, the page would be a spinner)
        if (!ready || !queries.length || queries.some((q) => q.state.status !== 'success')) return null;
        const queryState = dehydrate(client);
        if (SESSION_MARKER.test(JSON.stringify(queryState))) return null;
        const Section = page.module;
        const section = renderSection(
          () => (
            <QueryClientProvider client={client}>
              <Section />
            </QueryClientProvider>
          ),
          page.area,
          pathname,
          page.role,
        );
        return { ...section, body: withoutHints(section.body), queryState };
      } finally {
        await client.cancelQueries(); // one still running when time was up
        client.clear();
      }
    },
  };
}
