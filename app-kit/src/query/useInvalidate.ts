import { useQueryClient } from '@tanstack/react-query';

/**
 * Marks the queries under these keys stale, so every screen showing them fetches again. It does not wait for
 * the fetches: a mutation is done when the server has answered, so the caller's own `onSuccess` (a toast) still
 * runs while the screen that asked is on the page, even if the fresh data is about to remove it.
 */
export function useInvalidate() {
  const client = useQueryClient();
  return (...keys: ReadonlyArray<readonly unknown[]>): void => {
    for (const queryKey of keys) void client.invalidateQueries({ queryKey });
  };
}
