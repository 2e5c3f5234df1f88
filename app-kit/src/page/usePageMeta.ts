import { useEffect } from 'react';

const SITE = 'Hostel Hub';

/**
 * The page's document title ("Browse hostels · Hostel Hub"; the site's name alone for an empty title) and
 * its description, for tabs, bookmarks, share previews and search engines.
 */
export function usePageMeta(title: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SITE}` : `${SITE}: hostels near your campus`;
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
