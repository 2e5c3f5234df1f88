// Server only (node): a remote's pages whose first view needs data (a hostel's page), rendered per request with the
// public answers the shell's server fetched for them (tools/rendered-pages.mjs). The remote's release carries this
// render as a module of its own (`server/render.cjs`) and lists its pages in `rendered.json`; the shell's server
// puts the section into its layout, with the answers, so the page shows before any script and the app's first commit
// draws the same page from the same answers (../page/pageAnswers.ts).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchPath, type Params } from 'react-router-dom';
import type { Role } from 'contracts';
import { withPageAnswers } from '../page/pageAnswers';
import { type RenderedSection, renderSection } from './renderSection';

/** A page a remote renders per request. */
export interface RenderedPage {
  /** The address pattern (`/hostels/:id`). */
  pattern: string;
  /** The area it is in (`hostels/*`, as in areas.json) and the area's module, as the shell mounts it. */
  area: string;
  module: ComponentType;
  /** What the area's module says a page needs before it draws (its `preparePage`). */
  prepare?: (pathname: string) => Promise<unknown> | undefined;
  /** The role whose area it is in (none for a public area). */
  role?: Role;
  /** The public GETs its first view is drawn from, with the pattern's parameters (`/api/hostels/:id`). */
  data: string[];
}

/** What a release lists of its rendered pages (`rendered.json`): pattern → role and data. */
export type RenderedPagesIndex = Record<string, { role?: Role; data: string[] }>;

/** What the shell's server gets from a remote's render module. */
export interface PageRenderer {
  pages: RenderedPagesIndex;
  /** The section at `pathname` drawn from `answers` (API path → the API's answer), or null for an address no page of
   * the list has, or answers it cannot be drawn from. */
  renderPage(pathname: string, answers: Record<string, unknown>): Promise<RenderedSection | null>;
}

/** Text a page must not bring into a render: the markers of the signed-in user's own fields (./session.ts). */
const SESSION_MARKER = /@@session\./;

/** A rendered section brings no resource hints of React's (a `<link rel="preload">` for an image it draws): a
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

/** `template` (`/api/hostels/:id`) with the address's parameters put in, each as one path segment (as the shell's
 * server names the answers it fetched: tools/rendered-pages.mjs). */
const fillPath = (template: string, params: Params) =>
  template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** The render module of a remote's `pages`. */
export function pageRenderer(pages: RenderedPage[]): PageRenderer {
  return {
    pages: Object.fromEntries(
      pages.map(({ pattern, role, data }) => [pattern, role ? { role, data } : { data }]),
    ) as RenderedPagesIndex,
    async renderPage(pathname, answers) {
      const found = pageAt(pages, pathname);
      if (!found || SESSION_MARKER.test(JSON.stringify(answers))) return null;
      const { page, params } = found;
      // drawn from every answer it names, or not at all (without its data, the page would be a spinner)
      const named = page.data.map((path) => fillPath(path, params));
      if (named.some((path) => answers[path] === undefined || answers[path] === null)) return null;
      await page.prepare?.(pathname);
      // a cache of its own for each render: nothing of one request's data reaches another's page
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const Section = page.module;
      const section = withPageAnswers(answers, () =>
        renderSection(
          () => (
            <QueryClientProvider client={client}>
              <Section />
            </QueryClientProvider>
          ),
          page.area,
          pathname,
          page.role,
        ),
      );
      client.clear();
      return { ...section, body: withoutHints(section.body) };
    },
  };
}
