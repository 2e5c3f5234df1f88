import { useQueryClient } from '@tanstack/react-query';

/** Marks the queries under these keys stale (without waiting for the fetches), so every screen showing them loads again. */
export function useInvalidate() {
  const client = useQueryClient();
  return (...keys: ReadonlyArray<readonly unknown[]>): void => {
    for (const queryKey of keys) void client.invalidateQueries({ queryKey });
  };
}
