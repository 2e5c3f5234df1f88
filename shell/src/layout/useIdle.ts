import { useEffect, useState } from 'react';

/** How long the browser may keep us waiting for an idle moment. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * True once the browser has had an idle moment since the component mounted (at the latest after 2 s): for work
 * that must not compete with rendering the page, such as the navbar's live counts (their code, the query cache and a
 * stream). Without `requestIdleCallback` (Safari, jsdom), on the next task.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 0);
    return () => window.clearTimeout(timer);
  }, []);
  return idle;
}
