import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue } from 'react';
import { serverMessage } from 'shared-auth';
import { ErrorState, Spinner } from 'shared-ui';

/** The message of a failed request: the server's words, else `fallback`. */
export const errorText = (error: unknown, fallback: string) => serverMessage(error, fallback);

/**
 * A screen's data: a spinner while it loads, the error with Retry if it fails, else `children(data)`.
 * `loading` labels the spinner (shown as text when `showLabel`); `also` are further queries the screen needs
 * (it waits for them too, and Retry fetches the failed ones again).
 * Data that arrives while the spinner shows is rendered as a deferred value (React renders it in the background,
 * yielding to the browser): the spinner stays until then.
 */
export function QueryView<T>({
  query,
  also = [],
  error,
  loading = 'Loading...',
  showLabel = true,
  children,
}: {
  query: UseQueryResult<T>;
  also?: UseQueryResult<unknown>[];
  error: string;
  loading?: string;
  showLabel?: boolean;
  children: (data: T) => ReactNode;
}) {
  const all = [query, ...also];
  const failed = all.filter((q) => q.isError);
  const settled = !all.some((q) => q.isPending);
  const shown = useDeferredValue(settled);
  if (failed.length)
    return (
      <ErrorState
        message={errorText(failed[0].error, error)}
        onRetry={() => {
          for (const q of failed) void q.refetch();
        }}
      />
    );
  if (!settled || !shown) return <Spinner label={loading} showLabel={showLabel} />;
  return children(query.data as T);
}
