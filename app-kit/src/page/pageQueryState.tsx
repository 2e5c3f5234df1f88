// A page rendered per request with its data (tools/rendered-pages.mjs) comes with the server's query cache,
// dehydrated (TanStack Query's `dehydrate`) into a JSON block of the HTML. The area hydrates its own cache from it
// before its first render (`PageQueryState`), so the app's first commit renders the same page without a spinner.
import { type DehydratedState, HydrationBoundary, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useSession } from 'shared-auth';

/** The id of the HTML's JSON block. */
export const PAGE_QUERY_STATE_ID = 'query-state';

/** The page's JSON block of `state` (a server render's), for the server to put into the HTML: `<` written as its
 * escape, so no text of the data can end the element. */
export const pageQueryStateScript = (state: DehydratedState): string =>
  `<script type="application/json" id="${PAGE_QUERY_STATE_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;

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
 * Fills the area's cache from the page's block before `children` first render. A visitor's page asks for nothing
 * again; for a signed-in user those queries are asked again at once: the server's responses were the public ones,
 * and the user's may say more (a saved hostel).
 */
export function PageQueryState({ children }: { children: ReactNode }) {
  const [state] = useState(takePageQueryState);
  const client = useQueryClient();
  useEffect(() => {
    if (!useSession.getState().token) return;
    for (const query of state?.queries ?? []) void client.invalidateQueries({ queryKey: query.queryKey, exact: true });
  }, [client, state]);
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}
