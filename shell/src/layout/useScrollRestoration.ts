import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where the visitor had scrolled each entry of this tab's history (by location key). */
const positions = new Map<string, number>();

/**
 * Scrolling as on a site of separate pages: a new page opens at its top (or at its #anchor), Back and Forward come
 * back to where the visitor was. The page the tab opened with is left where it is (a server-rendered page the visitor
 * scrolled before the app rendered stays there).
 */
export function useScrollRestoration(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const current = useRef(key);
  const opened = useRef(false);

  useEffect(() => {
    // the browser would restore on Back before the page is rendered again; the app does it once it is
    window.history.scrollRestoration = 'manual';
    const remember = () => positions.set(current.current, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each move through the history (the key).
  useLayoutEffect(() => {
    current.current = key;
    if (!opened.current) {
      opened.current = true;
      return;
    }
    // Chromium's scroll methods answer a Promise: returned from here, React would call it as the cleanup (a crash)
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    const anchor = hash && document.getElementById(decodeURIComponent(hash.slice(1)));
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key]);
}
