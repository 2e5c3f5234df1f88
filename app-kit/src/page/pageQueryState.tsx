// A page rendered per request with its data (tools/rendered-pages.mjs) comes with the server's query cache,
// dehydrated (TanStack Query's `dehydrate`) into a JSON block of the HTML. The area hydrates its own cache from it
// before its first render (`PageQueryState`), so the app's first commit renders the same page without a spinner.
import { type DehydratedState, HydrationBoundary, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';

/** The id of the HTML's JSON block (kept in step with tools/rendered-pages.mjs, which writes it). */
export const PAGE_QUERY_STATE_ID = 'query-state';

/** The page's dehydrated queries, once: the block goes (a later visit to the screen asks the API as usual). */
export function takePageQueryState(): DehydratedState | undefined {
  const block = typeof document === 'undefined' ? null : document.getElementById(PAGE_QUERY_STATE_ID);
  if (!block) return undefined;
  block.remove();
  try {
    const state = JSON.parse(block.textContent ?? '') as DehydratedState;
    return Array.isArray(state?.queries) ? state : undefined;
  } catch {
    return undefined; // a broken block: the screens ask the API as they do without one
  }
}

/**
 * Fills the area's cache from the page's block before `children` first render; then asks again for those queries
 * at once: the server's answers were the public ones, and a signed-in user's may say more (a saved hostel).
 */
export function PageQueryState({ children }: { children: ReactNode }) {
  const [state] = useState(takePageQueryState);
  const client = useQueryClient();
  useEffect(() => {
    for (const query of state?.queries ?? []) void client.invalidateQueries({ queryKey: query.queryKey, exact: true });
  }, [client, state]);
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}
