import { createContext, useContext, useEffect } from 'react';

const SITE = 'Hostel Hub';

/** The document title a page's title gives ("Browse hostels · Hostel Hub"; the site's name alone for an empty one). */
export const documentTitle = (title: string): string =>
  title ? `${title} · ${SITE}` : `${SITE}: hostels near your campus`;

/** Where a page rendered ahead of time (the shell's prerender at build time) hands its title and description,
 * as effects never run there. */
export const PageMetaCollector = createContext<((title: string, description?: string) => void) | null>(null);

/**
 * The page's document title and its description, for tabs, bookmarks, share previews and search engines.
 */
export function usePageMeta(title: string, description?: string): void {
  useContext(PageMetaCollector)?.(title, description);
  useEffect(() => {
    document.title = documentTitle(title);
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
