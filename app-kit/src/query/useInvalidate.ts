import { useQueryClient } from '@tanstack/react-query';

/**
 * Marks the queries under these keys stale, so every screen showing them fetches again. A fetch already on its way
 * is stopped first: it may have left before the write, and TanStack Query would otherwise take its answer as the
 * fresh one (a first fetch, with no data yet, is never restarted by an invalidation). It does not wait for the
 * fetches: a mutation is done when the server has answered, so the caller's own `onSuccess` (a toast) still runs
 * while the screen that asked is on the page, even if the fresh data is about to remove it.
 */
export function useInvalidate() {
  const client = useQueryClient();
  return (...keys: ReadonlyArray<readonly unknown[]>): void => {
    for (const queryKey of keys)
      void client.cancelQueries({ queryKey }).then(() => client.invalidateQueries({ queryKey }));
  };
}
